/**
 * Plugins, notices and the post-by-email address through the real client against the demo backend: installs
 * and activations with their side effects, refusals that change nothing, and the address actions.
 */
import { REST_ROUTES } from '../../../src/api/rest-routes';
import { callRoute } from '../../../src/api/call-route';
import { http, HttpResponse } from 'msw';
import { apiRequest } from '../../../src/api/client';
import { NotFoundError } from '../../../src/api/errors';
import { v4 } from '../../../src/api/namespace';
import { applyPostByEmailAction, currentPostByEmailAddress } from '../../../src/demo/backend/post-by-email';
import { buildScenario } from '../../../src/demo/backend/scenarios';
import { setupDemoBackend, TEST_REST_ROOT } from '../../support/demo-msw';

const demo = setupDemoBackend();
const install = ( slug: string ) => callRoute( REST_ROUTES.installPlugin, { data: { slug, status: 'active' } } );
const dismiss = ( id: string ) => callRoute( REST_ROUTES.dismissNotice, { params: { id }, data: { dismissed: true } } );

describe( 'plugins', () => {
	it( 'activates Akismet, which then waits for its key', async () => {
		await expect( callRoute( REST_ROUTES.installPlugin, { data: { slug: 'akismet', status: 'active', source: 'recommendations' } } ) ).resolves.toEqual( {
			code: 'success',
			message: 'Activated akismet/akismet.php',
			plugin: 'akismet/akismet.php',
		} );
		await expect( callRoute( REST_ROUTES.plugins ) ).resolves.toHaveProperty( [ 'akismet/akismet.php', 'active' ], true );
		await expect( callRoute( REST_ROUTES.akismetData ) ).resolves.toBe( 'invalid_key' );
	} );

	it( 'installs a plugin from the directory as a new active entry', async () => {
		await install( 'jetpack-boost' );
		await expect( callRoute( REST_ROUTES.plugins ) ).resolves.toHaveProperty( [ 'jetpack-boost/jetpack-boost.php' ], {
			Name: 'Jetpack Boost',
			Version: '3.4.7',
			TextDomain: 'jetpack-boost',
			active: true,
		} );
	} );

	it( 'refuses an unknown plugin, a wrong status and a non-manager, installing nothing', async () => {
		const before = await callRoute( REST_ROUTES.plugins );
		await expect( install( 'not-a-real-plugin' ) ).rejects.toBeInstanceOf( NotFoundError );
		await expect(
			apiRequest( { path: v4( 'plugins' ), method: 'POST', data: { slug: 'woocommerce', status: 'inactive' } } )
		).rejects.toMatchObject( { status: 400 } );
		await expect( callRoute( REST_ROUTES.plugins ) ).resolves.toEqual( before );
		demo.reset( 'editor' );
		await expect( install( 'woocommerce' ) ).rejects.toMatchObject( { name: 'ApiError', status: 403 } );
	} );
} );

describe( 'notices', () => {
	it( 'dismisses a notice and answers every dismissed one', async () => {
		await expect( dismiss( 'dev-version' ) ).resolves.toEqual( { 'dev-version': true } );
		await expect( dismiss( 'whats-new' ) ).resolves.toEqual( { 'dev-version': true, 'whats-new': true } );
	} );

	it( 'refuses an id the app does not dismiss, a malformed one or a missing dismissed flag', async () => {
		await expect( dismiss( 'Bad.Id' ) ).rejects.toBeInstanceOf( NotFoundError );
		await expect( dismiss( 'welcome' ) ).rejects.toBeInstanceOf( NotFoundError );
		await expect( dismiss( 'x'.repeat( 200 ) ) ).rejects.toBeInstanceOf( NotFoundError );
		await expect( apiRequest( { path: v4( 'notice/dev-version' ), method: 'POST', data: {} } ) ).rejects.toMatchObject( {
			status: 400,
		} );
		expect( demo.backend.state.dismissedNotices ).toEqual( {} );
	} );
} );

describe( 'post-by-email address', () => {
	it( 'asks for the action through the settings update', async () => {
		const sent: unknown[] = [];
		demo.server.use(
			http.post( `${ TEST_REST_ROOT }jetpack/v4/settings`, async ( { request } ) => {
				sent.push( await request.json() );
				return HttpResponse.json( { code: 'success', post_by_email_address: 'fern123@post.wordpress.com' } );
			} )
		);
		await expect( callRoute( REST_ROUTES.updateSettings, { data: { post_by_email_address: 'regenerate' } } ) ).resolves.toHaveProperty( 'post_by_email_address', 'fern123@post.wordpress.com' );
		await callRoute( REST_ROUTES.updateSettings, { data: { post_by_email_address: 'delete' } } );
		expect( sent ).toEqual( [ { post_by_email_address: 'regenerate' }, { post_by_email_address: 'delete' } ] );
	} );

	// The backend rule the settings handler applies for these actions.
	it( 'creates, regenerates and deletes the address of a linked user', () => {
		const state = buildScenario( 'editor', new Date( '2026-11-22T12:00:00Z' ) );
		const created = applyPostByEmailAction( state, 'create' );
		expect( created ).toMatch( /^[a-z]+[a-z0-9]{10}@post\.wordpress\.com$/ );
		expect( applyPostByEmailAction( state, 'create' ) ).toBe( created );
		const regenerated = applyPostByEmailAction( state, 'regenerate' );
		expect( regenerated ).not.toBe( created );
		expect( currentPostByEmailAddress( state ) ).toBe( regenerated );
		expect( applyPostByEmailAction( state, 'delete' ) ).toBeNull();
		expect( currentPostByEmailAddress( state ) ).toBeNull();
	} );

	it( 'refuses when the module is off or the user is not linked, changing nothing', () => {
		const inactive = buildScenario( 'owner', new Date( '2026-11-22T12:00:00Z' ) );
		expect( () => applyPostByEmailAction( inactive, 'create' ) ).toThrow( 'Post by email is not active.' );
		const unlinked = buildScenario( 'user-unlinked', new Date( '2026-11-22T12:00:00Z' ) );
		const module = unlinked.modules[ 'post-by-email' ];
		if ( module ) {
			module.activated = true;
		}
		expect( () => applyPostByEmailAction( unlinked, 'regenerate' ) ).toThrow( /Link your WordPress\.com account/ );
		expect( currentPostByEmailAddress( unlinked ) ).toBeNull();
	} );
} );
