/**
 * The manual Google code of Site verification (docs/settings.md#verification-tools, #save-model): its Save (or Enter)
 * with no code typed sends nothing, and a code the user opened and cancelled is not kept, on screen or after the
 * search has hidden the card, so the token "Verify with Google" saves afterwards shows as verified, with nothing left
 * unsaved.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSettings, writeSettings } from '../../../../src/demo/backend/settings-model';
import { setupDemoBackend } from '../../../support/demo-msw';
import { openCard } from '../../../support/render';
import { stubGooglePopup } from './google-popup';
import { noticesArea } from '../../notices/support';
import { recordRequests } from '../../../support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );

beforeEach( () => {
	writeSettings( demo.backend.state, { 'verification-tools': true } );
} );
afterEach( () => jest.restoreAllMocks() );

const card = () => within( screen.getByRole( 'region', { name: 'Site verification' } ) );

const openVerification = () => openCard( demo.backend, '#/traffic', 'Traffic', 'Site verification' );


it( 'sends nothing on Save or Enter with no Google code typed, and then saves the code the user types, alone', async () => {
	await openVerification();
	await userEvent.click( await card().findByRole( 'button', { name: 'Manually Verify' } ) );
	const field = card().getByRole( 'textbox', { name: 'Google' } );

	await userEvent.click( card().getByRole( 'button', { name: 'Save' } ) );
	await userEvent.type( field, '{Enter}' );
	// Nothing was changed, so nothing is unsaved either.
	expect( card().getByRole( 'button', { name: 'Save Settings' } ) ).toBeDisabled();

	await userEvent.type( field, 'abc123' );
	await userEvent.click( card().getByRole( 'button', { name: 'Save' } ) );
	await noticesArea().findByText( 'Updated settings.' );
	expect( requests.bodies( 'POST', 'settings' ) ).toEqual( [ { google: expect.stringContaining( 'abc123' ) } ] );
	expect( readSettings( demo.backend.state ).google ).toContain( 'abc123' );
} );

it( 'shows the site verified after "Verify with Google" when the manual field was opened and cancelled before', async () => {
	await openVerification();
	await userEvent.click( await card().findByRole( 'button', { name: 'Manually Verify' } ) );
	await userEvent.click( card().getByRole( 'button', { name: 'Cancel' } ) );

	stubGooglePopup();
	await userEvent.click( card().getByRole( 'button', { name: 'Verify with Google' } ) );
	expect( await card().findByText( 'Your site is verified with Google' ) ).toBeVisible();
	expect( card().queryByRole( 'textbox', { name: 'Google' } ) ).toBeNull();
	expect( card().getByRole( 'button', { name: 'Save Settings' } ) ).toBeDisabled();
} );

it( 'shows the site verified after "Verify with Google" when a code saved by hand was edited and cancelled before', async () => {
	await openVerification();
	await userEvent.click( await card().findByRole( 'button', { name: 'Manually Verify' } ) );
	await userEvent.type( card().getByRole( 'textbox', { name: 'Google' } ), 'abc123' );
	await userEvent.click( card().getByRole( 'button', { name: 'Save' } ) );
	await noticesArea().findByText( 'Updated settings.' );
	// Typed and typed back: the saved code again, then Cancel.
	await userEvent.type( card().getByRole( 'textbox', { name: 'Google' } ), 'x{Backspace}' );
	await userEvent.click( card().getByRole( 'button', { name: 'Cancel' } ) );

	stubGooglePopup();
	await userEvent.click( await card().findByRole( 'button', { name: 'Verify with Google' } ) );
	expect( await card().findByText( 'Your site is verified with Google' ) ).toBeVisible();
	expect( card().getByRole( 'button', { name: 'Save Settings' } ) ).toBeDisabled();
	expect( readSettings( demo.backend.state ).google ).toMatch( /^demo-/ );
} );

it( 'shows the site verified after "Verify with Google" when a cancelled manual code was hidden by the search before', async () => {
	await openVerification();
	await userEvent.click( await card().findByRole( 'button', { name: 'Manually Verify' } ) );
	await userEvent.click( card().getByRole( 'button', { name: 'Cancel' } ) );

	await userEvent.click( screen.getByRole( 'button', { name: 'Search settings' } ) );
	await userEvent.type( screen.getByRole( 'searchbox', { name: 'Search for a Jetpack feature.' } ), 'zzzqx' );
	await waitFor( () => expect( screen.queryByRole( 'region', { name: 'Site verification' } ) ).toBeNull() );
	await userEvent.click( screen.getByRole( 'button', { name: 'Close search' } ) );

	stubGooglePopup();
	await userEvent.click( await card().findByRole( 'button', { name: 'Verify with Google' } ) );
	expect( await card().findByText( 'Your site is verified with Google' ) ).toBeVisible();
	expect( card().queryByRole( 'textbox', { name: 'Google' } ) ).toBeNull();
	// Nothing is left unsaved: the token is what the server has.
	expect( card().getByRole( 'button', { name: 'Save Settings' } ) ).toBeDisabled();
	expect( readSettings( demo.backend.state ).google ).toMatch( /^demo-/ );
} );
