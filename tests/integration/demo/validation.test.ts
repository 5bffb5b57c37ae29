/**
 * The demo backend through the real client: bad input is refused with a WordPress-style error and changes
 * nothing; roles are refused what they may not do; a stale nonce is refreshed without the caller noticing.
 */
import { fetchModule, fetchModules, setModuleActive } from '../../../src/api/modules';
import { fetchSettings, resetOptions, updateSettings } from '../../../src/api/settings';
import { ApiError, NotFoundError } from '../../../src/api/errors';
import { createPostByEmailAddress, deletePostByEmailAddress, regeneratePostByEmailAddress } from '../../../src/api/post-by-email';
import { setupDemoBackend } from '../../support/demo-msw';

const demo = setupDemoBackend();

it( 'switches a module off and shows it on the next read', async () => {
	await setModuleActive( 'stats', false );
	await expect( fetchModule( 'stats' ) ).resolves.toMatchObject( { activated: false } );
	await expect( fetchSettings() ).resolves.toMatchObject( { stats: false } );
} );

it( 'answers an unknown module with a not-found error', async () => {
	await expect( setModuleActive( 'no-such-module', true ) ).rejects.toBeInstanceOf( NotFoundError );
	await expect( fetchModule( 'no-such-module' ) ).rejects.toBeInstanceOf( NotFoundError );
} );

it( 'refuses a settings update with an unknown name or a wrong type, writing nothing', async () => {
	const before = await fetchSettings();
	await expect( updateSettings( { stats: false, no_such_option: true } ) ).rejects.toMatchObject( {
		name: 'ApiError',
		status: 400,
		response: { code: 'rest_invalid_param' },
	} );
	await expect( updateSettings( { stats: false, show_headline: 'yes' } ) ).rejects.toBeInstanceOf( ApiError );
	await expect( fetchSettings() ).resolves.toEqual( before );
} );

it( 'saves module options and site options through settings', async () => {
	await updateSettings( { show_headline: false, dismiss_dash_app_card: true } );
	await expect( fetchSettings() ).resolves.toMatchObject( { show_headline: false, dismiss_dash_app_card: true } );
	await resetOptions( 'options' );
	await expect( fetchSettings() ).resolves.toMatchObject( { dismiss_dash_app_card: false } );
} );

it( 'refuses module changes to an editor and changes nothing', async () => {
	demo.reset( 'editor' );
	const before = ( await fetchModules() ).stats?.activated;
	await expect( setModuleActive( 'stats', ! before ) ).rejects.toMatchObject( { name: 'ApiError', status: 403 } );
	await expect( updateSettings( { stats: ! before } ) ).rejects.toMatchObject( { status: 403 } );
	expect( ( await fetchModules() ).stats?.activated ).toBe( before );
} );

it( 'refreshes a stale nonce and completes the call', async () => {
	demo.backend.expireNonce();
	await expect( fetchModules() ).resolves.toHaveProperty( 'stats' );
} );

describe( 'post by email', () => {
	it( 'lets an editor regenerate their address through settings, but not change other settings', async () => {
		demo.reset( 'editor' );
		const first = await createPostByEmailAddress();
		expect( first.post_by_email_address ).toMatch( /@post\.wordpress\.com$/ );
		const second = await regeneratePostByEmailAddress();
		expect( second.post_by_email_address ).not.toBe( first.post_by_email_address );
		await expect( fetchSettings() ).resolves.toMatchObject( { post_by_email_address: second.post_by_email_address } );
		await expect( updateSettings( { post_by_email_address: 'regenerate', stats: false } ) ).rejects.toMatchObject( { status: 403 } );
		await expect( deletePostByEmailAddress() ).resolves.toMatchObject( { post_by_email_address: null } );
	} );

	it( 'refuses when the module is off, writing nothing else of the update', async () => {
		const before = await fetchSettings();
		await expect( updateSettings( { post_by_email_address: 'create', show_headline: false } ) ).rejects.toMatchObject( {
			status: 400,
			response: { code: 'post_by_email_inactive' },
		} );
		await expect( fetchSettings() ).resolves.toEqual( before );
	} );
} );
