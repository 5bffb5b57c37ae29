/**
 * The partner coupon banner on At a Glance against the demo backend (docs/connection.md#partner-coupon): the welcome
 * and set-up before the connection, the redemption the provider brings the user back to, "Remind me later" for three
 * days, and nothing
 * offline or without a coupon.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from '../../../hooks/navigate';
import { createPartnerCoupon } from '../../../demo/catalogue/partner-coupon';
import { setupDemoBackend } from '../../../../tests/support/demo-msw';
import { renderApp } from '../../../../tests/support/render';

const demo = setupDemoBackend( 'coupon' );
const COUPON = createPartnerCoupon();

/** The admin page's query as the provider leaves it after the set-up. */
function pageQuery( query: string ) {
	window.history.replaceState( null, '', `/wp-admin/admin.php?page=jetpack${ query }#/dashboard` );
}

beforeEach( () => {
	window.localStorage.clear();
	pageQuery( '' );
} );

/** A site still to connect opens on the connect screen, with the partner's welcome above it. */
async function openDashboard() {
	// The frame turned off: the whole page goes to the provider, which the test watches.
	renderApp( demo.backend, { route: '#/dashboard', initial: ( printed ) => ( { ...printed, doNotUseConnectionIframe: true } ) } );
	await screen.findByRole( 'heading', { level: 1, name: 'Over 5 million WordPress sites are faster and more secure' } );
}

describe( 'Partner coupon banner', () => {
	it( 'welcomes the partner’s customer and sets the site up, coming back to redeem', async () => {
		const leave = jest.spyOn( browser, 'assign' ).mockImplementation( () => undefined );
		await openDashboard();
		const banner = within( screen.getByRole( 'region', { name: 'Welcome to Demo Hosting traveler!' } ) );
		expect( banner.getByText( 'Your coupon gives you Jetpack Backup free for one year. Set up Jetpack to redeem it.' ) ).toBeVisible();
		expect( banner.getAllByRole( 'listitem' ).map( ( item ) => item.textContent ) ).toEqual( [ 'Daily backups', '30-day archive' ] );
		await userEvent.click( banner.getByRole( 'button', { name: 'Set up & redeem Jetpack Backup' } ) );
		await waitFor( () => expect( leave ).toHaveBeenCalledTimes( 1 ) );
		expect( demo.backend.state.connection.isRegistered ).toBe( true );
		// The provider's authorize page, told to bring the user back to the admin page with the coupon.
		const authorize = new URL( String( leave.mock.calls[ 0 ]?.[ 0 ] ) );
		expect( authorize.searchParams.get( 'redirect_uri' ) ).toBe(
			'http://localhost/wp-admin/admin.php?page=jetpack&partnerCoupon=DEMOPARTNER1234&showCouponRedemption=1'
		);
		leave.mockRestore();
	} );

	it( 'has one way to set the site up: the coupon’s button, with the terms naming it', async () => {
		await openDashboard();
		const banner = within( screen.getByRole( 'region', { name: 'Welcome to Demo Hosting traveler!' } ) );
		expect(
			banner.getByText( ( _text, element ) => element?.tagName === 'P' && element.textContent?.startsWith( 'By clicking' ) === true )
		).toHaveTextContent( 'By clicking Set up & redeem Jetpack Backup, you agree to our Terms of Service' );
		// No second "Set up Jetpack" below it to compete, nor a second copy of the terms.
		expect( screen.queryByRole( 'button', { name: 'Set up Jetpack' } ) ).toBeNull();
		expect( screen.getAllByText( /^By clicking/ ) ).toHaveLength( 1 );
		expect( screen.getAllByRole( 'button', { name: /Set up/ } ).map( ( button ) => button.textContent ) ).toEqual( [ 'Set up & redeem Jetpack Backup' ] );
	} );

	it( 'offers the free year once the provider brings the user back, with Remind me later for three days', async () => {
		demo.backend.update( ( state ) => {
			state.connection.isRegistered = true;
			state.connection.isActive = true;
			state.connection.siteConnectionStatus = true;
		} );
		pageQuery( '&showCouponRedemption=1' );
		const user = userEvent.setup();
		renderApp( demo.backend, { route: '#/dashboard', initial: ( printed ) => ( { ...printed, partnerCoupon: COUPON } ) } );
		const region = await screen.findByRole( 'region', { name: 'One free year of Jetpack Backup' } );
		const banner = within( region );
		expect( banner.getByRole( 'link', { name: 'Redeem Jetpack Backup' } ) ).toHaveAttribute(
			'href',
			'https://wordpress.com/checkout/localhost/jetpack_backup_daily?coupon=DEMOPARTNER1234'
		);
		await user.click( banner.getByRole( 'button', { name: 'Remind me later' } ) );
		expect( screen.queryByRole( 'region', { name: 'One free year of Jetpack Backup' } ) ).toBeNull();
		const until = Number( window.localStorage.getItem( 'jetpack-partner-coupon-remind-after' ) );
		expect( until - Date.now() ).toBeGreaterThan( 3 * 24 * 3600 * 1000 - 60000 );
	} );

	it( 'shows nothing on a connected site the provider did not send back, or without a coupon', async () => {
		demo.reset( 'owner' );
		renderApp( demo.backend, { route: '#/dashboard', initial: ( printed ) => ( { ...printed, partnerCoupon: COUPON } ) } );
		await screen.findByRole( 'heading', { level: 1, name: 'At a Glance' } );
		expect( screen.queryByRole( 'region', { name: /traveler|One free year/ } ) ).toBeNull();
	} );
} );
