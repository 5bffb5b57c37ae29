/**
 * The notice of a settings save (docs/settings.md#save-model): "Updating settings…" while the save is out, which the
 * user cannot close (it leaves by itself), then "Updated settings." in its place, in the one notice every settings
 * save shows its progress and outcome in.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSettings } from '../../../src/demo/backend/settings-model';
import { setupDemoBackend } from '../../support/demo-msw';
import { holdCall } from '../../support/hold';
import { renderApp } from '../../support/render';
import { getNoticeById, noticesArea } from '../notices/support';

const demo = setupDemoBackend();
const SITEMAPS = 'Generate XML sitemaps';

it( 'says "Updating settings…" while a switch is saved, with nothing to close it, then says "Updated settings." in its place', async () => {
	const held = holdCall( demo.server, 'post', 'settings' );
	renderApp( demo.backend, { route: '#/traffic' } );
	const card = within( await screen.findByRole( 'region', { name: 'Sitemaps' } ) );
	await userEvent.click( card.getByRole( 'checkbox', { name: SITEMAPS } ) );
	await waitFor( () => expect( held.calls() ).toBe( 1 ) );

	const progress = getNoticeById( 'settings-save' );
	expect( progress ).toHaveTextContent( 'Updating settings…' );
	expect( within( progress ).queryByRole( 'button', { name: 'Close' } ) ).toBeNull();

	held.release();
	await waitFor( () => expect( getNoticeById( 'settings-save' ) ).toHaveTextContent( 'Updated settings.' ) );
	expect( noticesArea().queryByText( 'Updating settings…' ) ).toBeNull();
	// The outcome can be closed; the progress could not.
	expect( within( getNoticeById( 'settings-save' ) ).getByRole( 'button', { name: 'Close' } ) ).toBeEnabled();
	expect( readSettings( demo.backend.state ).sitemaps ).toBe( false );
} );
