/**
 * The connection actions of the shell's notices each end with a word to the user (docs/shell.md#other-standing-notices):
 * Restore Connection, Stay in Safe Mode and Move the connection, in the whole app on the demo backend; the
 * identity-crisis notice names the address the connection was made for and this one.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDENTITY_CRISIS_FROM } from '../../../src/demo/backend/printed-initial-state';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend();
const notices = () => within( screen.getByRole( 'region', { name: 'Notices' } ) );

async function openInIdentityCrisis() {
	demo.backend.update( ( state ) => {
		state.connection.isInIdentityCrisis = true;
	} );
	renderApp( demo.backend, { route: '#/dashboard' } );
	return notices().findByText( /^Jetpack was connected for / );
}

it( 'names both addresses in the identity-crisis notice', async () => {
	expect( await openInIdentityCrisis() ).toHaveTextContent(
		`Jetpack was connected for ${ IDENTITY_CRISIS_FROM }, and localhost now uses the same connection.`
	);
} );

it( 'says Safe Mode is on once the site took the choice', async () => {
	await openInIdentityCrisis();
	await userEvent.click( notices().getByRole( 'button', { name: 'Stay in Safe Mode (this is a copy)' } ) );
	expect(
		await notices().findByText( `Safe Mode is on: localhost is kept apart as a copy, and the connection stays with ${ IDENTITY_CRISIS_FROM }.` )
	).toBeVisible();
	expect( notices().queryByText( /^Jetpack was connected for / ) ).toBeNull();
} );

it( 'says where the connection moved once the site took the choice', async () => {
	await openInIdentityCrisis();
	await userEvent.click( notices().getByRole( 'button', { name: 'Move the connection to this address' } ) );
	expect( await notices().findByText( `The connection moved from ${ IDENTITY_CRISIS_FROM } to localhost.` ) ).toBeVisible();
	expect( demo.backend.state.connection.isInIdentityCrisis ).toBe( false );
} );

it( 'says the site was reconnected after Restore Connection', async () => {
	demo.backend.update( ( state ) => {
		state.connection.errors = [
			{ action: 'reconnect', code: 'invalid_blog_token', message: 'The site’s blog token is invalid.', data: { api_error_code: 'invalid_token', api_http_code: 403 } },
		];
	} );
	renderApp( demo.backend, { route: '#/dashboard' } );
	await userEvent.click( await notices().findByRole( 'button', { name: 'Restore Connection' } ) );
	expect( await notices().findByText( 'Jetpack has been successfully reconnected.' ) ).toBeVisible();
	expect( notices().queryByText( 'Connection Error, please reconnect.' ) ).toBeNull();
} );
