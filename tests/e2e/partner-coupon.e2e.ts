/**
 * A partner's coupon in the browser, on the demo site (docs/connection.md#partner-coupon): the welcome on a site not
 * connected yet, the set-up through the provider's page, and the free year offered on the way back.
 */
import { openApp, sharedBrowser } from './support/browser';

const browser = sharedBrowser();

it( 'the partner’s customer sets the site up from the welcome and comes back to redeem the free year', async () => {
	// A site still to connect opens on the connect screen, the partner's welcome above it.
	const watched = await openApp( browser(), '#/dashboard', 'Over 5 million WordPress sites are faster and more secure', { scenario: 'coupon' } );
	const { page } = watched;
	const welcome = page.getByRole( 'region', { name: 'Welcome to Demo Hosting traveler!' } );
	await welcome.getByRole( 'button', { name: 'Set up & redeem Jetpack Backup' } ).click();
	// The provider's page opens in a frame in the page.
	const provider = page.frameLocator( 'iframe[title="Approve the connection on WordPress.com"]' );
	await provider.getByRole( 'heading', { name: 'Approve the connection' } ).waitFor();
	await provider.getByRole( 'button', { name: 'Approve' } ).click();
	await page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
	expect( new URL( page.url() ).searchParams.get( 'showCouponRedemption' ) ).toBe( '1' );
	const offer = page.getByRole( 'region', { name: 'One free year of Jetpack Backup' } );
	const redeem = offer.getByRole( 'link', { name: 'Redeem Jetpack Backup' } );
	expect( await redeem.getAttribute( 'href' ) ).toMatch( /^https:\/\/wordpress\.com\/checkout\/.+\/jetpack_backup_daily\?coupon=DEMOPARTNER1234$/ );
	// The connection owner redeems or not; putting it off is for other administrators.
	expect( await offer.getByRole( 'button', { name: 'Remind me later' } ).count() ).toBe( 0 );
	expect( await welcome.count() ).toBe( 0 );
	watched.expectClean();
	await watched.close();
} );
