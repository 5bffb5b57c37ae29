/**
 * Post by email on the demo backend: a refused "Create address" says why and offers "Try again", which asks for the
 * address once more (docs/settings.md#post-by-email).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDemoBackend } from '../../support/demo-msw';
import { failCall } from '../../support/fail';
import { setModules } from '../../support/modules';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend();
const notices = () => within( screen.getByRole( 'region', { name: 'Notices' } ) );

it( 'offers "Try again" when creating the address is refused, and creates it then', async () => {
	setModules( demo.backend, { 'post-by-email': true } );
	failCall( demo.server, 'post', 'settings' );
	renderApp( demo.backend, { route: '#/writing' } );
	const card = within( await screen.findByRole( 'region', { name: 'Post by email' } ) );
	await userEvent.click( await card.findByRole( 'button', { name: 'Create address' } ) );

	expect( await notices().findByText( 'Error regenerating Post by Email address The database is busy. (Status 500)' ) ).toBeVisible();
	expect( card.queryByRole( 'textbox', { name: 'Email address' } ) ).toBeNull();
	await userEvent.click( notices().getByRole( 'button', { name: 'Try again' } ) );

	const address = await card.findByRole< HTMLInputElement >( 'textbox', { name: 'Email address' } );
	expect( address.value ).toMatch( /^\w+@post\.wordpress\.com$/ );
	expect( card.getByRole( 'button', { name: 'Regenerate address' } ) ).toBeVisible();
} );
