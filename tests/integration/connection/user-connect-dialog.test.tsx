/**
 * The user-connect overlay of #/connect-user against the demo backend (docs/connection.md#user-connect): what linking
 * unlocks, the title naming a feature, "Connect your user account" going to the provider, a failure that can be tried
 * again, and no
 * overlay for a user already linked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { browser } from '../../../src/hooks/navigate';
import { setupDemoBackend, TEST_REST_ROOT } from '../../support/demo-msw';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend( 'user-unlinked' );
const TITLE = 'Unlock all the amazing features of Jetpack by connecting now';

async function openOverlay( route = '#/connect-user', title = TITLE ) {
	renderApp( demo.backend, { route } );
	return within( await screen.findByRole( 'dialog', { name: title } ) );
}

describe( 'User-connect overlay', () => {
	it( 'says what linking unlocks and goes to the provider to link the account', async () => {
		const leave = jest.spyOn( browser, 'assign' ).mockImplementation( () => undefined );
		const dialog = await openOverlay();
		expect( dialog.getAllByRole( 'listitem' ) ).toHaveLength( 5 );
		expect( dialog.getByText( 'Receive instant downtime alerts' ) ).toBeVisible();
		expect( dialog.getByRole( 'link', { name: /See all the features of Jetpack/ } ) ).toBeVisible();
		await userEvent.click( dialog.getByRole( 'button', { name: 'Connect your user account' } ) );
		await waitFor( () => expect( leave ).toHaveBeenCalledTimes( 1 ) );
		expect( String( leave.mock.calls[ 0 ]?.[ 0 ] ) ).toMatch( /^http/ );
		leave.mockRestore();
	} );

	it( 'names the feature it was opened for', async () => {
		await openOverlay( '#/connect-user?feature=Post%20by%20email', 'Unlock Post by email and more amazing features' );
	} );

	it( 'says when the provider’s address cannot be had, and works again', async () => {
		demo.server.use(
			http.get( `${ TEST_REST_ROOT }jetpack/v4/connection/url`, () => HttpResponse.json( { code: 'boom', message: 'No.', data: { status: 500 } }, { status: 500 } ), {
				once: true,
			} )
		);
		const leave = jest.spyOn( browser, 'assign' ).mockImplementation( () => undefined );
		const dialog = await openOverlay();
		const button = dialog.getByRole( 'button', { name: 'Connect your user account' } );
		await userEvent.click( button );
		expect( await dialog.findByRole( 'alert' ) ).toHaveTextContent( 'An error occurred. Please try again.' );
		await userEvent.click( button );
		await waitFor( () => expect( leave ).toHaveBeenCalledTimes( 1 ) );
		leave.mockRestore();
	} );

	it( '"Not now" returns to At a Glance', async () => {
		const dialog = await openOverlay();
		await userEvent.click( dialog.getByRole( 'button', { name: 'Not now' } ) );
		await waitFor( () => expect( screen.queryByRole( 'dialog' ) ).toBeNull() );
		expect( window.location.hash ).toBe( '#/dashboard' );
	} );

	it.each( [ 'user-unlinked', 'subscriber' ] )( 'opens from the Site Stats card for an unlinked user (%s), titled for Site Stats', async ( scenario ) => {
		demo.reset( scenario );
		renderApp( demo.backend );
		const card = within( await screen.findByRole( 'region', { name: 'Site Stats' } ) );
		await userEvent.click( await card.findByRole( 'button', { name: 'Connect your WordPress.com account' } ) );
		expect( await screen.findByRole( 'dialog', { name: 'Unlock Site Stats and more amazing features' } ) ).toBeVisible();
		expect( window.location.hash ).toBe( '#/connect-user?feature=Site+Stats' );
	} );

	it( 'does not open for a user already linked', async () => {
		await import( '../../../src/app/dialogs/UserConnectDialog' );
		demo.reset( 'owner' );
		renderApp( demo.backend, { route: '#/connect-user' } );
		await screen.findByRole( 'heading', { level: 1, name: 'At a Glance' } );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );
} );
