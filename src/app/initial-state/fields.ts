/**
 * Readers for what a host page printed: each takes an unknown value and answers it typed, or the fallback when it is
 * missing or of another type. PHP prints an empty map as an empty list, so a map reader takes [] for {}.
 */

export type Raw = Record< string, unknown >;

export function isRecord( value: unknown ): value is Raw {
	return typeof value === 'object' && value !== null && ! Array.isArray( value );
}

/** A map, a PHP empty list, or else an empty map. */
export function record( value: unknown ): Raw {
	return isRecord( value ) ? value : {};
}

export function bool( value: unknown, fallback: boolean ): boolean {
	return typeof value === 'boolean' ? value : fallback;
}

export function text( value: unknown, fallback = '' ): string {
	return typeof value === 'string' ? value : fallback;
}

export function textOrNull( value: unknown ): string | null {
	return typeof value === 'string' ? value : null;
}

export function count( value: unknown, fallback = 0 ): number {
	return typeof value === 'number' && Number.isFinite( value ) ? value : fallback;
}

export function countOrNull( value: unknown ): number | null {
	return typeof value === 'number' && Number.isFinite( value ) ? value : null;
}

/** The strings of a list; anything else in it is left out. */
export function texts( value: unknown ): string[] {
	return Array.isArray( value ) ? value.filter( ( item ): item is string => typeof item === 'string' ) : [];
}

/** A map whose entries `read` accepts (it answers undefined for an entry to leave out). */
export function mapOf< T >( value: unknown, read: ( item: unknown ) => T | undefined ): Record< string, T > {
	const entries: [ string, T ][] = [];
	for ( const [ key, item ] of Object.entries( record( value ) ) ) {
		const parsed = read( item );
		if ( parsed !== undefined ) {
			entries.push( [ key, parsed ] );
		}
	}
	return Object.fromEntries( entries );
}

/** One of the allowed values, or the fallback. */
export function oneOf< T extends string | boolean >( value: unknown, allowed: readonly T[], fallback: T ): T {
	return allowed.find( ( item ) => item === value ) ?? fallback;
}

type Widened< T > = T extends boolean ? boolean : T extends string ? string : number;

/**
 * Plain fields read from a table of their fallbacks: each field keeps what the page printed when it has the type of
 * its fallback (a finite number for a number), and gets the fallback otherwise, as bool, text and count do.
 */
export function fieldsOf< T extends Record< string, boolean | string | number > >( raw: Raw, fallbacks: T ): { [ K in keyof T ]: Widened< T[ K ] > } {
	const read: Raw = {};
	for ( const [ key, fallback ] of Object.entries( fallbacks ) ) {
		const value = raw[ key ];
		read[ key ] = typeof value === typeof fallback && ( typeof value !== 'number' || Number.isFinite( value ) ) ? value : fallback;
	}
	return read as { [ K in keyof T ]: Widened< T[ K ] > };
}
