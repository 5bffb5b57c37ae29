/**
 * The Traffic settings in the demo backend: each is stored and read back, bad values are refused naming the
 * setting and change nothing, an editor is refused, and Google verification needs the site to carry its token.
 */
import { REST_ROUTES } from '../../../src/api/rest-routes';
import { callRoute } from '../../../src/api/call-route';
import type { SeoTitleFormats } from '../../../src/api/types';
import { setupDemoBackend } from '../../support/demo-msw';
import { expectSettingRefused } from '../../support/settings';

const demo = setupDemoBackend();

const titleFormats: SeoTitleFormats = {
	front_page: [ { type: 'token', value: 'site_name' } ],
	posts: [ { type: 'token', value: 'post_title' }, { type: 'string', value: ' | ' }, { type: 'token', value: 'site_name' } ],
	pages: [],
	groups: [],
	archives: [],
};

it( 'stores every traffic setting and reads it back', async () => {
	const update = {
		wordads_display_front_page: false,
		enable_header_ad: false,
		wordads_ccpa_enabled: true,
		wordads_ccpa_privacy_policy_url: 'https://example.com/privacy',
		wordads_custom_adstxt_enabled: true,
		wordads_custom_adstxt: 'google.com, pub-1, DIRECT',
		show_headline: false,
		show_thumbnails: true,
		advanced_seo_front_page_description: 'The front page.',
		advanced_seo_title_formats: titleFormats,
		admin_bar: false,
		count_roles: [ 'editor', 'shop_manager' ],
		roles: [ 'administrator', 'author' ],
		google: 'abc123',
		bing: '<meta name="msvalidate.01" content="B1" />',
		pinterest: 'p1',
		yandex: 'y1',
		facebook: 'f1',
		shortlinks: true,
		sitemaps: false,
	};
	await callRoute( REST_ROUTES.updateSettings, { data: update } );
	await expect( callRoute( REST_ROUTES.settings ) ).resolves.toMatchObject( update );
} );

it( 'keeps administrators among those who view reports', async () => {
	await callRoute( REST_ROUTES.updateSettings, { data: { roles: [ 'editor' ] } } );
	await expect( callRoute( REST_ROUTES.settings ) ).resolves.toMatchObject( { roles: [ 'administrator', 'editor' ] } );
} );

it.each( [
	[ 'advanced_seo_title_formats', { sidebar: [] } ],
	[ 'advanced_seo_title_formats', { posts: [ { type: 'token' } ] } ],
	[ 'advanced_seo_front_page_description', 'x'.repeat( 301 ) ],
	[ 'count_roles', [ 'pirate' ] ],
	[ 'google', 'x'.repeat( 501 ) ],
	[ 'wordads_ccpa_privacy_policy_url', 'javascript:alert(1)' ],
] )( 'refuses a bad %s and changes nothing', ( name, value ) => expectSettingRefused( name, value ) );

it( 'refuses traffic writes to an editor', async () => {
	demo.reset( 'editor' );
	await expect( callRoute( REST_ROUTES.updateSettings, { data: { sitemaps: false } } ) ).rejects.toMatchObject( { status: 403 } );
	await expect( callRoute( REST_ROUTES.updateSettings, { data: { google: 'abc' } } ) ).rejects.toMatchObject( { status: 403 } );
} );

it( 'verifies with Google only once the site carries the token', async () => {
	const fresh = await callRoute( REST_ROUTES.googleVerificationWithKeyring, { params: { keyring: 4242 } } );
	expect( fresh ).toMatchObject( { verified: false, token: expect.any( String ) } );
	await expect( callRoute( REST_ROUTES.verifyWithGoogle, { data: { keyring_id: 4242 } } ) ).rejects.toMatchObject( { status: 400, response: { code: 'verification_failed' } } );
	await callRoute( REST_ROUTES.updateSettings, { data: { google: fresh.token ?? '' } } );
	await expect( callRoute( REST_ROUTES.verifyWithGoogle, { data: { keyring_id: 4242 } } ) ).resolves.toMatchObject( { verified: true, token: fresh.token } );
	await expect( callRoute( REST_ROUTES.googleVerification ) ).resolves.toMatchObject( { verified: true } );
} );

it( 'makes an SEO plugin active and the site hidden from search engines from the dev tools', async () => {
	await callRoute( REST_ROUTES.updateDevToolsPreview, { data: { seoPlugin: true, searchEngineVisible: false } } );
	await expect( callRoute( REST_ROUTES.plugins ) ).resolves.toMatchObject( { 'wordpress-seo/wp-seo.php': { Name: 'Yoast SEO', active: true } } );
	expect( demo.backend.state.site.visibleToSearchEngines ).toBe( false );
	await callRoute( REST_ROUTES.updateDevToolsPreview, { data: { seoPlugin: false, searchEngineVisible: true } } );
	await expect( callRoute( REST_ROUTES.plugins ) ).resolves.not.toHaveProperty( [ 'wordpress-seo/wp-seo.php' ] );
} );
