/**
 * The app's client on a Jetpack site: the demo's Jetpack host mode (the `jetpack-owner` scenario, answering in the
 * shapes recorded from Jetpack's source) read through the Jetpack adapters gives the screens what this plugin's own
 * routes give them, and the writes Jetpack takes another way go Jetpack's way (asserted on the requests).
 */
import { callRoute } from '../../../src/api/call-route';
import { configureApiClient } from '../../../src/api/client';
import { jetpackAdapters, jetpackPage } from '../../../src/api/jetpack-host';
import { installRouteAdapters } from '../../../src/api/route-adapters';
import { REST_ROUTES } from '../../../src/api/rest-routes';
import type { RouteDeclaration, RouteName } from '../../../src/api/rest-routes';
import { issueSocialKeyring } from '../../../src/demo/backend/social-accounts';
import { setupDemoBackend, TEST_ADMIN_URL, TEST_REST_ROOT } from '../../support/demo-msw';
import { setModules } from '../../support/modules';
import { initialStateFor } from '../../support/render';
import { recordRequests } from '../../support/requests';

const demo = setupDemoBackend( 'jetpack-owner' );
/** The scenario's owner (user 1), linked to the provider account the demo gives them (90001). */
/**
 * Installed as the scenario's page would: its owner (user 1, linked to 90001) and the products it describes, for the
 * site's address at the test origin, which the plugin's answers follow too.
 */
const jetpackPageOf = () => jetpackPage( initialStateFor( demo.backend ) );

const requests = recordRequests( demo );
/** Each request as "METHOD namespace/route". */
const sent = () => requests.calls( '/wp-json/' );
beforeEach( () => installRouteAdapters( jetpackAdapters( jetpackPageOf() ) ) );
afterAll( () => installRouteAdapters( {} ) );

type Outcome = { answer: unknown } | { failed: string };
const outcome = ( call: Promise< unknown > ): Promise< Outcome > =>
	call.then(
		( answer ) => ( { answer } ),
		( error: Error & { status?: number } ) => ( { failed: `${ error.name } ${ error.status ?? '' }` } )
	);

/** Every read the app makes without a path parameter (the developer preview is the demo's own). */
const READS = ( Object.keys( REST_ROUTES ) as RouteName[] ).filter( ( name ) => {
	const declaration = REST_ROUTES[ name ];
	return declaration.method === 'GET' && ! declaration.path.includes( '{' ) && ! ( 'demoOnly' in declaration );
} );

/** A read of any declared route, whatever its answer's type. */
const read = ( name: RouteName ): Promise< unknown > => callRoute< unknown, undefined >( REST_ROUTES[ name ] as RouteDeclaration );

/** The owner's scenario has Jetpack Social off: on, so that its reads answer on both hosts. */
function turnSocialOn(): void {
	setModules( demo.backend, { publicize: true } );
}

it.each( READS )( '%s reads on Jetpack as it reads on this plugin', async ( name ) => {
	turnSocialOn();
	const onJetpack = await outcome( read( name ) );
	demo.reset( 'owner' );
	installRouteAdapters( {} );
	turnSocialOn();
	const onPlugin = await outcome( read( name ) );
	expect( onJetpack ).toEqual( onPlugin );
} );

it.each( [ 'day', 'week', 'month' ] )( 'reads the stats card’s %s figures on Jetpack as on this plugin', async ( range ) => {
	const stats = () => callRoute( REST_ROUTES.stats, { query: { range } } );
	const onJetpack = await stats();
	demo.reset( 'owner' );
	installRouteAdapters( {} );
	expect( onJetpack ).toEqual( await stats() );
} );

it( 'reads answers in Jetpack’s shape that the client could not read without the adapters', async () => {
	installRouteAdapters( {} );
	await expect( callRoute( REST_ROUTES.connectedPlugins ) ).resolves.toEqual( expect.any( Array ) );
	await expect( callRoute( REST_ROUTES.wordAdsSettings ) ).rejects.toMatchObject( { status: 404 } );
} );

it( 'activates a licence through attach-licenses, reading its result as set-license’s', async () => {
	await expect( callRoute( REST_ROUTES.setLicense, { data: { license: 'jetpack-nothing-here' } } ) ).resolves.toEqual( {
		errors: { license: [ 'The license key is not valid.' ] },
	} );
	expect( sent() ).toEqual( [ 'POST jetpack/v4/licensing/attach-licenses' ] );
} );

it( 'saves recommendations answers in one request that merges them into Jetpack’s, so none saved meanwhile is lost', async () => {
	await callRoute( REST_ROUTES.saveRecommendationsData, { data: { data: { 'site-type-store': true } } } );
	await callRoute( REST_ROUTES.saveRecommendationsData, { data: { data: { selectedRecommendations: [ 'monitor' ] } } } );
	await expect( callRoute( REST_ROUTES.recommendationsData ) ).resolves.toMatchObject( { 'site-type-store': true, selectedRecommendations: [ 'monitor' ] } );
	expect( sent() ).toEqual( [
		'POST jetpack-dashboard/v1/recommendations/data',
		'POST jetpack-dashboard/v1/recommendations/data',
		'GET jetpack/v4/recommendations/data',
	] );
	// Sent to Jetpack's own route, the second save would have replaced the first.
	installRouteAdapters( {} );
	await callRoute( REST_ROUTES.saveRecommendationsData, { data: { data: { skippedRecommendations: [ 'boost' ] } } } );
	await expect( callRoute( REST_ROUTES.recommendationsData ) ).resolves.not.toHaveProperty( 'site-type-store' );
} );

it( 'saves the firewall’s IP lists switch as Jetpack’s two and reads it back, where Jetpack refuses the app’s one', async () => {
	await expect( callRoute( REST_ROUTES.updateSettings, { data: { jetpack_waf_ip_list: true, jetpack_waf_ip_block_list: '203.0.113.7' } } ) ).resolves.toMatchObject( {
		code: 'success',
	} );
	await expect( callRoute( REST_ROUTES.settings ) ).resolves.toMatchObject( { jetpack_waf_ip_list: true, jetpack_waf_ip_block_list: '203.0.113.7' } );
	await expect( callRoute( REST_ROUTES.waf ) ).resolves.toMatchObject( { jetpack_waf_ip_list: true } );
	expect( sent() ).toEqual( [ 'POST jetpack/v4/settings', 'GET jetpack/v4/settings', 'GET jetpack/v4/waf' ] );
	installRouteAdapters( {} );
	await expect( callRoute( REST_ROUTES.settings ) ).resolves.not.toHaveProperty( 'jetpack_waf_ip_list' );
	await expect( callRoute( REST_ROUTES.updateSettings, { data: { jetpack_waf_ip_list: false } } ) ).rejects.toMatchObject( {
		status: 400,
		response: { code: 'some_updated' },
	} );
} );

it( 'dismisses Jetpack’s own notices where Jetpack keeps them, and the app’s in this plugin’s namespace', async () => {
	await expect( callRoute( REST_ROUTES.dismissNotice, { params: { id: 'welcome' }, data: { dismissed: true } } ) ).resolves.toEqual( { welcome: true } );
	await callRoute( REST_ROUTES.dismissNotice, { params: { id: 'dev-version' }, data: { dismissed: true } } );
	expect( sent() ).toEqual( [ 'POST jetpack/v4/notice/welcome', 'POST jetpack-dashboard/v1/notice/dev-version' ] );
	// Jetpack's route takes none of the app's notices.
	installRouteAdapters( {} );
	await expect( callRoute( REST_ROUTES.dismissNotice, { params: { id: 'whats-new' }, data: { dismissed: true } } ) ).rejects.toMatchObject( { status: 404 } );
} );

it( 'keeps the site-type questionnaire in this plugin’s own namespace, as Jetpack has none', async () => {
	await expect( callRoute( REST_ROUTES.saveSetupQuestionnaire, { data: { 'site-type-store': true } } ) ).resolves.toMatchObject( { code: 'success' } );
	await expect( callRoute( REST_ROUTES.setupQuestionnaire ) ).resolves.toMatchObject( { 'site-type-store': true } );
	expect( sent() ).toEqual( [ 'POST jetpack-dashboard/v1/setup/questionnaire', 'GET jetpack-dashboard/v1/setup/questionnaire' ] );
	// Jetpack's namespace has no such route.
	installRouteAdapters( {} );
	await expect( callRoute( REST_ROUTES.setupQuestionnaire ) ).rejects.toMatchObject( { status: 404 } );
} );

it( 'dismisses the app’s notices in this plugin’s own namespace, as Jetpack’s notice route takes none of them', async () => {
	await expect( callRoute( REST_ROUTES.dismissNotice, { params: { id: 'whats-new' }, data: { dismissed: true } } ) ).resolves.toEqual( { 'whats-new': true } );
	expect( sent() ).toEqual( [ 'POST jetpack-dashboard/v1/notice/whats-new' ] );
} );

it( 'saves the ad placements among the site’s settings', async () => {
	await callRoute( REST_ROUTES.updateWordAdsSettings, { data: { wordads_display_archive: false } } );
	await expect( callRoute( REST_ROUTES.wordAdsSettings ) ).resolves.toMatchObject( { wordads_display_archive: false, wordads_display_post: true } );
	expect( sent() ).toEqual( [ 'POST jetpack/v4/settings', 'GET jetpack/v4/settings' ] );
} );

it( 'switches a module, saves a setting and disconnects through the routes both hosts share', async () => {
	await expect( callRoute( REST_ROUTES.setModuleActive, { params: { slug: 'monitor' }, data: { active: true } } ) ).resolves.toMatchObject( { code: 'success' } );
	await expect( callRoute( REST_ROUTES.updateSettings, { data: { carousel_display_exif: false } } ) ).resolves.toMatchObject( { code: 'success' } );
	await expect( callRoute( REST_ROUTES.disconnectSite, { data: { isActive: false } } ) ).resolves.toMatchObject( { code: 'success' } );
	expect( sent() ).toEqual( [ 'POST jetpack/v4/module/monitor/active', 'POST jetpack/v4/settings', 'POST jetpack/v4/connection' ] );
} );

it( 'connects and disconnects a social account at Jetpack’s wpcom/v2 routes, in Jetpack’s names', async () => {
	let keyring = 0;
	turnSocialOn();
	demo.backend.update( ( state ) => {
		keyring = issueSocialKeyring( state, 'mastodon' );
	} );
	const connection = await callRoute( REST_ROUTES.connectSocialAccount, { data: { keyring_connection_id: keyring } } );
	expect( connection ).toMatchObject( { service: 'mastodon', service_label: 'Mastodon', connected_by: 1, shared: false } );
	await expect( callRoute( REST_ROUTES.disconnectSocialAccount, { params: { id: connection.id } } ) ).resolves.toEqual( { deleted: true, id: connection.id } );
	await expect( callRoute( REST_ROUTES.socialConnections ) ).resolves.not.toContainEqual( expect.objectContaining( { id: connection.id } ) );
	expect( sent() ).toEqual( [
		'POST wpcom/v2/publicize/connections',
		`DELETE wpcom/v2/publicize/connections/${ connection.id }`,
		'GET wpcom/v2/publicize/connections',
	] );
} );

it( 'reads a call made before the adapters are installed the Jetpack way, as it is sent only once they are', async () => {
	installRouteAdapters( {} );
	let ready = (): void => undefined;
	configureApiClient( {
		root: TEST_REST_ROOT,
		nonce: demo.backend.nonce,
		adminUrl: TEST_ADMIN_URL,
		notBefore: new Promise< void >( ( resolve ) => ( ready = resolve ) ),
	} );
	// As a screen's first render asks while the Jetpack adapters' chunk is still loading.
	const conditional = callRoute( REST_ROUTES.recommendationsConditional );
	const plugins = callRoute( REST_ROUTES.connectedPlugins );
	installRouteAdapters( jetpackAdapters( jetpackPageOf() ) );
	ready();
	await expect( conditional ).resolves.toEqual( { conditional: expect.any( Array ) } );
	// Keyed by slug, where Jetpack sends a list.
	const bySlug = await plugins;
	expect( Array.isArray( bySlug ) ).toBe( false );
	expect( Object.keys( bySlug ).length ).toBeGreaterThan( 0 );
} );
