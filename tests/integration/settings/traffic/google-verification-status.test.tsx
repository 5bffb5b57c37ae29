/**
 * What the Google row does with the site's status with Google (docs/settings.md#verification-tools): when it opens,
 * a site with no saved code takes Google's token and a code Google removed is cleared; a status that cannot be read
 * says why, with Try again; during "Verify with Google", a token already saved is not saved again, a refused token
 * save stops the attempt before Google is asked, and a code Google removed is cleared.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { readSettings, writeSettings } from '../../../../src/demo/backend/settings-model';
import { setupDemoBackend, TEST_REST_ROOT } from '../../../support/demo-msw';
import { holdCall } from '../../../support/hold';
import { renderApp } from '../../../support/render';
import { recordRequests } from '../../../support/requests';
import { GOOGLE_KEYRING_ID, stubGooglePopup } from './google-popup';

const demo = setupDemoBackend();
const STATUS = 'verify-site/google';
const STATUS_URL = `${ TEST_REST_ROOT }jetpack/v4/${ STATUS }`;
const REMOVED = { code: 'unverify-site-error', message: 'Google no longer knows this site’s code.', data: { status: 400 } };


const requests = recordRequests( demo );

beforeEach( () => writeSettings( demo.backend.state, { 'verification-tools': true } ) );
afterEach( () => jest.restoreAllMocks() );

const notices = () => within( screen.getByRole( 'region', { name: 'Notices' } ) );
const savedGoogle = () => readSettings( demo.backend.state ).google;

async function openVerification() {
	renderApp( demo.backend, { route: '#/traffic' } );
	return within( await screen.findByRole( 'region', { name: 'Site verification' } ) );
}

function googleKnowsToken( token: string ) {
	demo.backend.update( ( state ) => {
		state.google = { ...state.google, verified: false, token };
	} );
}

it( 'saves the token Google has for a site with no saved code when the row opens', async () => {
	googleKnowsToken( 'google-token-1' );
	const region = await openVerification();
	await waitFor( () => expect( savedGoogle() ).toBe( 'google-token-1' ) );
	expect( await notices().findByText( 'Updated settings.' ) ).toBeVisible();
	expect( requests.count( 'POST', 'settings' ) ).toBe( 1 );

	await userEvent.click( region.getByRole( 'button', { name: 'Manually Verify' } ) );
	// The caret is in the field, which shows the bare code while edited and the tag the site prints after.
	expect( region.getByRole( 'textbox', { name: 'Google' } ) ).toHaveValue( 'google-token-1' );
	await userEvent.tab();
	expect( region.getByRole( 'textbox', { name: 'Google' } ) ).toHaveValue( '<meta name="google-site-verification" content="google-token-1" />' );
} );

it( 'leaves a saved code as it is when Google has a token for the site', async () => {
	googleKnowsToken( 'google-token-1' );
	writeSettings( demo.backend.state, { google: 'hand-entered-code' } );
	const region = await openVerification();
	expect( await region.findByRole( 'button', { name: 'Verify with Google' } ) ).toBeEnabled();

	expect( notices().queryByText( 'Updating settings…' ) ).toBeNull();
	expect( requests.count( 'POST', 'settings' ) ).toBe( 0 );
	expect( savedGoogle() ).toBe( 'hand-entered-code' );
} );

it( 'reads nothing from Google for a user whose account is not linked, and offers the manual field', async () => {
	demo.reset( 'user-unlinked' );
	writeSettings( demo.backend.state, { 'verification-tools': true } );
	const region = await openVerification();

	expect( await region.findByRole( 'textbox', { name: 'Google' } ) ).toBeVisible();
	expect( region.queryByRole( 'button', { name: 'Verify with Google' } ) ).toBeNull();
	expect( region.queryByText( 'The Google verification status could not be loaded.' ) ).toBeNull();
	expect( requests.count( 'GET', STATUS ) ).toBe( 0 );
} );

it( 'clears a code Google removed when the row opens, without calling it a failure, and reads the status again', async () => {
	writeSettings( demo.backend.state, { google: 'removed-code' } );
	let answered = 0;
	demo.server.use(
		http.get( STATUS_URL, () => {
			answered += 1;
			return answered === 1 ? HttpResponse.json( REMOVED, { status: 400 } ) : undefined;
		} )
	);
	const save = holdCall( demo.server, 'post', 'settings' );
	const region = await openVerification();

	await waitFor( () => expect( save.calls() ).toBe( 1 ) );
	expect( region.queryByText( 'The Google verification status could not be loaded.' ) ).toBeNull();
	expect( requests.count( 'GET', STATUS ) ).toBe( 1 );
	save.release();

	expect( await region.findByRole( 'button', { name: 'Verify with Google' } ) ).toBeEnabled();
	expect( savedGoogle() ).toBe( '' );
	expect( requests.count( 'GET', STATUS ) ).toBe( 2 );
	expect( requests.count( 'POST', 'settings' ) ).toBe( 1 );
	expect( region.queryByText( 'The Google verification status could not be loaded.' ) ).toBeNull();
} );

it( 'says why the status could not be read, waits while Try again reads it, then offers Verify with Google', async () => {
	demo.backend.faults.push( { path: 'verify-site/google', method: 'GET', status: 500 } );
	const region = await openVerification();
	expect( await region.findByText( 'The Google verification status could not be loaded.' ) ).toBeVisible();
	expect( region.queryByRole( 'status' ) ).toBeNull();

	demo.backend.faults = [];
	const read = holdCall( demo.server, 'get', 'verify-site/google' );
	await userEvent.click( region.getByRole( 'button', { name: 'Try again' } ) );
	await waitFor( () => expect( read.calls() ).toBe( 1 ) );
	expect( await region.findByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
	expect( region.queryByText( 'The Google verification status could not be loaded.' ) ).toBeNull();
	read.release();

	expect( await region.findByRole( 'button', { name: 'Verify with Google' } ) ).toBeEnabled();
	expect( region.queryByRole( 'status' ) ).toBeNull();
} );

it( 'asks Google at once when the token Google hands out is the one already saved', async () => {
	googleKnowsToken( 'google-token-1' );
	writeSettings( demo.backend.state, { google: '<meta name="google-site-verification" content="google-token-1" />' } );
	const region = await openVerification();
	stubGooglePopup();
	await userEvent.click( await region.findByRole( 'button', { name: 'Verify with Google' } ) );

	expect( await region.findByText( 'Your site is verified with Google' ) ).toBeVisible();
	expect( requests.count( 'POST', STATUS ) ).toBe( 1 );
	expect( requests.count( 'POST', 'settings' ) ).toBe( 0 );
} );

it( 'saves a new token once, then asks Google', async () => {
	const region = await openVerification();
	stubGooglePopup();
	await userEvent.click( await region.findByRole( 'button', { name: 'Verify with Google' } ) );

	expect( await region.findByText( 'Your site is verified with Google' ) ).toBeVisible();
	const order = requests.calls().filter( ( call ) => call === 'POST settings' || call === `POST ${ STATUS }` );
	expect( order ).toEqual( [ 'POST settings', `POST ${ STATUS }` ] );
	expect( savedGoogle() ).toMatch( /^demo-/ );
} );

it( 'stops before asking Google when the token cannot be saved, and says why the save failed', async () => {
	const region = await openVerification();
	stubGooglePopup();
	demo.backend.faults.push( { path: 'settings', method: 'POST', status: 500 } );
	await userEvent.click( await region.findByRole( 'button', { name: 'Verify with Google' } ) );

	expect( await notices().findByText( /^Error updating settings\./ ) ).toBeVisible();
	await waitFor( () => expect( region.getByRole( 'button', { name: 'Verify with Google' } ) ).toBeEnabled() );
	expect( requests.count( 'POST', STATUS ) ).toBe( 0 );
	expect( notices().queryByText( /^Site failed to verify/ ) ).toBeNull();
	expect( savedGoogle() ).toBe( '' );
} );

it( 'clears the saved code when Google says during Verify that it removed it, and reads the status again', async () => {
	googleKnowsToken( 'google-token-1' );
	writeSettings( demo.backend.state, { google: 'removed-code' } );
	const region = await openVerification();
	await region.findByRole( 'button', { name: 'Verify with Google' } );
	demo.server.use( http.get( `${ STATUS_URL }/${ GOOGLE_KEYRING_ID }`, () => HttpResponse.json( REMOVED, { status: 400 } ) ) );
	stubGooglePopup();
	await userEvent.click( region.getByRole( 'button', { name: 'Verify with Google' } ) );

	expect( await notices().findByText( `Site failed to verify: ${ REMOVED.message } (Status 400)` ) ).toBeVisible();
	await waitFor( () => expect( savedGoogle() ).toBe( '' ) );
	await waitFor( () => expect( requests.count( 'GET', STATUS ) ).toBe( 2 ) );
	expect( requests.count( 'POST', STATUS ) ).toBe( 0 );
} );

it( 'takes the last failure notice away when Verify with Google is pressed again', async () => {
	const region = await openVerification();
	stubGooglePopup( 'deny' );
	await userEvent.click( await region.findByRole( 'button', { name: 'Verify with Google' } ) );
	await notices().findByText( 'Site failed to verify: Google access was not granted.' );

	// A popup that has not answered yet: the attempt is under way.
	jest.spyOn( window, 'open' ).mockImplementation( () => ( { closed: false } ) as Window );
	await userEvent.click( region.getByRole( 'button', { name: 'Verify with Google' } ) );
	expect( region.getByText( 'Verifying…' ) ).toBeVisible();
	expect( notices().queryByText( 'Site failed to verify: Google access was not granted.' ) ).toBeNull();
} );
