/**
 * A settings card's save (docs/settings.md#save-model): a refused save says why and keeps the edit, and "Try again"
 * sends the same change; a field typed back to what the server saved last is no longer unsaved, also after a save
 * changed that value.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSettings, writeSettings } from '../../../src/demo/backend/settings-model';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderApp } from '../../support/render';
import { noticesArea } from '../notices/support';
import { recordRequests } from '../../support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );

beforeEach( () => {
	writeSettings( demo.backend.state, { 'verification-tools': true, bing: '' } );
} );

async function openVerification() {
	renderApp( demo.backend, { route: '#/traffic' } );
	const card = within( await screen.findByRole( 'region', { name: 'Site verification' } ) );
	return { card, bing: () => card.getByRole( 'textbox', { name: 'Bing' } ), save: () => card.getByRole( 'button', { name: 'Save Settings' } ) };
}

it( 'keeps a refused change with the server’s reason, and sends the same change on Try again', async () => {
	const { bing, save } = await openVerification();
	await userEvent.type( bing(), 'bing-code' );
	demo.backend.faults.push( { path: 'settings', method: 'POST', status: 500 } );
	await userEvent.click( save() );

	expect( await noticesArea().findByText( /^Error updating settings\. The server could not complete this request\./ ) ).toBeVisible();
	expect( ( bing() as HTMLInputElement ).value ).toContain( 'bing-code' );
	expect( save() ).toBeEnabled();

	demo.backend.faults = [];
	await userEvent.click( noticesArea().getByRole( 'button', { name: 'Try again' } ) );
	expect( await noticesArea().findByText( 'Updated settings.' ) ).toBeVisible();
	await waitFor( () => expect( save() ).toBeDisabled() );
	expect( readSettings( demo.backend.state ).bing ).toContain( 'bing-code' );
	const [ refused ] = requests.bodies( 'POST', 'settings' );
	expect( refused ).toEqual( { bing: expect.stringContaining( 'bing-code' ) } );
	expect( requests.bodies( 'POST', 'settings' ) ).toEqual( [ refused, refused ] );
} );

it( 'leaves nothing unsaved when a field is typed back to the value its last save stored', async () => {
	const { bing, save } = await openVerification();
	await userEvent.type( bing(), 'abc' );
	await userEvent.click( save() );
	await noticesArea().findByText( 'Updated settings.' );
	await waitFor( () => expect( save() ).toBeDisabled() );

	await userEvent.type( bing(), 'd' );
	expect( save() ).toBeEnabled();
	await userEvent.type( bing(), '{Backspace}' );
	expect( bing() ).toHaveValue( String( readSettings( demo.backend.state ).bing ) );
	expect( save() ).toBeDisabled();
} );
