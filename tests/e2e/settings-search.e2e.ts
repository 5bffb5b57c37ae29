/**
 * The settings search in the browser, on the demo site: typing filters the sections and writes `term` to the URL,
 * Escape closes it; the preset links apply their term; a term found only in a description names where it matched;
 * a term nothing matches says so; the result banners offer their module.
 */
import type { Page } from 'playwright-core';
import { openApp, sharedBrowser } from './support/browser';

const browser = sharedBrowser();

const main = ( page: Page ) => page.locator( '#jp-main' );
const card = ( page: Page, title: string ) => page.getByRole( 'region', { name: title, exact: true } );
const termInUrl = ( page: Page ) => new URLSearchParams( new URL( page.url() ).hash.split( '?' )[ 1 ] ?? '' ).get( 'term' );

it( 'typing a term filters the sections and writes it to the URL; Escape closes the search and clears it', async () => {
	const watched = await openApp( browser(), '#/security', 'Security' );
	const { page } = watched;
	await card( page, 'Firewall' ).waitFor();
	await page.getByRole( 'button', { name: 'Search settings' } ).click();
	await page.getByText( 'Enter a search term to find settings or close search.' ).waitFor();
	const box = page.getByRole( 'searchbox', { name: 'Search for a Jetpack feature.' } );
	// The provider's analytics queue, as its script defines it: the search records one event for the applied term,
	// once the page has read the user's usage-data choice (docs/rules.md#usage-events).
	await page.evaluate( () => void ( ( window as unknown as { _tkq: unknown[] } )._tkq = [] ) );
	await box.pressSequentially( 'monitor' );
	await page.waitForFunction( () => window.location.hash.includes( 'term=monitor' ) );
	await card( page, 'Downtime monitoring' ).getByText( 'Matches “monitor” in its name' ).waitFor();
	await card( page, 'Firewall' ).waitFor( { state: 'detached' } );
	expect( termInUrl( page ) ).toBe( 'monitor' );
	await page.waitForFunction( () => ( window as unknown as { _tkq: unknown[] } )._tkq.length > 0 );
	await expect( page.evaluate( () => ( window as unknown as { _tkq: unknown[] } )._tkq ) ).resolves.toEqual( [
		[ 'recordEvent', 'jetpack_wpa_settings_search', { term: 'monitor' } ],
	] );
	// The caret stays in the box while the results change.
	await expect( box.evaluate( ( input ) => input === document.activeElement ) ).resolves.toBe( true );

	await box.press( 'Escape' );
	await page.waitForFunction( () => ! window.location.hash.includes( 'term=' ) );
	await card( page, 'Firewall' ).waitFor();
	await page.getByRole( 'button', { name: 'Search settings' } ).waitFor();
	watched.expectClean();
	await watched.close();
} );

it.each( [
	[ 'monitor', 'Downtime monitoring' ],
	[ 'related%20posts', 'Related posts' ],
	[ 'cdn', 'Performance & speed' ],
] )( 'the preset link #/settings?term=%s shows %s', async ( term, title ) => {
	const watched = await openApp( browser(), `#/settings?term=${ term }`, 'Settings' );
	const { page } = watched;
	await card( page, title ).waitFor();
	await expect( page.getByRole( 'searchbox', { name: 'Search for a Jetpack feature.' } ).inputValue() ).resolves.toBe( decodeURIComponent( term ) );
	watched.expectClean();
	await watched.close();
} );

it( 'a term found only in a description shows the module and says where it matched', async () => {
	const watched = await openApp( browser(), '#/settings?term=gorgeous', 'Settings' );
	const { page } = watched;
	await card( page, 'Media' ).getByText( 'Matches “gorgeous” in its description' ).waitFor();
	watched.expectClean();
	await watched.close();
} );

it( 'a term nothing matches says so; the close icon closes the search', async () => {
	const watched = await openApp( browser(), '#/settings?term=zzqx', 'Settings' );
	const { page } = watched;
	await page.getByText( 'No search results found for zzqx' ).waitFor();
	await page.getByRole( 'button', { name: 'Close search' } ).click();
	await page.waitForFunction( () => ! window.location.hash.includes( 'term=' ) );
	await card( page, 'Firewall' ).waitFor();
	watched.expectClean();
	await watched.close();
} );

it( 'a result banner turns its module off and on; the choice survives a reload', async () => {
	const watched = await openApp( browser(), '#/settings?term=forms', 'Settings' );
	const { page } = watched;
	await main( page ).getByText( 'Forms is active.' ).waitFor();
	await page.getByRole( 'button', { name: 'Deactivate' } ).click();
	await page.getByRole( 'button', { name: 'Activate', exact: true } ).waitFor();
	await watched.restCallsEnded();
	await page.reload();
	await page.getByRole( 'button', { name: 'Activate', exact: true } ).click();
	await main( page ).getByText( 'Forms is active.' ).waitFor();
	await watched.restCallsEnded();
	await page.reload();
	await main( page ).getByText( 'Forms is active.' ).waitFor();
	watched.expectClean();
	await watched.close();
} );

it( 'with a term, one button clears and closes the search; a long term wraps on a phone rather than widen the page', async () => {
	const long = 'averyveryverylongsearchtermthatnothingmatchesatallanywhere';
	const watched = await openApp( browser(), `#/settings?term=${ long }`, 'Settings', { viewport: { width: 390, height: 844 } } );
	const { page } = watched;
	const said = page.getByText( `No search results found for ${ long }` );
	await said.waitFor();
	// The box's own clear button is not shown beside "Close search".
	await expect( page.locator( '.jp-settings-search button:visible' ).evaluateAll( ( buttons ) => buttons.map( ( button ) => button.getAttribute( 'aria-label' ) ) ) ).resolves.toEqual( [
		'Close search',
	] );
	await expect( said.evaluate( ( line ) => line.scrollWidth <= line.clientWidth ) ).resolves.toBe( true );
	await expect( page.evaluate( () => document.documentElement.scrollWidth <= window.innerWidth ) ).resolves.toBe( true );
	await page.getByRole( 'button', { name: 'Close search' } ).click();
	await page.waitForFunction( () => ! window.location.hash.includes( 'term=' ) );
	watched.expectClean();
	await watched.close();
} );
