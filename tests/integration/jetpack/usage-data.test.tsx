/**
 * The usage-data choice on Privacy, beside both Jetpacks: the one that ships its dashboard (jetpack-owner) and the one
 * that removed it (jetpack-latest), which keeps the same tracking route. For a user linked to WordPress.com the choice
 * is saved and read back; for one not linked Jetpack saves nothing and answers opted out, which the page says instead
 * of reporting it saved (docs/hosts.md#how-strict-jetpack-is).
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderOnJetpack, stopWatching, watchCalls } from '../../support/jetpack-page';
import type { CallWatch } from '../../support/jetpack-page';

const demo = setupDemoBackend( 'jetpack-owner' );
const SHARE = /^Share information with our analytics tool/;
const REFUSED =
	'Error updating privacy settings. Jetpack shares usage data only for users connected to WordPress.com. Connect your WordPress.com account first.';

let calls: CallWatch;
afterEach( () => stopWatching( demo ) );

/**
 * The scenario, with the demo's current user linked to WordPress.com or not. A linked user starts opted out; for one not
 * linked the site's own record says shared, which Jetpack does not read for them.
 */
function open( scenario: string, linked: boolean ): void {
	demo.reset( scenario );
	demo.backend.update( ( state ) => {
		state.currentUser.isConnected = linked;
		state.tracking.tracks_opt_out = linked;
	} );
	calls = watchCalls( demo );
	renderOnJetpack( demo, '#/privacy' );
}

const notices = () => within( screen.getByRole( 'region', { name: 'Notices' } ) );

describe.each( [ 'jetpack-owner', 'jetpack-latest' ] )( 'beside the Jetpack of %s', ( scenario ) => {
	it( 'saves a linked user’s choice to share usage data, and reads it back on the next visit', async () => {
		const user = userEvent.setup();
		open( scenario, true );
		const share = await screen.findByRole( 'checkbox', { name: SHARE } );
		expect( share ).not.toBeChecked();
		await user.click( share );
		expect( await notices().findByText( 'Updated privacy settings.' ) ).toBeVisible();
		expect( share ).toBeChecked();
		expect( demo.backend.state.tracking.tracks_opt_out ).toBe( false );

		cleanup();
		renderOnJetpack( demo, '#/privacy' );
		expect( await screen.findByRole( 'checkbox', { name: SHARE } ) ).toBeChecked();
	} );

	it( 'says why a user not linked cannot share usage data, and leaves the box as Jetpack keeps it', async () => {
		const user = userEvent.setup();
		open( scenario, false );
		const share = await screen.findByRole( 'checkbox', { name: SHARE } );
		expect( share ).not.toBeChecked();
		await user.click( share );
		expect( await notices().findByText( REFUSED ) ).toBeVisible();
		expect( share ).not.toBeChecked();
		expect( notices().queryByText( 'Updated privacy settings.' ) ).not.toBeInTheDocument();
		await waitFor( () => expect( calls.pending ).toBe( 0 ) );
		expect( calls.answered ).toContain( 'POST /wp-json/jetpack/v4/tracking/settings' );
	} );
} );
