/**
 * The site's discount in the recommendations assistant (docs/recommendations.md#summary-sidebar-card,
 * docs/my-plan-and-products.md#discount-countdown): the summary's upsell and the page of all discounted products
 * offer the same coupon, with the discounted prices; when the countdown ends, the summary says the offer has ended
 * and every price and checkout link drops the discount in that same instant. The clock is jest's: the test starts at
 * the demo backend's own time, so the scenario's discount ends three days later, whatever the date the test runs.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend( 'recommendations' );

/** The demo backend's clock; the scenario's discount (DEMO40, 40% off) ends three days after it. */
const START = new Date( '2026-11-22T12:00:00Z' ).getTime();
const EXPIRY = START + 3 * 24 * 3600 * 1000;

beforeEach( () => {
	jest.useFakeTimers( { now: START, advanceTimers: true } );
} );
afterEach( () => {
	jest.useRealTimers();
} );

/** Moves the clock to `at`, then lets the cards' clock tick once (it reads the time every 500 ms). */
function tickAt( at: number ) {
	act( () => {
		jest.setSystemTime( at );
		jest.advanceTimersByTime( 500 );
	} );
}

const couponOf = ( href: string | null ) => new URL( href ?? '', 'http://localhost' ).searchParams.get( 'query' );

/** What each suggested product's card offers: its price line and where its checkout goes. */
function suggestedOffers() {
	return within( element( '.jp-recommendations__suggestions' ) )
		.getAllByRole( 'article' )
		.map( ( card ) => ( {
			title: within( card ).getByRole( 'heading' ).textContent,
			price: card.querySelector( '.jp-recommendations__price' )?.textContent,
			coupon: couponOf( within( card ).getByRole( 'link', { name: 'Continue' } ).getAttribute( 'href' ) ),
		} ) );
}

function element( selector: string ): HTMLElement {
	const found = document.querySelector< HTMLElement >( selector );
	if ( ! found ) {
		throw new Error( `Nothing matches ${ selector }` );
	}
	return found;
}

const sidebar = () => within( element( '.jp-recommendations__sidebar' ) );

it( 'offers the summary’s coupon on every discounted product, with the discounted prices, until the offer ends, then on none', async () => {
	const user = userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );
	renderApp( demo.backend, { route: '#/recommendations/summary' } );
	const checkout = await screen.findByRole( 'link', { name: 'Continue to checkout' } );
	expect( element( '.jp-recommendations__sidebar' ) ).toContainElement( checkout );
	const summaryCoupon = couponOf( checkout.getAttribute( 'href' ) );
	expect( summaryCoupon ).toBe( 'coupon=DEMO40' );

	await user.click( sidebar().getByRole( 'link', { name: 'See all discounted products' } ) );
	await screen.findByRole( 'heading', { level: 1, name: 'Choose a plan that fits your site' } );
	await screen.findAllByRole( 'link', { name: 'Continue' } );
	expect( suggestedOffers() ).toEqual( [
		{ title: 'Security', price: 'Full price: $19.95 Discounted price: $11.97 /month, paid yearly', coupon: summaryCoupon },
		{ title: 'Backup', price: 'Full price: $9.95 Discounted price: $5.97 /month, paid yearly', coupon: summaryCoupon },
		{ title: 'Complete', price: 'Full price: $49.95 Discounted price: $29.97 /month, paid yearly', coupon: summaryCoupon },
	] );
	expect( screen.getByText( /^Offer ends in 2d 23h 59m \d+s$/ ) ).toBeVisible();

	// Just before the end the offer still stands on every card.
	tickAt( EXPIRY - 600 );
	expect( screen.getByText( /^Offer ends in 0s$/ ) ).toBeVisible();
	expect( suggestedOffers().map( ( offer ) => offer.coupon ) ).toEqual( [ summaryCoupon, summaryCoupon, summaryCoupon ] );

	// The tick that reaches the end says so, and the same render drops the site's discount for the introductory price
	// the product pages show, and checks out without the code.
	tickAt( EXPIRY );
	expect( screen.getByText( 'Discount offer has ended' ) ).toBeVisible();
	expect( suggestedOffers() ).toEqual( [
		{ title: 'Security', price: 'Full price: $19.95 Discounted price: $9.98 /month, paid yearly', coupon: null },
		{ title: 'Backup', price: 'Full price: $9.95 Discounted price: $4.98 /month, paid yearly', coupon: null },
		{ title: 'Complete', price: 'Full price: $49.95 Discounted price: $24.98 /month, paid yearly', coupon: null },
	] );
} );

it( 'says on the summary that the discount offer has ended, as the price and the checkout drop it in the same instant', async () => {
	renderApp( demo.backend, { route: '#/recommendations/summary' } );
	const checkout = await screen.findByRole( 'link', { name: 'Continue to checkout' } );
	expect( element( '.jp-recommendations__sidebar' ) ).toContainElement( checkout );
	const price = () => element( '.jp-recommendations__sidebar .jp-recommendations__price' ).textContent;
	expect( couponOf( checkout.getAttribute( 'href' ) ) ).toBe( 'coupon=DEMO40' );
	expect( price() ).toBe( 'Full price: $19.95 Discounted price: $11.97 /month, paid yearly' );
	expect( sidebar().getByText( '40% off*' ) ).toBeVisible();
	expect( sidebar().getByText( /^Offer ends in 2d 23h 59m \d+s$/ ) ).toBeVisible();
	expect( sidebar().getByText( '* Discount is for first term only, all renewals are at full price.' ) ).toBeVisible();

	tickAt( EXPIRY - 600 );
	expect( sidebar().getByText( /^Offer ends in 0s$/ ) ).toBeVisible();
	expect( couponOf( sidebar().getByRole( 'link', { name: 'Continue to checkout' } ).getAttribute( 'href' ) ) ).toBe( 'coupon=DEMO40' );

	tickAt( EXPIRY );
	expect( sidebar().getByText( 'Discount offer has ended' ) ).toBeVisible();
	expect( couponOf( sidebar().getByRole( 'link', { name: 'Continue to checkout' } ).getAttribute( 'href' ) ) ).toBeNull();
	expect( price() ).toBe( 'Full price: $19.95 Discounted price: $9.98 /month, paid yearly' );
	expect( sidebar().queryByText( '40% off*' ) ).toBeNull();
	expect( sidebar().getByText( 'Special introductory pricing, all renewals are at full price.' ) ).toBeVisible();
} );
