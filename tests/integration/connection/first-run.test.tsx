/**
 * First run against the demo backend: the connect screen of a site still to connect, registration held in the
 * store (one register call, then straight to the user's authorization), the in-place frame and its fallback, the
 * store welcome forced once, the pending "connect user" flag, and the identity-crisis choices.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { browser } from '../../../src/hooks/navigate';
import { connectionFlowActions } from '../../../src/state/connection/slice';
import { setupDemoBackend, TEST_REST_ROOT } from '../../support/demo-msw';
import { holdCall } from '../../support/hold';
import { renderApp } from '../../support/render';
import type { RenderOptions } from '../../support/render';
import { recordRequests } from '../../support/requests';

const demo = setupDemoBackend( 'not-connected' );
const TITLE = 'Over 5 million WordPress sites are faster and more secure';
const WITHOUT_FRAME: RenderOptions[ 'initial' ] = ( initial ) => ( { ...initial, doNotUseConnectionIframe: true } );

const requests = recordRequests( demo );

/** The owner's site, in an identity crisis (its address changed since it was connected). */
function resetInIdentityCrisis(): void {
	demo.reset( 'owner' );
	demo.backend.update( ( state ) => {
		state.connection.isInIdentityCrisis = true;
	} );
}

/** The calls of `method` to `path` (under jetpack/v4) sent from now on. */
function countCalls( method: string, path: string ) {
	const before = requests.count( method, path );
	return () => requests.count( method, path ) - before;
}

afterEach( () => jest.restoreAllMocks() );

describe( 'the connect screen', () => {
	it( 'is what an administrator of a site still to connect opens on, with terms and described pictures', async () => {
		renderApp( demo.backend, { route: '#/dashboard' } );
		const heading = await screen.findByRole( 'heading', { level: 1, name: TITLE } );
		const section = heading.closest( 'section' ) as HTMLElement;
		expect( within( section ).getByRole( 'button', { name: 'Set up Jetpack' } ) ).toBeInTheDocument();
		expect( section ).toHaveTextContent( /you agree to our Terms of Service.* and to sync your site’s data/ );
		expect( within( section ).getByRole( 'img' ) ).toHaveAttribute( 'alt', expect.stringContaining( 'shield' ) );
		await userEvent.click( within( section ).getByRole( 'button', { name: 'Next picture' } ) );
		expect( within( section ).getByRole( 'img' ) ).toHaveAttribute( 'alt', expect.stringContaining( 'speed dial' ) );
		expect( screen.queryByRole( 'heading', { name: 'At a Glance' } ) ).not.toBeInTheDocument();
	} );

	it( 'opens the provider in a frame in the page; closing the frame gives the button back', async () => {
		const registers = countCalls( 'POST', 'connection/register' );
		renderApp( demo.backend, { route: '#/dashboard' } );
		await userEvent.click( await screen.findByRole( 'button', { name: 'Set up Jetpack' } ) );
		const frameDialog = await screen.findByRole( 'dialog', { name: 'Connect Jetpack' } );
		const frame = within( frameDialog ).getByTitle( 'Approve the connection on WordPress.com' );
		expect( frame.getAttribute( 'src' ) ).toContain( '/demo-provider/authorize' );
		expect( registers() ).toBe( 1 );
		await userEvent.click( within( frameDialog ).getByRole( 'button', { name: 'Close' } ) );
		await waitFor( () => expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument() );
		expect( screen.getByRole( 'button', { name: 'Set up Jetpack' } ) ).not.toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'an already registered site goes straight to the user’s authorization, without a second register call', async () => {
		// Registered earlier, but nobody authorized it: the site is still not connected.
		demo.backend.update( ( state ) => {
			state.connection.isRegistered = true;
		} );
		const assign = jest.spyOn( browser, 'assign' ).mockImplementation( () => undefined );
		const registers = countCalls( 'POST', 'connection/register' );
		const authorizes = countCalls( 'GET', 'connection/authorize_url' );
		renderApp( demo.backend, { route: '#/dashboard', initial: WITHOUT_FRAME } );
		await userEvent.click( await screen.findByRole( 'button', { name: 'Set up Jetpack' } ) );
		await waitFor( () => expect( assign ).toHaveBeenCalledWith( expect.stringContaining( '/demo-provider/authorize' ) ) );
		expect( authorizes() ).toBe( 1 );
		expect( registers() ).toBe( 0 );
	} );

	it( 'ignores clicks while the site registers, and says when it failed with the button working again', async () => {
		const held = holdCall( demo.server, 'post', 'connection/register' );
		renderApp( demo.backend, { route: '#/dashboard' } );
		const button = await screen.findByRole( 'button', { name: 'Set up Jetpack' } );
		await userEvent.click( button );
		await waitFor( () => expect( held.calls() ).toBe( 1 ) );
		await userEvent.click( button );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		held.release();
		await screen.findByRole( 'dialog', { name: 'Connect Jetpack' } );
		expect( held.calls() ).toBe( 1 );
	} );

	it( 'starts by itself on #/setup, with the words about the free tools', async () => {
		const assign = jest.spyOn( browser, 'assign' ).mockImplementation( () => undefined );
		renderApp( demo.backend, { route: '#/setup', initial: WITHOUT_FRAME } );
		expect( await screen.findByText( /turn on its free tools/ ) ).toBeInTheDocument();
		await waitFor( () => expect( assign ).toHaveBeenCalledWith( expect.stringContaining( '/demo-provider/authorize' ) ) );
		expect( demo.backend.state.connection.isRegistered ).toBe( true );
	} );

	it( 'is not shown to an editor: the notice asks for an administrator', async () => {
		demo.backend.update( ( state ) => {
			state.currentUser.permissions = { ...state.currentUser.permissions, connect: false, manage_modules: false, manage_options: false };
		} );
		renderApp( demo.backend, { route: '#/dashboard' } );
		expect( await screen.findByText( /Please ask the site administrator to connect/ ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'heading', { name: TITLE } ) ).not.toBeInTheDocument();
	} );
} );

describe( 'the store welcome', () => {
	beforeEach( () => {
		demo.backend.update( ( state ) => {
			state.plugins[ 'woocommerce/woocommerce.php' ] = { Name: 'WooCommerce', Version: '9.4.2', TextDomain: 'woocommerce', active: true };
			state.site.hasSeenWCConnectionModal = false;
		} );
	} );

	it( 'is forced once on a store owner, who is told it was seen; back on the dashboard it is not forced again', async () => {
		renderApp( demo.backend, { route: '#/dashboard' } );
		expect( await screen.findByRole( 'heading', { level: 1, name: 'Security, growth and performance tools for your store' } ) ).toBeInTheDocument();
		expect( window.location.hash ).toBe( '#/woo-setup' );
		expect( screen.getByText( 'More than 5 million WordPress sites trust Jetpack for their website security and performance.' ) ).toBeInTheDocument();
		expect( screen.getAllByRole( 'heading', { level: 2 } ).map( ( heading ) => heading.textContent ) ).toEqual(
			expect.arrayContaining( [ 'Security tools', 'Performance tools', 'Growth tools' ] )
		);
		await waitFor( () => expect( demo.backend.state.site.hasSeenWCConnectionModal ).toBe( true ) );
		act( () => {
			window.location.hash = '#/dashboard';
		} );
		expect( await screen.findByRole( 'heading', { level: 1, name: TITLE } ) ).toBeInTheDocument();
	} );

	it( 'offers Continue on a connected store, back to the dashboard', async () => {
		demo.reset( 'owner' );
		renderApp( demo.backend, { route: '#/woo-setup' } );
		await userEvent.click( await screen.findByRole( 'button', { name: 'Continue' } ) );
		await waitFor( () => expect( window.location.hash ).toBe( '#/dashboard' ) );
	} );
} );

describe( 'the pending "connect user" flag', () => {
	it( 'sends the user to the user-connect overlay, naming the feature', async () => {
		demo.reset( 'user-unlinked' );
		const { store } = renderApp( demo.backend, { route: '#/dashboard' } );
		act( () => {
			store.dispatch( connectionFlowActions.connectUserRequested( { featureLabel: 'Site Stats' } ) );
		} );
		expect( await screen.findByRole( 'dialog', { name: 'Unlock Site Stats and more amazing features' } ) ).toBeInTheDocument();
		expect( store.getState().connectionFlow.connectUserRequested ).toBeNull();
	} );
} );

describe( 'identity crisis', () => {
	it.each( [
		[ 'Stay in Safe Mode (this is a copy)', 'identity-crisis/confirm-safe-mode' ],
		[ 'Move the connection to this address', 'identity-crisis/migrate' ],
	] )( '"%s" makes its call and the choice leaves', async ( label, path ) => {
		resetInIdentityCrisis();
		const calls = countCalls( 'POST', path );
		renderApp( demo.backend, { route: '#/dashboard' } );
		await userEvent.click( await screen.findByRole( 'button', { name: label } ) );
		await waitFor( () => expect( screen.queryByRole( 'button', { name: label } ) ).not.toBeInTheDocument() );
		expect( calls() ).toBe( 1 );
		expect( demo.backend.state.connection.isInIdentityCrisis ).toBe( false );
	} );

	it( 'says why a choice was refused; "Try again" sends the same choice, which then leaves', async () => {
		resetInIdentityCrisis();
		demo.server.use(
			http.post( `${ TEST_REST_ROOT }jetpack/v4/identity-crisis/migrate`, () =>
				HttpResponse.json( { code: 'migrate_failed', message: 'The provider is busy.' }, { status: 500 } )
			)
		);
		const calls = countCalls( 'POST', 'identity-crisis/migrate' );
		renderApp( demo.backend, { route: '#/dashboard' } );
		const migrate = await screen.findByRole( 'button', { name: 'Move the connection to this address' } );
		await userEvent.click( migrate );
		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent( 'Your choice could not be saved: The provider is busy. (Status 500)' );
		expect( demo.backend.state.connection.isInIdentityCrisis ).toBe( true );

		demo.server.resetHandlers();
		await userEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		await waitFor( () => expect( screen.queryByRole( 'button', { name: 'Move the connection to this address' } ) ).not.toBeInTheDocument() );
		expect( calls() ).toBe( 2 );
		expect( demo.backend.state.connection.isInIdentityCrisis ).toBe( false );
	} );

	it( '"Start fresh" makes its call and goes to authorize the fresh connection', async () => {
		resetInIdentityCrisis();
		const assign = jest.spyOn( browser, 'assign' ).mockImplementation( () => undefined );
		renderApp( demo.backend, { route: '#/dashboard' } );
		await userEvent.click( await screen.findByRole( 'button', { name: 'Start fresh with a new connection' } ) );
		await waitFor( () => expect( assign ).toHaveBeenCalledWith( expect.stringContaining( '/demo-provider/authorize' ) ) );
	} );

	it( '"Start fresh" changes nothing before the approval: the notice stays while the page leaves for it', async () => {
		resetInIdentityCrisis();
		const assign = jest.spyOn( browser, 'assign' ).mockImplementation( () => undefined );
		const statusReads = countCalls( 'GET', 'connection' );
		renderApp( demo.backend, { route: '#/dashboard' } );
		const startFresh = await screen.findByRole( 'button', { name: 'Start fresh with a new connection' } );
		const readsBefore = statusReads();
		await userEvent.click( startFresh );
		await waitFor( () => expect( assign ).toHaveBeenCalled() );
		// The choice made the connection status be read again; the crisis is still there.
		await waitFor( () => expect( statusReads() ).toBeGreaterThan( readsBefore ) );
		expect( demo.backend.state.connection.isInIdentityCrisis ).toBe( true );
		expect( await screen.findByText( 'Jetpack Safe Mode: this site’s address has changed' ) ).toBeVisible();
	} );

	it( 'back from a cancelled approval (error=access_denied), the notice stays beside the cancel notice', async () => {
		resetInIdentityCrisis();
		renderApp( demo.backend, { route: '#/dashboard', query: 'error=access_denied' } );
		expect( await screen.findByText( /^You did not finish connecting Jetpack\./ ) ).toBeVisible();
		expect( screen.getByRole( 'link', { name: /Take the survey/ } ) ).toBeVisible();
		expect( screen.getByText( 'Jetpack Safe Mode: this site’s address has changed' ) ).toBeVisible();
		expect( screen.getByRole( 'button', { name: 'Start fresh with a new connection' } ) ).toBeVisible();
	} );
} );
