/**
 * The plugin beside the original Jetpack plugin (run.mjs --run=jetpack, with the stand-in of fixtures/jetpack/ active;
 * docs/hosts.md#beside-jetpack): Jetpack keeps admin.php?page=jetpack and its routes, and the dashboard gets a page
 * of its own under Jetpack's menu, printing Jetpack's page data with the fields only this plugin prints. Jetpack's
 * capability for its admin page decides who may open it. The stand-in answers Jetpack's routes with the examples
 * recorded from Jetpack's source (tools/recorded-routes.mjs); each adapter's reading of them is checked in the demo's
 * Jetpack mode (tests/integration/api/jetpack-host.test.ts), and here the screens load from them.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dbOption, dbUserMeta, expectClean, openSettled, rest, sessions, settled, signInEveryRole, sql, URL_ROOT, USERS } from './tools/site.mjs';

const PAGE = `${ URL_ROOT }/wp-admin/admin.php?page=jetpack-dashboard`;

signInEveryRole();

/**
 * Runs `run` beside the stand-in as `options` switch it (`jp_test_online`: connected; `jp_test_latest`: the Jetpack that
 * removed its dashboard), then switches it back to the classic Jetpack offline and runs `tidy` on what the test left.
 */
async function asStandIn( options, run, tidy = () => {} ) {
	for ( const option of options ) {
		sql( `INSERT INTO wp_options ( option_name, option_value, autoload ) VALUES ( '${ option }', '1', 'yes' )` );
	}
	try {
		await run();
	} finally {
		sql( "DELETE FROM wp_options WHERE option_name IN ( 'jp_test_online', 'jp_test_latest' )" );
		tidy();
	}
}

/** Where Jetpack keeps the assistant's answers and step: a test that saved them leaves none for the next. */
const forgetJetpackOptions = () => sql( "DELETE FROM wp_options WHERE option_name = 'jetpack_options'" );

describe( 'beside the original Jetpack plugin', () => {
	it( 'gives the administrator the dashboard under Jetpack’s menu, on a page of its own', async () => {
		const { page } = sessions.admin;
		await page.goto( `${ URL_ROOT }/wp-admin/index.php` );
		const entry = page.locator( '#toplevel_page_jetpack' ).getByRole( 'link', { name: 'Jetpack Dashboard', exact: true } );
		assert.equal( await entry.getAttribute( 'href' ), 'admin.php?page=jetpack-dashboard' );
		// Jetpack's own page stays Jetpack's.
		await page.goto( `${ URL_ROOT }/wp-admin/admin.php?page=jetpack` );
		await page.getByRole( 'heading', { name: 'Jetpack’s own dashboard' } ).waitFor();
		assert.equal( await page.locator( '#jp-plugin-container' ).count(), 0 );

		await page.goto( `${ PAGE }#/dashboard` );
		await page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor( { timeout: 20000 } );
	} );

	it( 'prints Jetpack’s page data with the fields only this plugin prints, and the app takes Jetpack’s way', async () => {
		const { page } = sessions.admin;
		await page.goto( `${ PAGE }#/dashboard` );
		await page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor( { timeout: 20000 } );
		const printed = await page.evaluate( () => window.Initial_State );
		assert.equal( printed.host, 'jetpack' );
		assert.equal( printed.appPage, 'jetpack-dashboard' );
		// Jetpack's own: its version, and the plan as the object it prints.
		assert.equal( printed.currentVersion, '14.0' );
		assert.equal( printed.siteData.plan.product_slug, 'jetpack_free' );
		assert.equal( printed.siteData.showMyJetpack, true );
		// This plugin's, where Jetpack prints none.
		assert.equal( typeof printed.siteData.postCount, 'number' );
		assert.equal( typeof printed.themeData.stylesheet, 'string' );
		assert.equal( printed.siteRoles.administrator, 'Administrator' );
		assert.match( printed.locale, /^en/ );
		assert.deepEqual( [ printed.localeFormats.thousandsSeparator, printed.localeFormats.months[ 0 ] ], [ ',', 'January' ] );
		// The app fetched the adapters it takes on a Jetpack site (docs/hosts.md#adapters).
		const adapters = await page.evaluate( () => performance.getEntriesByType( 'resource' ).filter( ( entry ) => entry.name.includes( '/jetpack-host.' ) ).length );
		assert.equal( adapters, 1, 'the Jetpack adapters were fetched' );
		// The app's own links back to itself lead to this page, not Jetpack's.
		assert.equal(
			await page.locator( '#jp-plugin-container' ).getByRole( 'link', { name: 'Privacy', exact: true } ).getAttribute( 'href' ),
			`${ URL_ROOT }/wp-admin/admin.php?page=jetpack-dashboard#/privacy`
		);
	} );

	it( 'refuses the page to a role Jetpack’s capability leaves out', async () => {
		for ( const role of [ 'editor', 'subscriber' ] ) {
			// A request of its own: the refusal is the expected answer, not a failed request of a page.
			const response = await sessions[ role ].context.request.get( PAGE );
			assert.equal( response.status(), 403, `${ role } refused` );
			assert.match( await response.text(), /Sorry, you are not allowed to access this page\./ );
		}
	} );

	it( 'leaves Jetpack’s routes to Jetpack: they answer as Jetpack does, and this plugin adds none under its namespace', async () => {
		// The stand-in's recorded settings, not this plugin's: the recorded site shows related posts.
		const settings = await rest( 'admin', 'GET', 'settings' );
		assert.equal( settings.status, 200 );
		assert.equal( settings.body[ 'related-posts' ], true );
		// Jetpack has no questionnaire, and this plugin keeps its own under its own namespace only.
		const questionnaire = await rest( 'admin', 'GET', 'setup/questionnaire' );
		assert.equal( questionnaire.status, 404 );
		assert.equal( questionnaire.body.code, 'rest_no_route' );
		// Refused as Jetpack refuses: its routes need its capability for its admin page.
		assert.equal( ( await rest( 'editor', 'GET', 'settings' ) ).status, 403 );
	} );

	/** Each screen opened settled, showing its heading, with no part failed. */
	async function showsEachScreen( screens ) {
		for ( const [ hash, heading ] of screens ) {
			const page = await openSettled( 'admin', hash, 'jetpack-dashboard' );
			assert.equal( ( await page.locator( '#jp-main h1' ).first().innerText() ).trim(), heading, hash );
			assert.deepEqual( await page.locator( '#jp-main [role="alert"]' ).allInnerTexts(), [], `${ hash }: no part failed` );
		}
		expectClean( 'admin' );
	}

	it( 'shows each screen of the offline site, with no failure, console error or failed request', async () => {
		await showsEachScreen( [
			[ '#/dashboard', 'At a Glance' ],
			[ '#/my-plan', 'Jetpack My Plan Details' ],
			[ '#/security', 'Security' ],
			[ '#/traffic', 'Traffic' ],
			[ '#/product/backup', 'Jetpack Backup' ],
		] );
	} );

	it( 'shows each screen of the connected site from Jetpack’s answers, read the way the app reads Jetpack', async () => {
		await asStandIn( [ 'jp_test_online' ], async () => {
			const calls = [];
			const listen = ( request ) => calls.push( decodeURIComponent( request.url() ) );
			sessions.admin.page.on( 'request', listen );
			await showsEachScreen( [
				[ '#/dashboard', 'At a Glance' ],
				[ '#/my-plan', 'Jetpack My Plan Details' ],
				[ '#/traffic', 'Traffic' ],
				[ '#/product/backup', 'Jetpack Backup' ],
			] );
			sessions.admin.page.off( 'request', listen );
			// The dashboard's cards, My Plan and the product page asked Jetpack's routes, the catalogue at site/products;
			// the installed plugins came with the page, from Jetpack's own route (docs/api.md#preloaded-answers).
			const printed = await sessions.admin.page.evaluate( () => window.Initial_State.preloadedAnswers );
			assert.ok( printed[ '/jetpack/v4/plugins' ].body[ 'jetpack/jetpack.php' ], 'plugins printed with the page' );
			assert.ok( ! calls.some( ( url ) => /\/jetpack\/v4\/plugins(\?|&|$)/.test( url ) ), 'never asked plugins, printed with the page' );
			for ( const route of [ 'rewind', 'scan', 'module/akismet/data', 'site', 'site/purchases', 'site/products', 'intro-offers' ] ) {
				assert.ok( calls.some( ( url ) => url.includes( `/jetpack/v4/${ route }` ) ), `asked ${ route } (asked: ${ calls.filter( ( url ) => url.includes( 'jetpack/v4' ) ).join( ', ' ) })` );
			}
			assert.ok( ! calls.some( ( url ) => /\/jetpack\/v4\/products(\?|&|$)/.test( url ) ), 'never asked products, which Jetpack answers with the provider list' );
			const page = await openSettled( 'admin', '#/product/backup', 'jetpack-dashboard' );
			await page.getByRole( 'article', { name: 'Jetpack Backup' } ).waitFor();
		} );
	} );

	it( 'is as strict as Jetpack on its routes: Jetpack’s mapping of its capabilities, its arguments and its refusals', async () => {
		// Offline, Jetpack's admin page is the option managers'.
		assert.equal( ( await rest( 'editor', 'GET', 'settings' ) ).status, 403 );
		await asStandIn( [ 'jp_test_online' ], async () => {
			// Connected, it is every writer's (edit_posts), but not what Jetpack keeps to managers.
			assert.equal( ( await rest( 'editor', 'GET', 'settings' ) ).status, 200 );
			for ( const [ route, code ] of [
				[ 'site/products', 'rest_forbidden' ],
				[ 'waf', 'invalid_user_permission_manage_options' ],
				[ 'connection/plugins', 'invalid_user_permission_activate_plugins' ],
				[ 'recommendations/data', 'invalid_user_permission_manage_settings' ],
			] ) {
				const refused = await rest( 'editor', 'GET', route );
				assert.deepEqual( [ refused.status, refused.body.code ], [ 403, code ], route );
				assert.equal( ( await rest( 'admin', 'GET', route ) ).status, 200, `${ route } is the administrator’s` );
			}
			// A subscriber may not open Jetpack's admin page at all.
			assert.equal( ( await rest( 'subscriber', 'GET', 'settings' ) ).status, 403 );
			// A setting Jetpack does not take.
			const unknown = await rest( 'admin', 'POST', 'settings', { jetpack_waf_ip_list: true } );
			assert.deepEqual( [ unknown.status, unknown.body.code, unknown.body.message ], [ 400, 'some_updated', 'Invalid option: jetpack_waf_ip_list.' ] );
			assert.equal( ( await rest( 'admin', 'POST', 'settings', { jetpack_waf_ip_allow_list_enabled: true } ) ).status, 200 );
			assert.equal( ( await rest( 'admin', 'GET', 'settings' ) ).body.jetpack_waf_ip_allow_list_enabled, true, 'kept, as Jetpack keeps it' );
			sql( "DELETE FROM wp_options WHERE option_name = 'jetpack_waf_ip_allow_list_enabled'" );
			// Arguments Jetpack registers, and a recommendations answer it would not store.
			assert.equal( ( await rest( 'admin', 'POST', 'module/carousel/active', {} ) ).status, 400 );
			assert.equal( ( await rest( 'admin', 'POST', 'recommendations/data', { data: { 'site-type-personal': 3 } } ) ).status, 400 );
			assert.equal( ( await rest( 'admin', 'POST', 'recommendations/data', { data: { 'site-type-personal': true } } ) ).status, 200 );
			// The plugin's merge, in its own namespace: answers saved one after the other (two tabs) are all kept, where
			// Jetpack keeps them (Jetpack_Options' compact group), so Jetpack's own GET recommendations/data reads them.
			for ( const answer of [ 'site-type-store', 'site-type-agency' ] ) {
				assert.equal( ( await rest( 'admin', 'POST', '/jetpack-dashboard/v1/recommendations/data', { data: { [ answer ]: true } } ) ).status, 200 );
			}
			const kept = sql( "SELECT option_value FROM wp_options WHERE option_name = 'jetpack_options'" );
			for ( const answer of [ 'site-type-store', 'site-type-agency' ] ) {
				assert.match( kept, new RegExp( `recommendations_data.*${ answer }` ), answer );
			}
		}, forgetJetpackOptions );
	} );

	/** A call to this plugin's own namespace. */
	const own = ( role, method, route, data ) =>
		sessions[ role ].context.request.fetch( `${ URL_ROOT }/?rest_route=/jetpack-dashboard/v1/${ route }`, {
			method,
			headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': sessions[ role ].nonce },
			data: data === undefined ? undefined : JSON.stringify( data ),
		} );

	it( 'keeps the site-type questionnaire, which Jetpack does not have, in its own namespace, for managers only', async () => {
		const saved = await own( 'admin', 'POST', 'setup/questionnaire', { 'site-type-store': true } );
		assert.equal( saved.status(), 200 );
		assert.deepEqual( await ( await own( 'admin', 'GET', 'setup/questionnaire' ) ).json(), { 'site-type-store': true } );
		const refused = await own( 'editor', 'POST', 'setup/questionnaire', { 'site-type-store': false } );
		assert.equal( refused.status(), 403 );
		assert.deepEqual( await ( await own( 'admin', 'GET', 'setup/questionnaire' ) ).json(), { 'site-type-store': true } );
	} );

	it( 'refuses a body over 256 KB to its own routes, whatever their case, and leaves Jetpack’s routes to Jetpack', async () => {
		const padding = 'z'.repeat( 400 * 1024 );
		for ( const route of [ 'setup/questionnaire', 'SETUP/Questionnaire' ] ) {
			for ( const namespace of [ 'jetpack-dashboard/v1', 'JETPACK-DASHBOARD/V1' ] ) {
				const answer = await sessions.admin.context.request.fetch( `${ URL_ROOT }/?rest_route=/${ namespace }/${ route }`, {
					method: 'POST',
					headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': sessions.admin.nonce },
					data: JSON.stringify( { 'site-type-store': false, padding } ),
				} );
				assert.equal( answer.status(), 413, `${ namespace }/${ route }` );
				assert.equal( ( await answer.json() ).code, 'rest_payload_too_large' );
			}
		}
		assert.deepEqual( await ( await own( 'admin', 'GET', 'setup/questionnaire' ) ).json(), { 'site-type-store': true } );
		// Jetpack's own route answers as Jetpack does, whatever the size: a large body as a small one.
		const small = await rest( 'admin', 'POST', 'settings', { padding: 'z' } );
		const large = await rest( 'admin', 'POST', 'settings', { padding } );
		assert.notEqual( large.body.code, 'rest_payload_too_large' );
		assert.deepEqual( [ large.status, large.body.code ], [ small.status, small.body.code ], JSON.stringify( large.body ).slice( 0, 200 ) );
		// The page prints the PHP version to the administrator, who manages options (docs/wordpress-plugin.md#security-model).
		const { page } = sessions.admin;
		await page.goto( `${ URL_ROOT }/wp-admin/index.php` );
		await page.goto( `${ PAGE }#/dashboard` );
		await page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor( { timeout: 20000 } );
		assert.match( await page.evaluate( () => window.Initial_State.phpVersion ), /^8\.\d/ );
	} );

	it( 'runs the assistant from the site type to the summary on Jetpack’s routes', async () => {
		await asStandIn( [ 'jp_test_online' ], walksToTheSummary, forgetJetpackOptions );
	} );

	it( 'keeps the app’s notice dismissals, which Jetpack’s notice route refuses, per user in its own namespace', async () => {
		const dismissed = await own( 'admin', 'POST', 'notice/whats-new', { dismissed: true } );
		assert.equal( dismissed.status(), 200 );
		assert.equal( ( await dismissed.json() )[ 'whats-new' ], true );
		// Only the app's own notices: Jetpack's are Jetpack's to keep.
		assert.equal( ( await own( 'admin', 'POST', 'notice/welcome', { dismissed: true } ) ).status(), 404 );

		const { page } = sessions.admin;
		// From another page: the same address with its hash would not load the page again.
		await page.goto( `${ URL_ROOT }/wp-admin/index.php` );
		await page.goto( `${ PAGE }#/dashboard` );
		await page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor( { timeout: 20000 } );
		assert.equal( ( await page.evaluate( () => window.Initial_State ) ).dismissedNotices[ 'whats-new' ], true );
		// Another user's dismissals are their own.
		const editors = await own( 'editor', 'POST', 'notice/dev-version', { dismissed: true } );
		assert.deepEqual( await editors.json(), { 'dev-version': true } );
	} );
} );

describe( 'beside the Jetpack that removed its dashboard (the stand-in with jp_test_latest)', () => {
	it( 'supplies what Jetpack no longer prints or serves, in its own namespace, with Jetpack’s permission', async () => {
		await asStandIn( [ 'jp_test_online', 'jp_test_latest' ], async () => {
			// Jetpack no longer has the assistant's routes; this plugin serves them in its own namespace.
			assert.equal( ( await rest( 'admin', 'GET', 'recommendations/step' ) ).status, 404 );
			const step = await rest( 'admin', 'POST', '/jetpack-dashboard/v1/recommendations/step', { step: 'monitor' } );
			assert.equal( step.status, 200 );
			assert.deepEqual( ( await rest( 'admin', 'GET', '/jetpack-dashboard/v1/recommendations/step' ) ).body, { step: 'monitor' } );
			// Kept where Jetpack keeps it: its jetpack_options option.
			assert.match( sql( "SELECT option_value FROM wp_options WHERE option_name = 'jetpack_options'" ), /recommendations_step.*monitor/ );
			assert.equal( ( await rest( 'editor', 'GET', '/jetpack-dashboard/v1/recommendations/step' ) ).status, 403 );
			assert.equal( ( await rest( 'admin', 'POST', '/jetpack-dashboard/v1/seen-wc-connection-modal' ) ).status, 200 );

			const page = await openSettled( 'admin', '#/dashboard', 'jetpack-dashboard' );
			const printed = await page.evaluate( () => window.Initial_State );
			assert.equal( printed.isAiEnabled, false, 'Jetpack’s newest page data' );
			assert.equal( printed.recommendationsStep, 'monitor' );
			assert.equal( printed.hasSeenWCConnectionModal, true );
			assert.equal( printed.siteData.showRecommendations, true );
			assert.equal( printed.products.backup.slug, 'jetpack_backup_t1_yearly' );
			assert.ok( printed.ownRoutes.includes( 'recommendations/step' ) );
			expectClean( 'admin' );
		}, forgetJetpackOptions );
	} );

	it( 'shows the dashboard, My Plan, a product page and the assistant, and runs the assistant from the site type', async () => {
		await asStandIn( [ 'jp_test_online', 'jp_test_latest' ], async () => {
			await showsEachScreenOf( [
				[ '#/dashboard', 'At a Glance' ],
				[ '#/my-plan', 'Jetpack My Plan Details' ],
				[ '#/product/backup', 'Jetpack Backup' ],
				[ '#/recommendations/monitor', 'Would you like Downtime Monitoring to notify you if your site goes offline?' ],
			] );
			await walksToTheSummary();
			// Where Jetpack keeps the answers and the step (Jetpack_Options' compact group), so its own code reads them.
			const kept = sql( "SELECT option_value FROM wp_options WHERE option_name = 'jetpack_options'" );
			assert.match( kept, /recommendations_data.*site-type-personal/ );
			let step = kept;
			for ( let tries = 0; tries < 20 && ! /recommendations_step";s:\d+:"summary"/.test( step ); tries++ ) {
				await new Promise( ( resolve ) => setTimeout( resolve, 250 ) );
				step = sql( "SELECT option_value FROM wp_options WHERE option_name = 'jetpack_options'" );
			}
			assert.match( step, /recommendations_step";s:\d+:"summary"/ );
			assert.equal( sql( "SELECT COUNT(*) FROM wp_options WHERE option_name = 'jetpack_recommendations_data'" ).trim(), '0' );
			// A notice dismissed for good stays dismissed on the next page, this user's only.
			const dismissed = await rest( 'admin', 'POST', '/jetpack-dashboard/v1/notice/whats-new', { dismissed: true } );
			assert.equal( dismissed.status, 200 );
			const page = await openSettled( 'admin', '#/dashboard', 'jetpack-dashboard' );
			assert.equal( ( await page.evaluate( () => window.Initial_State ) ).dismissedNotices[ 'whats-new' ], true );
		}, () => sql( "DELETE FROM wp_options WHERE option_name IN ( 'jetpack_options', 'jetpack_recommendations_data' )" ) );
	} );
} );

/*
 * Security's firewall lists on a connected Jetpack site: the app's one switch is saved as Jetpack's two and the lists
 * with them through Jetpack's settings route, kept in the options Jetpack keeps them in, and read back on the next
 * visit from the page data (docs/hosts.md#firewall).
 */
for ( const latest of [ false, true ] ) {
	describe( `the firewall's IP lists, beside ${ latest ? 'the Jetpack that removed its dashboard' : 'Jetpack' }`, () => {
		const options = latest ? [ 'jp_test_online', 'jp_test_latest' ] : [ 'jp_test_online' ];
		it( 'are saved in Security and read back on the next visit', async () => {
			await asStandIn( options, async () => {
				const firewall = ( page ) => page.locator( '.jp-isolated[data-part="Firewall"]' );
				const page = await openSettled( 'admin', '#/security', 'jetpack-dashboard' );
				const lists = firewall( page ).getByRole( 'checkbox', { name: 'Allow and block specific IP addresses' } );
				assert.equal( await lists.isChecked(), false, 'the recorded site keeps no lists' );
				await lists.click();
				await page.getByRole( 'region', { name: 'Notices' } ).getByText( 'Updated settings.' ).waitFor();
				await firewall( page ).getByRole( 'textbox', { name: 'Blocked IP addresses' } ).fill( '198.51.100.9' );
				await firewall( page ).getByRole( 'textbox', { name: 'Always allowed IP addresses' } ).fill( '203.0.113.0/24' );
				await firewall( page ).getByRole( 'button', { name: 'Save Settings' } ).click();
				await firewall( page ).getByRole( 'button', { name: 'Save Settings', disabled: true } ).waitFor();
				// Where Jetpack keeps them: an option each, Jetpack's two switches for the app's one.
				assert.deepEqual(
					[ 'jetpack_waf_ip_block_list', 'jetpack_waf_ip_allow_list', 'jetpack_waf_ip_block_list_enabled', 'jetpack_waf_ip_allow_list_enabled', 'jetpack_waf_ip_list' ].map( dbOption ),
					[ '198.51.100.9', '203.0.113.0/24', '1', '1', null ]
				);

				const again = await openSettled( 'admin', '#/security', 'jetpack-dashboard' );
				assert.equal( await firewall( again ).getByRole( 'checkbox', { name: 'Allow and block specific IP addresses' } ).isChecked(), true );
				assert.equal( await firewall( again ).getByRole( 'textbox', { name: 'Blocked IP addresses' } ).inputValue(), '198.51.100.9' );
				assert.equal( await firewall( again ).getByRole( 'textbox', { name: 'Always allowed IP addresses' } ).inputValue(), '203.0.113.0/24' );
				const settings = await rest( 'admin', 'GET', 'settings' );
				assert.deepEqual(
					[ settings.body.jetpack_waf_ip_block_list, settings.body.jetpack_waf_ip_block_list_enabled ],
					[ '198.51.100.9', true ]
				);
				expectClean( 'admin' );
			}, () => sql( "DELETE FROM wp_options WHERE option_name LIKE 'jetpack_waf_%'" ) );
		} );
	} );
}

/*
 * The usage-data choice on Privacy (docs/hosts.md#how-strict-jetpack-is): Jetpack keeps a linked user's choice on
 * WordPress.com and answers it back; for a user not linked, as every user of the offline site, it saves nothing and
 * answers opted out, which the page says instead of reporting the choice saved.
 */
for ( const latest of [ false, true ] ) {
	describe( `usage data, beside ${ latest ? 'the Jetpack that removed its dashboard' : 'Jetpack' }`, () => {
		const share = ( page ) => page.getByRole( 'checkbox', { name: /^Share information with our analytics tool/ } );
		const notices = ( page ) => page.getByRole( 'region', { name: 'Notices' } );
		const during = ( options, run ) => asStandIn( options, run, () => sql( "DELETE FROM wp_usermeta WHERE meta_key = 'jp_test_tracks_opt_out'" ) );

		it( 'offline, says why the administrator, not linked, cannot share it, and nothing is kept', () =>
			during( latest ? [ 'jp_test_latest' ] : [], async () => {
				const page = await openSettled( 'admin', '#/privacy', 'jetpack-dashboard' );
				assert.equal( await share( page ).isChecked(), false );
				await share( page ).click();
				await notices( page )
					.getByText( 'Error updating privacy settings. Jetpack shares usage data only for users connected to WordPress.com. Connect your WordPress.com account first.' )
					.waitFor();
				assert.equal( await share( page ).isChecked(), false );
				assert.deepEqual( ( await rest( 'admin', 'GET', 'tracking/settings' ) ).body, { tracks_opt_out: true } );
				assert.equal( dbUserMeta( USERS.admin.login, 'jp_test_tracks_opt_out' ), null );
				expectClean( 'admin' );
			} ) );

		it( 'connected, keeps the linked administrator’s choice and shows it on the next visit', () =>
			during( latest ? [ 'jp_test_online', 'jp_test_latest' ] : [ 'jp_test_online' ], async () => {
				await rest( 'admin', 'POST', 'tracking/settings', { tracks_opt_out: true } );
				const page = await openSettled( 'admin', '#/privacy', 'jetpack-dashboard' );
				assert.equal( await share( page ).isChecked(), false );
				await share( page ).click();
				await notices( page ).getByText( 'Updated privacy settings.' ).waitFor();
				assert.equal( await share( page ).isChecked(), true );
				assert.equal( dbUserMeta( USERS.admin.login, 'jp_test_tracks_opt_out' ), '0' );
				const again = await openSettled( 'admin', '#/privacy', 'jetpack-dashboard' );
				assert.equal( await share( again ).isChecked(), true );
				expectClean( 'admin' );
			} ) );
	} );
}

/** Each screen opened settled as the administrator, showing its heading, with no part failed. */
async function showsEachScreenOf( screens ) {
	for ( const [ hash, heading ] of screens ) {
		const page = await openSettled( 'admin', hash, 'jetpack-dashboard' );
		assert.equal( ( await page.locator( '#jp-main h1' ).first().innerText() ).trim(), heading, hash );
		assert.deepEqual( await page.locator( '#jp-main [role="alert"]' ).allInnerTexts(), [], `${ hash }: no part failed` );
	}
	expectClean( 'admin' );
}

/*
 * Jetpack lets an editor of a connected site open its admin page (`jetpack_admin_page` is `edit_posts` there) but
 * refuses them site/*, waf, the assistant's data and step: every route the app lets them open shows with no call
 * refused, no failure and no console error, and those it keeps for managers lead to At a Glance (docs/hosts.md).
 */
for ( const latest of [ false, true ] ) {
	describe( `an editor of the connected site, beside ${ latest ? 'the Jetpack that removed its dashboard' : 'Jetpack' }`, () => {
		const options = latest ? [ 'jp_test_online', 'jp_test_latest' ] : [ 'jp_test_online' ];
		it( 'opens At a Glance and About, and is led to At a Glance from My Plan, the assistant, a product page and Security', async () => {
			await asStandIn( options, async () => {
				for ( const [ hash, landing, heading ] of [
					[ '#/dashboard', '#/dashboard', 'At a Glance' ],
					[ '#/about', '#/about', 'About Jetpack Dashboard' ],
					[ '#/my-plan', '#/dashboard', 'At a Glance' ],
					[ '#/recommendations', '#/dashboard', 'At a Glance' ],
					[ '#/product/backup', '#/dashboard', 'At a Glance' ],
					[ '#/security', '#/dashboard', 'At a Glance' ],
				] ) {
					const page = await openSettled( 'editor', hash, 'jetpack-dashboard' );
					assert.equal( ( await page.locator( '#jp-main h1' ).first().innerText() ).trim(), heading, hash );
					assert.equal( new URL( page.url() ).hash, landing, hash );
					assert.deepEqual( await page.locator( '#jp-main [role="alert"]' ).allInnerTexts(), [], `${ hash }: no part failed` );
				}
				// No refused call, failed request or console error on the way.
				expectClean( 'editor' );
			} );
		} );
	} );
}

/**
 * The assistant from the site type to its summary as the administrator: Personal, then every suggestion put off with
 * Not now, each step saved where the host keeps it; no part fails, no call is refused.
 */
async function walksToTheSummary() {
	const page = await openSettled( 'admin', '#/recommendations/site-type', 'jetpack-dashboard' );
	const opened = ( await page.locator( '#jp-main h1' ).first().innerText() ).trim();
	assert.match( opened, /^What type of site is /, `${ opened } at ${ page.url() }` );
	await page.getByRole( 'checkbox', { name: 'Personal' } ).check();
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	const heading = page.locator( '#jp-main h1' ).first();
	let shown = 'What type of site';
	for ( let step = 0; step < 12 && ! shown.startsWith( 'Nice work!' ); step++ ) {
		await page.locator( '#jp-main h1', { hasNotText: shown } ).first().waitFor( { timeout: 20000 } );
		shown = ( await heading.innerText() ).trim();
		if ( ! shown.startsWith( 'Nice work!' ) ) {
			await page.getByRole( 'button', { name: 'Not now' } ).click();
		}
	}
	assert.match( shown, /^Nice work! Let.s recap what we enabled for / );
	await page.getByRole( 'region', { name: 'Recommendations skipped' } ).waitFor();
	// Its sidebar's card, chosen from the backup status, loads what it offers after it.
	await settled( page );
	assert.deepEqual( await page.locator( '#jp-main [role="alert"]' ).allInnerTexts(), [], 'no part failed' );
	expectClean( 'admin' );
}
