/**
 * The At a Glance cards in the browser, on the demo site: what they say for a paid site and one with threats, and
 * what a user does on them (install a plugin, turn a module on, switch the site accelerator, dismiss a card),
 * each change kept by the site across a reload.
 */
import type { Page } from 'playwright-core';
import { demoUrl, openApp, openWatchedPage, resetScenario, sharedBrowser } from './support/browser';
import type { WatchedPage } from './support/browser';

const browser = sharedBrowser();

const card = ( page: Page, title: string ) => page.getByRole( 'region', { name: title, exact: true } );

/** A save refetches what it changed; the reload waits for that so it does not cut the calls off. */
async function reloadDashboard( { page, restCallsEnded }: WatchedPage ): Promise< void > {
	await restCallsEnded();
	await page.reload();
	await page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
}

describe( 'what the cards say', () => {
	it( 'a site on the Complete plan: real-time backups, no threats, spam counted, search and video on, no bundle offer', async () => {
		const watched = await openApp( browser(), '#/dashboard', 'At a Glance', { scenario: 'owner-paid' } );
		const { page } = watched;
		await card( page, 'Backup' ).getByText( /^Real-time backups are on/ ).waitFor();
		await card( page, 'Scan' )
			.getByText( 'No security threats found. Your site will continue to be monitored for future threats.' )
			.waitFor();
		await card( page, 'Anti-spam' ).getByText( '1,284 spam comments blocked' ).waitFor();
		await card( page, 'Search' ).getByText( 'Jetpack Search is powering search on your site.' ).waitFor();
		const storage = card( page, 'VideoPress' ).getByRole( 'meter', { name: 'Video storage' } );
		expect( await storage.getAttribute( 'value' ) ).toBe( '12.5' );
		await card( page, 'VideoPress' ).getByText( '12.5% of 1TB used' ).waitFor();
		expect( await card( page, 'Comprehensive Site Security' ).count() ).toBe( 0 );
		watched.expectClean();
		await watched.close();
	} );

	it( 'a site with threats: the scan card counts them and links to fixing them', async () => {
		const watched = await openApp( browser(), '#/dashboard', 'At a Glance', { scenario: 'threats' } );
		const scan = card( watched.page, 'Scan' );
		await scan.getByText( '17 security threats found on your site.' ).waitFor();
		expect( await scan.getByRole( 'link', { name: /Fix threats/ } ).getAttribute( 'href' ) ).toMatch( /^https:\/\/cloud\.jetpack\.com\/scan\// );
		watched.expectClean();
		await watched.close();
	} );

	it( 'the agencies programme for an owner whose account runs several sites, not for an editor', async () => {
		const owner = await openApp( browser(), '#/dashboard', 'At a Glance' );
		await card( owner.page, "Manage your clients' sites with ease" ).getByText( /get 25% off Jetpack products/ ).waitFor();
		owner.expectClean();
		await owner.close();
		const editor = await openApp( browser(), '#/dashboard', 'At a Glance', { scenario: 'editor' } );
		await card( editor.page, 'Site Stats' ).waitFor();
		expect( await card( editor.page, "Manage your clients' sites with ease" ).count() ).toBe( 0 );
		editor.expectClean();
		await editor.close();
	} );

	it( 'the same site for a Portuguese (Portugal, AO90) admin: every card shows, the chart dates in Portuguese', async () => {
		await resetScenario( 'threats-pt' );
		const watched = await openWatchedPage( browser() );
		// In Portuguese the apps card asks the stores for their Portuguese badges, which this machine cannot reach:
		// answered locally, the card falls back to its own badges.
		await watched.context.route(
			( url ) => ! url.href.startsWith( demoUrl() ),
			( route ) => route.fulfill( { contentType: 'text/html', body: '<!doctype html><title>Store</title>' } )
		);
		const { page } = watched;
		await page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack#/dashboard` );
		await page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
		await card( page, 'Scan' ).getByText( '17 security threats found on your site.' ).waitFor();
		await card( page, 'Backup' ).getByText( /^Real-time backups are on/ ).waitFor();
		await card( page, 'Site Stats' ).getByText( /novembro|dezembro|janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro/ ).first().waitFor( { state: 'attached' } );
		expect( await page.getByText( /Something went wrong/ ).count() ).toBe( 0 );
		watched.expectClean();
		await watched.close();
	} );
} );

describe( 'what a user does on them', () => {
	it( 'installs Jetpack Boost from its card; the card says it is active, and still does after a reload', async () => {
		const watched = await openApp( browser(), '#/dashboard', 'At a Glance' );
		const { page } = watched;
		const boost = card( page, 'Speed up your site' );
		await boost.getByRole( 'button', { name: 'Install' } ).click();
		await boost.getByText( 'Plugin is installed & active.' ).waitFor();
		expect( await boost.getByRole( 'link', { name: 'Manage' } ).getAttribute( 'href' ) ).toContain( 'admin.php?page=jetpack-boost' );
		// The other promo is untouched.
		await card( page, 'Manage your customers' ).getByRole( 'button', { name: 'Install' } ).waitFor();
		await reloadDashboard( watched );
		await card( page, 'Speed up your site' ).getByText( 'Plugin is installed & active.' ).waitFor();
		watched.expectClean();
		await watched.close();
	} );

	it( 'turns on downtime monitoring; it is still on after a reload', async () => {
		const watched = await openApp( browser(), '#/dashboard', 'At a Glance' );
		const { page } = watched;
		await card( page, 'Downtime monitoring' ).getByRole( 'button', { name: 'Activate downtime monitoring' } ).click();
		const on = 'Your site is being monitored for downtime. If it goes down, you will get an email alert.';
		await card( page, 'Downtime monitoring' ).getByText( on ).waitFor();
		await reloadDashboard( watched );
		await card( page, 'Downtime monitoring' ).getByText( on ).waitFor();
		watched.expectClean();
		await watched.close();
	} );

	it( 'switches the site accelerator on, is told so, and finds it on after a reload', async () => {
		const watched = await openApp( browser(), '#/dashboard', 'At a Glance' );
		const { page } = watched;
		const toggle = card( page, 'Image Accelerator' ).getByLabel( 'Site accelerator', { exact: true } );
		expect( await toggle.isChecked() ).toBe( false );
		await toggle.click();
		await page.getByRole( 'region', { name: 'Notices' } ).getByText( 'Site accelerator is now speeding up your site!' ).waitFor();
		expect( await toggle.isChecked() ).toBe( true );
		await reloadDashboard( watched );
		expect( await card( page, 'Image Accelerator' ).getByLabel( 'Site accelerator', { exact: true } ).isChecked() ).toBe( true );
		watched.expectClean();
		await watched.close();
	} );

	it( 'dismisses the agencies card for good', async () => {
		const watched = await openApp( browser(), '#/dashboard', 'At a Glance' );
		const { page } = watched;
		const agencies = card( page, "Manage your clients' sites with ease" );
		await agencies.getByRole( 'button', { name: 'Dismiss' } ).click();
		await agencies.waitFor( { state: 'detached' } );
		await reloadDashboard( watched );
		await card( page, 'Jetpack in your pocket' ).waitFor();
		expect( await card( page, "Manage your clients' sites with ease" ).count() ).toBe( 0 );
		watched.expectClean();
		await watched.close();
	} );
} );
