/**
 * Leaving a tab while its save is under way (docs/settings.md#save-model): every unsaved edit is on its way to the
 * server, so nothing is asked and the save completes; an edit typed while the save runs is still asked about.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSettings, writeSettings } from '../../../src/demo/backend/settings-model';
import { setupDemoBackend } from '../../support/demo-msw';
import { holdCall } from '../../support/hold';
import { renderApp } from '../../support/render';
import { noticesArea } from '../notices/support';

const demo = setupDemoBackend();
const QUESTION = 'There are unsaved settings in this tab that will be lost if you leave it. Proceed?';

beforeEach( () => {
	writeSettings( demo.backend.state, { 'verification-tools': true, bing: '' } );
} );

const tab = ( name: string ) => within( screen.getByRole( 'navigation', { name: 'Settings' } ) ).getByRole( 'link', { name } );

async function typeAndSave( code: string ) {
	const rendered = renderApp( demo.backend, { route: '#/traffic' } );
	const card = within( await screen.findByRole( 'region', { name: 'Site verification' } ) );
	const bing = card.getByRole( 'textbox', { name: 'Bing' } );
	await userEvent.type( bing, code );
	const held = holdCall( demo.server, 'post', 'settings' );
	await userEvent.click( card.getByRole( 'button', { name: 'Save Settings' } ) );
	expect( await card.findByRole( 'button', { name: 'Saving…' } ) ).toBeDisabled();
	return { ...rendered, held, bing };
}

it( 'leaves without asking while Saving…, and the save completes', async () => {
	const confirm = jest.spyOn( window, 'confirm' ).mockReturnValue( false );
	const { held, store } = await typeAndSave( 'bing-code' );

	await userEvent.click( tab( 'Security' ) );
	expect( await screen.findByRole( 'heading', { level: 1, name: 'Security' } ) ).toBeInTheDocument();
	expect( confirm ).not.toHaveBeenCalled();

	held.release();
	expect( await noticesArea().findByText( 'Updated settings.' ) ).toBeVisible();
	expect( readSettings( demo.backend.state ).bing ).toContain( 'bing-code' );
	await waitFor( () => expect( store.getState().settingsUi.hasUnsavedChanges ).toBe( false ) );
} );

it( 'still asks when something was typed while the save runs', async () => {
	const confirm = jest.spyOn( window, 'confirm' ).mockReturnValue( false );
	const { held, bing } = await typeAndSave( 'bing-code' );
	await userEvent.type( bing, '-more' );

	await userEvent.click( tab( 'Security' ) );
	expect( confirm ).toHaveBeenCalledWith( QUESTION );
	expect( screen.getByRole( 'heading', { level: 1, name: 'Traffic' } ) ).toBeInTheDocument();
	held.release();
	expect( await noticesArea().findByText( 'Updated settings.' ) ).toBeVisible();
} );
