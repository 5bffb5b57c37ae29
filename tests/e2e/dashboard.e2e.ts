/**
 * The At a Glance cards in the browser, on the demo site: who sees which card, the stats chart and its ranges,
 * and the connection round trip a user makes (disconnect the site, set it up again through the provider, link
 * and unlink an account).
 */
import type { Page } from 'playwright-core';
import { demoUrl, openApp, openWatchedPage, resetScenario, sharedBrowser } from './support/browser';

const browser = sharedBrowser();

const headings = async ( page: Page, level: number ) =>
	( await page.locator( '#jp-main' ).getByRole( 'heading', { level } ).allInnerTexts() ).map( ( text ) => text.trim() );

const card = ( page: Page, title: string ) => page.getByRole( 'region', { name: title } );

describe( 'who sees which card', () => {
	it.each( [
		[ 'subscriber', 'Connect your WordPress.com account', [], [] ],
		// Brute force protection is on and the site has a connected owner: the editor sees its count too.
		[ 'editor', 'Disconnect your WordPress.com account', [ 'Security' ], [ 'Brute force protection' ] ],
	] )( 'the %s sees only stats and connections (and protection), and links or unlinks their own account', async ( scenario, accountButton, security, protect ) => {
		const watched = await openApp( browser(), '#/dashboard', 'At a Glance', { scenario } );
		const { page } = watched;
		await card( page, 'Site Stats' ).getByRole( 'tab', { name: 'Days' } ).waitFor();
		expect( await headings( page, 2 ) ).toEqual( [ ...security, 'Performance and Growth', 'Connections' ] );
		expect( await headings( page, 3 ) ).toEqual( [ ...protect, 'Site Stats', 'Site connection', 'Account connection' ] );
		if ( protect.length > 0 ) {
			await card( page, 'Brute force protection' ).getByText( '23 blocked attempts' ).waitFor();
		}
		// Nobody but an administrator manages the site's connection.
		expect( await page.getByRole( 'button', { name: 'Manage site connection' } ).count() ).toBe( 0 );
		expect( await card( page, 'Account connection' ).getByRole( 'button', { name: accountButton } ).isVisible() ).toBe( true );
		watched.expectClean();
		await watched.close();
	} );

	it( 'offline, the stats card says so and asks the server nothing', async () => {
		const calls: string[] = [];
		const watched = await openApp( browser(), '#/dashboard', 'At a Glance', { scenario: 'offline' } );
		watched.page.on( 'request', ( request ) => {
			if ( request.url().includes( 'module/stats' ) ) {
				calls.push( request.url() );
			}
		} );
		await card( watched.page, 'Site Stats' ).getByText( 'Unavailable in Offline Mode.' ).waitFor();
		await watched.settled();
		expect( calls ).toEqual( [] );
		watched.expectClean();
		await watched.close();
	} );
} );

describe( 'the stats card', () => {
	it( 'shows the views per day, then per week and per month', async () => {
		const watched = await openApp( browser(), '#/dashboard', 'At a Glance' );
		const stats = card( watched.page, 'Site Stats' );
		const days = stats.getByRole( 'tab', { name: 'Days' } );
		await days.waitFor();
		expect( await days.getAttribute( 'aria-selected' ) ).toBe( 'true' );
		const asked: string[] = [];
		watched.page.on( 'request', ( request ) => {
			const range = new URL( request.url() ).searchParams.get( 'range' );
			if ( request.url().includes( 'module/stats/data' ) && range ) {
				asked.push( range );
			}
		} );
		for ( const [ tab, range ] of [ [ 'Weeks', 'week' ], [ 'Months', 'month' ] ] ) {
			await stats.getByRole( 'tab', { name: tab } ).click();
			await stats.getByRole( 'tab', { name: tab, selected: true } ).waitFor();
			await stats.getByRole( 'list', { name: new RegExp( `per ${ range }`, 'i' ) } ).waitFor();
		}
		// Each range is asked for once; going back to days uses what the page already has.
		await days.click();
		await stats.getByRole( 'list', { name: /per day/i } ).waitFor();
		expect( asked ).toEqual( [ 'week', 'month' ] );
		watched.expectClean();
		await watched.close();
	} );
} );

describe( 'the connection round trip', () => {
	it( 'the owner disconnects the site, then sets it up again through WordPress.com', async () => {
		const watched = await openApp( browser(), '#/dashboard', 'At a Glance' );
		const { page } = watched;
		await page.getByRole( 'button', { name: 'Manage site connection' } ).click();
		const dialog = page.getByRole( 'dialog' );
		await dialog.getByRole( 'heading', { name: 'Are you sure you want to disconnect?' } ).waitFor();
		await dialog.getByRole( 'button', { name: 'Disconnect' } ).click();
		await dialog.getByText( 'Jetpack has been successfully disconnected' ).waitFor();
		await dialog.getByRole( 'button', { name: 'No thank you' } ).click();
		await dialog.waitFor( { state: 'detached' } );
		// A site no longer connected opens on the connect screen; setting up opens the provider's page in a frame.
		await page.getByRole( 'heading', { level: 1, name: 'Over 5 million WordPress sites are faster and more secure' } ).waitFor();
		await page.getByRole( 'button', { name: 'Set up Jetpack' } ).click();
		const provider = page.frameLocator( 'iframe[title="Approve the connection on WordPress.com"]' );
		await provider.getByRole( 'heading', { name: 'Approve the connection' } ).waitFor();
		await provider.getByRole( 'button', { name: 'Approve' } ).click();
		await page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
		await card( page, 'Site connection' ).getByText( 'Your site and your account are connected to WordPress.com.' ).waitFor();
		watched.expectClean();
		await watched.close();
	} );

	it( 'a second administrator links their account, then unlinks it', async () => {
		const watched = await openApp( browser(), '#/dashboard', 'At a Glance', { scenario: 'user-unlinked' } );
		const { page } = watched;
		const account = card( page, 'Account connection' );
		await account.getByRole( 'button', { name: 'Connect your WordPress.com account' } ).click();
		await page.getByRole( 'button', { name: 'Approve' } ).click();
		await page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
		await account.getByRole( 'button', { name: 'Disconnect your WordPress.com account' } ).click();
		await account.getByRole( 'button', { name: 'Connect your WordPress.com account' } ).waitFor();
		watched.expectClean();
		await watched.close();
	} );

	it( '#/disconnect opens the dialog; staying connected returns to the dashboard with nothing changed', async () => {
		// Its dialog opens over At a Glance and hides the page's heading from the accessibility tree, perhaps before
		// the test could see the heading: the dialog is what this address shows first.
		await resetScenario( 'owner' );
		const watched = await openWatchedPage( browser() );
		const { page } = watched;
		await page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack#/disconnect` );
		const dialog = page.getByRole( 'dialog' );
		await dialog.getByRole( 'button', { name: 'Stay connected' } ).click();
		await dialog.waitFor( { state: 'detached' } );
		await page.waitForURL( /#\/dashboard$/ );
		await page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
		await card( page, 'Site connection' ).getByText( 'Your site and your account are connected to WordPress.com.' ).waitFor();
		watched.expectClean();
		await watched.close();
	} );
} );
