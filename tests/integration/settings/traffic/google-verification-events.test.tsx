/**
 * The usage events of "Verify with Google" (docs/rules.md#usage-events): a success records the success event, a
 * failure records the error event with the reason the notice shows; a user who opted out has neither recorded.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeSettings } from '../../../../src/demo/backend/settings-model';
import { setupDemoBackend, TEST_ORIGIN } from '../../../support/demo-msw';
import { renderApp } from '../../../support/render';

const demo = setupDemoBackend();

/** The stand-in Google page: allows access, then closes. */
function stubGooglePopup() {
	jest.spyOn( window, 'open' ).mockImplementation( () => {
		const popup = { closed: false };
		setTimeout( () => {
			window.dispatchEvent( new MessageEvent( 'message', { data: { keyring_id: 41 }, origin: TEST_ORIGIN } ) );
			popup.closed = true;
		}, 20 );
		return popup as Window;
	} );
}

beforeEach( () => {
	writeSettings( demo.backend.state, { 'verification-tools': true } );
	window._tkq = [];
} );
afterEach( () => {
	jest.restoreAllMocks();
	delete window._tkq;
} );

const queuedEvents = () => ( window._tkq ?? [] ).map( ( entry ) => ( entry as unknown[] ).slice( 1 ) );
const notices = () => within( screen.getByRole( 'region', { name: 'Notices' } ) );

async function verifyWithGoogle() {
	renderApp( demo.backend, { route: '#/traffic' } );
	const region = within( await screen.findByRole( 'region', { name: 'Site verification' } ) );
	stubGooglePopup();
	await userEvent.click( await region.findByRole( 'button', { name: 'Verify with Google' } ) );
	return region;
}

it( 'records the success event when Google verifies the site', async () => {
	const region = await verifyWithGoogle();
	expect( await region.findByText( 'Your site is verified with Google' ) ).toBeVisible();
	await waitFor( () => expect( queuedEvents() ).toEqual( [ [ 'jetpack_site_verification_google_verify_success', {} ] ] ) );
} );

it( 'records the error event with the reason shown when verification fails', async () => {
	demo.backend.faults.push( { path: 'verify-site/google', method: 'POST', status: 500 } );
	await verifyWithGoogle();
	const reason = 'The server could not complete this request. (Status 500)';
	expect( await notices().findByText( `Site failed to verify: ${ reason }` ) ).toBeVisible();
	await waitFor( () =>
		expect( queuedEvents() ).toEqual( [ [ 'jetpack_site_verification_google_verify_error', { error_message: reason } ] ] )
	);
} );

it( 'records neither for a user who opted out of sharing usage data', async () => {
	demo.backend.update( ( state ) => {
		state.tracking.tracks_opt_out = true;
	} );
	const region = await verifyWithGoogle();
	expect( await region.findByText( 'Your site is verified with Google' ) ).toBeVisible();
	// The choice is read when the event comes; the Privacy screen then shows the same answer from that read.
	window.location.hash = '#/privacy';
	expect( await screen.findByRole( 'checkbox', { name: /Share information with our analytics tool/ } ) ).not.toBeChecked();
	expect( queuedEvents() ).toEqual( [] );
} );
