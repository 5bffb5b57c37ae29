/**
 * Saving an option of a module that is off turns the module on first, in the same save (docs/settings.md#save-model),
 * also when the user switched the module off earlier on the same page: WordPress.com login on Security, whose two
 * options stay on screen while the login is off.
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
const LOGIN = 'Allow users to log in to this site using WordPress.com accounts';
const MATCH = 'Match accounts using email addresses';

it( 'turns WordPress.com login back on when one of its options is switched after the login was switched off', async () => {
	writeSettings( demo.backend.state, { sso: true, jetpack_sso_match_by_email: false } );
	renderApp( demo.backend, { route: '#/security' } );
	const card = within( await screen.findByRole( 'region', { name: 'WordPress.com login' } ) );
	const login = () => card.getByRole( 'checkbox', { name: LOGIN } );
	expect( login() ).toBeChecked();

	await userEvent.click( login() );
	await noticesArea().findByText( 'Updated settings.' );
	expect( login() ).not.toBeChecked();
	expect( readSettings( demo.backend.state ).sso ).toBe( false );

	await userEvent.click( card.getByRole( 'checkbox', { name: MATCH } ) );
	await waitFor( () => expect( readSettings( demo.backend.state ).jetpack_sso_match_by_email ).toBe( true ) );
	await waitFor( () => expect( login() ).toBeChecked() );
	expect( card.getByRole( 'checkbox', { name: MATCH } ) ).toBeChecked();
	expect( readSettings( demo.backend.state ).sso ).toBe( true );
	expect( requests.bodies( 'POST', 'settings' ) ).toEqual( [ { sso: false }, { sso: true, jetpack_sso_match_by_email: true } ] );
} );
