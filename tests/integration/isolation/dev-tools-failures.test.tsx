/**
 * The dev-tools card is the shell's own data card: a failed load shows its message and a retry that works once
 * the server recovers, a slow load shows a loading state, and a refused change stays on screen with the reason.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Footer } from '../../../src/app/layout/Footer';
import { browserPage } from '../../../src/app/reload';
import { setupDemoBackend } from '../../support/demo-msw';
import { clearFaults, injectFault } from '../../support/fail';
import { renderWithStore } from '../../support/render';

const demo = setupDemoBackend();

async function openCard() {
	renderWithStore( <Footer />, demo.backend );
	await userEvent.click( screen.getByRole( 'button', { name: 'Dev Tools' } ) );
}

it.each( [
	[ 'a WordPress error', { status: 500 }, 'The server could not complete this request. (Status 500)' ],
	[ 'a body that is not JSON', { body: 'not json' }, 'The site sent an answer that could not be read.' ],
	[ 'a network failure', { network: true }, 'The site could not be reached. Check your connection.' ],
] )( 'says why the preview did not load after %s, and loads it on retry', async ( _name, fault, reason ) => {
	await injectFault( { path: 'jetpack/v4/dev-tools', ...fault } );
	await openCard();
	const alert = await screen.findByRole( 'alert' );
	expect( alert ).toHaveTextContent( `The preview could not be loaded: ${ reason }` );

	await clearFaults();
	await userEvent.click( within( alert ).getByRole( 'button', { name: 'Try again' } ) );
	expect( await screen.findByRole( 'combobox', { name: 'User permission' } ) ).toHaveValue( 'owner' );
	expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
} );

it( 'shows a loading state while the preview is slow to come', async () => {
	await injectFault( { path: 'jetpack/v4/dev-tools', delayMs: 300 } );
	await openCard();
	expect( await screen.findByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
	expect( await screen.findByRole( 'combobox', { name: 'User permission' } ) ).toBeInTheDocument();
	expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
} );

it( 'keeps a refused change on screen with the reason, and sends it again on retry', async () => {
	const reload = jest.spyOn( browserPage, 'reload' ).mockImplementation( () => undefined );
	await openCard();
	const role = await screen.findByRole( 'combobox', { name: 'User permission' } );
	await injectFault( { path: 'jetpack/v4/dev-tools', status: 500 } );
	await userEvent.selectOptions( role, 'subscriber' );

	const alert = await screen.findByRole( 'alert' );
	expect( alert ).toHaveTextContent( 'The preview could not be changed: The server could not complete this request. (Status 500)' );
	// The user's choice is still what the field shows; nothing was saved or reloaded.
	expect( role ).toHaveValue( 'subscriber' );
	expect( demo.backend.state.role ).toBe( 'owner' );
	expect( reload ).not.toHaveBeenCalled();

	await clearFaults();
	await userEvent.click( within( alert ).getByRole( 'button', { name: 'Try again' } ) );
	await waitFor( () => expect( reload ).toHaveBeenCalledTimes( 1 ) );
	expect( demo.backend.state.role ).toBe( 'subscriber' );
} );
