/**
 * The table of how strict Jetpack is (src/jetpack-recorded/jetpack-routes.ts, docs/hosts.md#how-strict-jetpack-is),
 * read from the guards recorded beside the answers: every recorded route has a row, with its permission and the
 * Jetpack source it was read from; the WordPress stand-in's routes carry each row; and the demo's Jetpack mode is never
 * kinder than a row.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { apiRequest } from '../../../src/api/client';
import type { ApiError } from '../../../src/api/errors';
import { v4 } from '../../../src/api/namespace';
import { routePath, REST_ROUTES } from '../../../src/api/rest-routes';
import type { RouteName } from '../../../src/api/rest-routes';
import type { RouteArg } from '../../../src/api/route-arg-types';
import { permissionsForRole } from '../../../src/demo/backend/roles';
import type { DemoRole } from '../../../src/demo/backend/state';
import {
	JETPACK_CAPABILITIES,
	jetpackAllows,
	JETPACK_ROUTES,
	wordPressCapability,
} from '../../../src/jetpack-recorded/jetpack-routes';
import { jetpackSiteOf, jetpackUserOf } from '../../../src/demo/jetpack-host/jetpack-user';
import type { JetpackRoute } from '../../../src/jetpack-recorded/jetpack-guards';
import {
	MAY_GO_ON_LATEST_JETPACK,
	NEWEST_PAGE_DATA_SOURCE,
	newestJetpackPageData,
	REMOVED_PAGE_DATA_KEYS,
	REMOVED_SITE_DATA_KEYS,
} from '../../../src/jetpack-recorded/latest';
import { jetpackPageData } from '../../../src/demo/jetpack-host/page-data';
import { OWN_NS } from '../../../src/api/namespace';
import { JETPACK_ANSWERS } from '../../../src/jetpack-recorded/recorded-answers';
import { setupDemoBackend } from '../../support/demo-msw';
import { initialStateFor } from '../../support/render';

const ROOT = path.resolve( __dirname, '../../..' );
const NAMES = Object.keys( REST_ROUTES ) as RouteName[];
const ROWS = NAMES.flatMap( ( name ) => {
	const row = JETPACK_ROUTES[ name ];
	return row ? [ [ name, row ] as const ] : [];
} );

describe( 'the table', () => {
	it( 'has a row for each declared route and no other', () => {
		expect( Object.keys( JETPACK_ROUTES ).sort() ).toEqual( [ ...NAMES ].sort() );
	} );

	it.each( NAMES )( '%s has the guard recorded beside its answer as its row, with a permission read from a cited file and function', ( name ) => {
		const recorded = JETPACK_ANSWERS[ name ];
		const row = JETPACK_ROUTES[ name ];
		// The type asks a guard of every answer and none of an absent route; the row must be that guard, or null.
		expect( row ).toBe( recorded.kind === 'answers' ? recorded.guard : null );
		if ( row ) {
			expect( row.permissionSource ).toMatch( /^(plugins|packages)\/\S+\.php \S+::\w+/ );
			// A route anyone may call refuses no one; any other says how it refuses.
			expect( row.refusal === '' ).toBe( row.capabilities.length === 0 );
		}
	} );

	it( 'maps Jetpack’s meta capabilities as Jetpack does, offline and connected', () => {
		const connected = { offline: false, hasConnectedOwner: true };
		const offline = { offline: true, hasConnectedOwner: false };
		expect( wordPressCapability( 'jetpack_admin_page', connected ) ).toBe( 'edit_posts' );
		expect( wordPressCapability( 'jetpack_admin_page', offline ) ).toBe( 'manage_options' );
		expect( wordPressCapability( 'jetpack_manage_modules', connected ) ).toBe( 'manage_options' );
		expect( wordPressCapability( 'jetpack_configure_modules', connected ) ).toBe( 'manage_options' );
		expect( wordPressCapability( 'jetpack_connect_user', connected ) ).toBe( 'read' );
		expect( wordPressCapability( 'jetpack_connect_user', { offline: false, hasConnectedOwner: false } ) ).toBe( 'manage_options' );
		expect( wordPressCapability( 'jetpack_connect_user', offline ) ).toBe( 'do_not_allow' );
		expect( wordPressCapability( 'activate_plugins', connected ) ).toBe( 'activate_plugins' );
		for ( const mapping of Object.values( JETPACK_CAPABILITIES ) ) {
			expect( mapping.source ).toMatch( /^(plugins|packages)\/\S+\.php \S+::\w+/ );
		}
	} );
} );

interface StandInAnswer {
	capabilities: string[];
	linkedUser: boolean;
	postByEmailCapabilities: string[] | null;
	refusal: string;
	args: Record< string, RouteArg >;
	bodyRule: string | null;
	whileMissing: { gap: string; status: number; body: unknown }[];
}
interface StandIn {
	routes: { namespace: string; route: string; answers: Record< string, StandInAnswer > }[];
	capabilities: unknown;
	updatableSettings: string[];
}

/** What the suite writes beside the WordPress stand-in (tests/wordpress/tools/recorded-routes.mjs). */
function standIn(): StandIn {
	const script = `import( ${ JSON.stringify( path.join( ROOT, 'tests/wordpress/tools/recorded-routes.mjs' ) ) } ).then( ( m ) => process.stdout.write( JSON.stringify( { routes: m.recordedRoutes(), ...m.jetpackRules() } ) ) )`;
	const run = spawnSync( process.execPath, [ '--input-type=module', '-e', script ], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 } );
	expect( run.stderr ).toBe( '' );
	return JSON.parse( run.stdout ) as StandIn;
}

describe( 'the WordPress stand-in', () => {
	const written = standIn();

	it.each( ROWS )( '%s is registered with its row’s permission, arguments and body rule', ( name, row ) => {
		const recorded = JETPACK_ANSWERS[ name ];
		if ( recorded.kind !== 'answers' ) {
			throw new Error( `${ name } has a row but no recorded answer` );
		}
		const declared = REST_ROUTES[ name ];
		const namespace = recorded.served?.namespace ?? 'jetpack/v4';
		const pattern = `/${ ( recorded.served?.path ?? declared.path ).replace( /\{(\w+)\}/g, '(?P<$1>[^/]+)' ) }`;
		const method = recorded.served?.method ?? declared.method;
		const route = written.routes.find( ( entry ) => entry.namespace === namespace && entry.route === pattern );
		expect( route?.answers[ method ] ).toMatchObject( {
			capabilities: row.capabilities,
			linkedUser: row.linkedUser === true,
			postByEmailCapabilities: row.postByEmailCapabilities ?? null,
			refusal: row.refusal,
			args: row.args ?? {},
			bodyRule: row.bodyRule ?? null,
			whileMissing: ( row.otherAnswers ?? [] ).flatMap( ( other ) =>
				other.whileMissing === undefined ? [] : [ { gap: other.whileMissing, status: other.status ?? 200, body: other.body } ]
			),
		} );
	} );

	it( 'carries Jetpack’s mapping of its capabilities and the settings it takes', () => {
		expect( written.capabilities ).toEqual( JETPACK_CAPABILITIES );
		expect( written.updatableSettings ).toContain( 'jetpack_waf_ip_allow_list_enabled' );
		expect( written.updatableSettings ).not.toContain( 'jetpack_waf_ip_list' );
	} );
} );

const demo = setupDemoBackend( 'jetpack-owner' );

function becomes( role: DemoRole ): void {
	demo.backend.update( ( state ) => {
		state.role = role;
		state.currentUser = { ...state.currentUser, isMaster: role === 'owner', permissions: permissionsForRole( role ) };
	} );
}

/** A body the declared arguments take, so that the call reaches the permission (WordPress checks arguments first). */
function bodyFor( args: Readonly< Record< string, RouteArg > > | undefined ): Record< string, unknown > {
	const sample = ( arg: RouteArg ): unknown => {
		if ( arg.enum ) {
			return arg.enum[ 0 ];
		}
		switch ( arg.type ) {
			case 'boolean':
				return true;
			case 'integer':
			case 'number':
				return arg.minimum ?? 1;
			case 'array':
				return [ 'a' ];
			case 'object':
				return { 'why-cancel': { response: 'a', text: null } };
			default:
				return 'a';
		}
	};
	return Object.fromEntries( Object.entries( args ?? {} ).filter( ( [ , arg ] ) => arg.required ).map( ( [ name, arg ] ) => [ name, sample( arg ) ] ) );
}

const PARAMS = { slug: 'related-posts', id: 'welcome', name: 'options', keyring: '1' };

/** The status the demo answers a call, as the declared route (the namespace's Social routes are Jetpack's own). */
async function statusOf( name: RouteName ): Promise< number > {
	const declared = REST_ROUTES[ name ];
	const body = bodyFor( declared.args );
	try {
		await apiRequest( { path: v4( routePath( declared, PARAMS ) ), method: declared.method, data: declared.method === 'GET' ? undefined : body } );
		return 200;
	} catch ( error ) {
		return ( error as ApiError ).status;
	}
}

/** Rows Jetpack refuses a role on the connected site, served by the demo under jetpack/v4. */
const refusedTo = ( role: DemoRole ): [ RouteName, JetpackRoute ][] =>
	ROWS.filter( ( [ name, row ] ) => {
		const served = JETPACK_ANSWERS[ name ];
		const underV4 = served.kind === 'answers' && ! served.served;
		const user = { capabilities: role === 'editor' ? ( [ 'read', 'edit_posts', 'publish_posts' ] as const ) : ( [ 'read' ] as const ), linked: true };
		return underV4 && ! jetpackAllows( row, user, { offline: false, hasConnectedOwner: true } );
	} ) as [ RouteName, JetpackRoute ][];

describe( 'the demo’s Jetpack mode', () => {
	it( 'sees its users and site as Jetpack’s mapping does', () => {
		becomes( 'editor' );
		expect( jetpackUserOf( demo.backend.state ).capabilities ).toEqual( [ 'read', 'edit_posts', 'publish_posts' ] );
		expect( jetpackSiteOf( demo.backend.state ) ).toEqual( { offline: false, hasConnectedOwner: true } );
	} );

	it.each( refusedTo( 'editor' ) )( 'refuses an editor %s, as Jetpack does', async ( name ) => {
		becomes( 'editor' );
		expect( await statusOf( name ) ).toBe( 403 );
	} );

	it.each( refusedTo( 'subscriber' ) )( 'refuses a subscriber %s, as Jetpack does', async ( name ) => {
		becomes( 'subscriber' );
		expect( [ 403, 404 ] ).toContain( await statusOf( name ) );
	} );

	it( 'refuses a call its own declaration allows when Jetpack’s permission does not (connection/plugins: activate_plugins)', async () => {
		becomes( 'editor' );
		await expect( apiRequest( { path: v4( 'connection/plugins' ) } ) ).rejects.toMatchObject( {
			status: 403,
			response: { code: 'invalid_user_permission_activate_plugins' },
		} );
	} );

	it( 'answers a settings save naming a setting Jetpack does not take with 400 some_updated, the rest saved', async () => {
		await expect(
			apiRequest( { path: v4( 'settings' ), method: 'POST', data: { jetpack_waf_ip_list: true, carousel: true } } )
		).rejects.toMatchObject( { status: 400, response: { code: 'some_updated', message: 'Invalid option: jetpack_waf_ip_list.' } } );
		const settings = await apiRequest< Record< string, unknown > >( { path: v4( 'settings' ) } );
		expect( settings.carousel ).toBe( true );
	} );

	it( 'refuses a recommendations answer Jetpack would not store', async () => {
		await expect(
			apiRequest( { path: v4( 'recommendations/data' ), method: 'POST', data: { data: { 'site-type-personal': { nested: true } } } } )
		).rejects.toMatchObject( { status: 400, response: { code: 'rest_invalid_param' } } );
	} );

	it( 'answers a reconnect that needs the user to authorize again with in_progress and where to authorize', async () => {
		demo.backend.update( ( state ) => {
			state.connection.errors = [ { action: 'reconnect', message: 'The token is broken.', code: 'invalid_token', data: {} } ];
		} );
		await expect( apiRequest( { path: v4( 'connection/reconnect' ), method: 'POST' } ) ).resolves.toMatchObject( {
			status: 'in_progress',
			authorizeUrl: expect.stringContaining( '/authorize' ),
		} );
	} );

	it( 'prints the plan as Jetpack’s plan object, with its class, active features and the modules it supports', () => {
		const printed = jetpackPageData( initialStateFor( demo.backend ) );
		const siteData = printed.siteData as Record< string, unknown >;
		expect( siteData.features ).toBeUndefined();
		expect( siteData.plan ).toMatchObject( {
			product_slug: 'jetpack_free',
			class: 'free',
			features: { active: expect.any( Array ) },
			supports: expect.arrayContaining( [ 'related-posts' ] ),
		} );
	} );
} );

describe( 'the Jetpack that removed its dashboard (jetpack-latest)', () => {
	beforeEach( () => demo.reset( 'jetpack-latest' ) );

	it( 'builds the page data its state helper’s own test asserts: the dashboard’s keys gone, isAiEnabled added', () => {
		expect( NEWEST_PAGE_DATA_SOURCE ).toMatch( /^(plugins|packages)\/\S+\.php \S+::\w+/ );
		const newest = newestJetpackPageData( jetpackPageData( initialStateFor( demo.backend ) ) );
		expect( REMOVED_PAGE_DATA_KEYS.filter( ( key ) => key in newest ) ).toEqual( [] );
		expect( REMOVED_SITE_DATA_KEYS.filter( ( key ) => key in ( newest.siteData as object ) ) ).toEqual( [] );
		expect( newest.isAiEnabled ).toBe( false );
	} );

	it.each( MAY_GO_ON_LATEST_JETPACK )( '%s answers no route under jetpack/v4, and keeps its row’s permission in the plugin’s namespace', async ( name ) => {
		const row = JETPACK_ROUTES[ name ];
		expect( row?.permissionSource ).toMatch( /^(plugins|packages)\/\S+\.php \S+::\w+/ );
		expect( await statusOf( name ) ).toBe( 404 );
		const declared = REST_ROUTES[ name ];
		const inOwn = ( method: typeof declared.method ) =>
			apiRequest( { path: `${ OWN_NS }/${ routePath( declared, PARAMS ) }`, method, data: method === 'GET' ? undefined : bodyFor( declared.args ) } ).then(
				() => 200,
				( error: ApiError ) => error.status
			);
		expect( await inOwn( declared.method ) ).not.toBe( 404 );
		becomes( 'editor' );
		const user = { capabilities: [ 'read', 'edit_posts', 'publish_posts' ] as const, linked: true };
		const editorMay = row ? jetpackAllows( row, user, { offline: false, hasConnectedOwner: true } ) : true;
		expect( ( await inOwn( declared.method ) ) === 403 ).toBe( ! editorMay );
	} );
} );

describe( 'a site not registered yet, whose administrator is not linked (jetpack-not-connected)', () => {
	beforeEach( () => demo.reset( 'jetpack-not-connected' ) );

	/** What the demo answers a GET: its status and body, a failure's body being WordPress' error. */
	const answerTo = ( name: RouteName ): Promise< { status: number; body: unknown } > =>
		apiRequest( { path: v4( routePath( REST_ROUTES[ name ], PARAMS ) ) } ).then(
			( body ) => ( { status: 200, body } ),
			( error: ApiError ) => ( { status: error.status, body: error.response } )
		);

	it.each( [
		[ 'rewind', 404, 'site_id_missing' ],
		[ 'scan', 404, 'site_id_missing' ],
		[ 'siteDiscount', 400, 'site_id_missing' ],
		[ 'introOffers', 400, 'site_id_missing' ],
		[ 'siteProducts', 500, 'failed_to_fetch_data' ],
		[ 'siteFeatures', 500, 'failed_to_fetch_data' ],
		[ 'sitePurchases', 500, 'failed_to_fetch_data' ],
	] as const )( 'answers %s as Jetpack does without a site id or blog token: %i %s', async ( name, status, code ) => {
		const recorded = JETPACK_ROUTES[ name ]?.otherAnswers?.find( ( answer ) => answer.whileMissing === 'site-not-registered' );
		expect( recorded?.source ).toMatch( /^(plugins|packages)\/\S+\.php \S+::\w+/ );
		expect( await answerTo( name ) ).toEqual( { status, body: { code, message: expect.any( String ), data: { status } } } );
	} );

	it( 'answers the usage-data choice as opted out, and saves none, for a user not linked', async () => {
		expect( await answerTo( 'trackingSettings' ) ).toEqual( { status: 200, body: { tracks_opt_out: true } } );
		await expect( apiRequest( { path: v4( 'tracking/settings' ), method: 'POST', data: { tracks_opt_out: false } } ) ).resolves.toEqual( { tracks_opt_out: true } );
		expect( demo.backend.state.tracking.tracks_opt_out ).toBe( false );
		await expect( apiRequest( { path: v4( 'tracking/settings' ), method: 'POST', data: { tracks_opt_out: true } } ) ).resolves.toEqual( { tracks_opt_out: true } );
	} );

	it( 'answers as on any connected Jetpack site once the site is registered and the user linked', async () => {
		demo.backend.update( ( state ) => {
			state.connection.isRegistered = true;
			state.connection.isActive = true;
			state.currentUser.isConnected = true;
		} );
		const rewind = await answerTo( 'rewind' );
		expect( rewind ).toMatchObject( { status: 200, body: { code: 'success' } } );
		expect( JSON.parse( ( rewind.body as { data: string } ).data ) ).toMatchObject( { state: 'unavailable' } );
		expect( await answerTo( 'siteProducts' ) ).toMatchObject( { status: 200, body: { code: 'success' } } );
		expect( await answerTo( 'trackingSettings' ) ).toEqual( { status: 200, body: { tracks_opt_out: false } } );
	} );
} );
