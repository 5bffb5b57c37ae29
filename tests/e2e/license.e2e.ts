/**
 * The licence screen in the browser, on the demo site (docs/connection.md#licence-activation): the owner follows the
 * activation notice, a key the provider does not know is refused with its reason, a good one shows the success panel,
 * and the site
 * keeps the licence across a reload (the notice counts one licence less, the same key is now in use).
 */
import { openApp, sharedBrowser } from './support/browser';

const browser = sharedBrowser();

it( 'the owner activates a licence from the notice; the site keeps it after a reload', async () => {
	const watched = await openApp( browser(), '#/dashboard', 'At a Glance', { scenario: 'licenses' } );
	const { page } = watched;
	// The component library repeats a notice's text in a live region: read the notices area itself.
	const notices = page.getByRole( 'region', { name: 'Notices' } );
	await notices.getByText( 'You have 2 Jetpack licenses ready to activate on this site.' ).waitFor();
	await page.getByRole( 'link', { name: 'Activate licenses' } ).click();

	const screen = page.getByRole( 'region', { name: 'Add a license key' } );
	const field = screen.getByRole( 'textbox', { name: 'License key' } );
	await field.fill( 'not-a-real-key' );
	await screen.getByRole( 'button', { name: 'Activate' } ).click();
	await screen.getByRole( 'alert' ).getByText( 'The license key is not valid.' ).waitFor();
	expect( await field.inputValue() ).toBe( 'not-a-real-key' );

	await field.fill( 'jetpack-backup-t1-demo-2' );
	await field.press( 'Enter' );
	await screen.getByRole( 'heading', { name: 'Your license key is activated' } ).waitFor();
	await screen.getByText( 'Jetpack Backup is now active on this site.' ).waitFor();
	expect( await screen.getByRole( 'link', { name: /View latest backup/ } ).getAttribute( 'href' ) ).toMatch(
		/^https:\/\/cloud\.jetpack\.com\/backup\//
	);
	await screen.getByRole( 'link', { name: 'View my plans' } ).click();
	await page.getByRole( 'heading', { level: 1, name: 'Jetpack My Plan Details' } ).waitFor();
	// The masthead still offers Settings: the activation asked the modules again with the rest of the site's data.
	const masthead = page.getByRole( 'navigation', { name: 'Dashboard or settings' } );
	await masthead.getByRole( 'link', { name: 'Settings', exact: true } ).waitFor();
	// One licence is left; the notice now names it.
	const leftOver = 'Your Jetpack Security (10GB) license is ready. Activate it to start using it on this site.';
	await notices.getByText( leftOver ).waitFor();

	await watched.restCallsEnded();
	await page.goto( page.url().replace( '#/my-plan', '#/license/activation' ) );
	await page.reload();
	await screen.waitFor();
	await field.fill( 'jetpack-backup-t1-demo-2' );
	await screen.getByRole( 'button', { name: 'Activate' } ).click();
	await screen.getByRole( 'alert' ).getByText( 'This license key is already in use.' ).waitFor();
	watched.expectClean();
	await watched.close();
} );
