/**
 * WordPress-style failures of the demo backend and the checks that raise them: each throws a 400 naming the
 * parameter (or a 403), so nothing is written on bad input. Shared by the routes and the backend's own rules, and
 * importing nothing of the backend, so a rule can refuse without depending on the REST plumbing.
 */

/** A failure answered as WordPress does: {code, message, data: {status}}. */
export class WpError extends Error {
	constructor(
		readonly code: string,
		message: string,
		readonly status: number = 400,
		readonly extra: Record< string, unknown > = {}
	) {
		super( message );
	}
}

export function invalidParam( name: string, why: string ): WpError {
	return invalidParams( { [ name ]: why } );
}

/** WordPress' 400 for parameters that do not match: each named, with why. */
export function invalidParams( reasons: Readonly< Record< string, string > > ): WpError {
	const names = Object.keys( reasons );
	return new WpError( 'rest_invalid_param', `Invalid parameter(s): ${ names.join( ', ' ) } (${ Object.values( reasons ).join( '; ' ) })`, 400, {
		params: reasons,
	} );
}

export function requireBoolean( body: Record< string, unknown >, name: string ): boolean {
	const value = body[ name ];
	if ( typeof value !== 'boolean' ) {
		throw invalidParam( name, `${ name } is not of type boolean.` );
	}
	return value;
}

export function requireStringArray( body: Record< string, unknown >, name: string ): string[] {
	const value = body[ name ];
	if ( ! Array.isArray( value ) || value.some( ( item ) => typeof item !== 'string' ) ) {
		throw invalidParam( name, `${ name } is not of type array of strings.` );
	}
	return value as string[];
}

export function forbidden( message = 'Sorry, you are not allowed to do that.' ): WpError {
	return new WpError( 'rest_forbidden', message, 403 );
}
