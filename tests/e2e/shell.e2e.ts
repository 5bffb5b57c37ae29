/**
 * The shell in the browser, in every scenario: the navigation and settings tabs each role should see, unknown
 * routes, guards, and no console error anywhere.
 */
import { demoUrl, openWatchedPage, resetScenario, sharedBrowser } from './support/browser';
import type { WatchedPage } from './support/browser';

const browser = sharedBrowser();

const FULL_NAV = [ 'At A Glance', 'My Plan', 'Plans', 'Recommendations', 'My Jetpack' ];
const ALL_TABS = [ 'Security', 'Performance', 'Writing', 'Sharing', 'Discussion', 'Traffic' ];

async function open( scenario: string, hash: string ): Promise< WatchedPage > {
	await resetScenario( scenario );
	const watched = await openWatchedPage( browser() );
	await watched.page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack${ hash }` );
	await watched.page.locator( '.jp-shell' ).waitFor();
	return watched;
}

async function navLinks( watched: WatchedPage, name: string ): Promise< string[] > {
	const nav = watched.page.getByRole( 'navigation', { name, exact: true } );
	if ( ( await nav.count() ) === 0 ) {
		return [];
	}
	return ( await nav.getByRole( 'link' ).allTextContents() ).map( ( text ) => text.replace( /\d+$/, '' ).trim() );
}

describe.each( [
	[ 'owner', FULL_NAV, ALL_TABS ],
	[ 'owner-paid', FULL_NAV, ALL_TABS ],
	[ 'threats', FULL_NAV, ALL_TABS ],
	[ 'licenses', FULL_NAV, ALL_TABS ],
	[ 'recommendations', FULL_NAV, ALL_TABS ],
	[ 'user-unlinked', [ 'At A Glance', 'Plans', 'Recommendations', 'My Jetpack' ], ALL_TABS ],
	[ 'no-owner', [ 'At A Glance', 'Plans', 'Recommendations', 'My Jetpack' ], ALL_TABS ],
	[ 'offline', [ 'At A Glance', 'My Jetpack' ], ALL_TABS ],
	[ 'editor', [ 'At A Glance' ], [ 'Writing', 'Sharing' ] ],
	[ 'subscriber', [], [] ],
	[ 'not-connected', [], [] ],
	[ 'coupon', [], [] ],
] )( 'scenario %s', ( scenario, nav, tabs ) => {
	it( 'shows the navigation and settings tabs of its role', async () => {
		const dashboard = await open( scenario, '#/dashboard' );
		// A site still to connect opens on the connect screen.
		await dashboard.page.getByRole( 'heading', { level: 1, name: /^(At a Glance|Over 5 million WordPress sites are faster and more secure)$/ } ).waitFor();
		expect( await navLinks( dashboard, 'Jetpack' ) ).toEqual( nav );
		dashboard.expectClean();
		await dashboard.close();

		const settings = await open( scenario, '#/settings' );
		expect( await navLinks( settings, 'Settings' ) ).toEqual( tabs );
		if ( scenario === 'subscriber' ) {
			// Subscribers see no settings at all.
			await settings.page.waitForURL( /#\/dashboard$/ );
		}
		settings.expectClean();
		await settings.close();
	} );
} );

it( 'replaces an unknown route with /dashboard and titles the page by route', async () => {
	const watched = await open( 'owner', '#/no-such-page' );
	await watched.page.waitForURL( /#\/dashboard$/ );
	await watched.page.waitForFunction( () => document.title.startsWith( 'At A Glance ‹ Jetpack' ) );
	await watched.page.getByRole( 'navigation', { name: 'Dashboard or settings' } ).getByRole( 'link', { name: 'Settings' } ).click();
	await watched.page.waitForURL( /#\/settings$/ );
	// The title follows the route once the screen has rendered.
	await watched.page.waitForFunction( () => document.title.startsWith( 'Settings ‹ Jetpack' ) );
	watched.expectClean();
	await watched.close();
} );

it( 'turns the settings tabs into a dropdown on a narrow screen', async () => {
	const watched = await open( 'owner', '#/security' );
	await watched.page.setViewportSize( { width: 420, height: 800 } );
	const select = watched.page.getByRole( 'combobox', { name: 'Settings section' } );
	await select.waitFor();
	await select.selectOption( 'traffic' );
	await watched.page.waitForURL( /#\/traffic$/ );
	await watched.page.setViewportSize( { width: 1280, height: 800 } );
	await watched.page.getByRole( 'navigation', { name: 'Settings', exact: true } ).getByRole( 'link', { name: 'Traffic' } ).waitFor();
	watched.expectClean();
	await watched.close();
} );

it( 'redirects guarded routes the user may not open', async () => {
	for ( const [ scenario, hash ] of [
		[ 'user-unlinked', '#/license/activation' ],
		[ 'not-connected', '#/recommendations/summary' ],
		[ 'owner', '#/product/no-such-product' ],
	] as const ) {
		const watched = await open( scenario, hash );
		await watched.page.waitForURL( /#\/dashboard$/ );
		watched.expectClean();
		await watched.close();
	}
} );
