/**
 * Requests the WordPress suites build from the declared routes (src/api/rest-routes.ts), so a route added there is
 * exercised without a list of its own: a path with each parameter filled in, and a body that matches the declared
 * arguments.
 */

/** A value for each path parameter that matches its declared pattern. */
const PATH_VALUES = { slug: 'markdown', name: 'options', id: 'welcome', keyring: '12' };

export function samplePath( declaration ) {
	return declaration.path.replace( /\{(\w+)\}/g, ( _match, name ) => PATH_VALUES[ name ] );
}

/** A value the schema accepts: its first choice, its least number, a short word, one item, each property. */
export function sampleOf( schema ) {
	if ( schema.enum ) {
		return schema.enum[ 0 ];
	}
	switch ( [ schema.type ].flat()[ 0 ] ) {
		case 'boolean':
			return true;
		case 'integer':
		case 'number':
			return schema.minimum ?? 1;
		case 'string':
			return 'seven';
		case 'array':
			return [ sampleOf( schema.items ?? { type: 'string' } ) ];
		case 'object':
			return schema.properties ? Object.fromEntries( Object.entries( schema.properties ).map( ( [ name, property ] ) => [ name, sampleOf( property ) ] ) ) : { seven: 7 };
		default:
			return null;
	}
}

/** A body with every declared argument, each matching its schema. */
export function sampleBody( declaration ) {
	return Object.fromEntries( Object.entries( declaration.args ?? {} ).map( ( [ name, arg ] ) => [ name, sampleOf( arg ) ] ) );
}
