/**
 * The assistant's thank-you after a purchase (docs/recommendations.md#product-suggestions-and-product-purchased) on the
 * demo's paid sites: the provider answers its product suggestions to a paid site too, and the step shows the product
 * bought (the suggestion matching the plan or an active purchase) beside Configure your site. A free site with no
 * purchase is not thanked at all: the step moves on as the product suggestions do.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupDemoBackend, TEST_REST_ROOT } from '../../support/demo-msw';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend( 'threats' );

async function openPurchased() {
	renderApp( demo.backend, { route: '#/recommendations/product-purchased' } );
	await screen.findByRole( 'heading', { level: 1, name: 'Thank you for your purchase!' } );
}

it.each( [
	[ 'threats', 'Security', 'Comprehensive site security, including Backup, Scan, and Anti-spam.' ],
	[ 'owner-paid', 'Complete', 'Get the full toolkit: security, performance, growth and video in one bundle.' ],
] )( 'in %s, shows the product bought (%s) beside Configure your site', async ( scenario, title, description ) => {
	demo.reset( scenario );
	await openPurchased();
	const bought = await screen.findByRole( 'article', { name: title } );
	expect( within( bought ).getByText( description ) ).toBeVisible();
	expect( within( bought ).getByText( /\/month, paid yearly$/ ) ).toBeVisible();
	// What was bought is not offered again: no checkout, no discount.
	expect( within( bought ).queryByRole( 'link' ) ).toBeNull();
	expect( within( bought ).queryByRole( 'deletion' ) ).toBeNull();
	expect( screen.getAllByRole( 'article' ) ).toHaveLength( 1 );
	const configure = screen.getByRole( 'link', { name: 'Configure your site' } );
	expect( configure ).toHaveAttribute( 'href', '#/recommendations/site-type' );
	expect( bought.parentElement ).toContainElement( configure );
} );

it( 'finds the product by an active purchase when the plan is another', async () => {
	demo.backend.update( ( state ) => {
		state.plan = 'jetpack_free';
		state.purchases = state.purchases.map( ( purchase ) => ( { ...purchase, product_slug: 'jetpack_backup_t1_yearly' } ) );
	} );
	await openPurchased();
	expect( await screen.findByRole( 'article', { name: 'Backup' } ) ).toBeVisible();
} );

it( 'says when the product cannot be loaded, and shows it on Try again', async () => {
	demo.server.use(
		http.get( `${ TEST_REST_ROOT }jetpack/v4/recommendations/product-suggestions`, () =>
			HttpResponse.json( { code: 'boom', message: 'Upstream failed.', data: { status: 500 } }, { status: 500 } ),
			{ once: true }
		)
	);
	await openPurchased();
	const failure = await screen.findByRole( 'alert' );
	expect( failure ).toHaveTextContent( 'The recommended product could not be loaded.' );
	expect( failure ).toHaveTextContent( 'Upstream failed.' );
	expect( screen.getByRole( 'link', { name: 'Configure your site' } ) ).toBeVisible();
	await userEvent.click( within( failure ).getByRole( 'button', { name: 'Try again' } ) );
	expect( await screen.findByRole( 'article', { name: 'Security' } ) ).toBeVisible();
	expect( screen.queryByRole( 'alert' ) ).toBeNull();
} );

/** Holds the provider's suggestions until the test lets them through, so the step's wait can be seen. */
function holdSuggestions(): () => void {
	let release = () => undefined as void;
	const released = new Promise< void >( ( resolve ) => {
		release = resolve;
	} );
	demo.server.use(
		http.get( `${ TEST_REST_ROOT }jetpack/v4/recommendations/product-suggestions`, async () => {
			await released;
			return undefined;
		}, { once: true } )
	);
	return release;
}

it( 'shows a loading indicator, and no thanks yet, until the suggestions are known', async () => {
	const release = holdSuggestions();
	renderApp( demo.backend, { route: '#/recommendations/product-purchased' } );
	expect( await screen.findByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
	expect( screen.queryByRole( 'heading', { name: 'Thank you for your purchase!' } ) ).toBeNull();
	release();
	expect( await screen.findByRole( 'article', { name: 'Security' } ) ).toBeVisible();
	expect( screen.getByRole( 'heading', { level: 1, name: 'Thank you for your purchase!' } ) ).toBeVisible();
} );

it.each( [
	[ 'owner', '/recommendations/monitor', 'Would you like Downtime Monitoring to notify you if your site goes offline?' ],
	[ 'no-owner', '/recommendations/related-posts', 'Would you like Related Posts to display at the bottom of your content?' ],
] )( 'on a free site with no purchase (%s), is not shown: it moves on to the next step', async ( scenario, hash, heading ) => {
	demo.reset( scenario );
	const release = holdSuggestions();
	renderApp( demo.backend, { route: '#/recommendations/product-purchased' } );
	expect( await screen.findByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
	release();
	expect( await screen.findByRole( 'heading', { level: 1, name: heading } ) ).toBeVisible();
	expect( window.location.hash ).toBe( `#${ hash }` );
	expect( screen.queryByText( 'Thank you for your purchase!' ) ).toBeNull();
	expect( screen.queryByRole( 'link', { name: 'Configure your site' } ) ).toBeNull();
	// The user's place is the step shown, never the thanks.
	await waitFor( () => expect( demo.backend.state.recommendations.step ).toBe( hash.replace( '/recommendations/', '' ) ) );
} );
