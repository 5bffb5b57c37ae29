/** Every call of the app lives under this REST namespace. */
export const NS = 'jetpack/v4';

/** Builds a path under the namespace, encoding query values. */
export function v4( path: string, query?: Record< string, string | number | boolean > ): string {
	const search = query
		? '?' + Object.entries( query ).map( ( [ key, value ] ) => `${ encodeURIComponent( key ) }=${ encodeURIComponent( String( value ) ) }` ).join( '&' )
		: '';
	return `${ NS }/${ path }${ search }`;
}
