/**
 * A failed "Set up Jetpack" says why beside the button and offers "Try again", which registers the site once the
 * server is back and opens the provider's frame.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend( 'not-connected' );

it( 'says why registering failed and registers on "Try again"', async () => {
	demo.backend.faults.push( { path: 'connection/register', method: 'POST', status: 500 } );
	renderApp( demo.backend, { route: '#/dashboard' } );
	await userEvent.click( await screen.findByRole( 'button', { name: 'Set up Jetpack' } ) );

	const alert = await screen.findByRole( 'alert' );
	expect( alert ).toHaveTextContent( 'An error occurred. Please try again. The server could not complete this request.' );
	expect( demo.backend.state.connection.isRegistered ).toBe( false );

	demo.backend.faults = [];
	await userEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );
	expect( await screen.findByRole( 'dialog', { name: 'Connect Jetpack' } ) ).toBeInTheDocument();
	expect( demo.backend.state.connection.isRegistered ).toBe( true );
	expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
} );
