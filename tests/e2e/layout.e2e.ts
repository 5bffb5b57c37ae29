/**
 * What a look at the screens catches and role queries do not: text cut off by the layout. The main navigation
 * on a phone, and the dates under the stats chart on a desktop, are whole and inside what the user sees; a
 * right-to-left admin gets the right-to-left styles of every screen it opens.
 */
import type { Locator } from 'playwright-core';
import { openApp, STORE_BADGES_UNREACHABLE, sharedBrowser } from './support/browser';

const browser = sharedBrowser();

/** The parts of each element's box that lie outside the container's visible box, described (none when inside). */
async function outside( items: Locator, container: Locator ): Promise< string[] > {
	const frame = await container.evaluate( ( element ) => element.getBoundingClientRect().toJSON() as DOMRect );
	return items.evaluateAll(
		( elements, box ) =>
			elements
				.map( ( element ) => ( { text: element.textContent ?? '', rect: element.getBoundingClientRect() } ) )
				.filter( ( { rect } ) => rect.left < box.left - 0.5 || rect.right > box.right + 0.5 )
				.map( ( { text, rect } ) => `"${ text }" spans ${ Math.round( rect.left ) }–${ Math.round( rect.right ) }, outside ${ Math.round( box.left ) }–${ Math.round( box.right ) }` ),
		frame
	);
}

it( 'folds the main navigation on a 390 px phone screen instead of cutting an item off', async () => {
	const watched = await openApp( browser(), '#/dashboard', 'At a Glance', { viewport: { width: 390, height: 800 } } );
	const nav = watched.page.getByRole( 'navigation', { name: 'Jetpack', exact: true } );
	const links = nav.getByRole( 'link' );
	expect( await links.allInnerTexts() ).toEqual( expect.arrayContaining( [ 'Recommendations' ] ) );
	expect( await outside( links, nav ) ).toEqual( [] );
	await watched.restCallsEnded();
	watched.expectClean();
	await watched.close();
} );

it( 'shows every date under the stats chart whole, the first one included', async () => {
	const watched = await openApp( browser(), '#/dashboard', 'At a Glance' );
	const card = watched.page.locator( '.jp-isolated[data-part="Site Stats"]' );
	await card.getByRole( 'list', { name: 'Views per day' } ).waitFor();
	const dates = card.locator( '.jp-stats-bars span[aria-hidden]' );
	expect( await dates.count() ).toBeGreaterThanOrEqual( 5 );
	expect( await outside( dates, card.locator( '.jp-stats-scroll' ) ) ).toEqual( [] );
	await watched.restCallsEnded();
	watched.expectClean();
	await watched.close();
} );

it( 'gives a Hebrew admin a right-to-left page whose every stylesheet, lazy screens included, is the right-to-left copy', async () => {
	const watched = await openApp( browser(), '#/dashboard', 'At a Glance', { locale: 'he_IL', allow: STORE_BADGES_UNREACHABLE } );
	const { page } = watched;
	await page.locator( '.jp-isolated[data-part="Site Stats"]' ).getByRole( 'list', { name: 'Views per day' } ).waitFor();
	// A screen of its own chunk, opened after the first load.
	await page.getByRole( 'navigation', { name: 'Jetpack', exact: true } ).getByRole( 'link', { name: 'My Plan' } ).click();
	await page.getByRole( 'heading', { level: 1, name: 'Jetpack My Plan Details' } ).waitFor();
	const page_ = await page.evaluate( () => ( {
		dir: document.documentElement.dir,
		lang: document.documentElement.lang,
		styles: Array.from( document.querySelectorAll< HTMLLinkElement >( 'link[rel="stylesheet"]' ), ( link ) => link.href.split( '/' ).pop() ?? '' ),
	} ) );
	expect( page_.dir ).toBe( 'rtl' );
	// Nothing sticks out sideways (in a right-to-left page, something pushed off to the left widens the page).
	expect( await page.evaluate( () => document.documentElement.scrollWidth - document.documentElement.clientWidth ) ).toBe( 0 );
	expect( page_.lang ).toBe( 'he-IL' );
	expect( page_.styles.length ).toBeGreaterThanOrEqual( 3 );
	expect( page_.styles.filter( ( name ) => ! name.endsWith( '-rtl.css' ) ) ).toEqual( [] );
	// The app's start is at the right: its main navigation's first item sits right of its last.
	const items = page.getByRole( 'navigation', { name: 'Jetpack', exact: true } ).getByRole( 'link' );
	const first = await items.first().boundingBox();
	const last = await items.last().boundingBox();
	expect( first && last && first.x > last.x ).toBe( true );
	await watched.restCallsEnded();
	watched.expectClean();
	await watched.close();
} );
