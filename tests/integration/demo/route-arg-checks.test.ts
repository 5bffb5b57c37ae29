/**
 * Every declared argument (src/api/rest-routes.ts) is checked by the demo site before its handler runs, through the real
 * client: a body without a required argument is WordPress' 400 `rest_missing_callback_param` naming each, a value of
 * another type its 400 `rest_invalid_param` naming it, and neither changes anything (docs/api.md#arguments).
 */
import type { RouteArg, SchemaType } from '../../../src/api/route-arg-types';
import { REST_ROUTES } from '../../../src/api/rest-routes';
import type { RouteDeclaration } from '../../../src/api/rest-routes';
import { callRoute } from '../../../src/api/call-route';
import { setupDemoBackend } from '../../support/demo-msw';

const demo = setupDemoBackend();

/** A path parameter that matches each declared pattern. */
const PATH_VALUES: Record< string, string > = { slug: 'markdown', name: 'options', id: 'welcome' };

/** A value each schema type accepts, and one it refuses, in the demo site and WordPress alike (WordPress reads `true` as the list ['1']). */
const RIGHT: Record< SchemaType, unknown > = { boolean: true, integer: 7, number: 7.5, string: 'seven', array: [ 'seven' ], object: { seven: 7 }, null: null };
const WRONG: Record< SchemaType, unknown > = { boolean: 'seven', integer: 'seven', number: 'seven', string: 7, array: { seven: 7 }, object: 'seven', null: 7 };

const typesOf = ( arg: RouteArg ): readonly SchemaType[] => ( typeof arg.type === 'string' ? [ arg.type ] : arg.type );
/** The first of an argument's types: the one its right and wrong values are of. */
const typeOf = ( arg: RouteArg | undefined ): SchemaType => ( arg ? typesOf( arg )[ 0 ] ?? 'null' : 'null' );

const declarations: [ string, RouteDeclaration ][] = Object.entries( REST_ROUTES );
const withArgs = declarations.flatMap( ( [ name, declaration ] ) =>
	declaration.args ? [ [ name, declaration, declaration.args ] as const ] : []
);
const params = ( declaration: RouteDeclaration ) => Object.fromEntries( Object.keys( declaration.params ?? {} ).map( ( name ) => [ name, PATH_VALUES[ name ] ?? 'x' ] ) );
const send = ( declaration: RouteDeclaration, data: Record< string, unknown > ) =>
	callRoute( declaration as never, { params: params( declaration ), data } as never ).then(
		() => ( { status: 200, code: undefined, params: undefined } ),
		( error: { status?: number; response?: { code?: string; data?: { params?: unknown } } } ) => ( {
			status: error.status,
			code: error.response?.code,
			params: error.response?.data?.params,
		} )
	);

/** The writes whose body has no fixed shape, or none at all: each names its reason. */
const WITHOUT_ARGS: Partial< Record< keyof typeof REST_ROUTES, string > > = {
	updateModuleOptions: 'an open map of the module’s options, each checked by the settings model',
	updateSettings: 'an open map of settings, each checked by the settings model',
	updateWordAdsSettings: 'an open map of ad settings, each checked by the settings model',
	updateSearchSettings: 'an open map of search settings, each checked by the settings model',
	saveSetupQuestionnaire: 'an open map of answers, each a boolean or a string',
	updateDevToolsPreview: 'an open map of preview settings, each checked by the preview',
	reconnectSite: 'no body',
	seenWooConnectionModal: 'no body',
	confirmSafeMode: 'no body',
	migrateIdentity: 'no body',
	sendMobileLoginEmail: 'no body',
	disconnectSocialAccount: 'no body',
};

it( 'declares the arguments of every write whose body has a fixed shape', () => {
	const writes = declarations.filter( ( [ , declaration ] ) => declaration.method !== 'GET' );
	const undeclared = writes.filter( ( [ name, declaration ] ) => ! declaration.args && ! ( name in WITHOUT_ARGS ) ).map( ( [ name ] ) => name );
	expect( undeclared ).toEqual( [] );
	expect( Object.keys( WITHOUT_ARGS ).filter( ( name ) => withArgs.some( ( [ declared ] ) => declared === name ) ) ).toEqual( [] );
} );

describe.each( withArgs )( '%s', ( _name, declaration, args ) => {
	const required = Object.entries( args )
		.filter( ( [ , arg ] ) => arg.required === true )
		.map( ( [ name ] ) => name );

	it( 'refuses a body without its required arguments, naming each, and changes nothing', async () => {
		const before = JSON.stringify( demo.backend.state );
		const answer = await send( declaration, {} );
		if ( required.length === 0 ) {
			expect( answer.code ).not.toBe( 'rest_missing_callback_param' );
			return;
		}
		expect( answer ).toEqual( { status: 400, code: 'rest_missing_callback_param', params: required } );
		expect( JSON.stringify( demo.backend.state ) ).toBe( before );
	} );

	it.each( Object.entries( args ) )( 'refuses %s of another type, naming it, and changes nothing', async ( name, arg ) => {
		const body = Object.fromEntries( required.map( ( other ) => [ other, RIGHT[ typeOf( args[ other ] ) ] ] ) );
		const before = JSON.stringify( demo.backend.state );
		const answer = await send( declaration, { ...body, [ name ]: WRONG[ typeOf( arg ) ] } );
		expect( answer ).toMatchObject( { status: 400, code: 'rest_invalid_param' } );
		expect( answer.params ).toHaveProperty( [ name ], `${ name } is not of type ${ typesOf( arg ).join( ',' ) }.` );
		expect( JSON.stringify( demo.backend.state ) ).toBe( before );
	} );
} );
