/**
 * The demo backend through the real client: bad input is refused with a WordPress-style error and changes
 * nothing; roles are refused what they may not do; a stale nonce is refreshed without the caller noticing.
 */
import { REST_ROUTES } from '../../../src/api/rest-routes';
import { callRoute } from '../../../src/api/call-route';
import { ApiError, NotFoundError } from '../../../src/api/errors';
import { setupDemoBackend } from '../../support/demo-msw';

const demo = setupDemoBackend();

it( 'switches a module off and shows it on the next read', async () => {
	await callRoute( REST_ROUTES.setModuleActive, { params: { slug: 'stats' }, data: { active: false } } );
	await expect( callRoute( REST_ROUTES.module, { params: { slug: 'stats' } } ) ).resolves.toMatchObject( { activated: false } );
	await expect( callRoute( REST_ROUTES.settings ) ).resolves.toMatchObject( { stats: false } );
} );

it( 'answers an unknown module with a not-found error', async () => {
	await expect( callRoute( REST_ROUTES.setModuleActive, { params: { slug: 'no-such-module' }, data: { active: true } } ) ).rejects.toBeInstanceOf( NotFoundError );
	await expect( callRoute( REST_ROUTES.module, { params: { slug: 'no-such-module' } } ) ).rejects.toBeInstanceOf( NotFoundError );
} );

it( 'refuses a settings update with an unknown name or a wrong type, writing nothing', async () => {
	const before = await callRoute( REST_ROUTES.settings );
	await expect( callRoute( REST_ROUTES.updateSettings, { data: { stats: false, no_such_option: true } } ) ).rejects.toMatchObject( {
		name: 'ApiError',
		status: 400,
		response: { code: 'rest_invalid_param' },
	} );
	await expect( callRoute( REST_ROUTES.updateSettings, { data: { stats: false, show_headline: 'yes' } } ) ).rejects.toBeInstanceOf( ApiError );
	await expect( callRoute( REST_ROUTES.settings ) ).resolves.toEqual( before );
} );

it( 'saves module options and site options through settings', async () => {
	await callRoute( REST_ROUTES.updateSettings, { data: { show_headline: false, dismiss_dash_app_card: true } } );
	await expect( callRoute( REST_ROUTES.settings ) ).resolves.toMatchObject( { show_headline: false, dismiss_dash_app_card: true } );
	await callRoute( REST_ROUTES.resetOptions, { params: { name: 'options' }, data: { reset: true } } );
	await expect( callRoute( REST_ROUTES.settings ) ).resolves.toMatchObject( { dismiss_dash_app_card: false } );
} );

it( 'refuses module changes to an editor and changes nothing', async () => {
	demo.reset( 'editor' );
	const before = ( await callRoute( REST_ROUTES.modules ) ).stats?.activated;
	await expect( callRoute( REST_ROUTES.setModuleActive, { params: { slug: 'stats' }, data: { active: ! before } } ) ).rejects.toMatchObject( { name: 'ApiError', status: 403 } );
	await expect( callRoute( REST_ROUTES.updateSettings, { data: { stats: ! before } } ) ).rejects.toMatchObject( { status: 403 } );
	expect( ( await callRoute( REST_ROUTES.modules ) ).stats?.activated ).toBe( before );
} );

it( 'refreshes a stale nonce and completes the call', async () => {
	demo.backend.expireNonce();
	await expect( callRoute( REST_ROUTES.modules ) ).resolves.toHaveProperty( 'stats' );
} );

describe( 'post by email', () => {
	it( 'lets an editor regenerate their address through settings, but not change other settings', async () => {
		demo.reset( 'editor' );
		const first = await callRoute( REST_ROUTES.updateSettings, { data: { post_by_email_address: 'create' } } );
		expect( first.post_by_email_address ).toMatch( /@post\.wordpress\.com$/ );
		const second = await callRoute( REST_ROUTES.updateSettings, { data: { post_by_email_address: 'regenerate' } } );
		expect( second.post_by_email_address ).not.toBe( first.post_by_email_address );
		await expect( callRoute( REST_ROUTES.settings ) ).resolves.toMatchObject( { post_by_email_address: second.post_by_email_address } );
		await expect( callRoute( REST_ROUTES.updateSettings, { data: { post_by_email_address: 'regenerate', stats: false } } ) ).rejects.toMatchObject( { status: 403 } );
		await expect( callRoute( REST_ROUTES.updateSettings, { data: { post_by_email_address: 'delete' } } ) ).resolves.toMatchObject( { post_by_email_address: null } );
	} );

	it( 'refuses when the module is off, writing nothing else of the update', async () => {
		const before = await callRoute( REST_ROUTES.settings );
		await expect( callRoute( REST_ROUTES.updateSettings, { data: { post_by_email_address: 'create', show_headline: false } } ) ).rejects.toMatchObject( {
			status: 400,
			response: { code: 'post_by_email_inactive' },
		} );
		await expect( callRoute( REST_ROUTES.settings ) ).resolves.toEqual( before );
	} );
} );
