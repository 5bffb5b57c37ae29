/**
 * The app boots in the demo site's wp-admin page in several scenarios, shows the At a Glance heading and the
 * connection state from the store, and logs no error.
 */
import type { Page } from 'playwright-core';
import { demoUrl, openWatchedPage, resetScenario, sharedBrowser } from './support/browser';

const browser = sharedBrowser();

const AT_A_GLANCE = 'At a Glance';
describe.each( [
	[ 'owner', AT_A_GLANCE, 'Your site and your account are connected to WordPress.com.' ],
	// A site still to connect opens on the connect screen.
	[ 'not-connected', 'Over 5 million WordPress sites are faster and more secure', 'Set up Jetpack' ],
	[ 'offline', AT_A_GLANCE, 'Offline Mode: features that need WordPress.com are off.' ],
	[ 'user-unlinked', AT_A_GLANCE, 'Your site is connected to WordPress.com; your account is not linked yet.' ],
] )( 'scenario %s', ( scenario, heading, connectionText ) => {
	it( 'boots inside wp-admin with no console error', async () => {
		await resetScenario( scenario );
		const watched = await openWatchedPage( browser() );
		const { page } = watched;
		await page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack` );
		await page.getByRole( 'heading', { name: heading, level: 1 } ).waitFor();
		await expect( page.getByText( connectionText, { exact: true } ).first().isVisible() ).resolves.toBe( true );
		// The page is a wp-admin page: toolbar, the plugin's menu entry marked current, the app's container.
		await expect( page.getByRole( 'navigation', { name: 'Toolbar' } ).isVisible() ).resolves.toBe( true );
		await expect( page.getByRole( 'navigation', { name: 'Main menu' } ).getByRole( 'link', { name: 'Jetpack' } ).getAttribute( 'aria-current' ) ).resolves.toBe( 'page' );
		await expect( page.locator( '#jp-plugin-container' ).count() ).resolves.toBe( 1 );
		watched.expectClean();
		await watched.close();
	} );
} );

it( 'answers host pages the app links to with a page naming them', async () => {
	const watched = await openWatchedPage( browser() );
	for ( const [ path, title ] of [
		[ '/wp-admin/admin.php?page=stats', 'Site Stats' ],
		[ '/wp-admin/admin.php?page=vaultpress', 'VaultPress' ],
		[ '/wp-admin/update-core.php', 'WordPress Updates' ],
		[ '/wp-admin/customize.php?autofocus[panel]=widgets', 'Customize' ],
	] ) {
		await watched.page.goto( `${ demoUrl() }${ path }` );
		await expect( watched.page.getByRole( 'heading', { name: title, level: 1 } ).isVisible() ).resolves.toBe( true );
	}
	watched.expectClean();
	await watched.close();
} );

it( 'opens the plugin’s About, Debug and Modules pages on their own screen, and refuses Debug to an editor as WordPress does', async () => {
	await resetScenario( 'owner' );
	const watched = await openWatchedPage( browser() );
	for ( const [ slug, hash, heading ] of [
		[ 'jetpack_about', '#/about', 'About Jetpack Dashboard' ],
		[ 'jetpack-debugger', '#/debug', 'Debugging Center' ],
		[ 'jetpack_modules', '#/modules', 'Modules' ],
	] ) {
		await watched.page.goto( `${ demoUrl() }/wp-admin/admin.php?page=${ slug }` );
		await watched.page.getByRole( 'heading', { name: heading, level: 1 } ).waitFor();
		expect( new URL( watched.page.url() ).hash ).toBe( hash );
		await expect( watched.page.getByRole( 'navigation', { name: 'Main menu' } ).getByRole( 'link', { name: 'Jetpack' } ).getAttribute( 'aria-current' ) ).resolves.toBe( 'page' );
	}
	watched.expectClean();
	await watched.close();

	await resetScenario( 'editor' );
	const response = await fetch( `${ demoUrl() }/wp-admin/admin.php?page=jetpack-debugger` );
	expect( response.status ).toBe( 403 );
	await expect( response.text() ).resolves.toContain( 'Sorry, you are not allowed to access this page.' );
	await resetScenario( 'owner' );
} );

const APP_SCRIPT = /\/build\/app\.[0-9a-f]+\.js$/;

/** Holds the app's script until the returned function is called, so the page shows only what it printed. */
async function holdAppScript( page: Page ): Promise< () => void > {
	// A hold left from an earlier page has let its script through already.
	await page.unroute( APP_SCRIPT );
	let release = (): void => undefined;
	const released = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route( APP_SCRIPT, async ( route ) => {
		await released;
		await route.continue();
	} );
	return release;
}

it( 'loads the app’s main part beside its boot script, each script once', async () => {
	await resetScenario( 'owner' );
	const watched = await openWatchedPage( browser() );
	const { page } = watched;
	const scripts: string[] = [];
	let mainLoaded = (): void => undefined;
	const mainPart = new Promise< void >( ( resolve ) => ( mainLoaded = resolve ) );
	page.on( 'request', ( request ) => {
		if ( request.resourceType() === 'script' ) {
			scripts.push( new URL( request.url() ).pathname.replace( /^.*\/build\//, '' ) );
		}
	} );
	page.on( 'requestfinished', ( request ) => {
		if ( /\/build\/app-main\.[0-9a-f]+\.js$/.test( request.url() ) ) {
			mainLoaded();
		}
	} );
	const release = await holdAppScript( page );
	await page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack#/dashboard`, { waitUntil: 'commit' } );
	// The page's head starts the main part (the store, React, the shell) with the dashboard's chunk: it arrives while the
	// boot's own script is still held, instead of being asked for once the boot has run.
	await mainPart;
	release();
	await page.getByRole( 'heading', { name: 'At a Glance', level: 1 } ).waitFor();
	await watched.restCallsEnded();
	const names = scripts.map( ( file ) => file.replace( /\.[0-9a-f]+\.js$/, '.js' ) );
	expect( names ).toEqual( expect.arrayContaining( [ 'app.js', 'app-main.js', 'at-a-glance.js' ] ) );
	expect( scripts.filter( ( file, index ) => scripts.indexOf( file ) !== index ) ).toEqual( [] );
	watched.expectClean();
	await watched.close();
} );

it( 'says so under the printed masthead when the app’s main part cannot be loaded, and loads on a reload', async () => {
	await resetScenario( 'owner' );
	const watched = await openWatchedPage( browser() );
	const { page } = watched;
	const MAIN_PART = /\/build\/app-main\.[0-9a-f]+\.js$/;
	// Its script fails for the page's head, then again for the boot, as on a dropped connection.
	watched.allow( /app-main\.[0-9a-f]+\.js/ );
	watched.allow( /Failed to load resource: net::ERR_FAILED/ );
	watched.allow( /The dashboard could not be loaded/ );
	await page.route( MAIN_PART, ( route ) => route.abort() );
	await page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack#/dashboard` );
	const failure = page.getByRole( 'alert' ).filter( { hasText: 'The dashboard could not be loaded. Check your connection, then reload the page.' } );
	await failure.waitFor();
	await expect( page.locator( '#jp-plugin-container .jp-printed-shell' ).getByText( 'Jetpack', { exact: true } ).isVisible() ).resolves.toBe( true );
	// The calls the boot sent end before the page is left.
	await watched.restCallsEnded();
	await page.unroute( MAIN_PART );
	await failure.getByRole( 'button', { name: 'Reload the page' } ).click();
	await page.getByRole( 'heading', { name: 'At a Glance', level: 1 } ).waitFor();
	await expect( page.getByText( 'The dashboard could not be loaded.', { exact: false } ).count() ).resolves.toBe( 0 );
	await watched.restCallsEnded();
	watched.expectClean();
	await watched.close();
} );

it( 'shows the masthead the page printed until the app replaces it, and none on a screen without one', async () => {
	await resetScenario( 'owner' );
	const watched = await openWatchedPage( browser() );
	const { page } = watched;
	const printed = page.locator( '#jp-plugin-container .jp-printed-shell' );
	const rest: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( '/wp-json/' ) ) {
			rest.push( request.url() );
		}
	} );
	const releaseDashboard = await holdAppScript( page );
	await page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack#/dashboard`, { waitUntil: 'commit' } );
	await printed.getByText( 'Jetpack', { exact: true } ).waitFor();
	expect( await page.locator( '.jp-shell' ).count() ).toBe( 0 );
	expect( rest ).toEqual( [] );

	releaseDashboard();
	await page.getByRole( 'heading', { name: 'At a Glance', level: 1 } ).waitFor();
	expect( await printed.count() ).toBe( 0 );
	expect( await page.locator( '.jp-masthead' ).count() ).toBe( 1 );
	expect( rest.length ).toBeGreaterThan( 0 );
	// Leaving with the dashboard's calls in flight would abort them.
	await watched.restCallsEnded();

	// The About page has no masthead: the printed one stays hidden while the app loads.
	const releaseAbout = await holdAppScript( page );
	await page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack_about`, { waitUntil: 'commit' } );
	await printed.waitFor( { state: 'attached' } );
	expect( await printed.isVisible() ).toBe( false );
	releaseAbout();
	await page.getByRole( 'heading', { name: 'About Jetpack Dashboard', level: 1 } ).waitFor();
	expect( await page.locator( '.jp-masthead' ).count() ).toBe( 0 );
	watched.expectClean();
	await watched.close();
} );

type BootOrder = { firstCall: number | null; appShell: number | null };

it( 'sends the dashboard’s calls before the app draws it, and draws it without waiting long for a slow answer', async () => {
	await resetScenario( 'owner' );
	const watched = await openWatchedPage( browser() );
	const { page } = watched;
	// Seen from inside the page: when the first REST call left, and when the app's shell was first in the page.
	await page.addInitScript( () => {
		const order: BootOrder = { firstCall: null, appShell: null };
		( window as Window & { bootOrder?: BootOrder } ).bootOrder = order;
		const send = window.fetch.bind( window );
		window.fetch = ( input, init ) => {
			order.firstCall ??= performance.now();
			return send( input, init );
		};
		new MutationObserver( () => {
			if ( order.appShell === null && document.querySelector( '.jp-shell' ) ) {
				order.appShell = performance.now();
			}
		} ).observe( document, { childList: true, subtree: true } );
	} );
	let releaseScan = (): void => undefined;
	const scanReleased = new Promise< void >( ( resolve ) => ( releaseScan = resolve ) );
	await page.route( /\/wp-json\/jetpack\/v4\/scan(\?|$)/, async ( route ) => {
		await scanReleased;
		await route.continue();
	} );
	await page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack#/dashboard` );
	// Drawn while the scan status is still on its way: that card alone says it is loading.
	const scan = page.getByRole( 'region', { name: 'Scan' } );
	await scan.getByText( 'Loading…' ).waitFor();
	const order = await page.evaluate( () => ( window as Window & { bootOrder?: BootOrder } ).bootOrder );
	expect( order?.firstCall ).not.toBeNull();
	expect( order?.appShell ).not.toBeNull();
	expect( order?.firstCall ?? Infinity ).toBeLessThan( order?.appShell ?? 0 );
	releaseScan();
	await scan.getByText( 'Loading…' ).waitFor( { state: 'detached' } );
	await watched.restCallsEnded();
	watched.expectClean();
	await watched.close();
} );

it( 'writes the dashboard’s counts and months with the formats the page printed for the locale', async () => {
	await resetScenario( 'owner' );
	const watched = await openWatchedPage( browser() );
	const { page } = watched;
	// The page as a site with a German language pack prints it, for the English locale the demo prints: Intl alone would
	// write "10,992" and "Nov 22".
	const GERMAN_SHORT_MONTHS = [ 'Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sep.', 'Okt.', 'Nov.', 'Dez.' ];
	await page.route( /\/wp-admin\/admin\.php\?page=jetpack$/, async ( route ) => {
		const answer = await route.fetch();
		const body = ( await answer.text() )
			.replace( '"thousandsSeparator":",","decimalPoint":"."', '"thousandsSeparator":".","decimalPoint":","' )
			.replace( /"monthsShort":\[[^\]]*\]/, `"monthsShort":${ JSON.stringify( GERMAN_SHORT_MONTHS ) }` );
		await route.fulfill( { response: answer, body } );
	} );
	await page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack` );
	const stats = page.getByRole( 'region', { name: 'Site Stats' } );
	await stats.getByText( /^\d{1,3}(\.\d{3})+$/ ).first().waitFor();
	const label = new RegExp( `^(${ GERMAN_SHORT_MONTHS.map( ( month ) => month.replace( '.', '\\.' ) ).join( '|' ) }) \\d{1,2}$` );
	await expect( stats.getByText( label ).count() ).resolves.toBeGreaterThan( 0 );
	await expect( stats.getByText( /^\d{1,3}(,\d{3})+$/ ).count() ).resolves.toBe( 0 );
	watched.expectClean();
	await watched.close();
} );
