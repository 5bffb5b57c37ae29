/** Leaving a tab with unsaved settings asks first; declining stays, accepting leaves and forgets the flag. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsUiActions } from '../../../src/state/settings/slice';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend();
const QUESTION = 'There are unsaved settings in this tab that will be lost if you leave it. Proceed?';

async function openTrafficWithUnsavedSettings() {
	const rendered = renderApp( demo.backend, { route: '#/traffic' } );
	await screen.findByRole( 'heading', { level: 1, name: 'Traffic' } );
	act( () => {
		rendered.store.dispatch( settingsUiActions.unsavedChangesMarked() );
	} );
	return rendered;
}

const tab = ( name: string ) => within( screen.getByRole( 'navigation', { name: 'Settings' } ) ).getByRole( 'link', { name } );

it( 'stays on the tab when the user declines', async () => {
	const confirm = jest.spyOn( window, 'confirm' ).mockReturnValue( false );
	const { store } = await openTrafficWithUnsavedSettings();
	await userEvent.click( tab( 'Security' ) );
	expect( confirm ).toHaveBeenCalledWith( QUESTION );
	expect( screen.getByRole( 'heading', { level: 1, name: 'Traffic' } ) ).toBeInTheDocument();
	expect( store.getState().settingsUi.hasUnsavedChanges ).toBe( true );
} );

it( 'leaves and forgets the unsaved flag when the user accepts', async () => {
	jest.spyOn( window, 'confirm' ).mockReturnValue( true );
	const { store } = await openTrafficWithUnsavedSettings();
	await userEvent.click( tab( 'Security' ) );
	expect( await screen.findByRole( 'heading', { level: 1, name: 'Security' } ) ).toBeInTheDocument();
	expect( store.getState().settingsUi.hasUnsavedChanges ).toBe( false );
} );

it( 'does not ask when nothing is unsaved', async () => {
	const confirm = jest.spyOn( window, 'confirm' );
	renderApp( demo.backend, { route: '#/traffic' } );
	await screen.findByRole( 'heading', { level: 1, name: 'Traffic' } );
	await userEvent.click( tab( 'Security' ) );
	expect( await screen.findByRole( 'heading', { level: 1, name: 'Security' } ) ).toBeInTheDocument();
	expect( confirm ).not.toHaveBeenCalled();
} );

/** Opens Security, then Traffic by its tab (so Back has somewhere to go), with an unsaved change on Traffic. */
async function arriveOnTrafficFromSecurity() {
	const rendered = renderApp( demo.backend, { route: '#/security' } );
	await screen.findByRole( 'heading', { level: 1, name: 'Security' } );
	await userEvent.click( tab( 'Traffic' ) );
	await screen.findByRole( 'heading', { level: 1, name: 'Traffic' } );
	act( () => {
		rendered.store.dispatch( settingsUiActions.unsavedChangesMarked() );
	} );
	return rendered;
}

it( 'asks when the browser goes Back; declining keeps the tab, its edits and its address', async () => {
	const confirm = jest.spyOn( window, 'confirm' ).mockReturnValue( false );
	const { store } = await arriveOnTrafficFromSecurity();
	act( () => window.history.back() );
	await waitFor( () => expect( confirm ).toHaveBeenCalledWith( QUESTION ) );
	// The refused Back is undone: the address returns to the tab the user stayed on.
	await waitFor( () => expect( window.location.hash ).toBe( '#/traffic' ) );
	expect( screen.getByRole( 'heading', { level: 1, name: 'Traffic' } ) ).toBeInTheDocument();
	expect( store.getState().settingsUi.hasUnsavedChanges ).toBe( true );
	expect( confirm ).toHaveBeenCalledTimes( 1 );
} );

it( 'goes Back and forgets the unsaved flag when the user accepts', async () => {
	jest.spyOn( window, 'confirm' ).mockReturnValue( true );
	const { store } = await arriveOnTrafficFromSecurity();
	act( () => window.history.back() );
	expect( await screen.findByRole( 'heading', { level: 1, name: 'Security' } ) ).toBeInTheDocument();
	expect( window.location.hash ).toBe( '#/security' );
	expect( store.getState().settingsUi.hasUnsavedChanges ).toBe( false );
} );

it( 'asks when a hash is typed in the address bar; declining puts the address back', async () => {
	const confirm = jest.spyOn( window, 'confirm' ).mockReturnValue( false );
	await openTrafficWithUnsavedSettings();
	act( () => {
		window.location.hash = '#/writing';
	} );
	await waitFor( () => expect( confirm ).toHaveBeenCalledWith( QUESTION ) );
	await waitFor( () => expect( window.location.hash ).toBe( '#/traffic' ) );
	expect( screen.getByRole( 'heading', { level: 1, name: 'Traffic' } ) ).toBeInTheDocument();
} );

it( 'does not ask when a link stays on the same tab', async () => {
	const confirm = jest.spyOn( window, 'confirm' );
	await openTrafficWithUnsavedSettings();
	await userEvent.click( tab( 'Traffic' ) );
	expect( screen.getByRole( 'heading', { level: 1, name: 'Traffic' } ) ).toBeInTheDocument();
	expect( confirm ).not.toHaveBeenCalled();
} );
