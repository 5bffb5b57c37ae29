/**
 * The smoke run of the version matrix (tests/wordpress/README.md#the-version-matrix): on each WordPress the full suite
 * does not run on, the plugin activates (run.mjs installed it as WordPress does), each role opens its page, and the
 * administrator turns a module on with its switch and saves a setting through the app; both are in the database
 * after a reload. On a network (run.mjs --run=multisite), the plugin is network-activated and a second site's
 * dashboard works the same. run.mjs fails the run on any PHP notice the plugin or WordPress logs.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { dbOption, dbSetting, expectClean, headings, navLinks, openDashboard, openSettled, sessions, URL_ROOT, signInEveryRole } from './tools/site.mjs';

const RELEASE = process.env.JP_WP_RELEASE;
const PHP = process.env.JP_WP_PHP;
const SECOND_SITE = process.env.JP_WP_SECOND_SITE;

signInEveryRole();

describe( `WordPress ${ RELEASE } on PHP ${ PHP }: smoke`, () => {
	it( 'the administrator gets the dashboard with its navigation and settings', async () => {
		const page = await openDashboard( 'admin' );
		await page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
		await page.getByRole( 'region', { name: 'Site Stats' } ).getByText( 'Unavailable in Offline Mode.' ).waitFor();
		assert.deepEqual( await navLinks( page, 'Jetpack' ), [ 'At A Glance' ] );
		// WordPress' own footer names the release it runs ("Version 6.5.5", or a development version's own words):
		// the one this run was asked for.
		const footer = await page.locator( '#footer-upgrade' ).innerText();
		assert.ok( footer.includes( RELEASE ), `WordPress ${ RELEASE } runs: ${ footer }` );
		// And the PHP that served the page is the one asked for (the page data says what PHP_VERSION is).
		const served = await page.evaluate( () => [ window.Initial_State.wordpressVersion, window.Initial_State.phpVersion ] );
		assert.equal( served[ 0 ], RELEASE );
		assert.ok( served[ 1 ].startsWith( `${ PHP }.` ), `PHP ${ PHP } serves the page: ${ served[ 1 ] }` );
		// This plugin alone answers the app's routes: the page names it as the host, and the app fetches none of the
		// adapters it takes on a Jetpack site (docs/hosts.md).
		assert.equal( await page.evaluate( () => window.Initial_State.host ), 'plugin' );
		const adapters = await page.evaluate( () => performance.getEntriesByType( 'resource' ).filter( ( entry ) => entry.name.includes( 'jetpack-host' ) ).length );
		assert.equal( adapters, 0, 'no Jetpack adapters fetched' );
		// WordPress' own formats for the user's locale, read from $wp_locale (docs/hosts.md#locale-formats): English's.
		const formats = await page.evaluate( () => window.Initial_State.localeFormats );
		assert.deepEqual(
			[ formats.thousandsSeparator, formats.decimalPoint, formats.months[ 10 ], formats.monthsShort[ 0 ], formats.weekdays.length, formats.weekdaysShort[ 6 ] ],
			[ ',', '.', 'November', 'Jan', 7, 'Sat' ]
		);
		const settings = await openSettled( 'admin', '#/writing' );
		assert.deepEqual( await navLinks( settings, 'Settings' ), [ 'Security', 'Performance', 'Writing', 'Sharing', 'Discussion', 'Traffic' ] );
		expectClean( 'admin' );
	} );

	for ( const role of [ 'editor', 'subscriber' ] ) {
		it( `the ${ role } gets the reduced dashboard`, async () => {
			const page = await openDashboard( role );
			await page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
			await page.getByRole( 'region', { name: 'Site Stats' } ).getByText( 'Unavailable in Offline Mode.' ).waitFor();
			assert.deepEqual( await headings( page, 3 ), [ 'Site Stats', 'Site connection', 'Account connection' ] );
			assert.deepEqual( await navLinks( page, 'Jetpack' ), [] );
			expectClean( role );
		} );
	}

	it( 'the administrator turns a module on with its switch and saves a setting; both survive a reload and are stored', async () => {
		const page = await openSettled( 'admin', '#/writing' );
		const composing = page.getByRole( 'region', { name: 'Composing', exact: true } );
		const copyPost = composing.getByRole( 'checkbox', { name: /Enable the option to copy entire posts and pages/ } );
		assert.equal( await copyPost.isChecked(), false );
		await copyPost.click();
		await page.getByRole( 'region', { name: 'Notices' } ).getByText( 'Updated settings.' ).waitFor();

		const types = page.getByRole( 'region', { name: 'Custom content types', exact: true } );
		await types.getByRole( 'checkbox', { name: 'Portfolios' } ).click();
		const perPage = types.getByRole( 'spinbutton', { name: 'Portfolio projects per page' } );
		await perPage.fill( '7' );
		await types.getByRole( 'button', { name: 'Save Settings' } ).click();
		await types.getByRole( 'button', { name: 'Save Settings', disabled: true } ).waitFor();

		const reloaded = await openSettled( 'admin', '#/writing' );
		assert.equal( await reloaded.getByRole( 'region', { name: 'Composing', exact: true } ).getByRole( 'checkbox', { name: /copy entire posts/ } ).isChecked(), true );
		assert.equal( await reloaded.getByRole( 'spinbutton', { name: 'Portfolio projects per page' } ).inputValue(), '7' );
		assert.match( dbOption( 'jetpack_dashboard_active_modules' ) ?? '', /"copy-post"/ );
		assert.equal( dbSetting( 'jetpack_portfolio_posts_per_page' ), 7 );
		expectClean( 'admin' );
	} );

	if ( SECOND_SITE ) {
		it( 'on a network, the plugin is network-active and a second site’s administrator gets its own dashboard', async () => {
			const { page } = sessions.admin;
			await page.goto( `${ URL_ROOT }/wp-admin/network/plugins.php` );
			const row = page.locator( 'tr[data-plugin="jetpack-dashboard/jetpack-dashboard.php"]' );
			await row.getByRole( 'link', { name: /Network Deactivate/ } ).waitFor();
			await page.goto( `${ SECOND_SITE }/wp-admin/admin.php?page=jetpack#/dashboard` );
			await page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
			const state = await page.evaluate( () => [ window.Initial_State.siteData.isMultisite, window.Initial_State.siteTitle ] );
			assert.deepEqual( state, [ true, 'Second Site' ] );
			expectClean( 'admin' );
		} );
	}
} );
