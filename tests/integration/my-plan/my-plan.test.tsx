/**
 * My Plan against the demo backend (docs/my-plan-and-products.md#my-plan): the plan and its status line, the other
 * products, the features grid by plan (and without a plan offline), the licence actions and box, a partner coupon,
 * Back, the calls it
 * makes, and a failed plan call that leaves the rest of the page usable.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPartnerCoupon } from '../../../src/demo/catalogue/partner-coupon';
import { setupDemoBackend } from '../../support/demo-msw';
import { failCall } from '../../support/fail';
import { holdCall } from '../../support/hold';
import { renderApp } from '../../support/render';
import { recordRequests } from '../../support/requests';
import { noticesArea } from '../notices/support';

const demo = setupDemoBackend();
const requests = recordRequests( demo );
const V4 = '/wp-json/jetpack/v4';

async function openMyPlan( route = '#/my-plan' ) {
	renderApp( demo.backend, { route } );
	return within( await screen.findByRole( 'region', { name: 'Jetpack My Plan Details' } ) );
}

const section = ( name: string ) => within( screen.getByRole( 'region', { name } ) );
const featureTitles = () => section( 'Your plan’s features' ).getAllByRole( 'heading', { level: 3 } ).map( ( h ) => h.textContent );

describe( 'My Plan', () => {
	it( 'offers no Activate a Product where the host has no My Jetpack page to lead to', async () => {
		renderApp( demo.backend, { route: '#/my-plan', initial: ( initial ) => ( { ...initial, siteData: { ...initial.siteData, showMyJetpack: false } } ) } );
		const page = within( await screen.findByRole( 'region', { name: 'Jetpack My Plan Details' } ) );
		await section( 'My Plan' ).findByText( 'Jetpack Free' );
		expect( page.getByRole( 'link', { name: 'Got a license key? Activate it here.' } ) ).toHaveAttribute( 'href', '#/license/activation' );
		expect( page.queryByRole( 'link', { name: 'Activate a Product' } ) ).toBeNull();
	} );

	it( 'shows the free plan, no products, the free tools, and asks for the plan and the purchases only', async () => {
		const page = await openMyPlan();
		await section( 'My Plan' ).findByText( 'Jetpack Free' );
		expect( section( 'My Plan' ).getByRole( 'link', { name: 'Compare plans' } ) ).toHaveAttribute( 'href', '#/plans' );
		await section( 'My Products' ).findByText( 'No products beside your plan yet.' );
		expect( featureTitles() ).toEqual( [ 'Site stats', 'Brute force protection', 'Downtime monitoring', 'Site accelerator' ] );
		expect( page.getByRole( 'link', { name: 'Got a license key? Activate it here.' } ) ).toHaveAttribute( 'href', '#/license/activation' );
		expect( page.getByRole( 'link', { name: 'Activate a Product' } ) ).toHaveAttribute(
			'href',
			'http://localhost/wp-admin/admin.php?page=my-jetpack#/add-license'
		);
		expect( page.queryByRole( 'link', { name: /View all purchases/ } ) ).toBeNull();
		expect( page.getByRole( 'link', { name: 'Recommendations' } ) ).toHaveAttribute( 'href', '#/recommendations' );
		expect( requests.calls( '' ).filter( ( request ) => request.startsWith( 'GET' ) && /\/site|purchases/.test( request ) ).sort() ).toEqual( [
			`GET ${ V4 }/site`,
			`GET ${ V4 }/site/purchases`,
		] );
	} );

	it( 'shows a paid plan with its renewal date, the other products and the paid grid without what is forced off', async () => {
		demo.reset( 'owner-paid' );
		demo.backend.update( ( state ) => {
			state.purchases.push( {
				ID: '1002',
				product_slug: 'jetpack_videopress',
				product_name: 'Jetpack VideoPress',
				expiry_date: '2026-11-01T00:00:00Z',
				subscribed_date: '2025-11-01T00:00:00Z',
				is_refundable: false,
				active: '1',
			} );
			const wordads = state.modules.wordads;
			if ( wordads ) {
				wordads.override = 'inactive';
			}
		} );
		const page = await openMyPlan();
		await section( 'My Plan' ).findByText( 'Jetpack Complete' );
		expect( section( 'My Plan' ).getByText( 'Renews on October 13, 2027.' ) ).toBeVisible();
		expect( section( 'My Plan' ).queryByRole( 'link', { name: 'Compare plans' } ) ).toBeNull();
		const products = section( 'My Products' );
		expect( await products.findByText( 'Jetpack VideoPress' ) ).toBeVisible();
		expect( products.getByText( 'Expired on November 1, 2026.' ) ).toBeVisible();
		expect( featureTitles() ).toEqual( [
			'Site backups',
			'Security scanning',
			'Spam filtering',
			'Search',
			'Video hosting',
			'Google Analytics',
			'Social media',
		] );
		expect( page.getAllByRole( 'link', { name: /View all purchases/ } ) ).toHaveLength( 2 );
	} );

	it( 'asks for nothing offline and says why the plan is not shown; no key can be added', async () => {
		demo.reset( 'offline' );
		const page = await openMyPlan();
		expect(
			section( 'My Plan' ).getByText( 'Your site is in Offline Mode, so its plan cannot be shown. It shows here once the site is connected.' )
		).toBeVisible();
		expect( screen.queryByRole( 'region', { name: 'My Products' } ) ).toBeNull();
		expect( featureTitles() ).toEqual( [ 'Site stats', 'Brute force protection', 'Downtime monitoring', 'Site accelerator' ] );
		expect( page.queryByRole( 'textbox', { name: 'License key' } ) ).toBeNull();
		expect( page.queryByRole( 'link', { name: 'Got a license key? Activate it here.' } ) ).toBeNull();
		expect( requests.calls( '' ).filter( ( request ) => /\/site|purchases/.test( request ) ) ).toEqual( [] );
	} );

	it( 'keeps the page when the plan cannot be loaded, says why, and loads it on Try again', async () => {
		failCall( demo.server, 'get', 'site', { message: 'Upstream failed.' } );
		const page = await openMyPlan();
		const plan = section( 'My Plan' );
		const failure = await plan.findByRole( 'alert' );
		expect( failure ).toHaveTextContent( 'Your plan could not be loaded.' );
		expect( failure ).toHaveTextContent( 'Upstream failed. (Status 500)' );
		expect( section( 'Your plan’s features' ).getByText( 'Your plan’s features show once your plan has loaded.' ) ).toBeVisible();
		expect( page.getByRole( 'textbox', { name: 'License key' } ) ).toBeEnabled();

		await userEvent.click( within( failure ).getByRole( 'button', { name: 'Try again' } ) );
		await plan.findByText( 'Jetpack Free' );
		expect( featureTitles() ).toContain( 'Site stats' );
	} );

	it( 'goes to At a Glance when opened directly, and back to where the user came from otherwise', async () => {
		const user = userEvent.setup();
		await openMyPlan();
		await user.click( screen.getByRole( 'button', { name: 'Back' } ) );
		await screen.findByRole( 'heading', { level: 1, name: 'At a Glance' } );
		expect( window.location.hash ).toBe( '#/dashboard' );

		// From At a Glance through the navigation: Back returns through the history, adding no entry.
		await user.click( screen.getByRole( 'link', { name: 'My Plan' } ) );
		await screen.findByRole( 'heading', { level: 1, name: 'Jetpack My Plan Details' } );
		const entries = window.history.length;
		await user.click( screen.getByRole( 'button', { name: 'Back' } ) );
		await screen.findByRole( 'heading', { level: 1, name: 'At a Glance' } );
		expect( window.location.hash ).toBe( '#/dashboard' );
		expect( window.history.length ).toBe( entries );
	} );

	it( 'offers a partner coupon with Redeem when the page printed one', async () => {
		renderApp( demo.backend, {
			route: '#/my-plan',
			initial: ( printed ) => ( { ...printed, partnerCoupon: createPartnerCoupon() } ),
		} );
		const coupon = within( await screen.findByRole( 'region', { name: 'A coupon from Demo Hosting' } ) );
		expect( coupon.getByText( 'Redeem it to get Jetpack Backup free for one year.' ) ).toBeVisible();
		expect( coupon.getAllByRole( 'listitem' ).map( ( item ) => item.textContent ) ).toEqual( [ 'Daily backups', '30-day archive' ] );
		expect( coupon.getByRole( 'link', { name: 'Redeem' } ) ).toHaveAttribute(
			'href',
			'https://wordpress.com/checkout/localhost/jetpack_backup_daily?coupon=DEMOPARTNER1234'
		);
	} );

	it( 'offers the mobile apps on a connected site, as every dashboard route does, and not offline', async () => {
		const page = await openMyPlan();
		expect( await page.findByRole( 'region', { name: 'Jetpack in your pocket' } ) ).toBeInTheDocument();
		expect( requests.calls( '' ).filter( ( request ) => request.includes( '/settings' ) ) ).toEqual( [] );
	} );

	it( 'leaves the mobile apps out offline', async () => {
		demo.reset( 'offline' );
		const page = await openMyPlan();
		await page.findByText( /Offline Mode/ );
		expect( page.queryByRole( 'region', { name: 'Jetpack in your pocket' } ) ).not.toBeInTheDocument();
	} );

	it( 'shows no coupon card without a coupon', async () => {
		await openMyPlan();
		await section( 'My Plan' ).findByText( 'Jetpack Free' );
		expect( screen.queryByRole( 'link', { name: 'Redeem' } ) ).toBeNull();
	} );
} );

describe( 'My Plan licence box', () => {
	beforeEach( () => demo.reset( 'licenses' ) );

	it( 'applies a key: "Applying…" with the field disabled, one request, then the success notice', async () => {
		const user = userEvent.setup();
		const held = holdCall( demo.server, 'post', 'licensing/set-license' );
		const page = await openMyPlan();
		const field = page.getByRole( 'textbox', { name: 'License key' } );
		await user.type( field, 'jetpack-backup-t1-demo-2' );
		await user.click( page.getByRole( 'button', { name: 'Apply license' } ) );
		const busy = await page.findByRole( 'button', { name: 'Applying…' } );
		expect( field ).toBeDisabled();
		await user.click( busy );
		await waitFor( () => expect( held.calls() ).toBe( 1 ) );
		held.release();

		await waitFor( () =>
			expect( noticesArea().getByText( 'Jetpack license key added. It may take a minute for the license to be processed.' ) ).toBeVisible()
		);
		expect( field ).toHaveValue( '' );
		expect( requests.calls( '' ).filter( ( request ) => request === `POST ${ V4 }/licensing/set-license` ) ).toHaveLength( 1 );
		// The purchases are asked again: the new product is listed.
		expect( await section( 'My Products' ).findByText( 'Jetpack Backup (10GB)' ) ).toBeVisible();
	} );

	it( 'sends nothing for an empty key', async () => {
		const user = userEvent.setup();
		const page = await openMyPlan();
		await user.click( page.getByRole( 'button', { name: 'Apply license' } ) );
		expect( requests.calls( '' ) ).not.toContain( `POST ${ V4 }/licensing/set-license` );
	} );

	it( 'says the key was not added, with the reason, and keeps it', async () => {
		const user = userEvent.setup();
		const page = await openMyPlan();
		const field = page.getByRole( 'textbox', { name: 'License key' } );
		await user.type( field, 'jetpack-scan-demo-3' );
		await user.click( page.getByRole( 'button', { name: 'Apply license' } ) );
		const summary = await noticesArea().findByText( 'Error adding Jetpack license key.' );
		expect( summary ).toHaveClass( 'jp-notice__line' );
		expect( noticesArea().getByText( 'This license key is already in use.' ) ).toHaveClass( 'jp-notice__line' );
		expect( field ).toHaveValue( 'jetpack-scan-demo-3' );
		expect( field ).toBeEnabled();
	} );
} );
