/**
 * The Google row of Site verification on the demo backend (docs/settings.md#verification-tools): "Verify with Google"
 * through the Google page (a stand-in popup answering as the provider's page does), the verified state, a failure
 * told with the server's reason for five seconds with "Try again" that works once the fault is cleared, and a
 * refusal to this account that leaves only the manual field.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSettings, writeSettings } from '../../../../src/demo/backend/settings-model';
import { setupDemoBackend, TEST_ORIGIN } from '../../../support/demo-msw';
import { failCall } from '../../../support/fail';
import { holdCall } from '../../../support/hold';
import { openCard } from '../../../support/render';
import { recordRequests } from '../../../support/requests';
import { stubGooglePopup } from './google-popup';

const demo = setupDemoBackend();
const requests = recordRequests( demo );
const verifyCalls = () => requests.count( 'POST', 'verify-site/google' );

beforeEach( () => writeSettings( demo.backend.state, { 'verification-tools': true } ) );
afterEach( () => {
	jest.restoreAllMocks();
	jest.useRealTimers();
} );

const notices = () => within( screen.getByRole( 'region', { name: 'Notices' } ) );
const savedGoogle = () => readSettings( demo.backend.state ).google;

const openVerification = () => openCard( demo.backend, '#/traffic', 'Traffic', 'Site verification' );

it( 'verifies through the Google page: the token is saved and the row says the site is verified, with Edit', async () => {
	const region = await openVerification();
	const opened = stubGooglePopup();
	await userEvent.click( await region.findByRole( 'button', { name: 'Verify with Google' } ) );

	expect( await region.findByText( 'Your site is verified with Google' ) ).toBeVisible();
	expect( region.getByRole( 'button', { name: 'Edit' } ) ).toBeEnabled();
	expect( region.queryByRole( 'button', { name: 'Verify with Google' } ) ).toBeNull();
	// The owner of the connection is shown the way to Search Console.
	expect( region.getByRole( 'link', { name: /Go to Google Search Console/ } ) ).toBeVisible();
	expect( opened ).toEqual( [ `${ TEST_ORIGIN }/demo-provider/keyring/google_site_verification` ] );
	expect( savedGoogle() ).toMatch( /^demo-[a-z0-9-]+$/ );
	expect( verifyCalls() ).toBe( 1 );

	await userEvent.click( region.getByRole( 'button', { name: 'Edit' } ) );
	// Edit puts the caret in the field, which shows the bare code while edited and the tag the site prints after.
	expect( region.getByRole( 'textbox', { name: 'Google' } ) ).toHaveFocus();
	expect( region.getByRole( 'textbox', { name: 'Google' } ) ).toHaveValue( String( savedGoogle() ) );
	await userEvent.tab();
	expect( region.getByRole( 'textbox', { name: 'Google' } ) ).toHaveValue( `<meta name="google-site-verification" content="${ String( savedGoogle() ) }" />` );
} );

it( 'shows a site Google says is verified as verified when the row opens, even with a code entered by hand', async () => {
	// Google knows no token for this connection, but the site is verified: the hand-entered code did it.
	demo.backend.update( ( state ) => {
		state.google = { ...state.google, verified: true, token: null };
	} );
	writeSettings( demo.backend.state, { google: 'hand-entered-code' } );
	const region = await openVerification();
	expect( await region.findByText( 'Your site is verified with Google' ) ).toBeVisible();
	expect( region.getByRole( 'button', { name: 'Edit' } ) ).toBeEnabled();
	expect( region.queryByRole( 'textbox', { name: 'Google' } ) ).toBeNull();
} );

it( 'opens the manual field for a code entered by hand on a site Google has not verified', async () => {
	writeSettings( demo.backend.state, { google: 'hand-entered-code' } );
	const region = await openVerification();
	expect( await region.findByRole( 'textbox', { name: 'Google' } ) ).toHaveValue( '<meta name="google-site-verification" content="hand-entered-code" />' );
	expect( region.queryByText( 'Your site is verified with Google' ) ).toBeNull();
} );

const FAILED = 'Site failed to verify: The server could not complete this request. (Status 500)';

/** "Verify with Google" on a site whose server fails the verification (500), on a clock the test moves. */
async function verifyAndFail() {
	jest.useFakeTimers( { advanceTimers: true } );
	const user = userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );
	const region = await openVerification();
	stubGooglePopup();
	demo.backend.faults.push( { path: 'verify-site/google', method: 'POST', status: 500 } );
	await user.click( await region.findByRole( 'button', { name: 'Verify with Google' } ) );
	return { user, region };
}

/** The failure stays for five seconds from now (still there at 4.8 s), then leaves (gone at 5.2 s). */
function expectShownForFiveSeconds( text: string ) {
	act( () => {
		jest.advanceTimersByTime( 4800 );
	} );
	expect( notices().getByText( text ) ).toBeVisible();
	act( () => {
		jest.advanceTimersByTime( 400 );
	} );
	expect( notices().queryByText( text ) ).toBeNull();
}

it( 'says why verification failed, for five seconds, with Try again that works once the fault is cleared', async () => {
	const { user, region } = await verifyAndFail();
	const text = FAILED;
	expect( await notices().findByText( text ) ).toBeVisible();
	expect( notices().getByRole( 'button', { name: 'Try again' } ) ).toBeEnabled();
	// The token Google handed out was saved before Google was asked: it is not lost with the failure.
	const token = savedGoogle();
	expect( token ).toMatch( /^demo-/ );
	expect( region.getByRole( 'button', { name: 'Verify with Google' } ) ).toBeEnabled();

	expectShownForFiveSeconds( text );

	// Failing again, then Try again once the fault is cleared: the same Google connection, no new popup.
	await user.click( region.getByRole( 'button', { name: 'Verify with Google' } ) );
	await notices().findByText( text );
	expect( window.open ).toHaveBeenCalledTimes( 2 );
	demo.backend.faults = [];
	await user.click( notices().getByRole( 'button', { name: 'Try again' } ) );

	expect( await region.findByText( 'Your site is verified with Google' ) ).toBeVisible();
	expect( notices().queryByText( text ) ).toBeNull();
	expect( window.open ).toHaveBeenCalledTimes( 2 );
	expect( verifyCalls() ).toBe( 3 );
	expect( savedGoogle() ).toBe( token );
} );

it( 'keeps the failure and its Try again while they hold the keyboard focus or the pointer', async () => {
	const { user } = await verifyAndFail();
	const text = FAILED;
	await notices().findByText( text );

	// A keyboard user reaches Try again late: it stays as long as it has the focus.
	const tryAgain = notices().getByRole( 'button', { name: 'Try again' } );
	act( () => tryAgain.focus() );
	act( () => {
		jest.advanceTimersByTime( 8000 );
	} );
	expect( notices().getByRole( 'button', { name: 'Try again' } ) ).toHaveFocus();

	// The pointer over it holds it too, after the focus has gone.
	await user.hover( notices().getByText( text ) );
	act( () => tryAgain.blur() );
	act( () => {
		jest.advanceTimersByTime( 8000 );
	} );
	expect( notices().getByText( text ) ).toBeVisible();

	// Once both have left, it takes its five seconds again.
	await user.unhover( notices().getByText( text ) );
	expectShownForFiveSeconds( text );
} );

it( 'says when Google access was not granted; Try again opens the Google page again', async () => {
	const region = await openVerification();
	stubGooglePopup( 'deny' );
	await userEvent.click( await region.findByRole( 'button', { name: 'Verify with Google' } ) );
	expect( await notices().findByText( 'Site failed to verify: Google access was not granted.' ) ).toBeVisible();
	expect( savedGoogle() ).toBe( '' );
	expect( verifyCalls() ).toBe( 0 );

	jest.restoreAllMocks();
	stubGooglePopup( 'allow' );
	await userEvent.click( notices().getByRole( 'button', { name: 'Try again' } ) );
	expect( await region.findByText( 'Your site is verified with Google' ) ).toBeVisible();
	expect( window.open ).toHaveBeenCalledTimes( 1 );
} );

it( 'leaves only the manual field when Google refuses this account, and nothing to try again', async () => {
	const region = await openVerification();
	stubGooglePopup();
	failCall( demo.server, 'post', 'verify-site/google', { status: 403, code: 'forbidden', message: 'This Google account may not verify the site.', once: false } );
	await userEvent.click( await region.findByRole( 'button', { name: 'Verify with Google' } ) );

	expect( await notices().findByText( /^Site failed to verify: This Google account may not verify the site\./ ) ).toBeVisible();
	expect( notices().queryByRole( 'button', { name: 'Try again' } ) ).toBeNull();
	expect( await region.findByRole( 'textbox', { name: 'Google' } ) ).toBeVisible();
	expect( region.queryByRole( 'button', { name: 'Verify with Google' } ) ).toBeNull();
	expect( region.getByRole( 'button', { name: 'Save' } ) ).toBeInTheDocument();
} );

it( 'says "Verifying…" while Google is asked, and the button waits', async () => {
	const region = await openVerification();
	stubGooglePopup();
	const held = holdCall( demo.server, 'post', 'verify-site/google' );
	await userEvent.click( await region.findByRole( 'button', { name: 'Verify with Google' } ) );
	await waitFor( () => expect( held.calls() ).toBe( 1 ) );
	expect( region.getByText( 'Verifying…' ) ).toBeVisible();
	expect( region.getByRole( 'button', { name: 'Verify with Google' } ) ).toBeDisabled();
	held.release();
	expect( await region.findByText( 'Your site is verified with Google' ) ).toBeVisible();
	expect( region.queryByText( 'Verifying…' ) ).toBeNull();
} );
