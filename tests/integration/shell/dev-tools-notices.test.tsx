/**
 * The shell notices no ordinary page data brings, reachable from the Dev Tools card (docs/shell.md#seeing-each-notice):
 * the connection-error notice, in its two forms, and the staging notice. The card saves the preview and reloads; the
 * page the reload shows is rendered again from what the site now prints.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Footer } from '../../../src/app/layout/Footer';
import { NoticesArea } from '../../../src/app/notices/NoticesArea';
import { browserPage } from '../../../src/app/reload';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderWithStore } from '../../support/render';

const demo = setupDemoBackend();

afterEach( () => jest.restoreAllMocks() );

/** Changes the preview from the card, as a developer does, and shows the page the reload brings. */
async function previewFromCard( choose: () => Promise< void > ) {
	const reload = jest.spyOn( browserPage, 'reload' ).mockImplementation( () => undefined );
	const card = renderWithStore( <Footer />, demo.backend );
	await userEvent.click( screen.getByRole( 'button', { name: 'Dev Tools' } ) );
	await screen.findByRole( 'combobox', { name: 'User permission' } );
	await choose();
	await waitFor( () => expect( reload ).toHaveBeenCalledTimes( 1 ) );
	card.unmount();
	renderWithStore( <NoticesArea />, demo.backend );
	return within( screen.getByRole( 'region', { name: 'Notices' } ) );
}

it( 'previews the connection error a reconnect mends, whose Restore Connection reconnects the site', async () => {
	const notices = await previewFromCard( () =>
		userEvent.selectOptions( screen.getByRole( 'combobox', { name: 'Connection error' } ), 'reconnect' )
	);
	expect( await notices.findByText( 'Connection Error, please reconnect.' ) ).toBeVisible();
	await userEvent.click( notices.getByRole( 'button', { name: 'Restore Connection' } ) );
	await waitFor( () => expect( notices.queryByText( 'Connection Error, please reconnect.' ) ).toBeNull() );
	expect( demo.backend.state.connection.errors ).toEqual( [] );
} );

it( 'previews the connection error only support can mend, with Contact support', async () => {
	const notices = await previewFromCard( () =>
		userEvent.selectOptions( screen.getByRole( 'combobox', { name: 'Connection error' } ), 'support' )
	);
	expect( await notices.findByText( 'Connection Error, please reconnect.' ) ).toBeVisible();
	expect( notices.getByRole( 'link', { name: /Contact support/ } ) ).toBeVisible();
	expect( notices.queryByRole( 'button', { name: 'Restore Connection' } ) ).toBeNull();
} );

it( 'previews the staging notice, and shows the switch on when the card opens again', async () => {
	const notices = await previewFromCard( () => userEvent.click( screen.getByRole( 'checkbox', { name: 'Staging site' } ) ) );
	expect( await notices.findByText( /^You are running Jetpack on a staging site\./ ) ).toBeVisible();

	renderWithStore( <Footer />, demo.backend );
	await userEvent.click( screen.getByRole( 'button', { name: 'Dev Tools' } ) );
	expect( await screen.findByRole( 'checkbox', { name: 'Staging site' } ) ).toBeChecked();
	expect( screen.getByRole( 'combobox', { name: 'Connection error' } ) ).toHaveValue( 'none' );
} );

it( 'reaches the notice for a user who cannot connect: the not-connected scenario previewed as an editor', async () => {
	demo.reset( 'not-connected' );
	const notices = await previewFromCard( () => userEvent.selectOptions( screen.getByRole( 'combobox', { name: 'User permission' } ), 'editor' ) );
	expect( await notices.findByText( 'This site is not connected to WordPress.com. Please ask the site administrator to connect.' ) ).toBeVisible();
} );
