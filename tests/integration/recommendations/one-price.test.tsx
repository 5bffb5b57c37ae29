/**
 * One product, one price (docs/my-plan-and-products.md#product-pages, docs/recommendations.md#summary-sidebar-card): the
 * product page and the assistant's summary write the same monthly price, the same discount and the same legend,
 * with the site's discount and with the introductory price alone.
 */
import { cleanup, screen } from '@testing-library/react';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend( 'recommendations' );

function textOf( selector: string ): string {
	const found = document.querySelector( selector );
	if ( ! found?.textContent ) {
		throw new Error( `Nothing matches ${ selector }` );
	}
	return found.textContent;
}

async function productPagePrice(): Promise< string > {
	renderApp( demo.backend, { route: '#/product/security' } );
	await screen.findByRole( 'article', { name: 'Jetpack Security' } );
	// The product card adds a line on the term; the price itself is what the two places share.
	const price = textOf( '.jp-product-card__price' ).replace( 'The discount applies to the first year only.', '' );
	cleanup();
	return price;
}

async function summaryPrice(): Promise< string > {
	renderApp( demo.backend, { route: '#/recommendations/summary' } );
	await screen.findByRole( 'link', { name: 'Continue to checkout' } );
	return textOf( '.jp-recommendations__sidebar .jp-recommendations__price' );
}

it( 'writes the site discount’s price the same on the product page and in the summary', async () => {
	demo.backend.update( ( state ) => {
		state.siteDiscount = { code: 'DEMO40', discount: 40, is_used: false, expiry_date: new Date( Date.now() + 3600 * 1000 ).toISOString() };
	} );
	const onPage = await productPagePrice();
	expect( onPage ).toBe( 'Full price: $19.95 Discounted price: $11.97 /month, paid yearly' );
	expect( await summaryPrice() ).toBe( onPage );
} );

it( 'writes the introductory price the same on the product page and in the summary', async () => {
	demo.backend.update( ( state ) => {
		state.siteDiscount = null;
	} );
	const onPage = await productPagePrice();
	expect( onPage ).toMatch( /^Full price: \$19\.95 Discounted price: \$9\.9\d \/month, paid yearly$/ );
	expect( await summaryPrice() ).toBe( onPage );
} );
