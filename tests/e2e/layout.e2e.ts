/**
 * What a look at the screens catches and role queries do not: text cut off by the layout. The main navigation
 * on a phone, and the dates under the stats chart on a desktop, are whole and inside what the user sees.
 */
import type { Browser, Locator } from 'playwright-core';
import { launchBrowser, openApp } from './support/browser';

let browser: Browser;
beforeAll( async () => {
	browser = await launchBrowser();
} );
afterAll( async () => {
	await browser.close();
} );

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
	const watched = await openApp( browser, '#/dashboard', 'At a Glance', { viewport: { width: 390, height: 800 } } );
	const nav = watched.page.getByRole( 'navigation', { name: 'Jetpack', exact: true } );
	const links = nav.getByRole( 'link' );
	expect( await links.allInnerTexts() ).toEqual( expect.arrayContaining( [ 'Recommendations' ] ) );
	expect( await outside( links, nav ) ).toEqual( [] );
	await watched.restCallsEnded();
	watched.expectClean();
	await watched.close();
} );

it( 'shows every date under the stats chart whole, the first one included', async () => {
	const watched = await openApp( browser, '#/dashboard', 'At a Glance' );
	const card = watched.page.locator( '.jp-isolated[data-part="Site Stats"]' );
	await card.getByRole( 'list', { name: 'Views per day' } ).waitFor();
	const dates = card.locator( '.jp-stats-bars span[aria-hidden]' );
	expect( await dates.count() ).toBeGreaterThanOrEqual( 5 );
	expect( await outside( dates, card.locator( '.jp-stats-scroll' ) ) ).toEqual( [] );
	await watched.restCallsEnded();
	watched.expectClean();
	await watched.close();
} );
