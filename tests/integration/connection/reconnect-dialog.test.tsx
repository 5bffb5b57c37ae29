/**
 * The reconnect dialog of #/reconnect against the demo backend (docs/connection.md#reconnect): its warning, Cancel and
 * Escape back to At a Glance without a call, "Reconnect Jetpack" reconnecting once with the content blurred until it is
 * done, a refused reconnect's reason with "Try again", and no dialog for users or sites it is not for.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupDemoBackend, TEST_REST_ROOT } from '../../support/demo-msw';
import { holdCall } from '../../support/hold';
import { renderApp } from '../../support/render';
import { recordRequests } from '../../support/requests';
import { getNoticeById, noticesArea } from '../notices/support';

const demo = setupDemoBackend();
const requests = recordRequests( demo );
const RECONNECT = 'POST /wp-json/jetpack/v4/connection/reconnect';

async function openDialog() {
	renderApp( demo.backend, { route: '#/reconnect' } );
	return within( await screen.findByRole( 'dialog', { name: 'Reconnect Jetpack' } ) );
}

describe( 'Reconnect dialog', () => {
	it( 'warns, and Cancel returns to At a Glance without reconnecting', async () => {
		const user = userEvent.setup();
		const dialog = await openDialog();
		expect( dialog.getByText( 'You should only do this if advised by Site Health tests or Jetpack Support.' ) ).toBeVisible();
		await user.click( dialog.getByRole( 'button', { name: 'Cancel' } ) );
		await waitFor( () => expect( screen.queryByRole( 'dialog' ) ).toBeNull() );
		expect( window.location.hash ).toBe( '#/dashboard' );
		expect( requests.calls( '' ) ).not.toContain( RECONNECT );
	} );

	it( 'closes with Escape too', async () => {
		const user = userEvent.setup();
		await openDialog();
		await user.keyboard( '{Escape}' );
		await waitFor( () => expect( screen.queryByRole( 'dialog' ) ).toBeNull() );
		expect( window.location.hash ).toBe( '#/dashboard' );
	} );

	it( 'reconnects once, with the content blurred and busy until it is done', async () => {
		const user = userEvent.setup();
		const held = holdCall( demo.server, 'post', 'connection/reconnect' );
		const dialog = await openDialog();
		await user.click( dialog.getByRole( 'button', { name: 'Reconnect Jetpack' } ) );
		await waitFor( () => expect( held.calls() ).toBe( 1 ) );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( window.location.hash ).toBe( '#/dashboard' );
		const main = document.getElementById( 'jp-main' );
		expect( main ).toHaveClass( 'is-reconnecting' );
		expect( main ).toHaveAttribute( 'aria-busy', 'true' );

		held.release();
		await waitFor( () => expect( noticesArea().getByText( 'Jetpack has been successfully reconnected.' ) ).toBeVisible() );
		expect( main ).not.toHaveClass( 'is-reconnecting' );
		expect( main ).not.toHaveAttribute( 'aria-busy' );
		expect( requests.calls( '' ).filter( ( request ) => request === RECONNECT ) ).toHaveLength( 1 );
	} );

	it( 'says why a reconnect was refused, and "Try again" reconnects', async () => {
		const user = userEvent.setup();
		demo.server.use(
			http.post( `${ TEST_REST_ROOT }jetpack/v4/connection/reconnect`, () =>
				HttpResponse.json( { code: 'reconnect_failed', message: 'The provider did not answer.' }, { status: 500 } )
			)
		);
		const dialog = await openDialog();
		await user.click( dialog.getByRole( 'button', { name: 'Reconnect Jetpack' } ) );
		await waitFor( () => expect( getNoticeById( 'reconnect' ) ).toHaveTextContent( 'Jetpack could not reconnect: The provider did not answer.' ) );
		expect( document.getElementById( 'jp-main' ) ).not.toHaveClass( 'is-reconnecting' );
		// The site's connection is at stake: the notice stays on the next screen.
		window.location.hash = '#/settings';
		await screen.findByRole( 'heading', { level: 1, name: 'Settings' } );
		expect( getNoticeById( 'reconnect' ) ).toHaveTextContent( 'Jetpack could not reconnect' );

		demo.server.resetHandlers();
		await user.click( within( getNoticeById( 'reconnect' ) ).getByRole( 'button', { name: 'Try again' } ) );
		await waitFor( () => expect( noticesArea().getByText( 'Jetpack has been successfully reconnected.' ) ).toBeVisible() );
		expect( requests.calls( '' ).filter( ( request ) => request === RECONNECT ) ).toHaveLength( 2 );
	} );

	it.each( [ 'editor', 'not-connected', 'offline' ] )( 'does not open for the %s scenario', async ( scenario ) => {
		// The dialog's chunk is loaded first, so an absence cannot be a chunk still on its way.
		await import( '../../../src/app/dialogs/ReconnectDialog' );
		demo.reset( scenario );
		renderApp( demo.backend, { route: '#/reconnect' } );
		await screen.findByRole( 'heading', { level: 1 } );
		expect( screen.queryByRole( 'dialog', { name: 'Reconnect Jetpack' } ) ).toBeNull();
	} );
} );
