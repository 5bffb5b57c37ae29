/** Marks a field to leave out of a printed page. */
export const REMOVED = Symbol( 'removed' );

/**
 * A copy of a printed page (through JSON, as a page prints it) with the field at `path` (dot-separated) left out
 * (REMOVED) or replaced by a value of any type: what a host with a bug might print.
 */
export function changeField( printed: object, path: string, value: unknown ): Record< string, unknown > {
	const page = JSON.parse( JSON.stringify( printed ) ) as Record< string, unknown >;
	const keys = path.split( '.' );
	const last = keys.pop() ?? '';
	const parent = keys.reduce( ( object, key ) => object[ key ] as Record< string, unknown >, page );
	if ( value === REMOVED ) {
		Reflect.deleteProperty( parent, last );
	} else {
		parent[ last ] = value;
	}
	return page;
}
