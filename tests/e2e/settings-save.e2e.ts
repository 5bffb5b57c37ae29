/**
 * The one save model in the browser, on the demo site's settings sections (Security, Performance, Privacy,
 * Discussion, Writing, Sharing): switches and fields save and survive a reload; an option of an inactive module
 * turns it on; a refused save (injected through /dev-api/faults) keeps the typed text, puts the switch back and
 * shows the server's message; an expired nonce is refreshed unseen; leaving a tab with unsaved fields asks first;
 * editors and subscribers get their own views.
 */
import type { Page } from 'playwright-core';
import { devApiOk } from './support/dev-api';
import { clearFaults, injectFault, SERVER_ERROR_MESSAGE } from './support/faults';
import { demoUrl, openApp, sharedBrowser } from './support/browser';

const browser = sharedBrowser();
afterEach( () => clearFaults() );

const card = ( page: Page, title: string ) => page.getByRole( 'region', { name: title, exact: true } );
const notices = ( page: Page ) => page.getByRole( 'region', { name: 'Notices' } );
const ALLOW_LIST = 'Always allowed IP addresses';

async function reloadTo( page: Page, heading: string ) {
	await page.reload();
	await page.getByRole( 'heading', { level: 1, name: heading } ).waitFor();
}

it( 'Security: a switch and a field save and survive a reload; an option turns its module on first', async () => {
	const watched = await openApp( browser(), '#/security', 'Security' );
	const { page } = watched;
	const monitor = card( page, 'Downtime monitoring' ).getByRole( 'checkbox' );
	expect( await monitor.isChecked() ).toBe( false );
	await monitor.click();
	await notices( page ).getByText( 'Updated settings.' ).waitFor();

	const protect = card( page, 'Brute force protection' );
	const save = protect.getByRole( 'button', { name: 'Save Settings' } );
	await expect( save.isDisabled() ).resolves.toBe( true );
	await protect.getByRole( 'textbox', { name: ALLOW_LIST } ).fill( '10.0.0.1\nnot-an-address' );
	await protect.getByText( 'These entries are not IP addresses, blocks or ranges: not-an-address' ).waitFor();
	await expect( save.isDisabled() ).resolves.toBe( true );
	await protect.getByRole( 'textbox', { name: ALLOW_LIST } ).fill( '10.0.0.1\n192.168.0.0/16' );
	await save.click();
	await protect.getByRole( 'button', { name: 'Save Settings' } ).waitFor();
	await expect( save.isDisabled() ).resolves.toBe( true );

	// The WordPress.com login option saves with the module switched on in the same request.
	const sso = card( page, 'WordPress.com login' );
	await sso.getByRole( 'checkbox', { name: 'Require accounts to use WordPress.com Two-Step Authentication' } ).click();
	await sso.getByRole( 'checkbox', { name: /Allow users to log in/, checked: true } ).waitFor();

	await watched.restCallsEnded();
	await reloadTo( page, 'Security' );
	await expect( card( page, 'Downtime monitoring' ).getByRole( 'checkbox' ).isChecked() ).resolves.toBe( true );
	await expect( card( page, 'Brute force protection' ).getByRole( 'textbox', { name: ALLOW_LIST } ).inputValue() ).resolves.toBe(
		'10.0.0.1\n192.168.0.0/16'
	);
	await expect( sso.getByRole( 'checkbox', { name: /Allow users to log in/ } ).isChecked() ).resolves.toBe( true );
	await expect( sso.getByRole( 'checkbox', { name: /Two-Step/ } ).isChecked() ).resolves.toBe( true );
	watched.expectClean();
	await watched.close();
} );

it( 'a refused save keeps the typed text, puts a switch back and shows the server’s message', async () => {
	const watched = await openApp( browser(), '#/security', 'Security' );
	const { page } = watched;
	// The refused save, and the settings asked for again after it (refused too while the fault lasts).
	watched.allow( /HTTP 500: (GET|POST) .*jetpack\/v4\/settings/ );
	watched.allow( /Failed to load resource: the server responded with a status of 500/ );
	await injectFault( 'server error', 'jetpack/v4/settings' );
	const protect = card( page, 'Brute force protection' );
	await protect.getByRole( 'textbox', { name: ALLOW_LIST } ).fill( '10.1.1.1' );
	await protect.getByRole( 'button', { name: 'Save Settings' } ).click();
	await notices( page ).getByText( new RegExp( `^Error updating settings\\. ${ SERVER_ERROR_MESSAGE }` ) ).waitFor();
	await expect( protect.getByRole( 'textbox', { name: ALLOW_LIST } ).inputValue() ).resolves.toBe( '10.1.1.1' );
	await expect( protect.getByRole( 'button', { name: 'Save Settings' } ).isDisabled() ).resolves.toBe( false );

	const monitor = card( page, 'Downtime monitoring' ).getByRole( 'checkbox' );
	await monitor.click();
	await card( page, 'Downtime monitoring' ).getByText( 'Saving…' ).waitFor( { state: 'detached' } );
	await expect( monitor.isChecked() ).resolves.toBe( false );

	// Once the server takes saves again, the same button saves what was typed.
	await clearFaults();
	await protect.getByRole( 'button', { name: 'Save Settings' } ).click();
	await notices( page ).getByText( 'Updated settings.' ).waitFor();
	watched.expectClean();
	await watched.close();
} );

it( 'an expired nonce during a save is refreshed unseen and the save goes through', async () => {
	const watched = await openApp( browser(), '#/security', 'Security' );
	const { page } = watched;
	watched.allow( /HTTP 403: POST .*jetpack\/v4\/settings/ );
	watched.allow( /Failed to load resource: the server responded with a status of 403/ );
	// The nonce expires after the screen's own loads, before the save: the section and its cards show with or after
	// the heading, and load what they show once drawn, so every placeholder must have gone and the calls ended.
	await page.locator( '#jp-main .jp-loading' ).first().waitFor( { state: 'detached' } );
	await watched.requestsEnded();
	await injectFault( 'expired nonce', '' );
	const monitor = card( page, 'Downtime monitoring' ).getByRole( 'checkbox' );
	await monitor.click();
	await notices( page ).getByText( 'Updated settings.' ).waitFor();
	await expect( monitor.isChecked() ).resolves.toBe( true );
	await expect( notices( page ).getByText( /Error/ ).count() ).resolves.toBe( 0 );
	watched.expectClean();
	await watched.close();
} );

it( 'leaving a tab with unsaved fields asks first; a saved card no longer does', async () => {
	const watched = await openApp( browser(), '#/security', 'Security' );
	const { page } = watched;
	const questions: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		questions.push( dialog.message() );
		void dialog.dismiss();
	} );
	const tabs = page.getByRole( 'navigation', { name: 'Settings', exact: true } );
	const protect = card( page, 'Brute force protection' );
	await protect.getByRole( 'textbox', { name: ALLOW_LIST } ).fill( '10.2.2.2' );
	// Wait for the question itself, not for a moment.
	const asked = page.waitForEvent( 'dialog' );
	await tabs.getByRole( 'link', { name: 'Performance' } ).click();
	await asked;
	// The page runs again once the question is answered (dismissed above): a frame drawn after it, and the end of any
	// load it started (a section is a chunk of its own), show where it stayed.
	await page.evaluate( () => new Promise< void >( ( resolve ) => requestAnimationFrame( () => requestAnimationFrame( () => resolve() ) ) ) );
	await watched.requestsEnded();
	await page.getByRole( 'heading', { level: 1, name: 'Security' } ).waitFor();
	expect( new URL( page.url() ).hash ).toBe( '#/security' );
	expect( await page.getByRole( 'heading', { level: 1, name: 'Performance' } ).count() ).toBe( 0 );
	expect( questions ).toEqual( [ 'There are unsaved settings in this tab that will be lost if you leave it. Proceed?' ] );

	await protect.getByRole( 'button', { name: 'Save Settings' } ).click();
	await notices( page ).getByText( 'Updated settings.' ).waitFor();
	await tabs.getByRole( 'link', { name: 'Performance' } ).click();
	await page.getByRole( 'heading', { level: 1, name: 'Performance' } ).waitFor();
	expect( questions ).toHaveLength( 1 );
	watched.expectClean();
	await watched.close();
} );

it( "the browser's Back button asks too: declining keeps the tab, its edit and its address; accepting goes back", async () => {
	const watched = await openApp( browser(), '#/performance', 'Performance' );
	const { page } = watched;
	const tabs = page.getByRole( 'navigation', { name: 'Settings', exact: true } );
	await tabs.getByRole( 'link', { name: 'Security' } ).click();
	await page.getByRole( 'heading', { level: 1, name: 'Security' } ).waitFor();
	const allowList = card( page, 'Brute force protection' ).getByRole( 'textbox', { name: ALLOW_LIST } );
	await allowList.fill( '10.2.2.2' );

	const declined = page.waitForEvent( 'dialog' ).then( async ( dialog ) => {
		await dialog.dismiss();
		return dialog.message();
	} );
	// goBack waits for a navigation that a refused Back never completes: the address is checked instead.
	void page.goBack( { waitUntil: 'commit' } ).catch( () => undefined );
	expect( await declined ).toBe( 'There are unsaved settings in this tab that will be lost if you leave it. Proceed?' );
	await page.waitForFunction( () => window.location.hash === '#/security' );
	await watched.requestsEnded();
	expect( await page.getByRole( 'heading', { level: 1, name: 'Performance' } ).count() ).toBe( 0 );
	await expect( allowList.inputValue() ).resolves.toBe( '10.2.2.2' );

	const accepted = page.waitForEvent( 'dialog' ).then( ( dialog ) => dialog.accept() );
	void page.goBack( { waitUntil: 'commit' } ).catch( () => undefined );
	await accepted;
	await page.getByRole( 'heading', { level: 1, name: 'Performance' } ).waitFor();
	expect( new URL( page.url() ).hash ).toBe( '#/performance' );
	watched.expectClean();
	await watched.close();
} );

it( 'Performance: lazy images and the site accelerator save and survive a reload', async () => {
	const watched = await openApp( browser(), '#/performance', 'Performance' );
	const { page } = watched;
	const speed = card( page, 'Performance & speed' );
	const lazy = speed.getByRole( 'checkbox', { name: /Lazy load images/ } );
	const accelerator = speed.getByRole( 'checkbox', { name: /Enable site accelerator/ } );
	const lazyBefore = await lazy.isChecked();
	const acceleratorBefore = await accelerator.isChecked();
	await lazy.click();
	await notices( page ).getByText( 'Updated settings.' ).waitFor();
	await accelerator.click();
	await notices( page )
		.getByText( acceleratorBefore ? 'Site accelerator is no longer speeding up your site!' : 'Site accelerator is now speeding up your site!' )
		.waitFor();
	await card( page, 'Media' ).getByText( '1 free video available. Upgrade now to unlock more videos and 1TB of storage.' ).waitFor();
	await watched.restCallsEnded();
	await reloadTo( page, 'Performance' );
	await expect( lazy.isChecked() ).resolves.toBe( ! lazyBefore );
	await expect( accelerator.isChecked() ).resolves.toBe( ! acceleratorBefore );
	watched.expectClean();
	await watched.close();
} );

it( 'Privacy: the usage-data box saves optimistically, survives a reload, and goes back when refused', async () => {
	const watched = await openApp( browser(), '#/privacy', 'Privacy' );
	const { page } = watched;
	const box = page.getByRole( 'checkbox', { name: /Share information with our analytics tool/ } );
	const before = await box.isChecked();
	await box.click();
	await notices( page ).getByText( 'Updated privacy settings.' ).waitFor();
	await watched.restCallsEnded();
	await reloadTo( page, 'Privacy' );
	await expect( box.isChecked() ).resolves.toBe( ! before );

	watched.allow( /HTTP 500: POST .*jetpack\/v4\/tracking\/settings/ );
	watched.allow( /Failed to load resource: the server responded with a status of 500/ );
	await injectFault( 'server error', 'jetpack/v4/tracking/settings' );
	await box.click();
	await notices( page ).getByText( new RegExp( `^Error updating privacy settings\\. ${ SERVER_ERROR_MESSAGE }` ) ).waitFor();
	await expect( box.isChecked() ).resolves.toBe( ! before );
	watched.expectClean();
	await watched.close();
} );

it( 'an editor sees only their own tools and no search; a subscriber is sent to the dashboard', async () => {
	const editor = await openApp( browser(), '#/settings', 'Settings', { scenario: 'editor' } );
	await editor.page.getByRole( 'heading', { name: 'Jetpack Sharing Settings' } ).waitFor();
	await expect( editor.page.getByRole( 'button', { name: 'Search settings' } ).count() ).resolves.toBe( 0 );
	await expect( card( editor.page, 'Firewall' ).count() ).resolves.toBe( 0 );
	editor.expectClean();
	await editor.close();

	const subscriber = await openApp( browser(), '#/settings', 'At a Glance', { scenario: 'subscriber' } );
	expect( new URL( subscriber.page.url() ).hash ).toBe( '#/dashboard' );
	subscriber.expectClean();
	await subscriber.close();
} );

it( 'Discussion: the comment form, its greeting and markdown for comments save and survive a reload', async () => {
	const watched = await openApp( browser(), '#/discussion', 'Discussion' );
	const { page } = watched;
	const comments = card( page, 'Comments' );
	const formSwitch = comments.getByRole( 'checkbox', { name: /Let visitors use a WordPress\.com/ } );
	if ( ! ( await formSwitch.isChecked() ) ) {
		await formSwitch.click();
		await comments.getByRole( 'textbox', { name: 'Comment form introduction' } ).and( page.locator( ':enabled' ) ).waitFor();
	}
	await comments.getByRole( 'textbox', { name: 'Comment form introduction' } ).fill( 'Say hello' );
	await comments.getByRole( 'combobox', { name: 'Color scheme' } ).selectOption( 'dark' );
	await comments.getByRole( 'button', { name: 'Save Settings' } ).click();
	await notices( page ).getByText( 'Updated settings.' ).waitFor();
	const markdown = comments.getByRole( 'checkbox', { name: 'Enable Markdown use for comments' } );
	await markdown.click();
	await comments.getByRole( 'checkbox', { name: 'Enable Markdown use for comments', checked: true } ).waitFor();
	await watched.restCallsEnded();
	await reloadTo( page, 'Discussion' );
	await expect( comments.getByRole( 'textbox', { name: 'Comment form introduction' } ).inputValue() ).resolves.toBe( 'Say hello' );
	await expect( comments.getByRole( 'combobox', { name: 'Color scheme' } ).inputValue() ).resolves.toBe( 'dark' );
	await expect( markdown.isChecked() ).resolves.toBe( true );
	const subscriptions = card( page, 'Subscriptions' );
	await subscriptions.getByText( /View your Email Followers|Turn on subscriptions to change this\./ ).first().waitFor();
	watched.expectClean();
	await watched.close();
} );

it( 'Writing: an editor creates a post-by-email address and regenerates it; the new one survives a reload', async () => {
	const watched = await openApp( browser(), '#/writing', 'Writing', { scenario: 'editor' } );
	const { page } = watched;
	const postByEmail = card( page, 'Post by email' );
	await postByEmail.getByRole( 'button', { name: 'Create address' } ).click();
	const address = postByEmail.getByRole( 'textbox', { name: 'Email address' } );
	await address.waitFor();
	const first = await address.inputValue();
	expect( first ).toMatch( /@post\.wordpress\.com$/ );
	await postByEmail.getByRole( 'button', { name: 'Regenerate address' } ).click();
	await page.waitForFunction(
		( previous ) => ( document.querySelector( '.jp-settings-pbe input' ) as HTMLInputElement | null )?.value !== previous,
		first
	);
	const second = await address.inputValue();
	expect( second ).toMatch( /@post\.wordpress\.com$/ );
	await postByEmail.getByRole( 'button', { name: 'Copy' } ).click();
	await postByEmail.getByRole( 'button', { name: 'Copied!' } ).waitFor();
	await watched.restCallsEnded();
	await reloadTo( page, 'Writing' );
	await expect( address.inputValue() ).resolves.toBe( second );

	watched.allow( /HTTP 500: POST .*jetpack\/v4\/settings/ );
	watched.allow( /Failed to load resource: the server responded with a status of 500/ );
	await injectFault( 'server error', 'jetpack/v4/settings' );
	await postByEmail.getByRole( 'button', { name: 'Regenerate address' } ).click();
	await notices( page ).getByText( new RegExp( `^Error regenerating Post by Email address ${ SERVER_ERROR_MESSAGE }` ) ).waitFor();
	await expect( address.inputValue() ).resolves.toBe( second );
	watched.expectClean();
	await watched.close();
} );

it( 'Writing: the carousel switch, its colour scheme and a content type’s items per page save and survive a reload', async () => {
	const watched = await openApp( browser(), '#/writing', 'Writing' );
	const { page } = watched;
	const media = card( page, 'Media' );
	await media.getByRole( 'checkbox', { name: 'Display images in a full-screen carousel gallery' } ).click();
	await notices( page ).getByText( 'Updated settings.' ).waitFor();
	await media.getByRole( 'combobox', { name: 'Carousel color scheme' } ).selectOption( 'white' );
	await media.getByRole( 'button', { name: 'Save Settings' } ).click();
	await media.getByRole( 'button', { name: 'Save Settings', disabled: true } ).waitFor();

	const types = card( page, 'Custom content types' );
	await types.getByRole( 'checkbox', { name: 'Portfolios' } ).click();
	const perPage = types.getByRole( 'spinbutton', { name: 'Portfolio projects per page' } );
	await perPage.fill( '0' );
	await types.getByText( 'Enter a whole number of items per page from 1 to 100.' ).waitFor();
	await perPage.fill( '15' );
	await types.getByRole( 'button', { name: 'Save Settings' } ).click();
	await types.getByRole( 'button', { name: 'Save Settings', disabled: true } ).waitFor();

	await watched.restCallsEnded();
	await reloadTo( page, 'Writing' );
	await expect( card( page, 'Media' ).getByRole( 'combobox', { name: 'Carousel color scheme' } ).inputValue() ).resolves.toBe( 'white' );
	await expect( card( page, 'Custom content types' ).getByRole( 'spinbutton', { name: 'Portfolio projects per page' } ).inputValue() ).resolves.toBe( '15' );
	watched.expectClean();
	await watched.close();
} );

it( 'Sharing: the social, sharing buttons and likes switches save and survive a reload; each offers where to set it up', async () => {
	const watched = await openApp( browser(), '#/sharing', 'Sharing' );
	const { page } = watched;
	const social = card( page, 'Jetpack Social connections' );
	await social.getByRole( 'checkbox', { name: 'Automatically share your posts to social networks' } ).click();
	await social.getByRole( 'link', { name: /Connect and manage your social media accounts/ } ).waitFor();
	const buttons = card( page, 'Sharing buttons' );
	await buttons.getByRole( 'checkbox', { name: 'Add sharing buttons to your posts and pages' } ).click();
	await buttons.getByRole( 'link', { name: /Configure your sharing buttons/ } ).waitFor();
	const likes = card( page, 'Like buttons' ).getByRole( 'checkbox', { name: 'Add Like buttons to your posts and pages' } );
	await likes.click();
	await card( page, 'Like buttons' ).getByRole( 'checkbox', { checked: true } ).waitFor();

	await watched.restCallsEnded();
	await reloadTo( page, 'Sharing' );
	for ( const [ title, name ] of [
		[ 'Jetpack Social connections', 'Automatically share your posts to social networks' ],
		[ 'Sharing buttons', 'Add sharing buttons to your posts and pages' ],
		[ 'Like buttons', 'Add Like buttons to your posts and pages' ],
	] as const ) {
		await expect( card( page, title ).getByRole( 'checkbox', { name } ).isChecked() ).resolves.toBe( true );
	}
	watched.expectClean();
	await watched.close();
} );

/**
 * The notice floats, so nothing moves when it comes. On the phone, the toolbar switch's label would take one more
 * line once "Saving…" is put after it: the room kept for the words keeps the switch and those below in place.
 */
it.each( [
	[ 'a wide screen', { width: 1280, height: 900 }, 'shortcodes', 'Compose using shortcodes to embed media from popular sites' ],
	[ 'a phone', { width: 390, height: 844 }, 'masterbar', 'Enable the WordPress.com toolbar' ],
] )( 'Writing on %s: while a switch saves, nothing moves, and a quick second click lands on the same switch', async ( _screen, viewport, option, label ) => {
	const watched = await openApp( browser(), '#/writing', 'Writing', { viewport } );
	const { page } = watched;
	const sent: unknown[] = [];
	page.on( 'request', ( request ) => {
		if ( request.method() === 'POST' && request.url().includes( 'jetpack/v4/settings' ) ) {
			sent.push( request.postDataJSON() );
		}
	} );
	// Its name says "Saving…" while it saves; the room kept for the words is not read out the rest of the time.
	const target = page.getByRole( 'checkbox', { name: new RegExp( `^${ label }` ) } );
	await page.getByRole( 'checkbox', { name: label, exact: true } ).waitFor();
	const wasOn = await target.isChecked();
	await target.scrollIntoViewIfNeeded();
	// Where every switch of the page is: none may move while the save runs, not only the one clicked.
	const switchesAt = () => page.getByRole( 'checkbox' ).evaluateAll( ( boxes ) => boxes.map( ( box ) => box.getBoundingClientRect().top ) );
	const allBefore = await switchesAt();
	const before = await target.boundingBox();
	if ( ! before ) {
		throw new Error( `The switch "${ label }" has no box.` );
	}
	// The save is held for as long as the test looks at the page while it is under way.
	await devApiOk( demoUrl(), 'POST', 'faults', { path: 'jetpack/v4/settings', method: 'POST', hold: true } );
	const x = before.x + before.width / 2;
	const y = before.y + before.height / 2;
	await page.mouse.click( x, y );
	await notices( page ).getByText( 'Updating settings…' ).waitFor();
	await page.locator( '#jp-main' ).getByText( 'Saving…' ).waitFor();
	await expect( target.boundingBox() ).resolves.toEqual( before );
	await expect( switchesAt() ).resolves.toEqual( allBefore );
	// The impatient second click, where the pointer still is: it reaches the same switch, which ignores it while saving.
	const underPointer = ( point: { x: number; y: number } ) => document.elementFromPoint( point.x, point.y )?.closest( '.jp-settings-switch' )?.textContent ?? '';
	await expect( page.evaluate( underPointer, { x, y } ) ).resolves.toMatch( new RegExp( `^${ label }` ) );
	await page.mouse.click( x, y );
	await clearFaults();
	await notices( page ).getByText( 'Updated settings.' ).waitFor();
	await expect( target.isChecked() ).resolves.toBe( ! wasOn );
	expect( sent ).toEqual( [ { [ option ]: ! wasOn } ] );
	await watched.restCallsEnded();
	watched.expectClean();
	await watched.close();
} );
