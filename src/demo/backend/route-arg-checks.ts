/**
 * Checks a request body against its route's declared arguments (src/api/route-arg-types.ts) before the handler runs, as
 * WordPress checks a route's `args`: a required argument that is missing is a 400 `rest_missing_callback_param`, one
 * that does not match its schema a 400 `rest_invalid_param` naming each, worded as WordPress words it
 * (docs/api.md#arguments). Extra body fields are left to the handler, as WordPress leaves them.
 */
import Ajv from 'ajv-draft-04';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { RouteArg } from '../../api/route-arg-types';
import { invalidParams, WpError } from './wp-error';

// WordPress' schemas are draft 04; a string-or-null type is a union.
const ajv = new Ajv( { allowUnionTypes: true } );

/** Each declared argument compiled once (declarations live as long as the process). */
const compiled = new WeakMap< RouteArg, ValidateFunction >();

function validatorOf( arg: RouteArg ): ValidateFunction {
	let validate = compiled.get( arg );
	if ( ! validate ) {
		// `required` on the argument is WordPress' presence flag, not a draft 04 keyword.
		validate = ajv.compile( Object.fromEntries( Object.entries( arg ).filter( ( [ keyword ] ) => keyword !== 'required' ) ) );
		compiled.set( arg, validate );
	}
	return validate;
}

/** WordPress' name for a nested value: `survey_responses[why-cancel][text]`. */
function pathOf( name: string, instancePath: string ): string {
	return instancePath
		.split( '/' )
		.slice( 1 )
		.reduce( ( path, key ) => `${ path }[${ key.replace( /~1/g, '/' ).replace( /~0/g, '~' ) }]`, name );
}

const plural = ( count: number, one: string, many: string ): string => ( count === 1 ? one : many );

/** The failure in rest_validate_value_from_schema()'s words. */
export function messageOf( error: ErrorObject, name: string ): string {
	const param = pathOf( name, error.instancePath );
	const limit = Number( error.params.limit );
	switch ( error.keyword ) {
		case 'type':
			return `${ param } is not of type ${ String( error.params.type ) }.`;
		case 'enum': {
			const allowed = ( error.params.allowedValues as unknown[] ).map( ( value ) => ( typeof value === 'string' ? value : JSON.stringify( value ) ) );
			return allowed.length === 1 ? `${ param } is not ${ allowed[ 0 ] }.` : `${ param } is not one of ${ allowed.join( ', ' ) }.`;
		}
		case 'required':
			return `${ String( error.params.missingProperty ) } is a required property of ${ param }.`;
		case 'minProperties':
			return `${ param } must contain at least ${ limit } ${ plural( limit, 'property', 'properties' ) }.`;
		case 'additionalProperties':
			return `${ String( error.params.additionalProperty ) } is not a valid property of Object.`;
		case 'pattern':
			return `${ param } does not match pattern ${ String( error.params.pattern ) }.`;
		case 'minimum':
			return `${ param } must be greater than or equal to ${ limit }`;
		case 'maximum':
			return `${ param } must be less than or equal to ${ limit }`;
		case 'minLength':
			return `${ param } must be at least ${ limit } ${ plural( limit, 'character', 'characters' ) } long.`;
		case 'maxLength':
			return `${ param } must be at most ${ limit } ${ plural( limit, 'character', 'characters' ) } long.`;
		case 'minItems':
			return `${ param } must contain at least ${ limit } ${ plural( limit, 'item', 'items' ) }.`;
		case 'maxItems':
			return `${ param } must contain at most ${ limit } ${ plural( limit, 'item', 'items' ) }.`;
		default:
			return `${ param } is invalid.`;
	}
}

/** Throws WordPress' 400 when the body lacks a required argument or one does not match its schema. */
export function checkArgs( args: Readonly< Record< string, RouteArg > > | undefined, body: Readonly< Record< string, unknown > > ): void {
	const declared = Object.entries( args ?? {} );
	// WordPress counts a null as not sent.
	const missing = declared
		.filter( ( [ name, arg ] ) => arg.required === true && ( body[ name ] === undefined || body[ name ] === null ) )
		.map( ( [ name ] ) => name );
	if ( missing.length > 0 ) {
		throw new WpError( 'rest_missing_callback_param', `Missing parameter(s): ${ missing.join( ', ' ) }`, 400, { params: missing } );
	}
	const reasons: Record< string, string > = {};
	for ( const [ name, arg ] of declared ) {
		const validate = validatorOf( arg );
		if ( body[ name ] !== undefined && ! validate( body[ name ] ) ) {
			const [ first ] = validate.errors ?? [];
			reasons[ name ] = first ? messageOf( first, name ) : `${ name } is invalid.`;
		}
	}
	if ( Object.keys( reasons ).length > 0 ) {
		throw invalidParams( reasons );
	}
}
