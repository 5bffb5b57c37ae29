import { readInitialState } from '../../../src/app/initial-state';
import type { InitialState } from '../../../src/api/types';
import { buildInitialState } from '../../../src/demo/backend/printed-initial-state';
import { buildScenario, SCENARIO_NAMES } from '../../../src/demo/backend/scenarios';
import { jetpackPageData, OWN_ROUTES_ON_LATEST_JETPACK, pageDataFor } from '../../../src/demo/jetpack-host/page-data';
import { changeField, REMOVED } from '../../support/change-field';
import { expectConsole } from '../../support/console';

function printed( scenario: ( typeof SCENARIO_NAMES )[ number ] = 'owner' ): InitialState {
	const state = buildScenario( scenario, new Date( '2026-11-22T12:00:00Z' ) );
	return buildInitialState( state, { origin: 'http://localhost', nonce: 'abc', query: new URLSearchParams( 'error=access_denied' ) } );
}

/** What the owner's page printed, with one field left out or replaced. */
function withField( path: string, value: unknown ): Record< string, unknown > {
	return changeField( printed(), path, value );
}

function valueAt( state: InitialState, path: string ): unknown {
	return path.split( '.' ).reduce< unknown >( ( value, key ) => ( value as Record< string, unknown > | undefined )?.[ key ], state );
}

const NO_PERMISSIONS = {
	admin_page: false, connect: false, connect_user: false, disconnect: false, edit_posts: false, manage_modules: false,
	manage_options: false, manage_plugins: false, network_admin: false, network_sites_page: false, publish_posts: false,
	view_stats: false,
};

it.each( SCENARIO_NAMES )( 'reads every field the demo page prints in the %s scenario as printed', ( scenario ) => {
	const page = printed( scenario );
	// In Jetpack's shape on a Jetpack site, and through JSON, as the page prints it: what a well-formed page says
	// reaches the app unchanged.
	const onJetpack = scenario.startsWith( 'jetpack-' );
	const onPage = pageDataFor( { scenario }, page );
	// Jetpack prints no owner: the connection card asks connection/data for it (docs/hosts.md#page-data). Beside the
	// newest Jetpack, the plugin also lists the routes it serves in its own namespace. Where this plugin prints no plan
	// (a site still to connect), Jetpack prints its free plan.
	const ownRoutes = scenario === 'jetpack-latest' ? { ownRoutes: [ ...OWN_ROUTES_ON_LATEST_JETPACK ] } : {};
	const jetpackSite = { ...page.siteData, plan: page.siteData.plan ?? 'jetpack_free' };
	const expected = onJetpack ? { ...page, connectionOwner: null, ...ownRoutes, siteData: jetpackSite } : page;
	// WordPress' formats for the locale, which the plugin prints beside Jetpack's page data too: English's.
	expect( page.localeFormats?.thousandsSeparator ).toBe( scenario === 'threats-pt' ? undefined : ',' );
	expect( readInitialState( { Initial_State: JSON.parse( JSON.stringify( onPage ) ) as InitialState } ) ).toEqual( expected );
} );

describe( 'the product pages', () => {
	const read = ( products: unknown ) => readInitialState( { Initial_State: { ...printed(), products } as unknown as InitialState } ).products;

	it( 'offers what this plugin lists as available, and nothing it lists otherwise', () => {
		expect( read( { backup: { available: true }, scan: { available: false }, search: {}, junk: 'yes' } ) ).toEqual( {
			backup: { available: true },
			scan: { available: false },
			search: { available: false },
		} );
	} );

	it( 'offers each product Jetpack describes, with its words, leaving availability to the catalogue', () => {
		const backup = {
			title: 'Backup',
			slug: 'jetpack_backup_t1_yearly',
			description: 'Backups.',
			show_promotion: true,
			discount_percent: 50,
			included_in_plans: [ 'security', 7 ],
			features: [ 'Real-time', null ],
			disclaimer: { text: '* Limits apply.', link_text: 'Learn more', url: 'https://example.com/faq' },
		};
		expect( read( { backup, search: { title: 'Search', slug: 'jetpack_search', disclaimer: 'none' }, bad: { title: 'No slug' } } ) ).toEqual( {
			backup: {
				available: true,
				description: {
					slug: 'jetpack_backup_t1_yearly',
					title: 'Backup',
					description: 'Backups.',
					features: [ 'Real-time' ],
					disclaimer: { text: '* Limits apply.', link_text: 'Learn more', url: 'https://example.com/faq' },
					includedInPlans: [ 'security' ],
				},
			},
			search: {
				available: true,
				description: { slug: 'jetpack_search', title: 'Search', description: '', features: [], disclaimer: null, includedInPlans: [] },
			},
			bad: { available: false },
		} );
	} );
} );

describe( 'a field left out or of another type gets a safe value', () => {
	it.each< [ string, unknown, unknown ] >( [
		[ 'locale', REMOVED, 'en-us' ],
		[ 'locale', 42, 'en-us' ],
		[ 'siteData.features', REMOVED, [] ],
		[ 'siteData.features', 'backups', [] ],
		[ 'siteData.features', [ 'backups', 7, null ], [ 'backups' ] ],
		[ 'siteData.isWooCommerceActive', REMOVED, false ],
		[ 'siteData.isWooCommerceActive', 'yes', false ],
		[ 'siteData.showBackups', REMOVED, true ],
		[ 'siteData.showBackups', 0, true ],
		[ 'siteData.showRecommendations', REMOVED, false ],
		[ 'siteData.showMyJetpack', REMOVED, true ],
		[ 'siteData.showSharingScreen', REMOVED, true ],
		[ 'siteData.showSharingScreen', 'no', true ],
		[ 'siteData.activeProducts', { 0: 'jetpack_free' }, [] ],
		[ 'siteData.plan', 12, null ],
		[ 'siteData.postCount', REMOVED, undefined ],
		[ 'siteData.postCount', '42', undefined ],
		[ 'siteData.videoPressStorageUsed', 'lots', null ],
		[ 'siteData.dateFormat', REMOVED, 'F j, Y' ],
		[ 'releasePost', REMOVED, null ],
		[ 'releasePost', {}, null ],
		[ 'releasePost', 'Jetpack 14', null ],
		[ 'userData', REMOVED, { currentUser: { isConnected: false, isMaster: false, username: '', id: 0, wpcomUser: null, gravatar: '', permissions: NO_PERMISSIONS } } ],
		[ 'userData.currentUser.wpcomUser', REMOVED, null ],
		[ 'userData.currentUser.wpcomUser', 'owner', null ],
		[ 'userData.currentUser.permissions', REMOVED, NO_PERMISSIONS ],
		[ 'userData.currentUser.permissions.manage_modules', 'true', false ],
		[ 'connectionStatus.errors', REMOVED, [] ],
		[ 'connectionStatus.errors', [ { action: 'reconnect' }, 'broken' ], [] ],
		[ 'connectionStatus.offlineMode', null, { isActive: false, constant: false, url: false, filter: false, wpLocalConstant: false } ],
		[ 'connectionStatus.isActive', 1, false ],
		[ 'connectionOwner', 3, null ],
		[ 'getModules', REMOVED, {} ],
		[ 'getModules', [], {} ],
		[ 'settings', 'none', {} ],
		[ 'settings.stats', { on: true }, undefined ],
		[ 'dismissedNotices', REMOVED, {} ],
		[ 'dismissedNotices', [], {} ],
		[ 'newRecommendations', 'anti-spam', [] ],
		[ 'recommendationsStep', 'no-such-step', 'not-started' ],
		[ 'products', REMOVED, {} ],
		[ 'connectedPlugins', null, {} ],
		[ 'partnerCoupon', { coupon_code: 'X' }, null ],
		[ 'jetpackStateNotices', REMOVED, { errorCode: null, messageCode: null, messageContent: null, errorDescription: null } ],
		[ 'licensing', REMOVED, { error: '', showLicensingUi: false, userCounts: { attached: 0, detached: 0, revoked: 0, not_revoked: 0 }, activationNoticeDismiss: { last_detached_count: null, last_dismissed_time: null } } ],
		[ 'licensing.userCounts.detached', '2', 0 ],
		[ 'themeData', REMOVED, { name: '', stylesheet: '', support: { 'infinite-scroll': false, widgets: false } } ],
		[ 'tracksUserData', 'user', null ],
		[ 'isSafari', REMOVED, false ],
		[ 'doNotUseConnectionIframe', REMOVED, true ],
		[ 'isDevVersion', 'false', false ],
		[ 'adminUrl', REMOVED, '/wp-admin/' ],
		[ 'WP_API_root', null, '/wp-json/' ],
		[ 'siteRoles', REMOVED, undefined ],
		[ 'siteRoles', [], {} ],
		[ 'externalServicesConnectUrls', { google_site_verification: 5 }, {} ],
		[ 'siteDescription', false, undefined ],
		[ 'host', REMOVED, 'plugin' ],
		[ 'host', 'wordpress.com', 'plugin' ],
		[ 'appPage', REMOVED, 'jetpack' ],
		[ 'appPage', 'jetpack-dashboard', 'jetpack-dashboard' ],
		[ 'appPage', 'jetpack&page=other', 'jetpack' ],
		[ 'appPage', 7, 'jetpack' ],
		[ 'ownRoutes', REMOVED, undefined ],
		[ 'ownRoutes', 'recommendations/step', [] ],
		[ 'ownRoutes', [ 'recommendations/step', 7 ], [ 'recommendations/step' ] ],
	] )( '%s: %p → %p', ( path, value, expected ) => {
		const read = readInitialState( { Initial_State: withField( path, value ) as unknown as InitialState } );
		expect( valueAt( read, path ) ).toEqual( expected );
	} );

	it( 'keeps the rest of the page as printed when one field is wrong', () => {
		const read = readInitialState( { Initial_State: withField( 'siteData.features', 'backups' ) as unknown as InitialState } );
		const page = printed();
		expect( read ).toEqual( { ...page, siteData: { ...page.siteData, features: [] } } );
	} );
} );

describe( 'WordPress’ formats for the locale are read whole or not at all', () => {
	const twelve = printed().localeFormats?.months ?? [];
	it.each< [ string, unknown ] >( [
		[ 'localeFormats', REMOVED ],
		[ 'localeFormats', [ ',', '.' ] ],
		[ 'localeFormats.thousandsSeparator', 5 ],
		[ 'localeFormats.decimalPoint', '' ],
		[ 'localeFormats.decimalPoint', REMOVED ],
		[ 'localeFormats.months', twelve.slice( 1 ) ],
		[ 'localeFormats.monthsShort', [ ...twelve.slice( 1 ), 7 ] ],
		[ 'localeFormats.weekdays', [ '', ...twelve.slice( 0, 6 ) ] ],
		[ 'localeFormats.weekdaysShort', 'Sun Mon Tue Wed Thu Fri Sat' ],
	] )( '%s: %p → none, every figure written by Intl', ( path, value ) => {
		expect( readInitialState( { Initial_State: withField( path, value ) as unknown as InitialState } ).localeFormats ).toBeUndefined();
	} );

	it( 'keeps a locale that separates no thousands, and seven weekdays of any names', () => {
		const read = readInitialState( {
			Initial_State: changeField( withField( 'localeFormats.thousandsSeparator', '' ), 'localeFormats.weekdays', twelve.slice( 5 ) ) as unknown as InitialState,
		} );
		expect( read.localeFormats ).toEqual( { ...printed().localeFormats, thousandsSeparator: '', weekdays: twelve.slice( 5 ) } );
	} );
} );

it( 'reads the plan Jetpack prints whole: its slug, and its active features where none are printed beside it', () => {
	const plan = { product_slug: 'jetpack_complete', class: 'complete', features: { active: [ 'backups', 'scan', 3 ], available: {} } };
	const page = printed( 'jetpack-owner' );
	const read = readInitialState( { Initial_State: { ...page, siteData: { ...page.siteData, plan, features: undefined } } as unknown as InitialState } );
	expect( read.host ).toBe( 'jetpack' );
	expect( read.siteData ).toMatchObject( { plan: 'jetpack_complete', features: [ 'backups', 'scan' ] } );
	const printedFeatures = readInitialState( { Initial_State: { ...page, siteData: { ...page.siteData, plan, features: [ 'search' ] } } as unknown as InitialState } );
	expect( printedFeatures.siteData.features ).toEqual( [ 'search' ] );
} );

describe( 'the page data as Jetpack prints it (docs/hosts.md#page-data)', () => {
	const jetpackPage = () => jetpackPageData( printed( 'jetpack-owner' ) ) as Record< string, unknown > & { siteData: Record< string, unknown > };
	const read = ( page: Record< string, unknown > ) => readInitialState( { Initial_State: page as unknown as InitialState } );

	it( 'reads the store’s two facts at the top level, where Jetpack prints them', () => {
		const page = { ...jetpackPage(), hasSeenWCConnectionModal: false, isWooCommerceActive: true };
		expect( page.siteData ).not.toHaveProperty( 'isWooCommerceActive' );
		expect( read( page ).siteData ).toMatchObject( { hasSeenWCConnectionModal: false, isWooCommerceActive: true } );
		expect( read( { ...page, hasSeenWCConnectionModal: true } ).siteData.hasSeenWCConnectionModal ).toBe( true );
	} );

	it( 'takes the active products from the site’s products Jetpack keeps, leaving out the expired ones', () => {
		const page = jetpackPage();
		expect( page.siteData ).not.toHaveProperty( 'activeProducts' );
		const products = [ { product_slug: 'jetpack_backup_t1_yearly', expired: false }, { product_slug: 'jetpack_scan', expired: true }, { product_id: 7 }, 'junk' ];
		expect( read( { ...page, siteData: { ...page.siteData, products } } ).siteData.activeProducts ).toEqual( [ 'jetpack_backup_t1_yearly' ] );
		expect( read( { ...page, siteData: { ...page.siteData, products: undefined } } ).siteData.activeProducts ).toEqual( [] );
	} );

	it( 'reads the release post Jetpack prints as its state notices’ message content while its update modal is due', () => {
		const post = { release_post_title: 'Jetpack 15', release_post_content: '<p>New.</p>', release_post_featured_image: null };
		const page = { ...jetpackPage(), jetpackStateNotices: { messageCode: false, errorCode: false, errorDescription: false, messageContent: post } };
		const state = read( page );
		expect( state.releasePost ).toEqual( { ...post, release_post_featured_image: '' } );
		expect( state.jetpackStateNotices.messageContent ).toBeNull();
		expect( read( { ...page, jetpackStateNotices: { messageContent: null } } ).releasePost ).toBeNull();
	} );

	it.each( [
		[ true, false, true ],
		[ false, true, true ],
		[ false, false, false ],
	] )( 'reads Jetpack’s two IP list switches (allow %p, block %p) as the app’s one (%p)', ( allow, block, lists ) => {
		const page = jetpackPage();
		const settings = { ...( page.settings as Record< string, unknown > ), jetpack_waf_ip_allow_list_enabled: allow, jetpack_waf_ip_block_list_enabled: block };
		expect( page.settings ).not.toHaveProperty( 'jetpack_waf_ip_list' );
		const state = read( { ...page, settings } );
		expect( state.settings.jetpack_waf_ip_list ).toBe( lists );
		expect( state.settings ).not.toHaveProperty( 'jetpack_waf_ip_allow_list_enabled' );
	} );
} );

it( 'logs a console error and assumes not connected when the connection state is missing', () => {
	expectConsole( /connectionStatus is missing/ );
	const read = readInitialState( { Initial_State: withField( 'connectionStatus', REMOVED ) as unknown as InitialState } );
	expect( read.connectionStatus ).toMatchObject( { isActive: false, isRegistered: false, errors: [] } );
	expect( console.error ).toHaveBeenCalledTimes( 1 );
} );

it.each( [ undefined, null, 'Initial_State', [] ] )( 'refuses to start without an Initial_State object (%p)', ( value ) => {
	expect( () => readInitialState( { Initial_State: value as unknown as InitialState } ) ).toThrow( /Initial_State is missing/ );
} );

it( 'reads the answers the page printed by the path the client asks them with, and leaves out what has no body', () => {
	const read = readInitialState( {
		Initial_State: withField( 'preloadedAnswers', {
			'/jetpack/v4/plugins': { body: { 'akismet/akismet.php': { active: true } }, headers: { Allow: 'GET' } },
			'/jetpack/v4/scan': { status: 200 },
			'jetpack/v4/rewind': { body: null },
		} ) as unknown as InitialState,
	} );
	expect( read.preloadedAnswers ).toEqual( {
		'jetpack/v4/plugins': { body: { 'akismet/akismet.php': { active: true } } },
		'jetpack/v4/rewind': { body: null },
	} );
	expect( readInitialState( { Initial_State: printed() } ).preloadedAnswers ).toBeUndefined();
} );
