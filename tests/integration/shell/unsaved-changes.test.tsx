/** Leaving a tab with unsaved settings asks first; declining stays, accepting leaves and forgets the flag. */
import { act, screen, within } from '@testing-library/react';
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
