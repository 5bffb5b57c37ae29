/**
 * The Traffic settings on the demo site: each card's settings are saved and still there after a reload, the SEO
 * previews follow typing, Google verification plays out through the demo's Google page (and fails visibly), and
 * offline, not-connected, SEO-plugin and hidden-site states show what they should.
 */
import type { Locator, Page } from 'playwright-core';
import { demoUrl, openApp, openDevToolsCard, sharedBrowser } from './support/browser';
import type { WatchedPage } from './support/browser';
import { auditPage, describeFindings } from './support/axe';
import { clearFaults, injectFault } from './support/faults';
import { focusProblems, walkFocus } from './support/focus';

const HEADING = 'Traffic';

const browser = sharedBrowser();

function notices( page: Page ): Locator {
	return page.getByRole( 'region', { name: 'Notices' } );
}

function card( page: Page, title: string ): Locator {
	return page.getByRole( 'region', { name: title, exact: true } );
}

/** Saves a setting switch and waits until the switch has taken the new position and stopped saving. */
async function flip( region: Locator, label: string | RegExp, to: boolean ): Promise< void > {
	const control = region.getByRole( 'checkbox', { name: label } );
	await control.click();
	await region.getByRole( 'checkbox', { name: label, checked: to } ).waitFor();
	await region.locator( '[aria-busy="true"]' ).waitFor( { state: 'detached' } );
}

async function reload( watched: WatchedPage ): Promise< void > {
	await watched.restCallsEnded();
	await watched.page.reload();
	await watched.page.getByRole( 'heading', { level: 1, name: HEADING } ).waitFor();
}

async function saveCard( watched: WatchedPage, region: Locator ): Promise< void > {
	const save = region.getByRole( 'button', { name: 'Save Settings' } );
	await save.click();
	await notices( watched.page ).getByText( 'Updated settings.' ).waitFor();
	await region.getByRole( 'button', { name: 'Save Settings', disabled: true } ).waitFor();
}

it( 'shows the Traffic cards in order under the section heading', async () => {
	const watched = await openApp( browser(), '#/traffic', HEADING );
	const { page } = watched;
	await page.getByRole( 'heading', { level: 2, name: "Maximize your site's visibility in search engines and view traffic stats in real time." } ).waitFor();
	const titles = await page.locator( '.jp-settings-card__title' ).allTextContents();
	expect( titles ).toEqual( [ 'Ads', 'Related posts', 'SEO', 'Google Analytics', 'Site stats', 'Shortlinks', 'Sitemaps', 'Site verification' ] );
	watched.expectClean();
	await watched.close();
} );

it( 'saves the ads settings and keeps them after a reload', async () => {
	const watched = await openApp( browser(), '#/traffic', HEADING );
	const ads = card( watched.page, 'Ads' );
	await flip( ads, 'Enable ads and display an ad below each post', true );
	await ads.getByText( 'View your earnings' ).waitFor();
	await flip( ads, 'Front page', false );
	await flip( ads, 'Top of each page', false );
	await flip( ads, /Enable targeted advertising/, true );
	const url = ads.getByRole( 'textbox', { name: 'Privacy Policy URL (optional)' } );
	await expect( url.getAttribute( 'placeholder' ) ).resolves.toBe( new URL( demoUrl() ).host );
	await url.fill( 'https://example.com/privacy' );
	await saveCard( watched, ads );

	await reload( watched );
	const again = card( watched.page, 'Ads' );
	await expect( again.getByRole( 'checkbox', { name: 'Front page' } ).isChecked() ).resolves.toBe( false );
	await expect( again.getByRole( 'checkbox', { name: 'Posts' } ).isChecked() ).resolves.toBe( true );
	await expect( again.getByRole( 'checkbox', { name: 'Top of each page' } ).isChecked() ).resolves.toBe( false );
	await expect( again.getByRole( 'textbox', { name: 'Privacy Policy URL (optional)' } ).inputValue() ).resolves.toBe( 'https://example.com/privacy' );
	watched.expectClean();
	await watched.close();
} );

it( 'saves related posts, whose preview follows the switches', async () => {
	const watched = await openApp( browser(), '#/traffic', HEADING );
	const related = card( watched.page, 'Related posts' );
	await flip( related, 'Show related content after posts', true );
	const preview = related.getByRole( 'figure', { name: 'Preview of related content' } );
	await expect( preview.getByRole( 'listitem' ).count() ).resolves.toBe( 3 );
	await expect( preview.getByText( 'Related', { exact: true } ).count() ).resolves.toBe( 1 );
	await expect( preview.getByRole( 'img', { name: 'Thumbnail' } ).count() ).resolves.toBe( 0 );
	await flip( related, 'Show a thumbnail image where available', true );
	await flip( related, 'Highlight related content with a heading', false );
	await preview.getByRole( 'img', { name: 'Thumbnail' } ).nth( 2 ).waitFor();
	await expect( preview.getByText( 'Related', { exact: true } ).count() ).resolves.toBe( 0 );
	await related.getByRole( 'link', { name: /Configure related posts in the Customizer/ } ).waitFor();

	await reload( watched );
	const again = card( watched.page, 'Related posts' );
	await expect( again.getByRole( 'checkbox', { name: 'Show a thumbnail image where available' } ).isChecked() ).resolves.toBe( true );
	await expect( again.getByRole( 'checkbox', { name: 'Highlight related content with a heading' } ).isChecked() ).resolves.toBe( false );
	watched.expectClean();
	await watched.close();
} );

async function openSeoParts( seo: Locator ): Promise< void > {
	for ( const name of [ 'Page Title Structure', 'Front Page Meta Description', 'Previews on Google, Facebook and Twitter' ] ) {
		await seo.getByRole( 'button', { name } ).click();
	}
}

it( 'saves SEO title structures and the meta description; the previews follow typing', async () => {
	const watched = await openApp( browser(), '#/traffic', HEADING );
	const seo = card( watched.page, 'SEO' );
	await expect( seo.getByRole( 'button', { name: 'Save Settings' } ).count() ).resolves.toBe( 0 );
	await flip( seo, 'Customize your SEO settings', true );
	await openSeoParts( seo );
	const save = seo.getByRole( 'button', { name: 'Save Settings' } );
	await expect( save.isDisabled() ).resolves.toBe( true );

	const front = seo.getByRole( 'textbox', { name: 'Front Page', exact: true } );
	await front.fill( '[site_name] | [post_title]' );
	await seo.getByText( 'Preview: Demo Garden Journal | [post_title]' ).waitFor();
	const posts = seo.getByRole( 'textbox', { name: 'Posts' } );
	await posts.fill( '' );
	await seo.getByRole( 'group', { name: 'Insert a token into the Posts title' } ).getByRole( 'button', { name: 'Post Title' } ).click();
	await posts.press( 'End' );
	await posts.pressSequentially( ' on [site_name]' );
	await seo.getByText( 'Preview: Example Title on Demo Garden Journal' ).waitFor();

	const google = seo.getByRole( 'figure', { name: 'Google search preview' } );
	await google.getByText( 'Demo Garden Journal | [post_title]' ).waitFor();
	const description = seo.getByRole( 'textbox', { name: 'Front page meta description' } );
	await description.fill( 'Seasonal notes from a small garden.' );
	await google.getByText( 'Seasonal notes from a small garden.' ).waitFor();
	await seo.getByText( '35 character(s)' ).waitFor();
	await description.fill( 'x'.repeat( 320 ) );
	await seo.getByText( '300 character(s) - Maximum characters reached.' ).waitFor();
	await expect( google.locator( '.jp-seo-preview__description' ).textContent() ).resolves.toBe( `${ 'x'.repeat( 159 ) }…` );
	await description.fill( 'Seasonal notes from a small garden.' );
	await saveCard( watched, seo );

	await reload( watched );
	const again = card( watched.page, 'SEO' );
	await openSeoParts( again );
	await expect( again.getByRole( 'textbox', { name: 'Posts' } ).inputValue() ).resolves.toBe( '[post_title] on [site_name]' );
	await expect( again.getByRole( 'textbox', { name: 'Front page meta description' } ).inputValue() ).resolves.toBe( 'Seasonal notes from a small garden.' );
	watched.expectClean();
	await watched.close();
} );

it( 'saves the stats settings: the chart, both role lists, administrators always viewing reports', async () => {
	const watched = await openApp( browser(), '#/traffic', HEADING );
	const stats = card( watched.page, 'Site stats' );
	await stats.getByRole( 'button', { name: /Expand to update settings/ } ).click();
	await flip( stats, /48-hour traffic snapshot/, false );
	const counted = stats.getByRole( 'group', { name: 'Count logged in page views from' } );
	const viewers = stats.getByRole( 'group', { name: 'Allow stats reports to be viewed by' } );
	await flip( counted, 'Editor', true );
	await flip( viewers, 'Shop manager', true );
	await expect( viewers.getByRole( 'checkbox', { name: 'Administrator' } ).isDisabled() ).resolves.toBe( true );
	await expect( viewers.getByRole( 'checkbox', { name: 'Administrator' } ).isChecked() ).resolves.toBe( true );
	await expect( counted.getByRole( 'checkbox', { name: 'Administrator' } ).isDisabled() ).resolves.toBe( false );

	await reload( watched );
	const again = card( watched.page, 'Site stats' );
	await again.getByRole( 'button', { name: /Expand to update settings/ } ).click();
	await expect( again.getByRole( 'checkbox', { name: /48-hour traffic snapshot/ } ).isChecked() ).resolves.toBe( false );
	const countedAgain = again.getByRole( 'group', { name: 'Count logged in page views from' } );
	const viewersAgain = again.getByRole( 'group', { name: 'Allow stats reports to be viewed by' } );
	await expect( countedAgain.getByRole( 'checkbox', { name: 'Editor' } ).isChecked() ).resolves.toBe( true );
	await expect( viewersAgain.getByRole( 'checkbox', { name: 'Editor' } ).isChecked() ).resolves.toBe( false );
	await expect( viewersAgain.getByRole( 'checkbox', { name: 'Shop manager' } ).isChecked() ).resolves.toBe( true );
	watched.expectClean();
	await watched.close();
} );

it( 'saves shortlinks, sitemaps and verification codes', async () => {
	const watched = await openApp( browser(), '#/traffic', HEADING );
	const { page } = watched;
	await flip( card( page, 'Shortlinks' ), 'Generate shortened URLs for simpler sharing.', true );
	const sitemaps = card( page, 'Sitemaps' );
	await sitemaps.getByRole( 'link', { name: /Open Sitemap/ } ).waitFor();
	await flip( sitemaps, 'Generate XML sitemaps', false );
	await expect( sitemaps.getByRole( 'link', { name: /Open Sitemap/ } ).count() ).resolves.toBe( 0 );
	const verification = card( page, 'Site verification' );
	await verification.getByRole( 'textbox', { name: 'Bing' } ).fill( 'BING-123' );
	await verification.getByRole( 'textbox', { name: 'Yandex' } ).fill( '<meta name="yandex-verification" content="y1" />' );
	await saveCard( watched, verification );

	await reload( watched );
	await expect( card( page, 'Shortlinks' ).getByRole( 'checkbox' ).isChecked() ).resolves.toBe( true );
	await expect( card( page, 'Sitemaps' ).getByRole( 'checkbox', { name: 'Generate XML sitemaps' } ).isChecked() ).resolves.toBe( false );
	const again = card( page, 'Site verification' );
	await expect( again.getByRole( 'textbox', { name: 'Bing' } ).inputValue() ).resolves.toBe( '<meta name="msvalidate.01" content="BING-123" />' );
	await expect( again.getByRole( 'textbox', { name: 'Yandex' } ).inputValue() ).resolves.toBe( '<meta name="yandex-verification" content="y1" />' );
	watched.expectClean();
	await watched.close();
} );

async function verifyThroughPopup( page: Page, answer: 'Allow' | 'Deny' ): Promise< void > {
	const [ popup ] = await Promise.all( [
		page.waitForEvent( 'popup' ),
		card( page, 'Site verification' ).getByRole( 'button', { name: 'Verify with Google' } ).click(),
	] );
	await popup.getByRole( 'heading', { name: 'Connect Google Search Console' } ).waitFor();
	await Promise.all( [ popup.waitForEvent( 'close' ), popup.getByRole( 'button', { name: answer } ).click() ] );
}

it( 'verifies with Google through the Google page, saving the token', async () => {
	const watched = await openApp( browser(), '#/traffic', HEADING );
	const { page } = watched;
	await verifyThroughPopup( page, 'Allow' );
	const verification = card( page, 'Site verification' );
	await verification.getByText( 'Your site is verified with Google' ).waitFor();
	await verification.getByRole( 'link', { name: /Go to Google Search Console/ } ).waitFor();

	await reload( watched );
	const again = card( page, 'Site verification' );
	await again.getByText( 'Your site is verified with Google' ).waitFor();
	await again.getByRole( 'button', { name: 'Edit' } ).click();
	// Edit puts the caret in the field, which shows the bare code to edit; Cancel gives focus back to Edit.
	const field = again.getByRole( 'textbox', { name: 'Google' } );
	await expect( field.evaluate( ( element ) => element === document.activeElement ) ).resolves.toBe( true );
	await expect( field.inputValue() ).resolves.toMatch( /^demo-[a-z0-9-]+$/ );
	await again.getByRole( 'button', { name: 'Cancel' } ).click();
	await again.getByText( 'Your site is verified with Google' ).waitFor();
	await expect( page.evaluate( () => document.activeElement?.textContent ) ).resolves.toBe( 'Edit' );
	watched.expectClean();
	await watched.close();
} );

it( 'says why Google verification failed, for five seconds, and keeps the row usable', async () => {
	const watched = await openApp( browser(), '#/traffic', HEADING );
	const { page } = watched;
	watched.allow( /verify-site\/google/ );
	watched.allow( /status of 500/ );
	await card( page, 'Site verification' ).getByRole( 'button', { name: 'Verify with Google' } ).waitFor();
	await watched.restCallsEnded();
	await injectFault( 'server error', 'jetpack/v4/verify-site/google' );
	await verifyThroughPopup( page, 'Allow' );
	const notice = notices( page ).getByText( 'Site failed to verify: The server could not complete this request. (Status 500)' );
	await notice.waitFor();
	await notice.waitFor( { state: 'detached', timeout: 8000 } );
	await clearFaults();

	await verifyThroughPopup( page, 'Deny' );
	await notices( page ).getByText( 'Site failed to verify: Google access was not granted.' ).waitFor();
	await card( page, 'Site verification' ).getByRole( 'button', { name: 'Manually Verify' } ).waitFor();
	watched.expectClean();
	await watched.close();
} );

it( 'verifies manually: the code is saved and shown as its meta tag after a reload', async () => {
	const watched = await openApp( browser(), '#/traffic', HEADING );
	const verification = card( watched.page, 'Site verification' );
	await verification.getByRole( 'button', { name: 'Manually Verify' } ).click();
	await verification.getByRole( 'textbox', { name: 'Google' } ).fill( 'my-own-code_1' );
	await verification.getByRole( 'button', { name: 'Save', exact: true } ).click();
	await notices( watched.page ).getByText( 'Updated settings.' ).waitFor();

	await reload( watched );
	// A hand-entered code on a site Google has not verified opens the manual input by itself.
	const again = card( watched.page, 'Site verification' );
	await expect( again.getByRole( 'textbox', { name: 'Google' } ).inputValue() ).resolves.toBe(
		'<meta name="google-site-verification" content="my-own-code_1" />'
	);
	watched.expectClean();
	await watched.close();
} );

it( 'offline: no provider calls, shortlinks unavailable, Google by hand only', async () => {
	const watched = await openApp( browser(), '#/traffic', HEADING, { scenario: 'offline' } );
	const { page } = watched;
	const shortlinks = card( page, 'Shortlinks' );
	await expect( shortlinks.getByRole( 'checkbox' ).isDisabled() ).resolves.toBe( true );
	await shortlinks.getByText( 'Unavailable in Offline Mode' ).waitFor();
	const verification = card( page, 'Site verification' );
	await verification.getByRole( 'textbox', { name: 'Google' } ).waitFor();
	await expect( verification.getByRole( 'button', { name: 'Verify with Google' } ).count() ).resolves.toBe( 0 );
	watched.expectClean();
	await watched.close();
} );

it( 'not connected: shortlinks need the connection, Google by hand only', async () => {
	const watched = await openApp( browser(), '#/traffic', HEADING, { scenario: 'not-connected' } );
	const { page } = watched;
	const shortlinks = card( page, 'Shortlinks' );
	await expect( shortlinks.getByRole( 'checkbox' ).isDisabled() ).resolves.toBe( true );
	await card( page, 'Site verification' ).getByRole( 'textbox', { name: 'Google' } ).waitFor();
	await expect( card( page, 'Site verification' ).getByRole( 'button', { name: 'Verify with Google' } ).count() ).resolves.toBe( 0 );
	watched.expectClean();
	await watched.close();
} );

it( 'an active SEO plugin takes the SEO card over; a hidden site gets no sitemap addresses', async () => {
	const watched = await openApp( browser(), '#/traffic', HEADING );
	const { page } = watched;
	// The dev-tools card switches each on the site and reloads the page.
	for ( const label of [ /SEO plugin active/, /Visible to search engines/ ] ) {
		const tools = await openDevToolsCard( page );
		await Promise.all( [ page.waitForEvent( 'load' ), tools.getByLabel( label ).click() ] );
		await page.getByRole( 'heading', { level: 1, name: HEADING } ).waitFor();
	}
	const seo = card( page, 'SEO' );
	await seo.getByText( 'Your SEO settings are managed by the following plugin: Yoast SEO' ).first().waitFor();
	await expect( seo.getByRole( 'checkbox', { name: 'Customize your SEO settings' } ).isDisabled() ).resolves.toBe( true );
	await expect( seo.getByRole( 'button', { name: 'Save Settings' } ).count() ).resolves.toBe( 0 );
	const sitemaps = card( page, 'Sitemaps' );
	await sitemaps.getByText( "Search engines can't access your site at the moment…" ).waitFor();
	await sitemaps.getByRole( 'link', { name: 'Reading settings' } ).waitFor();
	watched.expectClean();
	await watched.close();
} );

it( 'passes axe and a keyboard walk with the foldable SEO parts and the stats settings open', async () => {
	const watched = await openApp( browser(), '#/traffic', HEADING );
	const { page } = watched;
	const seo = card( page, 'SEO' );
	await flip( seo, 'Customize your SEO settings', true );
	await flip( card( page, 'Ads' ), 'Enable ads and display an ad below each post', true );
	await flip( card( page, 'Related posts' ), 'Show related content after posts', true );
	await openSeoParts( seo );
	await card( page, 'Site stats' ).getByRole( 'button', { name: /Expand to update settings/ } ).click();
	await seo.getByRole( 'figure', { name: 'Google search preview' } ).waitFor();
	await watched.restCallsEnded();
	expect( describeFindings( await auditPage( page ) ) ).toEqual( [] );

	// The switches' "Updated settings." notices leave after 2 s and the page moves up: walk once it holds still.
	await page.getByRole( 'region', { name: 'Notices' } ).getByText( 'Updated settings.' ).first().waitFor( { state: 'detached', timeout: 10000 } );
	// From the section's tab, Tab reaches every control of the open cards in reading order.
	await page.getByRole( 'navigation', { name: 'Settings', exact: true } ).getByRole( 'link', { name: 'Traffic' } ).focus();
	const stops = await walkFocus( page, 'app', 250 );
	expect( focusProblems( stops ) ).toEqual( [] );
	const names = stops.map( ( stop ) => stop.name );
	for ( const name of [ 'Customize your SEO settings', 'Page Title Structure', 'Front Page', 'Front page meta description', 'Generate XML sitemaps', 'Verify with Google' ] ) {
		expect( names ).toContain( name );
	}
	watched.expectClean();
	await watched.close();
} );
