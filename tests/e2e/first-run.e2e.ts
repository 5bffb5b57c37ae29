/**
 * First run on the demo site: a new site, this plugin's or a fresh install of Jetpack, opens on the connect screen;
 * "Set up Jetpack" opens the provider's page in a frame and comes back connected with the success notice; #/setup starts by itself; the store welcome is forced
 * once and not after a reload; the disconnect dialog ignores Escape and outside clicks, opened either way, and
 * completes its steps; the identity-crisis choices.
 */
import type { Page } from 'playwright-core';
import { demoUrl, openApp, openWatchedPage, resetScenario, sharedBrowser } from './support/browser';
import { clearFaults, FAULT_KINDS, injectFault, REASONS } from './support/faults';

const browser = sharedBrowser();

const CONNECT_TITLE = 'Over 5 million WordPress sites are faster and more secure';
const FRAME = 'iframe[title="Approve the connection on WordPress.com"]';

async function preview( change: Record< string, unknown >, page: Page ): Promise< void > {
	const nonce = await page.evaluate( () => ( window as unknown as { Initial_State: { WP_API_nonce: string } } ).Initial_State.WP_API_nonce );
	const response = await fetch( `${ demoUrl() }/wp-json/jetpack/v4/dev-tools/preview`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce },
		body: JSON.stringify( change ),
	} );
	expect( response.ok ).toBe( true );
}

// A fresh install of the original Jetpack plugin connects the same way, through Jetpack's own routes.
it.each( [ 'not-connected', 'jetpack-not-connected' ] )( '%s: a new site opens on the connect screen; Set up Jetpack → the provider in a frame → back connected with the success notice', async ( scenario ) => {
	const watched = await openApp( browser(), '#/dashboard', CONNECT_TITLE, { scenario } );
	const { page } = watched;
	await page.getByRole( 'img', { name: /shield with a check mark/ } ).waitFor();
	await page.getByRole( 'button', { name: 'Set up Jetpack' } ).click();
	const frame = page.frameLocator( FRAME );
	await frame.getByRole( 'heading', { name: 'Approve the connection' } ).waitFor();
	await frame.getByRole( 'button', { name: 'Approve' } ).click();
	await page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
	expect( new URL( page.url() ).searchParams.get( 'message' ) ).toBe( 'authorized' );
	// In the notices area: the notice is also spoken, so its words are in the page's live region too.
	await page
		.getByRole( 'region', { name: 'Notices' } )
		.getByText( 'You’re fueled up and ready to go, Jetpack is now active.'.replace( '’', "'" ) )
		.waitFor();
	await page.getByRole( 'region', { name: 'Site connection' } ).getByText( 'Your site and your account are connected to WordPress.com.' ).waitFor();
	watched.expectClean();
	await watched.close();
} );

it( '#/setup starts the connection by itself', async () => {
	await resetScenario( 'not-connected' );
	const watched = await openWatchedPage( browser() );
	const { page } = watched;
	await page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack#/setup` );
	// The provider's page opens over the connect screen without a click.
	await page.getByRole( 'dialog', { name: 'Connect Jetpack' } ).waitFor();
	await page.frameLocator( FRAME ).getByRole( 'button', { name: 'Approve' } ).waitFor();
	expect( await page.getByText( /turn on its free tools/ ).count() ).toBe( 1 );
	await watched.restCallsEnded();
	watched.expectClean();
	await watched.close();
} );

it( 'the store welcome is forced once and not again after a reload', async () => {
	const watched = await openApp( browser(), '#/dashboard', CONNECT_TITLE, { scenario: 'not-connected' } );
	const { page } = watched;
	await preview( { storeActive: true }, page );
	await page.reload();
	await page.getByRole( 'heading', { level: 1, name: 'Security, growth and performance tools for your store' } ).waitFor();
	expect( new URL( page.url() ).hash ).toBe( '#/woo-setup' );
	await page.getByText( 'More than 5 million WordPress sites trust Jetpack for their website security and performance.' ).waitFor();
	await watched.restCallsEnded();
	await page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack#/dashboard` );
	await page.getByRole( 'heading', { level: 1, name: CONNECT_TITLE } ).waitFor();
	expect( new URL( page.url() ).hash ).toBe( '#/dashboard' );
	watched.expectClean();
	await watched.close();
} );

const STORE_TITLE = 'Security, growth and performance tools for your store';

/**
 * The welcome tells the server it was seen as it shows, in the background: a failed save costs the user nothing
 * (no message, the welcome works), and the welcome is simply offered once more on the next load.
 */
it.each( FAULT_KINDS )( 'the store welcome works when saving that it was seen meets the fault "%s"', async ( kind ) => {
	const watched = await openApp( browser(), '#/dashboard', CONNECT_TITLE, { scenario: 'not-connected' } );
	const { page } = watched;
	await preview( { storeActive: true }, page );
	watched.allow( /(HTTP \d+|request failed): POST \S*seen-wc-connection-modal/ );
	// The browser's own line for the refused call (it does not name the address).
	watched.allow( /console\.error: Failed to load resource/ );
	await injectFault( kind, 'seen-wc-connection-modal' );
	await page.reload();
	await page.getByRole( 'heading', { level: 1, name: STORE_TITLE } ).waitFor();
	await page.getByRole( 'button', { name: 'Set up Jetpack' } ).waitFor();
	await watched.restCallsEnded();
	expect( await page.getByRole( 'alert' ).count() ).toBe( 0 );
	await clearFaults();
	await page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack&again=1#/dashboard` );
	// Not saved: offered again. Saved late (a slow answer, a nonce refreshed on the way): not again.
	const again = REASONS[ kind ] !== undefined;
	await page.getByRole( 'heading', { level: 1, name: again ? STORE_TITLE : CONNECT_TITLE } ).waitFor();
	expect( new URL( page.url() ).hash ).toBe( again ? '#/woo-setup' : '#/dashboard' );
	await watched.restCallsEnded();
	watched.expectClean();
	await watched.close();
} );

describe( 'the disconnect dialog', () => {
	/**
	 * The page has answered the last input: a frame was drawn after it and every animation that ends has ended. A
	 * dialog that took the input as a request to close would be fading out (its overlay marked as animating out),
	 * and gone once the fade ended.
	 */
	async function settled( page: Page ): Promise< void > {
		await page.evaluate( async () => {
			const frame = () => new Promise< void >( ( resolve ) => requestAnimationFrame( () => resolve() ) );
			await frame();
			await frame();
			await Promise.all(
				document
					.getAnimations()
					.filter( ( animation ) => animation.playState === 'running' && Number.isFinite( Number( animation.effect?.getComputedTiming().endTime ) ) )
					.map( ( animation ) => animation.finished.catch( () => undefined ) )
			);
			await frame();
		} );
	}

	async function expectStaysOpen( page: Page ) {
		const dialog = page.getByRole( 'dialog', { name: 'Are you sure you want to disconnect?' } );
		const closing = page.locator( '.components-modal__screen-overlay.is-animating-out' );
		await dialog.waitFor();
		await page.keyboard.press( 'Escape' );
		await settled( page );
		expect( { open: await dialog.isVisible(), closing: await closing.count() } ).toEqual( { open: true, closing: 0 } );
		// A click on the overlay, outside the dialog's frame.
		await page.mouse.click( 5, 5 );
		await settled( page );
		expect( { open: await dialog.isVisible(), closing: await closing.count() } ).toEqual( { open: true, closing: 0 } );
		return dialog;
	}

	it( 'opened from Manage site connection: stays open on Escape and an outside click, then completes its steps', async () => {
		const watched = await openApp( browser(), '#/dashboard', 'At a Glance' );
		const { page } = watched;
		await page.getByRole( 'button', { name: 'Manage site connection' } ).click();
		const confirm = await expectStaysOpen( page );
		await confirm.getByRole( 'button', { name: 'Disconnect' } ).click();
		const success = page.getByRole( 'dialog', { name: 'Jetpack has been successfully disconnected' } );
		await success.getByRole( 'button', { name: 'Help us improve' } ).click();
		const survey = page.getByRole( 'dialog', { name: 'Before you go, help us improve Jetpack' } );
		await survey.getByRole( 'radio' ).first().check();
		await survey.getByRole( 'button', { name: /Submit/ } ).click();
		const thanks = page.getByRole( 'dialog', { name: 'Thank you!' } );
		await thanks.getByRole( 'button', { name: 'Back to my website' } ).click();
		await thanks.waitFor( { state: 'detached' } );
		await page.getByRole( 'heading', { level: 1, name: CONNECT_TITLE } ).waitFor();
		watched.expectClean();
		await watched.close();
	} );

	it( 'opened by #/disconnect: stays open on Escape and an outside click; Stay connected closes it', async () => {
		// The dialog opens over the dashboard and hides it from the accessibility tree, so the page is ready when the
		// dialog shows: the dashboard's heading may never be exposed in between.
		await resetScenario( 'owner' );
		const watched = await openWatchedPage( browser() );
		const { page } = watched;
		await page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack#/disconnect` );
		const dialog = await expectStaysOpen( page );
		await dialog.getByRole( 'button', { name: 'Stay connected' } ).click();
		await dialog.waitFor( { state: 'detached' } );
		await page.waitForURL( /#\/dashboard$/ );
		await page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
		watched.expectClean();
		await watched.close();
	} );
} );

it( 'identity crisis: the three choices show, and one of them resolves it, saying so, with the focus kept', async () => {
	await resetScenario( 'owner' );
	const watched = await openApp( browser(), '#/dashboard', 'At a Glance' );
	const { page } = watched;
	await preview( { identityCrisis: true }, page );
	// The dashboard's cards finish loading first: a reload would cut their calls off.
	await watched.restCallsEnded();
	await page.reload();
	const migrate = page.getByRole( 'button', { name: 'Move the connection to this address' } );
	await migrate.waitFor();
	await page.getByRole( 'button', { name: 'Stay in Safe Mode (this is a copy)' } ).waitFor();
	await page.getByRole( 'button', { name: 'Start fresh with a new connection' } ).waitFor();
	// Chosen by keyboard: the notice leaves with the button, saying what the choice did, and the focus goes on.
	await migrate.focus();
	await page.keyboard.press( 'Enter' );
	await migrate.waitFor( { state: 'detached' } );
	await page.locator( '.jp-notice' ).getByText( /^The connection moved from original-site\.example to 127\.0\.0\.1:\d+\.$/ ).waitFor();
	expect( await page.evaluate( () => document.activeElement !== document.body && document.activeElement?.isConnected ) ).toBe( true );
	await watched.restCallsEnded();
	await page.reload();
	await page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
	// The choices would show once the connection status is in: every call of the load answered first.
	await watched.restCallsEnded();
	expect( await migrate.count() ).toBe( 0 );
	watched.expectClean();
	await watched.close();
} );
