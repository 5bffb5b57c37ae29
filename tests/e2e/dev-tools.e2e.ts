/**
 * The dev-tools card previews states on the running page; the what's-new dialog shows a release post whose
 * scripts and event handlers cannot run, closes on Escape and stays dismissed.
 */
import { openApp, openDevToolsCard, sharedBrowser } from './support/browser';

const browser = sharedBrowser();

it( 'switches the role and the navigation follows', async () => {
	const watched = await openApp( browser(), '#/dashboard', 'At a Glance' );
	const nav = watched.page.getByRole( 'navigation', { name: 'Jetpack', exact: true } );
	await expect( nav.getByRole( 'link' ).count() ).resolves.toBe( 5 );
	const card = await openDevToolsCard( watched.page );
	await Promise.all( [ watched.page.waitForEvent( 'load' ), card.getByLabel( 'User permission' ).selectOption( 'editor' ) ] );
	await watched.page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
	// An editor of a site without publicize or post by email gets no navigation bar and no Settings button.
	await expect( nav.count() ).resolves.toBe( 0 );
	const masthead = watched.page.getByRole( 'navigation', { name: 'Dashboard or settings' } );
	await expect( masthead.getByRole( 'link' ).allTextContents() ).resolves.toEqual( [ 'Dashboard' ] );

	// And back: the card stays available in the previewed role.
	const again = await openDevToolsCard( watched.page );
	await Promise.all( [ watched.page.waitForEvent( 'load' ), again.getByLabel( 'User permission' ).selectOption( 'owner' ) ] );
	await watched.page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
	await expect( nav.getByRole( 'link' ).count() ).resolves.toBe( 5 );
	watched.expectClean();
	await watched.close();
} );

it( "shows the what's-new post with its scripts and handlers neutralised, links in a new tab, and once closed it stays away", async () => {
	const watched = await openApp( browser(), '#/dashboard', 'At a Glance' );
	const card = await openDevToolsCard( watched.page );
	await Promise.all( [ watched.page.waitForEvent( 'load' ), card.getByLabel( /Release post waiting/ ).click() ] );
	const dialog = watched.page.getByRole( 'dialog', { name: /^New in Jetpack / } );
	await dialog.waitFor();
	await expect( dialog.getByRole( 'heading', { level: 1 } ).textContent() ).resolves.toBe( 'New in Jetpack 15.0-alpha' );
	// The demo post carries a <script> and onerror/onload handlers that would set these flags if they ran.
	const ran = await watched.page.evaluate( () => {
		const flags = window as typeof window & { __jpReleasePostScriptRan?: boolean; __jpReleasePostHandlerRan?: boolean };
		return [ flags.__jpReleasePostScriptRan, flags.__jpReleasePostHandlerRan ];
	} );
	expect( ran ).toEqual( [ undefined, undefined ] );
	await expect( dialog.locator( 'script, [onerror], [onload], a[href^="javascript:"]' ).count() ).resolves.toBe( 0 );
	const links = dialog.locator( '.jp-whats-new__content a[href]' );
	const count = await links.count();
	expect( count ).toBeGreaterThan( 0 );
	for ( let index = 0; index < count; index++ ) {
		await expect( links.nth( index ).getAttribute( 'target' ) ).resolves.toBe( '_blank' );
	}

	// Closed in any way (here Escape), it counts as seen, as Dismiss does: stored by a request that must finish
	// before the reload.
	const stored = watched.page.waitForResponse( ( response ) => response.url().includes( '/notice/whats-new' ) && response.request().method() === 'POST' );
	await watched.page.keyboard.press( 'Escape' );
	await dialog.waitFor( { state: 'detached' } );
	expect( ( await stored ).ok() ).toBe( true );
	await watched.page.reload();
	await watched.page.getByRole( 'heading', { level: 1, name: 'At a Glance' } ).waitFor();
	// The dialog is a chunk of its own that loads after the heading shows: the page's calls and loads end first.
	await watched.restCallsEnded();
	await watched.settled();
	await expect( dialog.count() ).resolves.toBe( 0 );
	watched.expectClean();
	await watched.close();
} );
