/**
 * Every state-notice code of docs/rules.md#error-catalogue renders its message on the page the provider sends the user
 * back to (admin.php?page=jetpack&error=CODE or &message=CODE); an error description in the link is never shown.
 */
import type { Browser } from 'playwright-core';
import { getStateNotice, GLITCH_CODES } from '../../src/app/notices/state-notices';
import { demoUrl, launchBrowser, openWatchedPage, resetScenario } from './support/browser';
import { MESSAGE_CODES, TABLE_ERROR_CODES } from '../support/state-notice-codes';

let browser: Browser;
beforeAll( async () => {
	browser = await launchBrowser();
	await resetScenario( 'owner' );
} );
afterAll( async () => {
	await browser.close();
} );

const ERROR_CODES = [ ...TABLE_ERROR_CODES, ...GLITCH_CODES.slice( 0, 3 ), 'some_code_nobody_knows' ];

const expectedText = ( query: URLSearchParams ) =>
	getStateNotice(
		{
			errorCode: query.get( 'error' ),
			messageCode: query.get( 'message' ),
			messageContent: null,
			errorDescription: query.get( 'error_description' ),
		},
		{ isAtomicSite: false, version: '15.0-alpha' }
	)?.text;

it.each( [
	...ERROR_CODES.map( ( code ) => `error=${ code }` ),
	...MESSAGE_CODES.map( ( code ) => `message=${ code }` ),
	'error=invalid_grant&error_description=The code has expired.',
] )( 'shows the notice of %s', async ( query ) => {
	const text = expectedText( new URLSearchParams( query ) );
	expect( text ).toBeTruthy();
	const watched = await openWatchedPage( browser );
	await watched.page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack&${ query }#/dashboard` );
	const notices = watched.page.locator( '.jp-notices' );
	await notices.getByText( text ?? '', { exact: false } ).first().waitFor();
	if ( query.includes( 'error_description' ) ) {
		await expect( notices.getByText( 'The code has expired.', { exact: false } ).count() ).resolves.toBe( 0 );
	}
	if ( query === 'error=some_code_nobody_knows' ) {
		await expect( notices.getByText( 'some_code_nobody_knows', { exact: false } ).count() ).resolves.toBeGreaterThan( 0 );
	}
	watched.expectClean();
	await watched.close();
} );
