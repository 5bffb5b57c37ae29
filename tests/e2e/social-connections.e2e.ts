/**
 * Jetpack Social on the demo site: with the module on, the owner connects a Mastodon account through the demo
 * provider's page in a real popup window, sees it listed (and still listed after a reload), and disconnects it.
 */
import type { Locator, Page } from 'playwright-core';
import { openApp, sharedBrowser } from './support/browser';

const browser = sharedBrowser();

const social = ( page: Page ): Locator => page.getByRole( 'region', { name: 'Jetpack Social connections', exact: true } );
const notices = ( page: Page ): Locator => page.getByRole( 'region', { name: 'Notices' } );

it( 'connects an account through the provider’s popup, keeps it after a reload, and disconnects it', async () => {
	const watched = await openApp( browser(), '#/sharing', 'Sharing' );
	const { page } = watched;
	await social( page ).getByRole( 'checkbox', { name: 'Automatically share your posts to social networks' } ).click();
	// The owner's Facebook page is already connected; Mastodon is offered.
	await social( page ).getByRole( 'list', { name: 'Facebook' } ).getByRole( 'link', { name: /Demo Garden Journal/ } ).waitFor();
	const connect = social( page ).getByRole( 'button', { name: 'Connect Mastodon' } );

	const [ popup ] = await Promise.all( [ page.waitForEvent( 'popup' ), connect.click() ] );
	await popup.getByRole( 'heading', { name: 'Connect Mastodon' } ).waitFor();
	expect( popup.viewportSize() ).toEqual( { width: 780, height: 700 } );
	await Promise.all( [ popup.waitForEvent( 'close' ), popup.getByRole( 'button', { name: 'Allow' } ).click() ] );

	const mastodon = social( page ).getByRole( 'list', { name: 'Mastodon' } );
	await mastodon.getByRole( 'link', { name: /@admin-wpcom@mastodon\.social/ } ).waitFor();
	await notices( page ).getByText( 'Connected @admin-wpcom@mastodon.social (Mastodon).' ).waitFor();
	await expect( social( page ).getByRole( 'button', { name: 'Connect Mastodon' } ).count() ).resolves.toBe( 0 );

	await watched.restCallsEnded();
	await page.reload();
	await page.getByRole( 'heading', { level: 1, name: 'Sharing' } ).waitFor();
	const listed = social( page ).getByRole( 'list', { name: 'Mastodon' } );
	await listed.getByRole( 'link', { name: /@admin-wpcom@mastodon\.social/ } ).waitFor();

	await listed.getByRole( 'button', { name: 'Disconnect @admin-wpcom@mastodon.social' } ).click();
	await listed.getByRole( 'button', { name: 'Yes, disconnect' } ).click();
	await notices( page ).getByText( 'Disconnected @admin-wpcom@mastodon.social (Mastodon).' ).waitFor();
	await social( page ).getByRole( 'button', { name: 'Connect Mastodon' } ).waitFor();
	await expect( social( page ).getByRole( 'list', { name: 'Mastodon' } ).count() ).resolves.toBe( 0 );

	await watched.restCallsEnded();
	await page.reload();
	await social( page ).getByRole( 'button', { name: 'Connect Mastodon' } ).waitFor();
	await expect( social( page ).getByRole( 'list', { name: 'Mastodon' } ).count() ).resolves.toBe( 0 );
	watched.expectClean();
	await watched.close();
} );

it( 'connects nothing when the user denies access in the popup, and says so', async () => {
	const watched = await openApp( browser(), '#/sharing', 'Sharing', { scenario: 'editor' } );
	const { page } = watched;
	const connect = social( page ).getByRole( 'button', { name: 'Connect Tumblr' } );
	const [ popup ] = await Promise.all( [ page.waitForEvent( 'popup' ), connect.click() ] );
	await popup.getByRole( 'heading', { name: 'Connect Tumblr' } ).waitFor();
	await Promise.all( [ popup.waitForEvent( 'close' ), popup.getByRole( 'button', { name: 'Deny' } ).click() ] );
	await notices( page ).getByText( 'Tumblr access was not granted, so no account was connected.' ).waitFor();
	await expect( social( page ).getByRole( 'list', { name: 'Tumblr' } ).count() ).resolves.toBe( 0 );
	watched.expectClean();
	await watched.close();
} );
