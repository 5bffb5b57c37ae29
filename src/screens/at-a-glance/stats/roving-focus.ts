/**
 * Where an arrow key, Home or End moves in a group with one tab stop (tabs, the bars of a chart): left and right
 * wrap round. Pure; undefined for any other key.
 */
export function rovingIndex( key: string, index: number, count: number ): number | undefined {
	const step = key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : undefined;
	if ( step !== undefined ) {
		return ( index + step + count ) % count;
	}
	return key === 'Home' ? 0 : key === 'End' ? count - 1 : undefined;
}
