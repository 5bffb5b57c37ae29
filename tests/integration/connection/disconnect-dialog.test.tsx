/** The disconnect dialog, opened from the Site connection card or the #/disconnect route, against the demo backend. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SiteConnectionGlance } from '../../../src/screens/at-a-glance/connections/SiteConnectionGlance';
import { setupDemoBackend, TEST_REST_ROOT } from '../../support/demo-msw';
import { holdCall } from '../../support/hold';
import { renderApp, renderWithStore } from '../../support/render';
import { settle } from '../../support/requests';

const demo = setupDemoBackend();

const CONFIRM_TITLE = 'Are you sure you want to disconnect?';
const SUCCESS_TITLE = 'Jetpack has been successfully disconnected';

async function openDialog() {
	const rendered = renderWithStore( <SiteConnectionGlance />, demo.backend );
	const opener = screen.getByRole( 'button', { name: 'Manage site connection' } );
	await userEvent.click( opener );
	// The dialog is its own chunk: wait for it to arrive.
	const dialog = await screen.findByRole( 'dialog', { name: CONFIRM_TITLE } );
	return { ...rendered, opener, dialog };
}

async function disconnectFrom( dialog: HTMLElement ) {
	await userEvent.click( within( dialog ).getByRole( 'button', { name: 'Disconnect' } ) );
	return screen.findByRole( 'dialog', { name: SUCCESS_TITLE } );
}

const dialogGone = () => waitFor( () => expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument() );

describe( 'the confirm step', () => {
	it( 'lists the other plugins that use the connection, not Jetpack itself', async () => {
		demo.backend.update( ( state ) => {
			state.connectedPlugins = {
				jetpack: { name: 'Jetpack' },
				'jetpack-backup': { name: 'Jetpack VaultPress Backup' },
				'jetpack-boost': { name: 'Jetpack Boost' },
			};
		} );
		const { dialog } = await openDialog();
		expect( dialog ).toHaveTextContent( 'These plugins also use the Jetpack connection and will stop working:' );
		expect( within( dialog ).getAllByRole( 'listitem' ).map( ( item ) => item.textContent ) ).toEqual( [
			'Jetpack VaultPress Backup',
			'Jetpack Boost',
		] );
		expect( within( dialog ).getByRole( 'link', { name: /Why the connection matters/ } ) ).toHaveAttribute( 'href', expect.stringContaining( 'jetpack.com' ) );
	} );

	it( 'says multiple products will stop working when no other plugin uses the connection', async () => {
		const { dialog } = await openDialog();
		expect( within( dialog ).queryByRole( 'list' ) ).not.toBeInTheDocument();
		expect( dialog ).toHaveTextContent( 'Multiple Jetpack products will stop working on your site' );
	} );

	it( 'Stay connected closes it, changes nothing, and returns focus to the button', async () => {
		const { dialog, opener } = await openDialog();
		await userEvent.click( within( dialog ).getByRole( 'button', { name: 'Stay connected' } ) );
		await dialogGone();
		await waitFor( () => expect( opener ).toHaveFocus() );
		expect( demo.backend.state.connection.isActive ).toBe( true );
		expect( screen.getByRole( 'region', { name: 'Site connection' } ) ).toHaveTextContent( 'Your site and your account are connected to WordPress.com.' );
	} );

	it( 'stays open on Escape and on a click outside it: a stray key or click must not abandon a disconnect', async () => {
		const { dialog } = await openDialog();
		await waitFor( () => expect( dialog ).toContainElement( document.activeElement as HTMLElement ) );
		await userEvent.keyboard( '{Escape}' );
		const overlay = dialog.closest( '.components-modal__screen-overlay' );
		expect( overlay ).not.toBeNull();
		await userEvent.click( overlay as HTMLElement );
		await settle();
		expect( screen.getByRole( 'dialog', { name: CONFIRM_TITLE } ) ).toBeInTheDocument();
		expect( demo.backend.state.connection.isActive ).toBe( true );
	} );

	it( 'its close control still closes it and returns focus to the button', async () => {
		const { dialog, opener } = await openDialog();
		await userEvent.click( within( dialog ).getByRole( 'button', { name: 'Close' } ) );
		await dialogGone();
		await waitFor( () => expect( opener ).toHaveFocus() );
	} );

	it( 'disconnects: "Disconnecting…" with both buttons off meanwhile, then the success step; the card behind is not connected', async () => {
		const held = holdCall( demo.server, 'post', 'connection' );
		const { dialog } = await openDialog();
		await userEvent.click( within( dialog ).getByRole( 'button', { name: 'Disconnect' } ) );
		await waitFor( () => expect( held.calls() ).toBe( 1 ) );
		expect( within( dialog ).getByRole( 'button', { name: 'Disconnecting…' } ) ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( within( dialog ).getByRole( 'button', { name: 'Stay connected' } ) ).toHaveAttribute( 'aria-disabled', 'true' );
		// Escape never closes it, least of all while the call runs.
		await userEvent.keyboard( '{Escape}' );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		held.release();

		const success = await screen.findByRole( 'dialog', { name: SUCCESS_TITLE } );
		expect( within( success ).getByRole( 'button', { name: 'Help us improve' } ) ).toBeInTheDocument();
		// The pressed button is gone with its step: focus is on the dialog, which reads out the new title.
		await waitFor( () => expect( success ).toHaveFocus() );
		expect( demo.backend.state.connection.isActive ).toBe( false );
		expect( held.calls() ).toBe( 1 );
		await waitFor( () => expect( screen.getByText( 'Your site is not connected to WordPress.com.' ) ).toBeInTheDocument() );
	} );

	it( 'shows a failure in the dialog and gives the buttons back', async () => {
		demo.server.use(
			http.post( `${ TEST_REST_ROOT }jetpack/v4/connection`, () =>
				HttpResponse.json( { code: 'boom', message: 'The host did not answer.' }, { status: 500 } )
			)
		);
		const { dialog } = await openDialog();
		await userEvent.click( within( dialog ).getByRole( 'button', { name: 'Disconnect' } ) );
		expect( await within( dialog ).findByRole( 'alert' ) ).toHaveTextContent( 'Jetpack could not be disconnected: The host did not answer.' );
		expect( within( dialog ).getByRole( 'button', { name: 'Disconnect' } ) ).not.toHaveAttribute( 'aria-disabled' );
		expect( within( dialog ).getByRole( 'button', { name: 'Stay connected' } ) ).not.toHaveAttribute( 'aria-disabled' );
		expect( screen.getByRole( 'dialog', { name: CONFIRM_TITLE } ) ).toBeInTheDocument();
		expect( demo.backend.state.connection.isActive ).toBe( true );

		demo.server.resetHandlers();
		await disconnectFrom( dialog );
		expect( demo.backend.state.connection.isActive ).toBe( false );
	} );
} );

describe( 'after the disconnect', () => {
	it( 'No thank you closes it on a dashboard that shows the site not connected, focus on the card’s new button', async () => {
		const { dialog } = await openDialog();
		const success = await disconnectFrom( dialog );
		await userEvent.click( within( success ).getByRole( 'button', { name: 'No thank you' } ) );
		await dialogGone();
		const card = screen.getByRole( 'region', { name: 'Site connection' } );
		expect( card ).toHaveTextContent( 'Your site is not connected to WordPress.com.' );
		const setUp = within( card ).getByRole( 'button', { name: 'Set up Jetpack' } );
		await waitFor( () => expect( setUp ).toHaveFocus() );
		expect( demo.backend.state.surveys ).toEqual( [] );
	} );

	it( 'sends the survey with the ids known before the disconnect, then thanks the user', async () => {
		const { dialog } = await openDialog();
		const success = await disconnectFrom( dialog );
		await userEvent.click( within( success ).getByRole( 'button', { name: 'Help us improve' } ) );
		const survey = await screen.findByRole( 'dialog', { name: 'Before you go, help us improve Jetpack' } );
		const submit = within( survey ).getByRole( 'button', { name: 'Submit' } );
		expect( submit ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( within( survey ).queryByRole( 'textbox' ) ).not.toBeInTheDocument();

		await userEvent.click( within( survey ).getByRole( 'radio', { name: 'Other' } ) );
		const text = within( survey ).getByRole( 'textbox', { name: 'Tell us more (optional)' } );
		await userEvent.type( text, 'Moving to another host' );
		expect( survey ).toHaveTextContent( '22 of 1000 characters' );
		expect( submit ).not.toHaveAttribute( 'aria-disabled' );
		await userEvent.click( submit );

		const thanks = await screen.findByRole( 'dialog', { name: 'Thank you!' } );
		expect( demo.backend.state.surveys ).toEqual( [
			{
				site_id: 123456789,
				user_id: 90001,
				survey_id: 'jetpack-plugin-disconnect',
				survey_responses: { 'why-cancel': { response: 'another-reason', text: 'Moving to another host' } },
			},
		] );
		await userEvent.click( within( thanks ).getByRole( 'button', { name: 'Back to my website' } ) );
		await dialogGone();
		expect( screen.getByText( 'Your site is not connected to WordPress.com.' ) ).toBeInTheDocument();
	} );

	it( 'sends no free text for a listed reason, and keeps free text to 1000 characters', async () => {
		const { dialog } = await openDialog();
		const success = await disconnectFrom( dialog );
		await userEvent.click( within( success ).getByRole( 'button', { name: 'Help us improve' } ) );
		const survey = await screen.findByRole( 'dialog', { name: 'Before you go, help us improve Jetpack' } );
		await userEvent.click( within( survey ).getByRole( 'radio', { name: 'Other' } ) );
		await userEvent.click( within( survey ).getByRole( 'textbox' ) );
		await userEvent.paste( 'x'.repeat( 1200 ) );
		expect( survey ).toHaveTextContent( '1000 of 1000 characters' );
		await userEvent.click( within( survey ).getByRole( 'radio', { name: 'It’s buggy' } ) );
		await userEvent.click( within( survey ).getByRole( 'button', { name: 'Submit' } ) );
		await screen.findByRole( 'dialog', { name: 'Thank you!' } );
		expect( demo.backend.state.surveys ).toEqual( [
			expect.objectContaining( { survey_responses: { 'why-cancel': { response: 'buggy', text: null } } } ),
		] );
	} );

	it( 'thanks the user even when the survey cannot be sent', async () => {
		demo.server.use(
			http.post( `${ TEST_REST_ROOT }jetpack/v4/marketing/survey`, () => HttpResponse.json( { code: 'boom', message: 'No.' }, { status: 500 } ) )
		);
		const { dialog } = await openDialog();
		const success = await disconnectFrom( dialog );
		await userEvent.click( within( success ).getByRole( 'button', { name: 'Help us improve' } ) );
		const survey = await screen.findByRole( 'dialog', { name: 'Before you go, help us improve Jetpack' } );
		await userEvent.click( within( survey ).getByRole( 'radio', { name: 'It slowed down my site' } ) );
		await userEvent.click( within( survey ).getByRole( 'button', { name: 'Submit' } ) );
		expect( await screen.findByRole( 'dialog', { name: 'Thank you!' } ) ).toBeInTheDocument();
	} );

	it( 'Skip for now closes the survey', async () => {
		const { dialog } = await openDialog();
		const success = await disconnectFrom( dialog );
		await userEvent.click( within( success ).getByRole( 'button', { name: 'Help us improve' } ) );
		await userEvent.click( await screen.findByRole( 'button', { name: 'Skip for now' } ) );
		await dialogGone();
		expect( demo.backend.state.surveys ).toEqual( [] );
	} );

	it( 'offers only "Back to my website" when no linked account can answer the survey', async () => {
		demo.reset( 'no-owner' );
		const { dialog } = await openDialog();
		const success = await disconnectFrom( dialog );
		expect( within( success ).queryByRole( 'button', { name: 'Help us improve' } ) ).not.toBeInTheDocument();
		await userEvent.click( within( success ).getByRole( 'button', { name: 'Back to my website' } ) );
		await dialogGone();
		expect( demo.backend.state.connection.isActive ).toBe( false );
	} );
} );

describe( 'the #/disconnect route', () => {
	it( 'opens the dialog for the owner; closing it lands on #/dashboard', async () => {
		renderApp( demo.backend, { route: '#/disconnect' } );
		const dialog = await screen.findByRole( 'dialog', { name: CONFIRM_TITLE } );
		await userEvent.click( within( dialog ).getByRole( 'button', { name: 'Stay connected' } ) );
		await dialogGone();
		await waitFor( () => expect( window.location.hash ).toBe( '#/dashboard' ) );
		expect( demo.backend.state.connection.isActive ).toBe( true );
		// Nothing opened it: focus goes to the card's button rather than falling to <body>.
		await waitFor( () => expect( screen.getByRole( 'button', { name: 'Manage site connection' } ) ).toHaveFocus() );
	} );

	it( 'stays open through the later steps and then lands on #/dashboard, not connected', async () => {
		renderApp( demo.backend, { route: '#/disconnect' } );
		const success = await disconnectFrom( await screen.findByRole( 'dialog', { name: CONFIRM_TITLE } ) );
		await userEvent.click( within( success ).getByRole( 'button', { name: 'No thank you' } ) );
		await dialogGone();
		await waitFor( () => expect( window.location.hash ).toBe( '#/dashboard' ) );
		// A site no longer connected opens on the connect screen.
		expect( await screen.findByRole( 'heading', { level: 1, name: 'Over 5 million WordPress sites are faster and more secure' } ) ).toBeInTheDocument();
	} );

	it( 'does not open for an editor, who cannot disconnect the site', async () => {
		demo.reset( 'editor' );
		renderApp( demo.backend, { route: '#/disconnect' } );
		await screen.findByRole( 'region', { name: 'Site connection' } );
		// Long enough for a lazy dialog to have arrived, had it been asked for.
		await settle();
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( screen.queryByRole( 'button', { name: 'Manage site connection' } ) ).not.toBeInTheDocument();
	} );
} );
