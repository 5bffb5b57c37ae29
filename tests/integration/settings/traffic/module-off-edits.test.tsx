/**
 * Unsaved edits of a card whose fields show only while its module is on (docs/settings.md#save-model): once the
 * module is switched off and the server took it, the edits are given up, so leaving the tab does not ask about
 * values the user can no longer see, save or undo, and switching the module on again shows the saved values. A
 * switch the server refused keeps the module on and the edits with it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSettings, writeSettings } from '../../../../src/demo/backend/settings-model';
import { setupDemoBackend } from '../../../support/demo-msw';
import { renderApp } from '../../../support/render';

const demo = setupDemoBackend();
const QUESTION = 'There are unsaved settings in this tab that will be lost if you leave it. Proceed?';
const SEO_SWITCH = 'Customize your SEO settings';
const VERIFICATION_SWITCH = 'Verify site ownership with third party services';

beforeEach( () => {
	writeSettings( demo.backend.state, { 'seo-tools': true, 'verification-tools': true } );
} );
afterEach( () => jest.restoreAllMocks() );

const region = ( name: string ) => within( screen.getByRole( 'region', { name } ) );
const tab = ( name: string ) => within( screen.getByRole( 'navigation', { name: 'Settings' } ) ).getByRole( 'link', { name } );
const stored = () => readSettings( demo.backend.state );

async function openTraffic() {
	const rendered = renderApp( demo.backend, { route: '#/traffic' } );
	await screen.findByRole( 'heading', { level: 1, name: 'Traffic' } );
	await screen.findByRole( 'region', { name: 'SEO' } );
	return rendered;
}

/** Flips a module switch and resolves once the server holds the new position and the switch shows it. */
async function switchModule( card: string, label: string, module: string, on: boolean ) {
	await userEvent.click( region( card ).getByRole( 'checkbox', { name: label } ) );
	await waitFor( () => expect( stored()[ module ] ).toBe( on ) );
	await waitFor( () => expect( region( card ).getByRole( 'checkbox', { name: label } ) ).toHaveProperty( 'checked', on ) );
}

async function typeSeoDescription( text: string ) {
	await userEvent.click( region( 'SEO' ).getByRole( 'button', { name: 'Front Page Meta Description' } ) );
	await userEvent.type( region( 'SEO' ).getByRole( 'textbox', { name: 'Front page meta description' } ), text );
	expect( region( 'SEO' ).getByRole( 'button', { name: 'Save Settings' } ) ).toBeEnabled();
}

it( 'gives up the SEO card’s edits once SEO is switched off: leaving the tab asks nothing, and on again shows the saved text', async () => {
	const confirm = jest.spyOn( window, 'confirm' ).mockReturnValue( false );
	const { store } = await openTraffic();
	await typeSeoDescription( 'Notes typed, then SEO turned off.' );
	expect( store.getState().settingsUi.hasUnsavedChanges ).toBe( true );

	await switchModule( 'SEO', SEO_SWITCH, 'seo-tools', false );
	expect( region( 'SEO' ).queryByRole( 'button', { name: 'Save Settings' } ) ).toBeNull();
	await waitFor( () => expect( store.getState().settingsUi.hasUnsavedChanges ).toBe( false ) );

	await switchModule( 'SEO', SEO_SWITCH, 'seo-tools', true );
	await userEvent.click( region( 'SEO' ).getByRole( 'button', { name: 'Front Page Meta Description' } ) );
	expect( region( 'SEO' ).getByRole( 'textbox', { name: 'Front page meta description' } ) ).toHaveValue( '' );
	expect( region( 'SEO' ).getByRole( 'button', { name: 'Save Settings' } ) ).toBeDisabled();

	await userEvent.click( tab( 'Security' ) );
	expect( await screen.findByRole( 'heading', { level: 1, name: 'Security' } ) ).toBeInTheDocument();
	expect( confirm ).not.toHaveBeenCalled();
	expect( stored().advanced_seo_front_page_description ).toBe( '' );
} );

it( 'gives up the verification codes typed once verification is switched off, with no Save left while it is off', async () => {
	const confirm = jest.spyOn( window, 'confirm' ).mockReturnValue( false );
	const { store } = await openTraffic();
	const card = () => region( 'Site verification' );
	await userEvent.type( card().getByRole( 'textbox', { name: 'Bing' } ), 'bing-code' );
	await userEvent.click( await card().findByRole( 'button', { name: 'Manually Verify' } ) );
	await userEvent.type( card().getByRole( 'textbox', { name: 'Google' } ), 'google-code' );
	expect( card().getByRole( 'button', { name: 'Save Settings' } ) ).toBeEnabled();

	await switchModule( 'Site verification', VERIFICATION_SWITCH, 'verification-tools', false );
	expect( card().queryByRole( 'button', { name: 'Save Settings' } ) ).toBeNull();
	expect( card().queryByRole( 'textbox' ) ).toBeNull();
	await waitFor( () => expect( store.getState().settingsUi.hasUnsavedChanges ).toBe( false ) );

	await switchModule( 'Site verification', VERIFICATION_SWITCH, 'verification-tools', true );
	expect( card().getByRole( 'textbox', { name: 'Bing' } ) ).toHaveValue( '' );
	expect( await card().findByRole( 'button', { name: 'Manually Verify' } ) ).toBeEnabled();
	expect( card().getByRole( 'button', { name: 'Save Settings' } ) ).toBeDisabled();
	await userEvent.click( tab( 'Security' ) );
	expect( await screen.findByRole( 'heading', { level: 1, name: 'Security' } ) ).toBeInTheDocument();
	expect( confirm ).not.toHaveBeenCalled();
	expect( stored().bing ).toBe( '' );
	expect( stored().google ).toBe( '' );
} );

it( 'keeps the edits when the server refuses to switch SEO off, and still asks before leaving', async () => {
	const confirm = jest.spyOn( window, 'confirm' ).mockReturnValue( false );
	await openTraffic();
	await typeSeoDescription( 'Kept through a refused switch.' );
	demo.backend.faults.push( { path: 'settings', method: 'POST', status: 500 } );
	await userEvent.click( region( 'SEO' ).getByRole( 'checkbox', { name: SEO_SWITCH } ) );
	expect( await within( screen.getByRole( 'region', { name: 'Notices' } ) ).findByText( /^Error updating settings\./ ) ).toBeVisible();
	await waitFor( () => expect( region( 'SEO' ).getByRole( 'checkbox', { name: SEO_SWITCH } ) ).toBeChecked() );

	expect( region( 'SEO' ).getByRole( 'textbox', { name: 'Front page meta description' } ) ).toHaveValue( 'Kept through a refused switch.' );
	expect( region( 'SEO' ).getByRole( 'button', { name: 'Save Settings' } ) ).toBeEnabled();
	await userEvent.click( tab( 'Security' ) );
	expect( confirm ).toHaveBeenCalledWith( QUESTION );
} );
