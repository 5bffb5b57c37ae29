/**
 * A product page in the browser, on the demo site (docs/my-plan-and-products.md#product-pages): the product and the
 * Security bundle side by side, the site's discount counting down live, and checkout carrying the discount code.
 */
import { openApp, sharedBrowser } from './support/browser';

const browser = sharedBrowser();

it( 'the backup page: both offers, a live countdown, and checkout with the discount code', async () => {
	const watched = await openApp( browser(), '#/product/backup', 'Jetpack Backup' );
	const { page } = watched;
	const backup = page.getByRole( 'article', { name: 'Jetpack Backup' } );
	await backup.waitFor();
	expect( await page.getByRole( 'article' ).count() ).toBe( 2 );
	await page.getByRole( 'article', { name: 'Jetpack Security' } ).getByText( 'Included in the bundle' ).waitFor();

	const countdown = backup.getByText( /^Offer ends in / );
	const first = await countdown.innerText();
	expect( first ).toMatch( /^Offer ends in \d+d \d+h \d+m \d+s$/ );
	await page.waitForFunction(
		( before ) => !! [ ...document.querySelectorAll( '.jp-product-card__countdown' ) ].find( ( node ) => node.textContent !== before ),
		first,
		{ timeout: 3000 }
	);
	expect( await backup.getByRole( 'link', { name: 'Get Jetpack Backup' } ).getAttribute( 'href' ) ).toContain( 'query=coupon%3DDEMO40' );
	await backup.getByText( '14-day money-back guarantee' ).waitFor();
	watched.expectClean();
	await watched.close();
} );
