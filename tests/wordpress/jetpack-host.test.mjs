/**
 * The plugin beside the original Jetpack plugin (run.mjs --run=jetpack, with the stand-in of fixtures/jetpack/ active;
 * docs/hosts.md#beside-jetpack): Jetpack keeps admin.php?page=jetpack and its routes, and the dashboard gets a page
 * of its own under Jetpack's menu, printing Jetpack's page data with the fields only this plugin prints. Jetpack's
 * capability for its admin page decides who may open it. The stand-in answers none of Jetpack's routes, so the
 * dashboard's calls are not checked here: the demo's Jetpack mode checks them (tests/integration/api/jetpack-host.test.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rest, sessions, signInEveryRole, URL_ROOT } from './tools/site.mjs';

const PAGE = `${ URL_ROOT }/wp-admin/admin.php?page=jetpack-dashboard`;

signInEveryRole();

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

	it( 'leaves Jetpack’s routes to Jetpack: this plugin registers none of them', async () => {
		for ( const route of [ 'settings', 'setup/questionnaire' ] ) {
			const { status, body } = await rest( 'admin', 'GET', route );
			assert.equal( status, 404, route );
			assert.equal( body.code, 'rest_no_route', route );
		}
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
