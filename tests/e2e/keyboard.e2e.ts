/**
 * Keyboard only (no clicks), owner scenario: Tab through the dashboard and a settings section in reading order,
 * every stop on screen, named and showing where focus is; Enter follows links; Space operates a dev-tools toggle;
 * the what's-new dialog holds focus while open and, closed with Escape, leaves focus in the page; the mobile-app
 * login modal, opened with Enter and closed with Escape, gives focus back to its button. Escape closes modals, with
 * one exception: the disconnect dialog, which Escape must not abandon half-way; it closes by its own buttons and gives
 * focus back to its opener like the others. Dismissing a notice keeps
 * focus in the page; the narrow-screen settings dropdown switches sections from the keyboard and keeps focus.
 */
import type { Page } from 'playwright-core';
import { openApp, sharedBrowser } from './support/browser';
import { currentStop, describeStop, focusProblems, regionsVisited, tabUntil, walkFocus } from './support/focus';
import type { FocusStop } from './support/focus';

const browser = sharedBrowser();

const RELEASE_POST_TOGGLE = 'Release post waiting (what’s new)';

const names = ( stops: FocusStop[], region: string ) => stops.filter( ( stop ) => stop.region === region ).map( ( stop ) => stop.name );
const path = ( stops: FocusStop[] ) => stops.map( describeStop ).join( ' → ' );

/** From wherever focus is: Tab round to the host page's skip link, follow it with Enter, then Tab through the app. */
async function walkAppFromTop( page: Page ): Promise< FocusStop[] > {
	const skip = await tabUntil( page, ( stop ) => stop.region === 'outside' && stop.name === 'Skip to main content', 'the skip link' );
	expect( skip.visible ).toBe( true );
	const route = page.url();
	await page.keyboard.press( 'Enter' );
	// It moves focus to the content and leaves the app's route alone.
	await page.waitForFunction( () => document.activeElement?.id === 'wpbody-content', undefined, { timeout: 5000 } ).catch( () => undefined );
	expect( { route: page.url(), focused: await page.evaluate( () => document.activeElement?.id ) } ).toEqual( { route, focused: 'wpbody-content' } );
	return walkFocus( page, 'app' );
}

it( 'tabs through the dashboard and a settings section in reading order; every stop is visible, named and shows focus', async () => {
	const watched = await openApp( browser(), '#/dashboard', 'At a Glance' );
	const { page } = watched;

	const dashboard = await walkAppFromTop( page );
	console.log( `Keyboard path, dashboard: ${ path( dashboard ) }` );
	expect( focusProblems( dashboard ) ).toEqual( [] );
	expect( regionsVisited( dashboard ) ).toEqual( expect.arrayContaining( [ 'masthead', 'navigation', 'footer' ] ) );
	expect( dashboard[ 0 ] ).toMatchObject( { region: 'masthead', role: 'link', name: 'Jetpack' } );
	expect( names( dashboard, 'masthead' ) ).toEqual( [ 'Jetpack', 'Dashboard', 'Settings' ] );
	expect( names( dashboard, 'navigation' ) ).toEqual( [ 'At A Glance', 'My Plan', 'Plans', 'Recommendations', 'My Jetpack' ] );
	expect( dashboard[ dashboard.length - 1 ] ).toMatchObject( { region: 'footer', role: 'button', name: 'Dev Tools' } );

	// Enter on the masthead's Settings link opens the settings, Enter on the Security tab that section.
	await tabUntil( page, ( stop ) => stop.region === 'masthead' && stop.name === 'Settings', 'the masthead Settings link' );
	await page.keyboard.press( 'Enter' );
	await page.waitForURL( /#\/settings$/ );
	await page.getByRole( 'heading', { level: 1, name: 'Settings' } ).waitFor();
	await tabUntil( page, ( stop ) => stop.region === 'navigation' && stop.name === 'Security', 'the Security tab' );
	await page.keyboard.press( 'Enter' );
	await page.waitForURL( /#\/security$/ );
	await page.getByRole( 'heading', { level: 1, name: 'Security' } ).waitFor();
	const tabs = page.getByRole( 'navigation', { name: 'Settings', exact: true } );
	await expect( tabs.getByRole( 'link', { name: 'Security' } ).getAttribute( 'aria-current' ) ).resolves.toBe( 'page' );
	// Focus stays on the tab that was followed.
	await expect( currentStop( page ) ).resolves.toMatchObject( { region: 'navigation', name: 'Security' } );

	const security = await walkAppFromTop( page );
	console.log( `Keyboard path, security: ${ path( security ) }` );
	expect( focusProblems( security ) ).toEqual( [] );
	expect( regionsVisited( security ) ).toEqual( expect.arrayContaining( [ 'masthead', 'navigation', 'footer' ] ) );
	expect( names( security, 'navigation' ) ).toEqual( [ 'Security', 'Performance', 'Writing', 'Sharing', 'Discussion', 'Traffic' ] );
	await expect( page.getByRole( 'heading', { level: 1, name: 'Security' } ).isVisible() ).resolves.toBe( true );
	watched.expectClean();
	await watched.close();
} );

it( "operates a dev-tools toggle with Space; the what's-new dialog it enables holds focus and closes with Escape", async () => {
	const watched = await openApp( browser(), '#/dashboard', 'At a Glance' );
	const { page } = watched;

	// Enter on the footer's Dev Tools button opens the card and leaves focus on the button.
	const opener = await tabUntil( page, ( stop ) => stop.region === 'footer' && stop.name === 'Dev Tools', 'the Dev Tools button' );
	expect( opener.role ).toBe( 'button' );
	const devToolsButton = page.getByRole( 'button', { name: 'Dev Tools' } );
	await expect( devToolsButton.getAttribute( 'aria-expanded' ) ).resolves.toBe( 'false' );
	await page.keyboard.press( 'Enter' );
	const card = page.locator( '#jp-dev-tools' );
	await card.getByRole( 'heading', { name: 'Dev Tools' } ).waitFor();
	await card.getByLabel( 'User permission' ).waitFor();
	await expect( devToolsButton.getAttribute( 'aria-expanded' ) ).resolves.toBe( 'true' );
	await expect( currentStop( page ) ).resolves.toMatchObject( { region: 'footer', name: 'Dev Tools' } );

	// Every control of the card, in order, visible, named and showing focus.
	const controls = await walkFocus( page, 'dev tools' );
	console.log( `Keyboard path, dev tools: ${ path( controls ) }` );
	expect( focusProblems( controls ) ).toEqual( [] );
	expect( controls.map( ( stop ) => `${ stop.role } ${ stop.name }` ) ).toEqual( [
		'combobox Plan',
		'combobox User permission',
		'combobox Threats',
		'combobox Rewind state',
		'combobox Scan state',
		'checkbox Can view stats',
		'checkbox Linked to WordPress.com',
		'checkbox WooCommerce active (store welcome)',
		'checkbox Identity crisis (site address changed)',
		`checkbox ${ RELEASE_POST_TOGGLE }`,
		'checkbox SEO plugin active (Yoast SEO)',
		'checkbox Visible to search engines',
		'checkbox Licensing error (a license not attached)',
		'combobox Connection error',
		'checkbox Staging site',
		'button Open the mobile-app login',
	] );

	// Space on the release-post switch saves the preview, which reloads the page. Back to it from the stop after the
	// card's last, where the walk left focus.
	const stopsBack = controls.length - controls.findIndex( ( stop ) => stop.name === RELEASE_POST_TOGGLE );
	for ( let back = 0; back < stopsBack; back++ ) {
		await page.keyboard.press( 'Shift+Tab' );
	}
	await expect( currentStop( page ) ).resolves.toMatchObject( { role: 'checkbox', name: RELEASE_POST_TOGGLE } );
	const toggle = card.getByRole( 'checkbox', { name: RELEASE_POST_TOGGLE } );
	await expect( toggle.isChecked() ).resolves.toBe( false );
	await Promise.all( [ page.waitForEvent( 'load' ), page.keyboard.press( 'Space' ) ] );

	// What the user sees: the what's-new dialog, holding focus.
	const dialog = page.getByRole( 'dialog', { name: /^New in Jetpack / } );
	await dialog.waitFor();
	await page.waitForFunction( () => !! document.activeElement?.closest( '[role="dialog"]' ) );
	const inDialog = await walkFocus( page, 'dialog' );
	console.log( `Keyboard path, what's new: ${ path( inDialog ) }` );
	expect( focusProblems( inDialog ) ).toEqual( [] );
	expect( inDialog.map( ( stop ) => `${ stop.role } ${ stop.name }` ) ).toEqual( expect.arrayContaining( [ 'button Close', 'button Dismiss' ] ) );
	// Tab came round to a stop already seen, without leaving the dialog.
	await expect( currentStop( page ) ).resolves.toMatchObject( { region: 'dialog' } );

	// Escape closes it. It opened with the page, so no control opened it: focus goes to the main area, not <body>.
	await page.keyboard.press( 'Escape' );
	await dialog.waitFor( { state: 'detached' } );
	await page.waitForFunction( () => document.activeElement !== document.body, undefined, { timeout: 5000 } ).catch( () => undefined );
	await expect( page.evaluate( () => document.activeElement?.id || document.activeElement?.tagName ) ).resolves.toBe( 'jp-main' );

	// Tabbing on from there reaches the footer; the reopened card shows the switch on.
	await tabUntil( page, ( stop ) => stop.region === 'footer' && stop.name === 'Dev Tools', 'the Dev Tools button' );
	await page.keyboard.press( 'Enter' );
	// The card loads its preview first; tabbing before it shows would go round the whole page.
	await page.getByRole( 'checkbox', { name: RELEASE_POST_TOGGLE } ).waitFor();
	await tabUntil( page, ( stop ) => stop.role === 'checkbox' && stop.name === RELEASE_POST_TOGGLE, 'the release-post switch' );
	await expect( page.getByRole( 'checkbox', { name: RELEASE_POST_TOGGLE } ).isChecked() ).resolves.toBe( true );
	watched.expectClean();
	await watched.close();
} );

it( 'opens the mobile-app login modal with Enter and closes it with Escape: focus returns to the button that opened it', async () => {
	const watched = await openApp( browser(), '#/dashboard', 'At a Glance' );
	const { page } = watched;
	await tabUntil( page, ( stop ) => stop.region === 'footer' && stop.name === 'Dev Tools', 'the Dev Tools button' );
	await page.keyboard.press( 'Enter' );
	await page.locator( '#jp-dev-tools' ).getByLabel( 'User permission' ).waitFor();
	const opener = await tabUntil( page, ( stop ) => stop.role === 'button' && stop.name === 'Open the mobile-app login', 'the mobile-app login button' );
	await page.keyboard.press( 'Enter' );

	const dialog = page.getByRole( 'dialog', { name: 'Log in to the WordPress mobile app' } );
	await dialog.waitFor();
	await page.waitForFunction( () => !! document.activeElement?.closest( '[role="dialog"]' ) );
	const inDialog = await walkFocus( page, 'dialog' );
	console.log( `Keyboard path, mobile-app login: ${ path( inDialog ) }` );
	expect( focusProblems( inDialog ) ).toEqual( [] );
	expect( inDialog.map( ( stop ) => `${ stop.role } ${ stop.name }` ) ).toEqual( expect.arrayContaining( [ 'button Cancel', 'button Send link' ] ) );
	await expect( currentStop( page ) ).resolves.toMatchObject( { region: 'dialog' } );

	await page.keyboard.press( 'Escape' );
	await dialog.waitFor( { state: 'detached' } );
	await expect( currentStop( page ) ).resolves.toMatchObject( { id: opener.id, role: 'button', name: 'Open the mobile-app login' } );
	watched.expectClean();
	await watched.close();
} );

it( 'the disconnect dialog is the exception to Escape: opened with Enter, Escape leaves it open; Stay connected returns focus to its button', async () => {
	const watched = await openApp( browser(), '#/dashboard', 'At a Glance' );
	const { page } = watched;
	const opener = await tabUntil( page, ( stop ) => stop.role === 'button' && stop.name === 'Manage site connection', 'the Manage site connection button' );
	await page.keyboard.press( 'Enter' );
	const dialog = page.getByRole( 'dialog', { name: 'Are you sure you want to disconnect?' } );
	await dialog.waitFor();
	await page.waitForFunction( () => !! document.activeElement?.closest( '[role="dialog"]' ) );
	await page.keyboard.press( 'Escape' );
	await expect( dialog.isVisible() ).resolves.toBe( true );
	await expect( currentStop( page ) ).resolves.toMatchObject( { region: 'dialog' } );
	await tabUntil( page, ( stop ) => stop.region === 'dialog' && stop.name === 'Stay connected', 'Stay connected' );
	await page.keyboard.press( 'Enter' );
	await dialog.waitFor( { state: 'detached' } );
	await expect( currentStop( page ) ).resolves.toMatchObject( { id: opener.id, role: 'button', name: 'Manage site connection' } );
	watched.expectClean();
	await watched.close();
} );

it( 'dismisses a notice from the keyboard: focus moves on to the navigation, not to <body>', async () => {
	const watched = await openApp( browser(), '#/dashboard', 'At a Glance' );
	const { page } = watched;
	const notice = page.locator( '.jp-notices .components-notice' ).filter( { hasText: 'development version of Jetpack' } );
	await notice.waitFor();
	await tabUntil( page, ( stop ) => stop.region === 'notices' && stop.role === 'button' && stop.name === 'Close', "the notice's Close button" );
	// The notice goes at once; the dismissal is stored by a request that must finish before the page closes.
	const stored = page.waitForResponse( ( response ) => response.url().includes( '/notice/dev-version' ) && response.request().method() === 'POST' );
	await page.keyboard.press( 'Enter' );
	await notice.waitFor( { state: 'detached' } );
	expect( ( await stored ).ok() ).toBe( true );
	// Focus goes on to what Tab would have reached next, rather than falling to <body>.
	await expect( currentStop( page ) ).resolves.toMatchObject( { region: 'navigation', role: 'link', name: 'At A Glance' } );
	await page.keyboard.press( 'Tab' );
	await expect( currentStop( page ) ).resolves.toMatchObject( { region: 'navigation', role: 'link', name: 'My Plan' } );
	watched.expectClean();
	await watched.close();
} );

it( 'switches settings sections from the narrow-screen dropdown by keyboard, keeping focus on it', async () => {
	const watched = await openApp( browser(), '#/settings', 'Settings', { viewport: { width: 420, height: 800 } } );
	const { page } = watched;
	const select = page.getByRole( 'combobox', { name: 'Settings section' } );
	await select.waitFor();

	// The tabs are replaced by the dropdown: Tab reaches it, and none of the hidden tabs.
	const stops = await walkAppFromTop( page );
	console.log( `Keyboard path, narrow settings: ${ path( stops ) }` );
	expect( focusProblems( stops ) ).toEqual( [] );
	expect( stops.filter( ( stop ) => stop.region === 'navigation' ).map( ( stop ) => `${ stop.role } ${ stop.name }` ) ).toEqual( [
		'combobox Settings section',
	] );

	await tabUntil( page, ( stop ) => stop.role === 'combobox' && stop.name === 'Settings section', 'the settings dropdown' );
	await page.keyboard.press( 'ArrowDown' );
	await page.waitForURL( /#\/security$/ );
	await page.getByRole( 'heading', { level: 1, name: 'Security' } ).waitFor();
	await expect( select.inputValue() ).resolves.toBe( 'security' );
	await expect( currentStop( page ) ).resolves.toMatchObject( { role: 'combobox', name: 'Settings section' } );

	// Escape on the closed dropdown changes nothing.
	await page.keyboard.press( 'Escape' );
	await expect( select.inputValue() ).resolves.toBe( 'security' );
	expect( page.url() ).toMatch( /#\/security$/ );
	await expect( currentStop( page ) ).resolves.toMatchObject( { role: 'combobox', name: 'Settings section' } );
	watched.expectClean();
	await watched.close();
} );
