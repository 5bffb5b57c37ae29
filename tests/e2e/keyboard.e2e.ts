/**
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
 * Keyboard only (no clicks), owner scenario: Tab through the dashboard and a settings section in reading order,
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
 * every stop on screen, named and showing where focus is; Enter follows links; Space operates a dev-tools toggle;
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
 * the what's-new dialog holds focus while open and, closed with Escape, leaves focus in the page; the mobile-app
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
 * login modal, opened with Enter and closed with Escape, gives focus back to its button. Escape closes modals, with
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
 * one exception: the disconnect dialog, which Escape must not abandon half-way; it closes by its own buttons and gives
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
 * focus back to its opener like the others. Dismissing a notice keeps
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
 * focus in the page; the narrow-screen settings dropdown switches sections from the keyboard and keeps focus.
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
 */
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
import type { Browser, Page } from 'playwright-core';
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
import { launchBrowser, openApp } from './support/browser';
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
import { currentStop, describeStop, focusProblems, regionsVisited, tabUntil, walkFocus } from './support/focus';
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
import type { FocusStop } from './support/focus';
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
let browser: Browser;
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
beforeAll( async () => {
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	browser = await launchBrowser();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
} );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
afterAll( async () => {
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await browser.close();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
} );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
const RELEASE_POST_TOGGLE = 'Release post waiting (what’s new)';
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
const names = ( stops: FocusStop[], region: string ) => stops.filter( ( stop ) => stop.region === region ).map( ( stop ) => stop.name );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
const path = ( stops: FocusStop[] ) => stops.map( describeStop ).join( ' → ' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
/** From wherever focus is: Tab round to the host page's skip link, follow it with Enter, then Tab through the app. */
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
async function walkAppFromTop( page: Page ): Promise< FocusStop[] > {
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const skip = await tabUntil( page, ( stop ) => stop.region === 'outside' && stop.name === 'Skip to main content', 'the skip link' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	expect( skip.visible ).toBe( true );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const route = page.url();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.keyboard.press( 'Enter' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	// It moves focus to the content and leaves the app's route alone.
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.waitForFunction( () => document.activeElement?.id === 'wpbody-content', undefined, { timeout: 5000 } ).catch( () => undefined );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	expect( { route: page.url(), focused: await page.evaluate( () => document.activeElement?.id ) } ).toEqual( { route, focused: 'wpbody-content' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	return walkFocus( page, 'app' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
}
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
it( 'tabs through the dashboard and a settings section in reading order; every stop is visible, named and shows focus', async () => {
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const watched = await openApp( browser, '#/dashboard', 'At a Glance' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const { page } = watched;
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const dashboard = await walkAppFromTop( page );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	console.log( `Keyboard path, dashboard: ${ path( dashboard ) }` );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	expect( focusProblems( dashboard ) ).toEqual( [] );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	expect( regionsVisited( dashboard ) ).toEqual( expect.arrayContaining( [ 'masthead', 'navigation', 'footer' ] ) );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	expect( dashboard[ 0 ] ).toMatchObject( { region: 'masthead', role: 'link', name: 'Jetpack' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	expect( names( dashboard, 'masthead' ) ).toEqual( [ 'Jetpack', 'Dashboard', 'Settings' ] );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	expect( names( dashboard, 'navigation' ) ).toEqual( [ 'At A Glance', 'My Plan', 'Plans', 'Recommendations', 'My Jetpack' ] );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	expect( dashboard[ dashboard.length - 1 ] ).toMatchObject( { region: 'footer', role: 'button', name: 'Dev Tools' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	// Enter on the masthead's Settings link opens the settings, Enter on the Security tab that section.
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await tabUntil( page, ( stop ) => stop.region === 'masthead' && stop.name === 'Settings', 'the masthead Settings link' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.keyboard.press( 'Enter' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.waitForURL( /#\/settings$/ );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.getByRole( 'heading', { level: 1, name: 'Settings' } ).waitFor();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await tabUntil( page, ( stop ) => stop.region === 'navigation' && stop.name === 'Security', 'the Security tab' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.keyboard.press( 'Enter' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.waitForURL( /#\/security$/ );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.getByRole( 'heading', { level: 1, name: 'Security' } ).waitFor();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const tabs = page.getByRole( 'navigation', { name: 'Settings', exact: true } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await expect( tabs.getByRole( 'link', { name: 'Security' } ).getAttribute( 'aria-current' ) ).resolves.toBe( 'page' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	// Focus stays on the tab that was followed.
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await expect( currentStop( page ) ).resolves.toMatchObject( { region: 'navigation', name: 'Security' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const security = await walkAppFromTop( page );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	console.log( `Keyboard path, security: ${ path( security ) }` );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	expect( focusProblems( security ) ).toEqual( [] );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	expect( regionsVisited( security ) ).toEqual( expect.arrayContaining( [ 'masthead', 'navigation', 'footer' ] ) );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	expect( names( security, 'navigation' ) ).toEqual( [ 'Security', 'Performance', 'Writing', 'Sharing', 'Discussion', 'Traffic' ] );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await expect( page.getByRole( 'heading', { level: 1, name: 'Security' } ).isVisible() ).resolves.toBe( true );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	watched.expectClean();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await watched.close();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
} );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
it( "operates a dev-tools toggle with Space; the what's-new dialog it enables holds focus and closes with Escape", async () => {
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const watched = await openApp( browser, '#/dashboard', 'At a Glance' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const { page } = watched;
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	// Enter on the footer's Dev Tools button opens the card and leaves focus on the button.
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const opener = await tabUntil( page, ( stop ) => stop.region === 'footer' && stop.name === 'Dev Tools', 'the Dev Tools button' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	expect( opener.role ).toBe( 'button' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const devToolsButton = page.getByRole( 'button', { name: 'Dev Tools' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await expect( devToolsButton.getAttribute( 'aria-expanded' ) ).resolves.toBe( 'false' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.keyboard.press( 'Enter' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const card = page.locator( '#jp-dev-tools' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await card.getByRole( 'heading', { name: 'Dev Tools' } ).waitFor();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await card.getByLabel( 'User permission' ).waitFor();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await expect( devToolsButton.getAttribute( 'aria-expanded' ) ).resolves.toBe( 'true' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await expect( currentStop( page ) ).resolves.toMatchObject( { region: 'footer', name: 'Dev Tools' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	// Every control of the card, in order, visible, named and showing focus.
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const controls = await walkFocus( page, 'dev tools' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	console.log( `Keyboard path, dev tools: ${ path( controls ) }` );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	expect( focusProblems( controls ) ).toEqual( [] );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	expect( controls.map( ( stop ) => `${ stop.role } ${ stop.name }` ) ).toEqual( [
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
		'combobox Plan',
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
		'combobox User permission',
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
		'combobox Threats',
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
		'combobox Rewind state',
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
		'combobox Scan state',
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
		'checkbox Can view stats',
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
		'checkbox Linked to WordPress.com',
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
		`checkbox ${ RELEASE_POST_TOGGLE }`,
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
		'button Open the mobile-app login',
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	] );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	// Space on the release-post switch saves the preview, which reloads the page.
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.keyboard.press( 'Shift+Tab' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.keyboard.press( 'Shift+Tab' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await expect( currentStop( page ) ).resolves.toMatchObject( { role: 'checkbox', name: RELEASE_POST_TOGGLE } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const toggle = card.getByRole( 'checkbox', { name: RELEASE_POST_TOGGLE } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await expect( toggle.isChecked() ).resolves.toBe( false );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await Promise.all( [ page.waitForEvent( 'load' ), page.keyboard.press( 'Space' ) ] );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	// What the user sees: the what's-new dialog, holding focus.
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const dialog = page.getByRole( 'dialog', { name: /^New in Jetpack / } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await dialog.waitFor();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.waitForFunction( () => !! document.activeElement?.closest( '[role="dialog"]' ) );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const inDialog = await walkFocus( page, 'dialog' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	console.log( `Keyboard path, what's new: ${ path( inDialog ) }` );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	expect( focusProblems( inDialog ) ).toEqual( [] );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	expect( inDialog.map( ( stop ) => `${ stop.role } ${ stop.name }` ) ).toEqual( expect.arrayContaining( [ 'button Close', 'button Dismiss' ] ) );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	// Tab came round to a stop already seen, without leaving the dialog.
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await expect( currentStop( page ) ).resolves.toMatchObject( { region: 'dialog' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	// Escape closes it. It opened with the page, so no control opened it: focus goes to the main area, not <body>.
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.keyboard.press( 'Escape' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await dialog.waitFor( { state: 'detached' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.waitForFunction( () => document.activeElement !== document.body, undefined, { timeout: 5000 } ).catch( () => undefined );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await expect( page.evaluate( () => document.activeElement?.id || document.activeElement?.tagName ) ).resolves.toBe( 'jp-main' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	// Tabbing on from there reaches the footer; the reopened card shows the switch on.
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await tabUntil( page, ( stop ) => stop.region === 'footer' && stop.name === 'Dev Tools', 'the Dev Tools button' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.keyboard.press( 'Enter' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	// The card loads its preview first; tabbing before it shows would go round the whole page.
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.getByRole( 'checkbox', { name: RELEASE_POST_TOGGLE } ).waitFor();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await tabUntil( page, ( stop ) => stop.role === 'checkbox' && stop.name === RELEASE_POST_TOGGLE, 'the release-post switch' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await expect( page.getByRole( 'checkbox', { name: RELEASE_POST_TOGGLE } ).isChecked() ).resolves.toBe( true );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	watched.expectClean();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await watched.close();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
} );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
it( 'opens the mobile-app login modal with Enter and closes it with Escape: focus returns to the button that opened it', async () => {
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const watched = await openApp( browser, '#/dashboard', 'At a Glance' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const { page } = watched;
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await tabUntil( page, ( stop ) => stop.region === 'footer' && stop.name === 'Dev Tools', 'the Dev Tools button' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.keyboard.press( 'Enter' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.locator( '#jp-dev-tools' ).getByLabel( 'User permission' ).waitFor();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const opener = await tabUntil( page, ( stop ) => stop.role === 'button' && stop.name === 'Open the mobile-app login', 'the mobile-app login button' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.keyboard.press( 'Enter' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const dialog = page.getByRole( 'dialog', { name: 'Log in to the WordPress mobile app' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await dialog.waitFor();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.waitForFunction( () => !! document.activeElement?.closest( '[role="dialog"]' ) );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const inDialog = await walkFocus( page, 'dialog' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	console.log( `Keyboard path, mobile-app login: ${ path( inDialog ) }` );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	expect( focusProblems( inDialog ) ).toEqual( [] );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	expect( inDialog.map( ( stop ) => `${ stop.role } ${ stop.name }` ) ).toEqual( expect.arrayContaining( [ 'button Cancel', 'button Send link' ] ) );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await expect( currentStop( page ) ).resolves.toMatchObject( { region: 'dialog' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.keyboard.press( 'Escape' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await dialog.waitFor( { state: 'detached' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await expect( currentStop( page ) ).resolves.toMatchObject( { id: opener.id, role: 'button', name: 'Open the mobile-app login' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	watched.expectClean();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await watched.close();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
} );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
it( 'the disconnect dialog is the exception to Escape: opened with Enter, Escape leaves it open; Stay connected returns focus to its button', async () => {
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const watched = await openApp( browser, '#/dashboard', 'At a Glance' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const { page } = watched;
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const opener = await tabUntil( page, ( stop ) => stop.role === 'button' && stop.name === 'Manage site connection', 'the Manage site connection button' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.keyboard.press( 'Enter' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const dialog = page.getByRole( 'dialog', { name: 'Are you sure you want to disconnect?' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await dialog.waitFor();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.waitForFunction( () => !! document.activeElement?.closest( '[role="dialog"]' ) );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.keyboard.press( 'Escape' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await expect( dialog.isVisible() ).resolves.toBe( true );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await expect( currentStop( page ) ).resolves.toMatchObject( { region: 'dialog' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await tabUntil( page, ( stop ) => stop.region === 'dialog' && stop.name === 'Stay connected', 'Stay connected' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.keyboard.press( 'Enter' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await dialog.waitFor( { state: 'detached' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await expect( currentStop( page ) ).resolves.toMatchObject( { id: opener.id, role: 'button', name: 'Manage site connection' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	watched.expectClean();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await watched.close();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
} );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
it( 'dismisses a notice from the keyboard: focus moves on to the navigation, not to <body>', async () => {
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const watched = await openApp( browser, '#/dashboard', 'At a Glance' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const { page } = watched;
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const notice = page.locator( '.jp-notices .components-notice' ).filter( { hasText: 'development version of Jetpack' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await notice.waitFor();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await tabUntil( page, ( stop ) => stop.region === 'notices' && stop.role === 'button' && stop.name === 'Close', "the notice's Close button" );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	// The notice goes at once; the dismissal is stored by a request that must finish before the page closes.
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const stored = page.waitForResponse( ( response ) => response.url().includes( '/notice/dev-version' ) && response.request().method() === 'POST' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.keyboard.press( 'Enter' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await notice.waitFor( { state: 'detached' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	expect( ( await stored ).ok() ).toBe( true );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	// Focus goes on to what Tab would have reached next, rather than falling to <body>.
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await expect( currentStop( page ) ).resolves.toMatchObject( { region: 'navigation', role: 'link', name: 'At A Glance' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.keyboard.press( 'Tab' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await expect( currentStop( page ) ).resolves.toMatchObject( { region: 'navigation', role: 'link', name: 'My Plan' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	watched.expectClean();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await watched.close();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
} );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
it( 'switches settings sections from the narrow-screen dropdown by keyboard, keeping focus on it', async () => {
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const watched = await openApp( browser, '#/settings', 'Settings', { viewport: { width: 420, height: 800 } } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const { page } = watched;
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const select = page.getByRole( 'combobox', { name: 'Settings section' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await select.waitFor();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	// The tabs are replaced by the dropdown: Tab reaches it, and none of the hidden tabs.
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	const stops = await walkAppFromTop( page );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	console.log( `Keyboard path, narrow settings: ${ path( stops ) }` );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	expect( focusProblems( stops ) ).toEqual( [] );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	expect( stops.filter( ( stop ) => stop.region === 'navigation' ).map( ( stop ) => `${ stop.role } ${ stop.name }` ) ).toEqual( [
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
		'combobox Settings section',
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	] );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await tabUntil( page, ( stop ) => stop.role === 'combobox' && stop.name === 'Settings section', 'the settings dropdown' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.keyboard.press( 'ArrowDown' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.waitForURL( /#\/security$/ );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.getByRole( 'heading', { level: 1, name: 'Security' } ).waitFor();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await expect( select.inputValue() ).resolves.toBe( 'security' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await expect( currentStop( page ) ).resolves.toMatchObject( { role: 'combobox', name: 'Settings section' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',

		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	// Escape on the closed dropdown changes nothing.
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await page.keyboard.press( 'Escape' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await expect( select.inputValue() ).resolves.toBe( 'security' );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	expect( page.url() ).toMatch( /#\/security$/ );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await expect( currentStop( page ) ).resolves.toMatchObject( { role: 'combobox', name: 'Settings section' } );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	watched.expectClean();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
	await watched.close();
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
} );
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
