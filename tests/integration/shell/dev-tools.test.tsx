import { REST_ROUTES } from '../../../src/api/rest-routes';
import { callRoute } from '../../../src/api/call-route';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';
import { v4 } from '../../../src/api/namespace';
import { GlobalDialogs } from '../../../src/app/dialogs/GlobalDialogs';
import { Footer } from '../../../src/app/layout/Footer';
import { browserPage } from '../../../src/app/reload';
import { WHATS_NEW_NOTICE_ID } from '../../../src/lib/whats-new';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderWithStore } from '../../support/render';

const demo = setupDemoBackend();

const post = ( data: Record< string, unknown > ) =>
	apiRequest( { path: v4( 'dev-tools/preview' ), method: 'POST', data } );

async function openCard() {
	renderWithStore( <Footer />, demo.backend );
	await userEvent.click( screen.getByRole( 'button', { name: 'Dev Tools' } ) );
	return screen.findByRole( 'combobox', { name: 'User permission' } );
}

describe( 'Dev tools card', () => {
	it( 'opens below the footer with the current preview', async () => {
		const role = await openCard();
		expect( screen.getByRole( 'button', { name: 'Dev Tools' } ) ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( role ).toHaveValue( 'owner' );
		expect( screen.getByRole( 'combobox', { name: 'Plan' } ) ).toHaveValue( 'jetpack_free' );
		expect( screen.getByRole( 'combobox', { name: 'Threats' } ) ).toHaveValue( '0' );
		expect( screen.getByRole( 'combobox', { name: 'Rewind state' } ) ).toHaveValue( 'unavailable' );
		expect( screen.getByRole( 'combobox', { name: 'Scan state' } ) ).toHaveValue( 'unavailable' );
		expect( screen.getByRole( 'checkbox', { name: 'Can view stats' } ) ).toBeChecked();
		expect( screen.getByRole( 'checkbox', { name: 'Linked to WordPress.com' } ) ).toBeChecked();
	} );

	it( 'switches the role on the site and reloads the page', async () => {
		const reload = jest.spyOn( browserPage, 'reload' ).mockImplementation( () => undefined );
		const role = await openCard();
		await userEvent.selectOptions( role, 'editor' );
		await waitFor( () => expect( reload ).toHaveBeenCalledTimes( 1 ) );
		const { currentUser, role: saved } = demo.backend.state;
		expect( saved ).toBe( 'editor' );
		expect( currentUser.username ).toBe( 'editor' );
		expect( currentUser.permissions.manage_options ).toBe( false );
		expect( currentUser.permissions.edit_posts ).toBe( true );
		expect( currentUser.isMaster ).toBe( false );
	} );

	it( 'records a licensing error on the site from its switch', async () => {
		const reload = jest.spyOn( browserPage, 'reload' ).mockImplementation( () => undefined );
		await openCard();
		const toggle = screen.getByRole( 'checkbox', { name: 'Licensing error (a license not attached)' } );
		expect( toggle ).not.toBeChecked();
		await userEvent.click( toggle );
		await waitFor( () => expect( reload ).toHaveBeenCalledTimes( 1 ) );
		expect( demo.backend.state.licensing.error ).not.toBe( '' );
	} );

	it( 'switches the threat count to 17 realistic threats', async () => {
		jest.spyOn( browserPage, 'reload' ).mockImplementation( () => undefined );
		await openCard();
		await userEvent.selectOptions( screen.getByRole( 'combobox', { name: 'Threats' } ), '17' );
		await waitFor( () => expect( demo.backend.state.scan.threats ).toHaveLength( 17 ) );
		expect( demo.backend.state.scan.threats[ 0 ] ).toMatchObject( { signature: expect.any( String ), severity: expect.any( Number ) } );
	} );
} );

describe( 'Dev tools dialog previews', () => {
	it( 'opens the mobile-app login modal, which gives focus back to the button when closed', async () => {
		renderWithStore(
			<>
				<Footer />
				<GlobalDialogs />
			</>,
			demo.backend
		);
		await userEvent.click( screen.getByRole( 'button', { name: 'Dev Tools' } ) );
		const opener = screen.getByRole( 'button', { name: 'Open the mobile-app login' } );
		await userEvent.click( opener );
		const dialog = await screen.findByRole( 'dialog', { name: 'Log in to the WordPress mobile app' } );
		expect( dialog ).toHaveTextContent( 'We will email a login link to' );
		await userEvent.keyboard( '{Escape}' );
		await waitFor( () => expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument() );
		expect( opener ).toHaveFocus();
	} );
} );

describe( 'dev-tools/preview', () => {
	it( 'changes plan, states, stats permission and link, answering the new preview', async () => {
		const answer = await callRoute( REST_ROUTES.updateDevToolsPreview, { data: {
			plan: 'jetpack_complete',
			rewind: 'active',
			scan: 'scanning',
			statsVisible: false,
		} } );
		expect( answer ).toMatchObject( { plan: 'jetpack_complete', rewind: 'active', scan: 'scanning', statsVisible: false } );
		expect( demo.backend.state.purchases ).toEqual( [ expect.objectContaining( { product_slug: 'jetpack_complete', active: '1' } ) ] );
		expect( demo.backend.state.currentUser.permissions.view_stats ).toBe( false );

		await callRoute( REST_ROUTES.updateDevToolsPreview, { data: { linked: false } } );
		const { currentUser, connection } = demo.backend.state;
		expect( currentUser ).toMatchObject( { isConnected: false, isMaster: false, wpcomUser: null } );
		expect( connection ).toMatchObject( { isUserConnected: false, hasConnectedOwner: false } );
		expect( ( await callRoute( REST_ROUTES.devToolsPreview ) ).linked ).toBe( false );
	} );

	it( 'lets a previewed subscriber switch back to the owner', async () => {
		await callRoute( REST_ROUTES.updateDevToolsPreview, { data: { role: 'subscriber' } } );
		expect( demo.backend.state.currentUser.permissions.manage_options ).toBe( false );
		await callRoute( REST_ROUTES.updateDevToolsPreview, { data: { role: 'owner' } } );
		expect( demo.backend.state.currentUser ).toMatchObject( { username: 'admin', isMaster: true } );
		expect( demo.backend.state.currentUser.permissions.manage_options ).toBe( true );
	} );

	it( 'adds a demo release post and offers it again after a dismissal', async () => {
		demo.backend.update( ( state ) => {
			state.dismissedNotices[ WHATS_NEW_NOTICE_ID ] = true;
		} );
		await callRoute( REST_ROUTES.updateDevToolsPreview, { data: { releasePost: true } } );
		expect( demo.backend.state.releasePost?.release_post_content ).toContain( '<script>' );
		expect( demo.backend.state.dismissedNotices[ WHATS_NEW_NOTICE_ID ] ).toBeUndefined();
		await callRoute( REST_ROUTES.updateDevToolsPreview, { data: { releasePost: false } } );
		expect( demo.backend.state.releasePost ).toBeNull();
	} );

	it( 'records a licensing error for the notice and clears it', async () => {
		expect( ( await callRoute( REST_ROUTES.devToolsPreview ) ).licensingError ).toBe( false );
		const answer = await callRoute( REST_ROUTES.updateDevToolsPreview, { data: { licensingError: true } } );
		expect( answer.licensingError ).toBe( true );
		expect( await callRoute( REST_ROUTES.licensingError ) ).toMatch( /^The license key \S+ could not be attached to this site/ );
		await callRoute( REST_ROUTES.updateDevToolsPreview, { data: { licensingError: false } } );
		expect( await callRoute( REST_ROUTES.licensingError ) ).toBe( '' );
	} );

	it.each( [
		[ { role: 'boss' } ],
		[ { threats: 3 } ],
		[ { rewind: 'paused' } ],
		[ { scan: 'fixing' } ],
		[ { plan: 'jetpack_gold' } ],
		[ { linked: 'yes' } ],
		[ { licensingError: 'yes' } ],
		[ { colour: 'blue' } ],
		[ { role: 'editor', threats: 5 } ],
	] )( 'refuses %j with 400 and changes nothing', async ( data ) => {
		const before = structuredClone( demo.backend.state );
		await expect( post( data ) ).rejects.toMatchObject( { status: 400 } );
		expect( demo.backend.state ).toEqual( before );
	} );

	it( 'refuses to link a user on a site that is not connected', async () => {
		demo.reset( 'not-connected' );
		await expect( callRoute( REST_ROUTES.updateDevToolsPreview, { data: { linked: true } } ) ).rejects.toMatchObject( { status: 400 } );
		expect( demo.backend.state.currentUser.isConnected ).toBe( false );
	} );

	it( 'answers 403 outside a development version', async () => {
		demo.backend.update( ( state ) => {
			state.site.isDevVersion = false;
		} );
		const failure = callRoute( REST_ROUTES.devToolsPreview );
		await expect( failure ).rejects.toBeInstanceOf( ApiError );
		await expect( failure ).rejects.toMatchObject( { status: 403 } );
		await expect( callRoute( REST_ROUTES.updateDevToolsPreview, { data: { role: 'editor' } } ) ).rejects.toMatchObject( { status: 403 } );
	} );
} );

describe( 'Dev tools card failures', () => {
	it( 'says so when a switch is refused, and does not reload', async () => {
		const reload = jest.spyOn( browserPage, 'reload' ).mockImplementation( () => undefined );
		const role = await openCard();
		await fetch( 'http://localhost/dev-api/faults', {
			method: 'POST',
			body: JSON.stringify( { path: 'jetpack/v4/dev-tools', status: 500 } ),
		} );
		await userEvent.selectOptions( role, 'subscriber' );
		const card = screen.getByRole( 'heading', { name: 'Dev Tools' } ).closest( '.jp-dev-tools' );
		await waitFor( () =>
			expect( card ).toHaveTextContent( 'The preview could not be changed: The server could not complete this request. (Status 500)' )
		);
		expect( reload ).not.toHaveBeenCalled();
		expect( demo.backend.state.role ).toBe( 'owner' );
	} );
} );
