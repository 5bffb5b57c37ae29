/**
 * A settings switch while its save is out (docs/settings.md#markdown-switches, on the demo backend): it shows the
 * chosen position with "Saving…", says it is busy, ignores a further change, and then rests on what the server took.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSettings } from '../../../src/demo/backend/settings-model';
import { setupDemoBackend } from '../../support/demo-msw';
import { holdCall } from '../../support/hold';
import { renderApp } from '../../support/render';

const demo = setupDemoBackend();
const COMMENTS = 'Enable Markdown use for comments';

it( 'shows the chosen position as saving, ignores a second change until the save has answered, and then rests on it', async () => {
	demo.backend.update( ( state ) => {
		const markdown = state.modules.markdown;
		if ( ! markdown?.options.wpcom_publish_comments_with_markdown ) {
			throw new Error( 'The demo catalogue lost the markdown options.' );
		}
		markdown.activated = false;
		markdown.options.wpcom_publish_comments_with_markdown.current_value = false;
	} );
	const held = holdCall( demo.server, 'post', 'settings' );
	const user = userEvent.setup();
	renderApp( demo.backend, { route: '#/discussion' } );
	const card = within( await screen.findByRole( 'region', { name: 'Comments' } ) );
	const toggle = card.getByRole( 'checkbox', { name: COMMENTS } );

	await user.click( toggle );
	await waitFor( () => expect( held.calls() ).toBe( 1 ) );
	expect( card.getByRole( 'checkbox', { name: new RegExp( `^${ COMMENTS }` ) } ) ).toBeChecked();
	expect( card.getByText( 'Saving…' ) ).toBeVisible();
	expect( toggle.closest( '[aria-busy="true"]' ) ).not.toBeNull();

	await user.click( toggle );
	expect( card.getByRole( 'checkbox', { name: new RegExp( `^${ COMMENTS }` ) } ) ).toBeChecked();
	held.release();
	await screen.findByText( 'Updated settings.' );
	expect( card.queryByText( 'Saving…' ) ).toBeNull();
	expect( toggle ).toBeChecked();
	expect( held.calls() ).toBe( 1 );
	expect( readSettings( demo.backend.state ) ).toMatchObject( { markdown: true, wpcom_publish_comments_with_markdown: true } );
} );
