/**
 * A fresh install of the original Jetpack plugin, not connected yet, whose user is an administrator (the demo's
 * jetpack-not-connected scenario, docs/demo-site.md#jetpack-host). The dashboard's routes open the connect screen. The
 * settings and product pages show without asking WordPress.com about a site it does not know yet, where Jetpack
 * answers site_id_missing or a failed fetch (docs/hosts.md#how-strict-jetpack-is): they offer to set Jetpack up
 * instead. A usage-data choice that Jetpack keeps off for a user not linked is not reported as saved.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderOnJetpack, stopWatching, watchCalls } from '../../support/jetpack-page';
import type { CallWatch } from '../../support/jetpack-page';

const demo = setupDemoBackend( 'jetpack-not-connected' );
const CONNECT_HEADING = 'Over 5 million WordPress sites are faster and more secure';

let calls: CallWatch;
beforeEach( () => {
	demo.reset( 'jetpack-not-connected' );
	calls = watchCalls( demo );
} );
afterEach( () => stopWatching( demo ) );

/** Waits until every call made so far is answered. */
async function settled(): Promise< void > {
	await waitFor( () => expect( calls.pending ).toBe( 0 ) );
}

it.each( [ '#/dashboard', '#/recommendations', '#/license/activation', '#/modules' ] )(
	'opens %s on the connect screen, with Set up Jetpack',
	async ( route ) => {
		renderOnJetpack( demo, route );
		expect( await screen.findByRole( 'heading', { level: 1, name: CONNECT_HEADING } ) ).toBeVisible();
		expect( screen.getByRole( 'button', { name: 'Set up Jetpack' } ) ).toBeEnabled();
		expect( window.location.hash ).toBe( '#/dashboard' );
		await settled();
		expect( calls.refused ).toEqual( [] );
	}
);

it( 'offers backups on Security with Connect, and asks WordPress.com nothing about the site', async () => {
	renderOnJetpack( demo, '#/security' );
	await screen.findByRole( 'heading', { level: 1, name: 'Security' } );
	expect( await screen.findByText( 'Back up your site and scan it for threats automatically, with restores in one click.' ) ).toBeVisible();
	expect( screen.getByRole( 'button', { name: 'Connect' } ) ).toBeEnabled();
	await settled();
	expect( screen.queryByText( 'The backup status could not be loaded.' ) ).not.toBeInTheDocument();
	expect( calls.answered ).not.toContain( 'GET /wp-json/jetpack/v4/rewind' );
	expect( calls.refused ).toEqual( [] );
} );

it( 'shows a product page that asks for the site to be set up first, and asks for no price', async () => {
	renderOnJetpack( demo, '#/product/backup' );
	expect( await screen.findByRole( 'heading', { level: 1, name: 'Jetpack Backup' } ) ).toBeVisible();
	expect(
		screen.getByText( 'Your site is not connected to WordPress.com yet, so products cannot be bought or shown here. Set up Jetpack to see them.' )
	).toBeVisible();
	await settled();
	expect( calls.answered ).toEqual( [] );
	expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
} );

it( 'shows usage data unshared, and says why a share is not saved for a user not linked to WordPress.com', async () => {
	const user = userEvent.setup();
	renderOnJetpack( demo, '#/privacy' );
	const share = await screen.findByRole( 'checkbox', { name: /^Share information with our analytics tool/ } );
	expect( share ).not.toBeChecked();
	await user.click( share );
	const notices = within( screen.getByRole( 'region', { name: 'Notices' } ) );
	expect(
		await notices.findByText(
			'Error updating privacy settings. Jetpack shares usage data only for users connected to WordPress.com. Connect your WordPress.com account first.'
		)
	).toBeVisible();
	expect( share ).not.toBeChecked();
	expect( notices.queryByText( 'Updated privacy settings.' ) ).not.toBeInTheDocument();
	expect( calls.answered ).toContain( 'POST /wp-json/jetpack/v4/tracking/settings' );
} );
