/**
 * At a Glance card data through the real client against the demo backend: envelopes of rewind and scan, the
 * anti-spam key check, stats per range, the firewall, ads, search and Google verification, with their validation
 * and capabilities.
 */
import { REST_ROUTES } from '../../../src/api/rest-routes';
import { callRoute } from '../../../src/api/call-route';
import { apiRequest } from '../../../src/api/client';
import { v4 } from '../../../src/api/namespace';
import type { StatsRange } from '../../../src/api/types';
import { setupDemoBackend } from '../../support/demo-msw';

const demo = setupDemoBackend();

/** Sends a body the typed functions cannot express, through the real client. */
const post = ( path: string, data: unknown ) => apiRequest( { path: v4( path ), method: 'POST', data } );

describe( 'security cards', () => {
	it( 'unwraps rewind and scan, with the threats of the threats scenario', async () => {
		demo.reset( 'threats' );
		await expect( callRoute( REST_ROUTES.rewind ) ).resolves.toMatchObject( { state: 'active' } );
		const scan = await callRoute( REST_ROUTES.scan );
		expect( scan.state ).toBe( 'idle' );
		expect( scan.threats ).toHaveLength( 17 );
	} );

	it( 'answers the legacy service, protection count and plugin updates', async () => {
		await expect( callRoute( REST_ROUTES.vaultPressData ) ).resolves.toMatchObject( { code: 'not_active', data: { active: false } } );
		await expect( callRoute( REST_ROUTES.protectCount ) ).resolves.toBe( 23 );
		await expect( callRoute( REST_ROUTES.pluginUpdates ) ).resolves.toEqual( { code: 'updates-available', count: 1 } );
	} );

	it( 'keeps a valid Akismet key and only that', async () => {
		await expect( callRoute( REST_ROUTES.akismetData ) ).resolves.toBe( 'not_active' );
		await expect( callRoute( REST_ROUTES.checkAkismetKey, { data: { api_key: 'not-a-key' } } ) ).resolves.toMatchObject( { validKey: false, invalidKeyCode: 'invalid' } );
		await expect( callRoute( REST_ROUTES.akismetKey ) ).resolves.toMatchObject( { validKey: false } );
		await expect( callRoute( REST_ROUTES.checkAkismetKey, { data: { api_key: 'abcdef012345' } } ) ).resolves.toEqual( {
			validKey: true,
			invalidKeyCode: '',
			invalidKeyMessage: '',
		} );
		await expect( callRoute( REST_ROUTES.akismetKey ) ).resolves.toMatchObject( { validKey: true } );
		await expect( callRoute( REST_ROUTES.settings ) ).resolves.toMatchObject( { wordpress_api_key: 'abcdef012345' } );
	} );

	it( 'refuses a key of the wrong type and the key check to an editor', async () => {
		await expect( post( 'module/akismet/key/check', { api_key: 42 } ) ).rejects.toMatchObject( { status: 400 } );
		demo.reset( 'editor' );
		await expect( callRoute( REST_ROUTES.checkAkismetKey, { data: { api_key: 'abcdef012345' } } ) ).rejects.toMatchObject( { name: 'ApiError', status: 403 } );
	} );

	it( 'shows the firewall lists saved through settings, and rules access with a paid scan', async () => {
		await callRoute( REST_ROUTES.updateSettings, { data: { jetpack_waf_ip_list: true, jetpack_waf_ip_block_list: '203.0.113.7' } } );
		await expect( callRoute( REST_ROUTES.waf ) ).resolves.toMatchObject( {
			hasRulesAccess: false,
			jetpack_waf_ip_list: true,
			jetpack_waf_ip_block_list: '203.0.113.7',
		} );
		demo.reset( 'owner-paid' );
		await expect( callRoute( REST_ROUTES.waf ) ).resolves.toMatchObject( { hasRulesAccess: true } );
	} );
} );

describe( 'stats', () => {
	it( 'answers the general figures and the one range asked for', async () => {
		const week = await callRoute( REST_ROUTES.stats, { query: { range: 'week' } } );
		expect( week.week?.data ).toHaveLength( 12 );
		expect( week.day ).toBeUndefined();
		expect( week.general.stats.views ).toBeGreaterThan( 0 );
		expect( week.general.errors ).toBeUndefined();
	} );

	it( 'reports stats errors in general', async () => {
		demo.backend.update( ( state ) => {
			state.stats.hasErrors = true;
		} );
		const day = await callRoute( REST_ROUTES.stats, { query: { range: 'day' } } );
		expect( Object.keys( day.general.errors ?? {} ) ).toHaveLength( 1 );
	} );

	it( 'refuses an unknown range, and serves subscribers who may view stats', async () => {
		const range: string = 'year';
		await expect( callRoute( REST_ROUTES.stats, { query: { range: range as StatsRange } } ) ).rejects.toMatchObject( {
			status: 400,
			response: { code: 'rest_invalid_param' },
		} );
		demo.reset( 'subscriber' );
		await expect( callRoute( REST_ROUTES.stats, { query: { range: 'month' } } ) ).resolves.toHaveProperty( 'month.data' );
	} );
} );

describe( 'ads and search', () => {
	it( 'saves ad placements and shows them in both reads', async () => {
		await callRoute( REST_ROUTES.updateWordAdsSettings, { data: { wordads_display_archive: false } } );
		await expect( callRoute( REST_ROUTES.wordAdsSettings ) ).resolves.toMatchObject( {
			wordads_display_archive: false,
			wordads_display_post: true,
		} );
		await expect( callRoute( REST_ROUTES.settings ) ).resolves.toMatchObject( { wordads_display_archive: false } );
	} );

	it( 'refuses unknown or mistyped ad settings and writes nothing', async () => {
		await expect( post( 'wordads/settings', { wordads_display_post: 'no' } ) ).rejects.toMatchObject( { status: 400 } );
		await expect( post( 'wordads/settings', { wordads_display_post: false, bogus: true } ) ).rejects.toMatchObject( {
			status: 400,
		} );
		await expect( callRoute( REST_ROUTES.wordAdsSettings ) ).resolves.toMatchObject( { wordads_display_post: true } );
	} );

	it( 'refuses search to a plan without it', async () => {
		await expect( callRoute( REST_ROUTES.searchPlan ) ).resolves.toEqual( {
			supports_search: false,
			supports_instant_search: false,
			supports_only_classic_search: false,
		} );
		await expect( callRoute( REST_ROUTES.updateSearchSettings, { data: { module_active: true } } ) ).rejects.toMatchObject( {
			status: 400,
			response: { code: 'search_not_in_plan' },
		} );
		await expect( callRoute( REST_ROUTES.searchSettings ) ).resolves.toEqual( { module_active: false, instant_search_enabled: false } );
	} );

	it( 'links search and instant search both ways on a plan with them', async () => {
		demo.reset( 'owner-paid' );
		await expect( callRoute( REST_ROUTES.searchSettings ) ).resolves.toEqual( { module_active: true, instant_search_enabled: true } );
		await expect( callRoute( REST_ROUTES.updateSearchSettings, { data: { module_active: false } } ) ).resolves.toEqual( {
			module_active: false,
			instant_search_enabled: false,
		} );
		await callRoute( REST_ROUTES.updateSearchSettings, { data: { instant_search_enabled: true } } );
		await expect( callRoute( REST_ROUTES.searchSettings ) ).resolves.toEqual( { module_active: true, instant_search_enabled: true } );
	} );
} );

describe( 'Google verification', () => {
	it( 'hands out a token with a keyring, then verifies the site', async () => {
		await expect( callRoute( REST_ROUTES.googleVerification ) ).resolves.toMatchObject( { verified: false, token: null } );
		const withKeyring = await callRoute( REST_ROUTES.googleVerificationWithKeyring, { params: { keyring: 7 } } );
		expect( withKeyring.token ).toEqual( expect.any( String ) );
		// Google looks for the tag on the site: before the token is saved as the site's verification code, it is not there.
		await expect( callRoute( REST_ROUTES.verifyWithGoogle, { data: { keyring_id: 7 } } ) ).rejects.toMatchObject( { status: 400, response: { code: 'verification_failed' } } );
		await callRoute( REST_ROUTES.updateSettings, { data: { google: withKeyring.token ?? '' } } );
		await expect( callRoute( REST_ROUTES.verifyWithGoogle, { data: { keyring_id: 7 } } ) ).resolves.toMatchObject( { verified: true, token: withKeyring.token, isOwner: true } );
		await expect( callRoute( REST_ROUTES.googleVerification ) ).resolves.toMatchObject( { verified: true, token: withKeyring.token } );
	} );

	it( 'refuses a bad keyring id and an unlinked user, verifying nothing', async () => {
		await expect( post( 'verify-site/google', { keyring_id: 'abc' } ) ).rejects.toMatchObject( { status: 400 } );
		await expect( callRoute( REST_ROUTES.googleVerification ) ).resolves.toMatchObject( { verified: false } );
		demo.reset( 'user-unlinked' );
		await expect( callRoute( REST_ROUTES.verifyWithGoogle, { data: { keyring_id: 7 } } ) ).rejects.toMatchObject( { status: 400 } );
	} );
} );
