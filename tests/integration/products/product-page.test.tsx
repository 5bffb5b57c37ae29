/**
 * The product pages against the demo backend (docs/my-plan-and-products.md#product-pages): loading, the product card
 * (tagline, features, price per month of the yearly plan, the site's discount and its countdown, checkout, disclaimer,
 * money-back badge), the
 * Security bundle beside a product it includes, a partner coupon's free year, and failed calls.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createPartnerCoupon } from '../../../src/demo/catalogue/partner-coupon';
import { createUpsellProducts } from '../../../src/demo/catalogue/plans';
import { setupDemoBackend, TEST_REST_ROOT } from '../../support/demo-msw';
import { failCall } from '../../support/fail';
import { holdCall } from '../../support/hold';
import { renderApp } from '../../support/render';
import { recordRequests } from '../../support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );
const MINUTE = 60 * 1000;

/** The site's discount, ending `ms` from the real clock (the countdown reads the real time). */
const discountEndingIn = ( ms: number ) =>
	demo.backend.update( ( state ) => {
		state.siteDiscount = { code: 'DEMO40', discount: 40, is_used: false, expiry_date: new Date( Date.now() + ms ).toISOString() };
	} );

async function openProduct( slug: string, heading: string ) {
	renderApp( demo.backend, { route: `#/product/${ slug }` } );
	await screen.findByRole( 'heading', { level: 1, name: heading } );
}

const card = ( title: string ) => within( screen.getByRole( 'article', { name: title } ) );
const failing = ( path: string ) => failCall( demo.server, 'get', path, { message: 'Upstream failed.' } );

describe( 'Product pages', () => {
	it.each( [
		[ 'backup', 'Jetpack Backup' ],
		[ 'scan', 'Jetpack Scan' ],
		[ 'search', 'Jetpack Search' ],
		[ 'akismet', 'Jetpack Anti-spam' ],
		[ 'videopress', 'Jetpack VideoPress' ],
		[ 'security', 'Jetpack Security' ],
	] )( '%s: the heading and the product’s card give it one name, whatever the catalogue calls it', async ( slug, name ) => {
		// The provider's catalogue may call it otherwise (Jetpack's own host says "Backup").
		demo.server.use(
			http.get( `${ TEST_REST_ROOT }jetpack/v4/products`, () =>
				HttpResponse.json(
					Object.fromEntries( Object.entries( createUpsellProducts() ).map( ( [ each, product ] ) => [ each, { ...product, title: `Catalogue title of ${ each }` } ] ) )
				)
			)
		);
		await openProduct( slug, name );
		const product = card( name );
		expect( product.getByRole( 'heading', { level: 2, name } ) ).toBeVisible();
		expect( product.getByRole( 'link', { name: `Get ${ name }` } ) ).toBeVisible();
		expect( screen.queryByText( new RegExp( `Catalogue title of ${ slug }` ) ) ).toBeNull();
	} );

	it( 'shows the backup product with the site’s discount, its countdown, and the Security bundle beside it', async () => {
		discountEndingIn( 90 * MINUTE );
		// The site's discount held back: the page is seen while it loads.
		const discount = holdCall( demo.server, 'get', 'site/discount' );
		await openProduct( 'backup', 'Jetpack Backup' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		discount.release();
		const backup = await screen.findByRole( 'article', { name: 'Jetpack Backup' } );
		const inBackup = within( backup );
		expect( inBackup.getByText( 'Includes 10GB of backup storage' ) ).toBeVisible();
		expect( inBackup.getAllByRole( 'listitem' ).map( ( item ) => item.textContent ) ).toContain( 'One-click restores' );
		expect( inBackup.getByRole( 'deletion' ) ).toHaveTextContent( 'Full price: $9.95' );
		expect( inBackup.getByText( '$5.97' ) ).toBeVisible();
		expect( inBackup.getByText( '/month, paid yearly' ) ).toBeVisible();
		expect( inBackup.getByText( 'The discount applies to the first year only.' ) ).toBeVisible();
		expect( inBackup.getByText( /^Offer ends in 1h (29|30)m \d+s$/ ) ).toBeVisible();
		expect( inBackup.getByRole( 'link', { name: 'Get Jetpack Backup' } ).getAttribute( 'href' ) ).toContain(
			'path=jetpack_backup_t1_yearly&query=coupon%3DDEMO40'
		);
		expect( inBackup.getByText( '* Subject to your usage and storage limit.' ) ).toBeVisible();
		expect( inBackup.getByRole( 'link', { name: /Learn more/ } ) ).toHaveAttribute( 'href', 'https://jetpack.com/support/backup/' );
		expect( inBackup.getByText( '14-day money-back guarantee' ) ).toBeVisible();

		const security = card( 'Jetpack Security' );
		expect( security.getByText( 'Included in the bundle' ) ).toBeVisible();
		expect( security.getByText( '$11.97' ) ).toBeVisible();
	} );

	it( 'counts down every 500 ms and, when the offer has ended, drops the discount from the price and the checkout at once', async () => {
		discountEndingIn( 30 * MINUTE );
		await openProduct( 'scan', 'Jetpack Scan' );
		await screen.findByRole( 'article', { name: 'Jetpack Scan' } );
		expect( card( 'Jetpack Scan' ).getByText( /^Offer ends in (29|30)m \d+s$/ ) ).toBeVisible();
		const price = () => screen.getByRole( 'article', { name: 'Jetpack Scan' } ).querySelector( '.jp-product-card__price' )?.textContent;
		const withSiteDiscount = price();
		expect( card( 'Jetpack Scan' ).getByRole( 'link', { name: 'Get Jetpack Scan' } ).getAttribute( 'href' ) ).toContain( 'coupon%3DDEMO40' );
		// The clock reaches the end of the offer; the next tick (within 500 ms) sees it.
		const end = Date.now() + 30 * MINUTE;
		const clock = jest.spyOn( Date, 'now' ).mockReturnValue( end );
		expect( await card( 'Jetpack Scan' ).findByText( 'Discount offer has ended' ) ).toBeVisible();
		// The same render that says it ended shows the price without the site's 40% and checks out without the code.
		expect( price() ).not.toBe( withSiteDiscount );
		expect( card( 'Jetpack Scan' ).getByRole( 'link', { name: 'Get Jetpack Scan' } ).getAttribute( 'href' ) ).not.toContain( 'coupon' );
		clock.mockRestore();
	} );

	it( 'shows a single product without the bundle, with the full price when no discount applies, and the search claim', async () => {
		demo.backend.update( ( state ) => {
			state.siteDiscount = null;
		} );
		await openProduct( 'search', 'Jetpack Search' );
		const search = await screen.findByRole( 'article', { name: 'Jetpack Search' } );
		expect( within( search ).getByText( '$8.25' ) ).toBeVisible();
		expect( within( search ).queryByRole( 'deletion' ) ).toBeNull();
		expect( within( search ).queryByText( /^Offer ends in/ ) ).toBeNull();
		expect( screen.getAllByRole( 'article' ) ).toHaveLength( 1 );
		expect( screen.getByText( 'Every second counts: a one-second delay costs 20% of conversions.' ) ).toBeVisible();
	} );

	it( 'gives a partner coupon’s product free for a year, redeemed at checkout', async () => {
		renderApp( demo.backend, {
			route: '#/product/backup',
			initial: ( printed ) => ( { ...printed, partnerCoupon: createPartnerCoupon() } ),
		} );
		const backup = within( await screen.findByRole( 'article', { name: 'Jetpack Backup' } ) );
		expect( backup.getByText( '$0' ) ).toBeVisible();
		expect( backup.getByText( 'Free for one year with your coupon from Demo Hosting.' ) ).toBeVisible();
		expect( backup.getByRole( 'link', { name: 'Redeem' } ) ).toHaveAttribute(
			'href',
			'https://wordpress.com/checkout/localhost/jetpack_backup_daily?coupon=DEMOPARTNER1234'
		);
	} );

	it( 'says when the product cannot be loaded and loads it on Try again', async () => {
		failing( 'products' );
		await openProduct( 'videopress', 'Jetpack VideoPress' );
		const failure = await screen.findByRole( 'alert' );
		expect( failure ).toHaveTextContent( 'The product could not be loaded.' );
		expect( failure ).toHaveTextContent( 'Upstream failed. (Status 500)' );
		await userEvent.click( within( failure ).getByRole( 'button', { name: 'Try again' } ) );
		expect( await screen.findByRole( 'article', { name: 'Jetpack VideoPress' } ) ).toBeVisible();
		expect( card( 'Jetpack VideoPress' ).getByText( 'Includes 1TB of video storage' ) ).toBeVisible();
	} );

	it( 'says why the site’s discount is missing, and brings it back on Try again', async () => {
		discountEndingIn( 90 * MINUTE );
		failing( 'site/discount' );
		await openProduct( 'akismet', 'Jetpack Anti-spam' );
		const failure = await screen.findByRole( 'alert' );
		expect( failure ).toHaveTextContent( 'Current discounts could not be loaded, so full prices are shown.' );
		expect( failure ).toHaveTextContent( 'Upstream failed. (Status 500)' );
		// The introductory offer still applies; the site's discount is not there to count down.
		expect( card( 'Jetpack Anti-spam' ).getByRole( 'deletion' ) ).toBeVisible();
		expect( card( 'Jetpack Anti-spam' ).queryByText( /^Offer ends in/ ) ).toBeNull();

		await userEvent.click( within( failure ).getByRole( 'button', { name: 'Try again' } ) );
		await card( 'Jetpack Anti-spam' ).findByText( /^Offer ends in/ );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );
} );

describe( 'A product the provider does not sell to the site', () => {
	/** The catalogue as the provider answers it when it does not sell `key` to the site. */
	const notSelling = ( key: string ) =>
		demo.server.use(
			http.get( `${ TEST_REST_ROOT }jetpack/v4/products`, () =>
				HttpResponse.json(
					Object.fromEntries( Object.entries( createUpsellProducts() ).map( ( [ each, product ] ) => [ each, { ...product, available: each !== key } ] ) )
				)
			)
		);

	it( 'is said not to be offered, with no price, checkout or bundle', async () => {
		notSelling( 'scan' );
		await openProduct( 'scan', 'Jetpack Scan' );
		expect( await screen.findByText( 'This product is not offered for your site right now.' ) ).toBeVisible();
		expect( screen.queryByRole( 'article' ) ).toBeNull();
		expect( screen.queryByRole( 'link', { name: /^Get / } ) ).toBeNull();
	} );

	it( 'leaves out the bundle the provider does not sell, beside a product it does', async () => {
		notSelling( 'security' );
		await openProduct( 'scan', 'Jetpack Scan' );
		expect( await screen.findByRole( 'article', { name: 'Jetpack Scan' } ) ).toBeVisible();
		expect( screen.getAllByRole( 'article' ) ).toHaveLength( 1 );
	} );
} );

describe( 'Product pages offline', () => {
	it( 'say why nothing is offered and ask nothing', async () => {
		demo.reset( 'offline' );
		await openProduct( 'scan', 'Jetpack Scan' );
		expect(
			screen.getByText( 'Your site is in Offline Mode, so products cannot be bought or shown here. Connect your site to see them.' )
		).toBeVisible();
		expect( requests.sent.filter( ( { path } ) => /products|intro-offers|discount/.test( path ) ) ).toEqual( [] );
	} );
} );
