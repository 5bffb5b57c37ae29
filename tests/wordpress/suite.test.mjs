/**
 * Browser and REST tests against the real WordPress site tests/wordpress/run.mjs provisions (do not run alone:
 * run.mjs passes the site's URL, database socket and users in the environment).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
	assertUnchanged, coreNotices, dbOption, dbSetting, dbSnapshot, dbUserMeta, expectClean, headings, navLinks, openDashboard,
	openSettled, printedAfter, rest, routePreload, assertPrintsMasthead, assertStartedEarly, sessions, SHOTS, SITE, sql, USERS, signInEveryRole,
} from './tools/site.mjs';
import { sampleBody, samplePath } from './tools/route-samples.mjs';
import { loadTs } from '../../php-shim/bin/load-ts.mjs';

const ALL_TABS = [ 'Security', 'Performance', 'Writing', 'Sharing', 'Discussion', 'Traffic' ];

signInEveryRole();

describe( 'wp-admin page', () => {
	it( 'an online site not connected yet opens on the connect screen; offline, the reduced dashboard stays', async () => {
		sql( "INSERT INTO wp_options ( option_name, option_value, autoload ) VALUES ( 'jp_test_online', '1', 'yes' )" );
		try {
			const page = await openDashboard( 'admin' );
			await page.getByRole( 'heading', { level: 1, name: 'Over 5 million WordPress sites are faster and more secure' } ).waitFor();
			await page.getByRole( 'button', { name: 'Set up Jetpack' } ).waitFor();
			const state = await page.evaluate( () => window.Initial_State );
			assert.equal( state.connectionStatus.offlineMode.isActive, false );
			assert.equal( await page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).count(), 0 );
		} finally {
			sql( "DELETE FROM wp_options WHERE option_name = 'jp_test_online'" );
		}
		const offline = await openDashboard( 'admin' );
		await offline.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
		await offline.locator( '.jp-masthead__badge.is-offline' ).waitFor();
		expectClean( 'admin' );
	} );

	it( 'the administrator sees the dashboard inside wp-admin, with Initial_State from WordPress', async () => {
		const page = await openDashboard( 'admin' );
		await page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
		assert.ok( await page.locator( '#adminmenu a[href="admin.php?page=jetpack"]' ).count(), 'Jetpack menu entry' );
		// No My Jetpack: the plugin registers no such page, so the link would be refused (docs/wordpress-plugin.md).
		assert.deepEqual( await navLinks( page, 'Jetpack' ), [ 'At A Glance' ] );
		const state = await page.evaluate( () => window.Initial_State );
		assert.equal( state.userData.currentUser.username, 'admin' );
		assert.equal( state.userData.currentUser.permissions.manage_modules, true );
		assert.equal( state.connectionStatus.siteConnectionStatus, 'offline' );
		assert.equal( state.connectionStatus.offlineMode.url, true );
		assert.equal( state.siteData.isMultisite, false );
		assert.equal( state.siteTitle, 'Jetpack Dashboard Test Site' );
		// The WordPress and the PHP this cell of the version matrix asked for are the ones serving the page.
		assert.equal( state.wordpressVersion, process.env.JP_WP_RELEASE );
		assert.ok( state.phpVersion.startsWith( `${ process.env.JP_WP_PHP }.` ), state.phpVersion );
		assert.match( state.WP_API_root, /rest_route=|wp-json/ );
		assert.ok( Object.keys( state.getModules ).length > 30 );
		// The installed plugins the promo cards read come with the page, as WordPress' preloading prints them.
		assert.ok( state.preloadedAnswers[ '/jetpack/v4/plugins' ].body[ 'jetpack-dashboard/jetpack-dashboard.php' ], 'plugins preloaded' );
		// The stats card calls nothing on an offline site; the connection cards say the site cannot connect.
		await page.getByRole( 'region', { name: 'Site Stats' } ).getByText( 'Unavailable in Offline Mode.' ).waitFor();
		assert.ok( ( await headings( page, 3 ) ).includes( 'Site Stats' ) );
		assert.ok( ( await headings( page, 3 ) ).includes( 'Account connection' ) );
		if ( SHOTS ) {
			await page.screenshot( { path: path.join( SHOTS, 'admin-dashboard.png' ), fullPage: false } );
		}
		const settings = await openSettled( 'admin', '#/settings' );
		assert.deepEqual( await navLinks( settings, 'Settings' ), ALL_TABS );
		if ( SHOTS ) {
			await settings.screenshot( { path: path.join( SHOTS, 'admin-settings.png' ) } );
		}
		expectClean( 'admin' );
	} );

	it( 'the page prints a language pack’s formats for the locale from $wp_locale, an entity as its character', async () => {
		// English's are the smoke run's (smoke.test.mjs).
		sql( "INSERT INTO wp_options ( option_name, option_value, autoload ) VALUES ( 'jp_test_pack_formats', '1', 'yes' )" );
		try {
			const page = await openDashboard( 'admin' );
			await page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
			const pack = await page.evaluate( () => window.Initial_State.localeFormats );
			assert.deepEqual( [ pack.thousandsSeparator, pack.decimalPoint, pack.months[ 10 ], pack.months.length ], [ '\u00a0', ',', 'novembre', 12 ] );
		} finally {
			sql( "DELETE FROM wp_options WHERE option_name = 'jp_test_pack_formats'" );
		}
		expectClean( 'admin' );
	} );

	it( "the page's head starts the opened screen's files while the bundle downloads; nothing loads twice; the masthead is printed", async () => {
		const dashboard = await openSettled( 'admin', '#/dashboard' );
		const dashboardPreload = await routePreload( dashboard );
		assertStartedEarly( dashboardPreload, 'at-a-glance.js' );
		assert.equal( dashboardPreload.printedMastheadShown, true, 'the dashboard shows the printed masthead' );
		await assertPrintsMasthead( dashboard );
		const security = await openSettled( 'admin', '#/security' );
		await security.getByRole( 'heading', { level: 1, name: 'Security' } ).waitFor();
		const preload = await routePreload( security );
		assertStartedEarly( preload, 'settings.js' );
		assert.equal( preload.requests[ 'at-a-glance.js' ], undefined, 'no other screen' );
		expectClean( 'admin' );
	} );

	it( 'the administrator sees every card; installing a promoted plugin says why an offline site cannot', async () => {
		const page = await openDashboard( 'admin' );
		await page.getByRole( 'region', { name: 'Site Stats' } ).getByText( 'Unavailable in Offline Mode.' ).waitFor();
		// The promo cards read the real installed plugins (GET plugins), so they show once that answered.
		const boost = page.getByRole( 'region', { name: 'Speed up your site' } );
		await boost.getByRole( 'button', { name: 'Install' } ).waitFor();
		assert.deepEqual( await headings( page, 2 ), [ 'Security', 'Performance and Growth', 'Connections' ] );
		// No security bundle offer (an offline site cannot buy it), no apps card (the apps sign in through a connection)
		// and no agencies card (it is for a connected site whose account manages several).
		assert.deepEqual( await headings( page, 3 ), [
			'Activity', 'Anti-spam', 'Backup', 'Scan', 'Blocks', 'Brute force protection',
			'Search', 'Site Stats', 'VideoPress', 'Image Accelerator', 'Downtime monitoring', 'Speed up your site',
			'Manage your customers', 'Site connection', 'Account connection',
		] );
		for ( const card of [ 'Activity', 'Anti-spam', 'Backup', 'Scan', 'Brute force protection', 'VideoPress' ] ) {
			assert.match( await page.getByRole( 'region', { name: card, exact: true } ).innerText(), /Unavailable in Offline Mode\./, card );
		}
		await boost.getByRole( 'button', { name: 'Install' } ).click();
		const alert = boost.getByRole( 'alert' );
		await alert.waitFor();
		assert.match( await alert.innerText(), /Jetpack Boost could not be installed\./ );
		assert.match( await alert.innerText(), /cannot reach the plugin directory/ );
		// The refusal itself is the one failed request of this visit.
		const { problems } = sessions.admin;
		const refused = problems.splice( 0 );
		assert.equal( refused.length, 1, refused.join( '\n' ) );
		assert.match( refused[ 0 ], /^HTTP 400: POST .*jetpack(\/|%2F)v4(\/|%2F)plugins/ );
		expectClean( 'admin' );
	} );

	it( 'the administrator opens My Plan, the licence screen and a product page of an offline site: what shows, and no call', async () => {
		const page = await openDashboard( 'admin', '#/my-plan' );
		await page.getByRole( 'heading', { level: 1, name: 'Jetpack My Plan Details' } ).waitFor();
		const plan = page.getByRole( 'region', { name: 'My Plan', exact: true } );
		assert.match( await plan.innerText(), /Your site is in Offline Mode, so its plan cannot be shown\./ );
		assert.deepEqual( await headings( page, 3 ), [ 'Site stats', 'Brute force protection', 'Downtime monitoring', 'Site accelerator' ] );
		// Keys are added to a connected site only.
		assert.equal( await page.getByRole( 'textbox', { name: 'License key' } ).count(), 0 );
		// The licence screen is the linked owner's: an offline site has none, so it leads to At a Glance.
		const license = await openDashboard( 'admin', '#/license/activation' );
		await license.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
		// Reconnecting and linking an account need the provider: an offline site opens neither overlay.
		for ( const hash of [ '#/reconnect', '#/connect-user' ] ) {
			// A fresh load of the hash (not a hash change), settled: the overlay's lazy chunk had its chance to load.
			const overlay = await openSettled( 'admin', hash );
			await overlay.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
			assert.equal( await overlay.getByRole( 'dialog' ).count(), 0, hash );
		}
		// A product page cannot reach the provider's catalogue offline: it says so without asking.
		const product = await openDashboard( 'admin', '#/product/backup' );
		await product.getByText( 'Your site is in Offline Mode, so products cannot be bought or shown here.', { exact: false } ).waitFor();
		expectClean( 'admin' );
	} );

	it( 'the administrator toggles a module and changes a setting; both survive a reload and are in the database', async () => {
		const page = await openDashboard( 'admin' );
		const before = await page.evaluate( () => [ window.Initial_State.getModules.markdown.activated, window.Initial_State.settings.carousel_display_exif ] );
		const want = [ ! before[ 0 ], ! before[ 1 ] ];
		// The app's own REST client setup: same origin, cookie and the printed nonce.
		const results = await page.evaluate( async ( [ active, exif ] ) => {
			const { WP_API_root: root, WP_API_nonce: nonce } = window.Initial_State;
			const call = async ( route, body ) => {
				const response = await fetch( `${ root }jetpack/v4/${ route }`.replace( '?rest_route=/jetpack', '?rest_route=/jetpack' ), {
					method: 'POST',
					credentials: 'same-origin',
					headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce },
					body: JSON.stringify( body ),
				} );
				return response.status;
			};
			return [ await call( 'module/markdown/active', { active } ), await call( 'settings', { carousel_display_exif: exif } ) ];
		}, want );
		assert.deepEqual( results, [ 200, 200 ] );
		await page.reload();
		await page.locator( '#jp-plugin-container .jp-shell' ).waitFor();
		const afterReload = await page.evaluate( () => [ window.Initial_State.getModules.markdown.activated, window.Initial_State.settings.carousel_display_exif ] );
		assert.deepEqual( afterReload, want );
		assert.equal( dbOption( 'jetpack_dashboard_active_modules' ).includes( '"markdown"' ), want[ 0 ] );
		assert.equal( dbSetting( 'carousel_display_exif' ), want[ 1 ] );
		expectClean( 'admin' );
	} );

	/*
	 * The app's rule (src/app/navigation.ts getAppView): users who cannot manage modules get the At a Glance view
	 * of an offline site, without navigation or settings.
	 */
	for ( const [ role, granted ] of [
		[ 'editor', [ 'admin_page', 'connect_user', 'edit_posts', 'publish_posts', 'view_stats' ] ],
		[ 'subscriber', [ 'admin_page', 'connect_user', 'view_stats' ] ],
	] ) {
		it( `the ${ role } sees the reduced view of an offline site, with permissions from real capabilities`, async () => {
			const page = await openDashboard( role );
			await page.locator( '.jp-masthead__badge.is-offline' ).waitFor();
			const permissions = await page.evaluate( () => window.Initial_State.userData.currentUser.permissions );
			// Nothing the user may not ask is printed with the page.
			assert.equal( await page.evaluate( () => window.Initial_State.preloadedAnswers ), undefined );
			assert.deepEqual( Object.entries( permissions ).filter( ( [ , value ] ) => value ).map( ( [ key ] ) => key ).sort(), granted );
			assert.deepEqual( await navLinks( page, 'Jetpack' ), [] );
			await page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
			// docs/dashboard.md#who-sees-which-card: publishers other than managers, and subscribers, see only stats and
			// connections (the protection card joins them only when a connected owner has it on: never on an offline site).
			await page.getByRole( 'region', { name: 'Site Stats' } ).getByText( 'Unavailable in Offline Mode.' ).waitFor();
			assert.deepEqual( await headings( page, 2 ), [ 'Performance and Growth', 'Connections' ] );
			assert.deepEqual( await headings( page, 3 ), [ 'Site Stats', 'Site connection', 'Account connection' ] );
			assert.equal( await page.getByRole( 'button', { name: 'Manage site connection' } ).count(), 0 );
			await openSettled( role, '#/settings' );
			assert.deepEqual( await navLinks( page, 'Settings' ), [] );
			if ( SHOTS ) {
				await page.screenshot( { path: path.join( SHOTS, `${ role }-dashboard.png` ) } );
			}
			expectClean( role );
		} );
	}
} );

/** Writes each role may or may not make: [ method, route, body, status by role ]. */
const WRITES = [
	[ 'POST', 'module/markdown/active', { active: true }, { admin: 200, editor: 403, subscriber: 403 } ],
	[ 'POST', 'module/carousel', { carousel_display_comments: false }, { admin: 200, editor: 403, subscriber: 403 } ],
	[ 'POST', 'settings', { carousel_display_exif: true }, { admin: 200, editor: 403, subscriber: 403 } ],
	[ 'POST', 'options/modules', { reset: true }, { admin: 200, editor: 403, subscriber: 403 } ],
	[ 'POST', 'plugins', { slug: 'jp-test-plugin', status: 'active' }, { admin: 200, editor: 403, subscriber: 403 } ],
	[ 'POST', 'recommendations/step', { step: 'summary' }, { admin: 200, editor: 403, subscriber: 403 } ],
	[ 'POST', 'recommendations/data', { data: { 'site-type-personal': true } }, { admin: 200, editor: 403, subscriber: 403 } ],
	[ 'POST', 'setup/questionnaire', { 'site-type-personal': true }, { admin: 200, editor: 403, subscriber: 403 } ],
	[ 'POST', 'notice/dev-version', { dismissed: true }, { admin: 200, editor: 200, subscriber: 200 } ],
	[ 'POST', 'tracking/settings', { tracks_opt_out: true }, { admin: 200, editor: 200, subscriber: 200 } ],
	[ 'POST', 'connection', { isActive: false }, { admin: 400, editor: 403, subscriber: 403 } ],
	[ 'POST', 'seen-wc-connection-modal', {}, { admin: 200, editor: 403, subscriber: 403 } ],
	[ 'POST', 'identity-crisis/confirm-safe-mode', {}, { admin: 200, editor: 403, subscriber: 403 } ],
	[ 'POST', 'identity-crisis/migrate', {}, { admin: 200, editor: 403, subscriber: 403 } ],
];
const READS = [
	[ 'GET', 'module/all', { admin: 200, editor: 200, subscriber: 200 } ],
	[ 'GET', 'module/markdown', { admin: 200, editor: 200, subscriber: 200 } ],
	[ 'GET', 'settings', { admin: 200, editor: 200, subscriber: 200 } ],
	[ 'GET', 'connection', { admin: 200, editor: 200, subscriber: 200 } ],
	[ 'GET', 'connection/data', { admin: 200, editor: 200, subscriber: 200 } ],
	[ 'GET', 'plugins', { admin: 200, editor: 403, subscriber: 403 } ],
	[ 'GET', 'recommendations/data', { admin: 200, editor: 403, subscriber: 403 } ],
	[ 'GET', 'setup/questionnaire', { admin: 200, editor: 403, subscriber: 403 } ],
	[ 'GET', 'tracking/settings', { admin: 200, editor: 200, subscriber: 200 } ],
	[ 'GET', 'site', { admin: 400, editor: 400, subscriber: 400 } ],
	[ 'GET', 'module/stats/data', { admin: 400, editor: 400, subscriber: 400 } ],
];

describe( 'REST permission matrix', () => {
	const matrix = printedAfter( 'permission matrix (role × method route → status)' );

	for ( const [ method, route, body, expected ] of WRITES ) {
		it( `${ method } ${ route }: refused writes change nothing`, async () => {
			for ( const role of [ 'editor', 'subscriber' ] ) {
				if ( expected[ role ] === 200 ) {
					continue;
				}
				const before = dbSnapshot();
				const answer = await rest( role, method, route, body );
				matrix.push( `${ role } ${ method } ${ route } → ${ answer.status } ${ answer.body.code }` );
				assert.equal( answer.status, expected[ role ], `${ role } ${ method } ${ route }` );
				assertUnchanged( before, `${ role } ${ method } ${ route }` );
			}
			for ( const [ label, nonce, status, code ] of [ [ 'no nonce', 'none', 401, 'rest_forbidden' ], [ 'wrong nonce', 'wrong', 403, 'rest_cookie_invalid_nonce' ] ] ) {
				const before = dbSnapshot();
				const answer = await rest( 'admin', method, route, body, nonce );
				matrix.push( `admin (${ label }) ${ method } ${ route } → ${ answer.status } ${ answer.body.code }` );
				assert.equal( answer.status, status, `${ label } ${ method } ${ route }` );
				assert.equal( answer.body.code, code );
				assertUnchanged( before, `${ label } ${ method } ${ route }` );
			}
			const anonymous = await rest( 'anonymous', method, route, body, 'none' );
			matrix.push( `logged out ${ method } ${ route } → ${ anonymous.status } ${ anonymous.body.code }` );
			assert.equal( anonymous.status, 401 );
			for ( const role of [ 'admin', 'editor', 'subscriber' ] ) {
				if ( expected[ role ] !== 200 && role !== 'admin' ) {
					continue;
				}
				const answer = await rest( role, method, route, body );
				matrix.push( `${ role } ${ method } ${ route } → ${ answer.status }${ answer.body?.code ? ' ' + answer.body.code : '' }` );
				assert.equal( answer.status, expected[ role ], `${ role } ${ method } ${ route }: ${ JSON.stringify( answer.body ) }` );
			}
		} );
	}

	for ( const [ method, route, expected ] of READS ) {
		it( `${ method } ${ route }`, async () => {
			for ( const role of [ 'admin', 'editor', 'subscriber' ] ) {
				const answer = await rest( role, method, route );
				matrix.push( `${ role } ${ method } ${ route } → ${ answer.status }${ answer.status === 200 ? '' : ' ' + answer.body.code }` );
				assert.equal( answer.status, expected[ role ], `${ role } ${ method } ${ route }` );
			}
			const anonymous = await rest( 'anonymous', method, route, undefined, 'none' );
			matrix.push( `logged out ${ method } ${ route } → ${ anonymous.status }` );
			assert.equal( anonymous.status, 401 );
		} );
	}
} );

describe( 'REST validation and storage', () => {
	it( 'an unknown module is 404 and writes nothing', async () => {
		const before = dbSnapshot();
		for ( const [ method, route, body ] of [ [ 'POST', 'module/no-such-module/active', { active: true } ], [ 'GET', 'module/no-such-module' ], [ 'POST', 'module/no-such-module', { x: 1 } ] ] ) {
			const answer = await rest( 'admin', method, route, body );
			assert.equal( answer.status, 404, `${ method } ${ route }` );
		}
		assertUnchanged( before, 'unknown modules' );
	} );

	it( 'a wrong type is 400 and nothing of the update is written', async () => {
		const before = dbSnapshot();
		for ( const [ route, body ] of [
			[ 'settings', { carousel_display_exif: false, carousel_display_comments: 'yes' } ],
			[ 'settings', { no_such_setting: true } ],
			[ 'settings', { markdown: 'on' } ],
			[ 'module/markdown/active', { active: 'yes' } ],
			[ 'module/carousel', { carousel_display_comments: 1 } ],
			[ 'recommendations/step', { step: 3 } ],
			[ 'tracking/settings', { tracks_opt_out: 'no' } ],
		] ) {
			const answer = await rest( 'admin', 'POST', route, body );
			assert.equal( answer.status, 400, `${ route } ${ JSON.stringify( body ) }: ${ JSON.stringify( answer.body ) }` );
			assert.equal( answer.body.code, 'rest_invalid_param' );
		}
		assertUnchanged( before, 'invalid updates' );
	} );

	it( 'modules are stored in jetpack_dashboard_active_modules, settings in jetpack_dashboard_settings, dismissals in each user’s meta', async () => {
		assert.equal( ( await rest( 'admin', 'POST', 'module/sitemaps/active', { active: true } ) ).status, 200 );
		assert.match( dbOption( 'jetpack_dashboard_active_modules' ), /"sitemaps"/ );
		assert.equal( ( await rest( 'admin', 'POST', 'module/sitemaps/active', { active: false } ) ).status, 200 );
		assert.doesNotMatch( dbOption( 'jetpack_dashboard_active_modules' ), /"sitemaps"/ );
		assert.equal( ( await rest( 'admin', 'POST', 'settings', { carousel_background_color: 'white' } ) ).status, 200 );
		assert.equal( dbSetting( 'carousel_background_color' ), 'white' );
		assert.equal( ( await rest( 'admin', 'GET', 'settings' ) ).body.carousel_background_color, 'white' );
		// Under the site's table prefix: each site of a network keeps its own (docs/wordpress-plugin.md#storage).
		assert.match( dbUserMeta( USERS.admin.login, 'wp_jetpack_dashboard_dismissed_notices' ) ?? '', /dev-version/ );
		// A module that needs the hosted provider cannot be activated offline.
		const stats = await rest( 'admin', 'POST', 'module/stats/active', { active: true } );
		assert.equal( stats.status, 400 );
		assert.equal( stats.body.code, 'module_requires_connection' );
		// Installing from the registry is impossible offline: a clear error.
		const install = await rest( 'admin', 'POST', 'plugins', { slug: 'no-such-plugin', status: 'active' } );
		assert.equal( install.status, 400 );
		assert.equal( install.body.code, 'plugin_install_offline' );
		assert.match( dbOption( 'active_plugins' ), /jp-test-plugin\/jp-test-plugin\.php/ );
	} );
} );

describe( 'Traffic settings', () => {
	it( 'the sitemaps switch and a verification code are stored by an administrator and refused to an editor', async () => {
		const code = 'jp-wp-suite_Code-1';
		assert.equal( ( await rest( 'admin', 'POST', 'settings', { sitemaps: true, google: code } ) ).status, 200 );
		assert.match( dbOption( 'jetpack_dashboard_active_modules' ), /"sitemaps"/ );
		assert.equal( dbSetting( 'google' ), code );
		assert.equal( ( await rest( 'admin', 'POST', 'settings', { sitemaps: false } ) ).status, 200 );
		assert.doesNotMatch( dbOption( 'jetpack_dashboard_active_modules' ), /"sitemaps"/ );
		const before = dbSnapshot();
		for ( const body of [ { sitemaps: true }, { google: 'editor-code' } ] ) {
			const answer = await rest( 'editor', 'POST', 'settings', body );
			assert.equal( answer.status, 403, JSON.stringify( body ) );
		}
		assertUnchanged( before, 'traffic writes by an editor' );
		assert.equal( dbSetting( 'google' ), code );
		// The rules of the traffic settings hold in WordPress too: administrators always view stats reports.
		assert.equal( ( await rest( 'admin', 'POST', 'settings', { roles: [ 'editor' ] } ) ).status, 200 );
		assert.deepEqual( ( await rest( 'admin', 'GET', 'settings' ) ).body.roles, [ 'administrator', 'editor' ] );
		const tooLong = await rest( 'admin', 'POST', 'settings', { advanced_seo_front_page_description: 'x'.repeat( 301 ) } );
		assert.equal( tooLong.status, 400 );
		assert.equal( tooLong.body.code, 'rest_invalid_param' );
	} );
} );

describe( 'the setting bounds generated from the app (src/lib/setting-bounds.ts)', () => {
	const bounds = loadTs( 'src/lib/setting-bounds.ts' );

	it( 'stores a value at each bound, and refuses one past it with nothing stored', async () => {
		const [ service ] = bounds.VERIFICATION_SERVICES;
		const [ pageSize ] = Object.values( bounds.CONTENT_TYPE_PAGE_SIZE );
		const [ pageType ] = bounds.SEO_PAGE_TYPES;
		const atBounds = [
			{ advanced_seo_front_page_description: 'd'.repeat( bounds.META_DESCRIPTION_MAX ) },
			{ [ service ]: 'v'.repeat( bounds.VERIFICATION_CODE_MAX ) },
			{ [ pageSize ]: bounds.POSTS_PER_PAGE_MIN },
			{ [ pageSize ]: bounds.POSTS_PER_PAGE_MAX },
			{ advanced_seo_title_formats: { [ pageType ]: [ { type: 'token', value: 'site_name' } ] } },
		];
		for ( const body of atBounds ) {
			assert.equal( ( await rest( 'admin', 'POST', 'settings', body ) ).status, 200, JSON.stringify( body ).slice( 0, 80 ) );
			const [ [ name, value ] ] = Object.entries( body );
			assert.deepEqual( ( await rest( 'admin', 'GET', 'settings' ) ).body[ name ], value, name );
		}
		const pastBounds = [
			{ advanced_seo_front_page_description: 'd'.repeat( bounds.META_DESCRIPTION_MAX + 1 ) },
			{ [ service ]: 'v'.repeat( bounds.VERIFICATION_CODE_MAX + 1 ) },
			{ [ pageSize ]: bounds.POSTS_PER_PAGE_MIN - 1 },
			{ [ pageSize ]: bounds.POSTS_PER_PAGE_MAX + 1 },
			{ advanced_seo_title_formats: { not_a_page_type: [ { type: 'token', value: 'site_name' } ] } },
		];
		const before = dbSnapshot();
		for ( const body of pastBounds ) {
			const refused = await rest( 'admin', 'POST', 'settings', body );
			assert.equal( refused.status, 400, JSON.stringify( body ).slice( 0, 80 ) );
			assert.equal( refused.body.code, 'rest_invalid_param' );
		}
		assertUnchanged( before, 'settings one past their bounds' );
	} );
} );

describe( 'Jetpack Social', () => {
	it( 'an administrator and an editor read the accounts; a subscriber is refused a new one and the option stays as it was', async () => {
		for ( const role of [ 'admin', 'editor' ] ) {
			const list = await rest( role, 'GET', 'publicize/connections' );
			assert.equal( list.status, 200, role );
			assert.deepEqual( list.body, [] );
		}
		// No provider to open here: no service offers Connect.
		assert.deepEqual( ( await rest( 'admin', 'GET', 'publicize/services' ) ).body, [] );
		const before = dbSnapshot();
		const refused = await rest( 'subscriber', 'POST', 'publicize/connections', { keyring_connection_id: 7001 } );
		assert.equal( refused.status, 403 );
		assert.equal( refused.body.code, 'rest_forbidden' );
		assert.equal( ( await rest( 'subscriber', 'DELETE', 'publicize/connections/1' ) ).status, 403 );
		// Without a provider no keyring id stands for an account; bad ids and unknown accounts are refused too.
		const unknown = await rest( 'admin', 'POST', 'publicize/connections', { keyring_connection_id: 7001 } );
		assert.deepEqual( [ unknown.status, unknown.body.code ], [ 400, 'invalid_keyring' ] );
		assert.equal( ( await rest( 'admin', 'POST', 'publicize/connections', { keyring_connection_id: 0 } ) ).body.code, 'rest_invalid_param' );
		assert.equal( ( await rest( 'admin', 'DELETE', 'publicize/connections/99' ) ).status, 404 );
		assertUnchanged( before, 'refused social writes' );
		assert.equal( dbOption( 'jetpack_dashboard_social_connections' ), null );
	} );

	// A provider plugged in through the plugin's two filters, as a real one would: it offers Mastodon and vouches for
	// keyring id 7001 of any user.
	const PROVIDER = `<?php
add_filter( 'jetpack_dashboard_social_connect_urls', static fn() => array( 'mastodon' => 'https://provider.test/keyring/mastodon' ) );
add_filter( 'jetpack_dashboard_social_keyring_connection', static fn( $account, $id ) => 7001 === $id ? array( 'service' => 'mastodon', 'service_label' => 'Mastodon', 'display_name' => '@garden@social.test' ) : $account, 10, 2 );
`;

	it( 'with a provider plugged in, an administrator connects an account from its keyring id, it is stored, and only its owner or an administrator removes it', async () => {
		const provider = path.join( SITE, 'wp-content/mu-plugins/jp-test-social-provider.php' );
		writeFileSync( provider, PROVIDER );
		try {
			assert.deepEqual( ( await rest( 'admin', 'GET', 'publicize/services' ) ).body, [
				{ id: 'mastodon', label: 'Mastodon', connect_url: 'https://provider.test/keyring/mastodon' },
			] );
			const added = await rest( 'admin', 'POST', 'publicize/connections', { keyring_connection_id: 7001 } );
			assert.equal( added.status, 200 );
			assert.equal( added.body.display_name, '@garden@social.test' );
			assert.match( dbOption( 'jetpack_dashboard_social_connections' ) ?? '', /@garden@social\.test/ );
			const listed = await rest( 'editor', 'GET', 'publicize/connections' );
			assert.deepEqual( listed.body.map( ( account ) => account.display_name ), [ '@garden@social.test' ] );
			// Another author may not remove the administrator's account.
			const before = dbSnapshot();
			const refused = await rest( 'editor', 'DELETE', `publicize/connections/${ added.body.id }` );
			assert.equal( refused.status, 403 );
			assertUnchanged( before, 'an editor removing the administrator’s account' );
			assert.equal( ( await rest( 'admin', 'DELETE', `publicize/connections/${ added.body.id }` ) ).status, 200 );
			assert.doesNotMatch( dbOption( 'jetpack_dashboard_social_connections' ) ?? '', /@garden@social\.test/ );
			assert.deepEqual( ( await rest( 'admin', 'GET', 'publicize/connections' ) ).body, [] );
		} finally {
			rmSync( provider );
		}
	} );
} );

describe( 'settings screens', () => {
	// One setting of each screen, as its card saves it (POST settings; the privacy preference is the user's own).
	const SAVES = [
		[ 'Security', '#/security', { jetpack_protect_global_whitelist: '10.9.9.9' }, () => dbSetting( 'jetpack_protect_global_whitelist' ), '10.9.9.9' ],
		[ 'Performance', '#/performance', { 'lazy-images': true }, () => /"lazy-images"/.test( dbOption( 'jetpack_dashboard_active_modules' ) ?? '' ), true ],
		[ 'Discussion', '#/discussion', { highlander_comment_form_prompt: 'Say hello' }, () => dbSetting( 'highlander_comment_form_prompt' ), 'Say hello' ],
		[ 'Writing', '#/writing', { jetpack_portfolio_posts_per_page: 12 }, () => dbSetting( 'jetpack_portfolio_posts_per_page' ), 12 ],
		[ 'Sharing', '#/sharing', { sharedaddy: true }, () => /"sharedaddy"/.test( dbOption( 'jetpack_dashboard_active_modules' ) ?? '' ), true ],
	];

	for ( const [ screen, hash, update, stored, wanted ] of SAVES ) {
		it( `${ screen }: the administrator's save is stored; an editor's and a subscriber's are refused and change nothing`, async () => {
			const page = await openDashboard( 'admin', hash );
			await page.getByRole( 'heading', { level: 1, name: screen } ).waitFor();
			for ( const role of [ 'editor', 'subscriber' ] ) {
				const before = dbSnapshot();
				const answer = await rest( role, 'POST', 'settings', update );
				assert.equal( answer.status, 403, `${ role } ${ JSON.stringify( update ) }` );
				assertUnchanged( before, `${ role }'s ${ screen } save` );
			}
			const answer = await rest( 'admin', 'POST', 'settings', update );
			assert.equal( answer.status, 200, JSON.stringify( answer.body ) );
			assert.equal( stored(), wanted );
			const [ name, value ] = Object.entries( update )[ 0 ];
			assert.equal( ( await rest( 'admin', 'GET', 'settings' ) ).body[ name ], value );
			expectClean( 'admin' );
		} );
	}

	it( 'Privacy: each user’s usage-data choice is their own; an editor’s save leaves the administrator’s as it was', async () => {
		const page = await openDashboard( 'admin', '#/privacy' );
		await page.getByRole( 'checkbox', { name: /Share information with our analytics tool/ } ).waitFor();
		assert.equal( ( await rest( 'admin', 'POST', 'tracking/settings', { tracks_opt_out: true } ) ).status, 200 );
		const optOut = ( login ) => dbUserMeta( login, 'jetpack_dashboard_tracks_opt_out' );
		assert.equal( optOut( USERS.admin.login ), '1' );
		assert.equal( ( await rest( 'editor', 'POST', 'tracking/settings', { tracks_opt_out: false } ) ).status, 200 );
		assert.equal( optOut( USERS.editor.login ), '0' );
		assert.equal( optOut( USERS.admin.login ), '1', 'the administrator’s choice is unchanged' );
		assert.equal( ( await rest( 'admin', 'GET', 'tracking/settings' ) ).body.tracks_opt_out, true );
		expectClean( 'admin' );
	} );
} );

describe( 'recommendations assistant storage', () => {
	it( 'walks two steps as the assistant does; the step, lists and answers are stored and read back after a reload', async () => {
		const ok = async ( route, body ) => {
			const answer = await rest( 'admin', 'POST', route, body );
			assert.equal( answer.status, 200, `${ route }: ${ JSON.stringify( answer.body ) }` );
		};
		const previous = ( await rest( 'admin', 'GET', 'recommendations/step' ) ).body.step;
		try {
			await walkTwoSteps( ok );
		} finally {
			await ok( 'recommendations/step', { step: previous } );
		}
	} );
	/** Site type, then WooCommerce, as the app's calls make them; then a reload reads it all back. */
	async function walkTwoSteps( ok ) {
		// Site type: the answer goes to the questionnaire and the assistant's data; the step is saved, then viewed.
		await ok( 'recommendations/step', { step: 'site-type-question' } );
		await ok( 'recommendations/data', { data: { viewedRecommendations: [ 'site-type-question' ] } } );
		await ok( 'setup/questionnaire', { 'site-type-personal': false, 'site-type-business': false, 'site-type-store': true, 'site-type-other': false } );
		await ok( 'recommendations/data', { data: { 'site-type-personal': false, 'site-type-business': false, 'site-type-store': true, 'site-type-other': false } } );
		// WooCommerce: this site cannot reach the plugin directory, so Enable gets a clear error; the user skips it.
		await ok( 'recommendations/step', { step: 'woocommerce' } );
		const install = await rest( 'admin', 'POST', 'plugins', { slug: 'woocommerce', status: 'active', source: 'recommendations' } );
		assert.equal( install.status, 400 );
		assert.equal( install.body.code, 'plugin_install_offline' );
		assert.match( install.body.message, /woocommerce is not installed/ );
		await ok( 'recommendations/data', { data: { skippedRecommendations: [ 'woocommerce' ], viewedRecommendations: [ 'site-type-question', 'woocommerce' ] } } );
		// A plugin that is installed is activated with the same call.
		const activate = await rest( 'admin', 'POST', 'plugins', { slug: 'jp-test-plugin', status: 'active', source: 'recommendations' } );
		assert.equal( activate.status, 200, JSON.stringify( activate.body ) );
		assert.equal( activate.body.code, 'success' );

		assert.equal( dbOption( 'jetpack_dashboard_recommendations_step' ), 'woocommerce' );
		const page = await openDashboard( 'admin' );
		await page.reload();
		await page.locator( '#jp-plugin-container .jp-shell' ).waitFor( { timeout: 20000 } );
		assert.equal( await page.evaluate( () => window.Initial_State.recommendationsStep ), 'woocommerce' );
		assert.equal( ( await rest( 'admin', 'GET', 'recommendations/step' ) ).body.step, 'woocommerce' );
		const data = ( await rest( 'admin', 'GET', 'recommendations/data' ) ).body;
		assert.deepEqual( data.skippedRecommendations, [ 'woocommerce' ] );
		assert.deepEqual( data.viewedRecommendations, [ 'site-type-question', 'woocommerce' ] );
		assert.equal( data[ 'site-type-store' ], true );
		assert.equal( ( await rest( 'admin', 'GET', 'setup/questionnaire' ) ).body[ 'site-type-store' ], true );
		expectClean( 'admin' );
	}

	it( 'refuses a questionnaire answer that is neither a boolean nor a string, and writes nothing', async () => {
		const before = dbSnapshot();
		for ( const body of [ {}, { 'site-type-store': 1 }, { 'site-type-store': [ true ] } ] ) {
			const answer = await rest( 'admin', 'POST', 'setup/questionnaire', body );
			assert.equal( answer.status, 400, JSON.stringify( body ) );
			assert.equal( answer.body.code, 'rest_invalid_param' );
		}
		assertUnchanged( before, 'invalid questionnaire answers' );
	} );
} );

describe( 'calls that need the hosted provider', () => {
	// Every declared route that needs the provider or is the demo's own (src/api/rest-routes.ts), sent a body that matches its
	// arguments, and a post-by-email action: a clear WP_Error in JSON, never a PHP error or HTML.
	const OFFLINE_CALLS = [
		...Object.values( loadTs( 'src/api/rest-routes.ts' ).REST_ROUTES )
			.filter( ( declaration ) => declaration.needsProvider || declaration.demoOnly )
			.map( ( declaration ) => [ declaration.method, samplePath( declaration ), declaration.method === 'GET' ? undefined : sampleBody( declaration ) ] ),
		[ 'POST', 'settings', { post_by_email_address: 'create' } ],
	];
	it( 'answers each with a clear offline WP_Error', async () => {
		for ( const [ method, route, body ] of OFFLINE_CALLS ) {
			const answer = await rest( 'admin', method, route, body );
			assert.equal( answer.status, 400, `${ method } ${ route }: ${ JSON.stringify( answer.body ) }` );
			assert.equal( answer.body.code, 'site_offline', `${ method } ${ route }` );
			assert.match( answer.body.message, /Offline Mode/ );
		}
	} );

	it( 'answers the calls that work offline with the shapes the app reads', async () => {
		assert.deepEqual( ( await rest( 'admin', 'GET', 'recommendations/conditional' ) ).body, { conditional: [] } );
		assert.deepEqual( ( await rest( 'admin', 'GET', 'site/discount' ) ).body, {} );
		assert.deepEqual( ( await rest( 'admin', 'GET', 'connection/plugins' ) ).body, {} );
		assert.equal( ( await rest( 'admin', 'GET', 'recommendations/step' ) ).body.step, 'summary' );
		const connection = ( await rest( 'subscriber', 'GET', 'connection' ) ).body;
		assert.equal( connection.siteConnectionStatus, 'offline' );
		assert.equal( connection.offlineMode.isActive, true );
		const data = ( await rest( 'editor', 'GET', 'connection/data' ) ).body;
		assert.equal( data.currentUser.username, 'editor' );
		assert.equal( data.currentUser.permissions.manage_options, false );
	} );
} );

describe( 'WordPress core', () => {
	it( 'reported no "doing it wrong" or deprecation in any REST answer of the run', () => {
		assert.deepEqual( coreNotices, [] );
	} );
} );
