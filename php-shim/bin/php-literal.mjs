/**
 * JSON values written as PHP literals, on one line, for the generators of php-shim/includes/ (route-table.php,
 * setting-bounds.php): a string single-quoted, a list as a list, an object as an array with keys.
 */

export const phpQuote = ( value ) => `'${ String( value ).replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`;

export function phpLiteral( value ) {
	if ( Array.isArray( value ) ) {
		return `array( ${ value.map( phpLiteral ).join( ', ' ) } )`;
	}
	if ( value !== null && typeof value === 'object' ) {
		return `array( ${ Object.entries( value )
			.map( ( [ key, item ] ) => `${ phpQuote( key ) } => ${ phpLiteral( item ) }` )
			.join( ', ' ) } )`;
	}
	if ( typeof value === 'string' ) {
		return phpQuote( value );
	}
	if ( typeof value === 'number' && Number.isFinite( value ) ) {
		return String( value );
	}
	if ( typeof value === 'boolean' || value === null ) {
		return String( value );
	}
	throw new Error( `No PHP literal for ${ typeof value }` );
}
