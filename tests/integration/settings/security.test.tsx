/**
 * The Security section's backup card, its status badges and its upgrade banner on the demo backend
 * (docs/settings.md#backups-and-scanning, #security-status-badges, #upgrade-banners): what a user sees for each backup
 * state, the legacy service's report, the scan's and the anti-spam key's badges, and the banner by role and connection.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { BackupsCard } from '../../../src/screens/settings/security/BackupsCard';
import { routeReadsApi } from '../../../src/state/route-reads/api';
import type { DemoState } from '../../../src/demo/backend/state';
import { setupDemoBackend, TEST_REST_ROOT } from '../../support/demo-msw';
import { renderApp, renderWithStore } from '../../support/render';

const demo = setupDemoBackend();
const BACKUPS = 'Backups and security scanning';
const OFFER = 'Back up your site and scan it for threats automatically, with restores in one click.';
const OOPS = 'The backup status could not be retrieved.';

async function openSecurity( scenario = 'owner', change?: ( state: DemoState ) => void ) {
	demo.reset( scenario );
	if ( change ) {
		demo.backend.update( change );
	}
	renderApp( demo.backend, { route: '#/security' } );
	await screen.findByRole( 'heading', { level: 1, name: 'Security' } );
	return within( await screen.findByRole( 'region', { name: BACKUPS } ) );
}

const badges = ( card: ReturnType< typeof within > ) =>
	card.queryByRole( 'list', { name: 'Status' } ) ? within( card.getByRole( 'list', { name: 'Status' } ) ).getAllByRole( 'listitem' ).map( ( item ) => item.textContent ) : [];

describe( 'the backup status', () => {
	it( 'says it is checking the site status until the backup service answers', async () => {
		let answer = () => undefined as void;
		const answered = new Promise< void >( ( resolve ) => {
			answer = resolve;
		} );
		// Held until the test lets it go, then answered by the demo backend.
		demo.server.use( http.get( `${ TEST_REST_ROOT }jetpack/v4/rewind`, () => answered, { once: true } ) );
		const card = await openSecurity( 'owner-paid' );
		const loading = await card.findAllByRole( 'status' );
		expect( loading.map( ( status ) => status.textContent?.trim() ) ).toContain( 'Checking site status…' );
		answer();
		await card.findByText( 'Active' );
		expect( card.queryByText( 'Checking site status…' ) ).toBeNull();
	} );

	it( 'shows an active service with its activity log, and the Connected and Secure badges', async () => {
		const card = await openSecurity( 'owner-paid' );
		expect( await card.findByText( 'Your site is backed up and every change is recorded.' ) ).toBeVisible();
		expect( card.getByText( 'Active' ) ).toBeVisible();
		expect( card.getByRole( 'link', { name: /View your activity log/ } ) ).toHaveAttribute( 'href', expect.stringContaining( 'source=calypso-activity-log' ) );
		await card.findByText( 'Secure' );
		expect( badges( card ) ).toEqual( [ 'Connected', 'Secure' ] );
		expect( card.queryByText( OFFER ) ).toBeNull();
	} );

	it( 'shows provisioning with the Setting up badge', async () => {
		const card = await openSecurity( 'owner-paid', ( state ) => {
			state.rewind = { state: 'provisioning' };
		} );
		expect( await card.findByText( 'Provisioning' ) ).toBeVisible();
		await card.findByText( 'Secure' );
		expect( badges( card ) ).toEqual( [ 'Setting up', 'Secure' ] );
	} );

	it( 'asks for server credentials while awaiting them, with the Action needed badge', async () => {
		const card = await openSecurity( 'owner-paid', ( state ) => {
			state.rewind = { state: 'awaiting_credentials' };
			state.scan = { ...state.scan, credentials: [] };
		} );
		expect( await card.findByText( 'Awaiting credentials' ) ).toBeVisible();
		expect( card.getByRole( 'link', { name: /Enter credentials/ } ) ).toHaveAttribute( 'href', expect.stringContaining( 'cloud.jetpack.com/settings/' ) );
		// Both the backup service and the scan wait for the credentials.
		await card.findAllByText( 'Action needed' );
		expect( badges( card ) ).toEqual( [ 'Action needed', 'Action needed' ] );
	} );

	it.each( [ 'unavailable', 'empty' ] as const )( 'says "Oops!" when a paid site\'s service is %s', async ( state ) => {
		const card = await openSecurity( 'owner-paid', ( site ) => {
			site.rewind = { state, reason: 'site_new' };
		} );
		expect( await card.findByText( 'Oops!' ) ).toBeVisible();
		expect( card.getByText( OOPS ) ).toBeVisible();
		expect( card.queryByText( 'Not in your plan' ) ).toBeNull();
		expect( card.queryByText( OFFER ) ).toBeNull();
	} );

	it( 'counts the threats the scan found in its badge', async () => {
		const card = await openSecurity( 'threats' );
		await card.findByText( '17 threats' );
		expect( badges( card ) ).toEqual( [ 'Connected', '17 threats' ] );
	} );
} );

describe( 'the legacy service (VaultPress)', () => {
	function legacy( backups: boolean, security: boolean, threats: number ) {
		return ( state: DemoState ) => {
			state.rewind = { state: 'unavailable', reason: 'vp_active_on_site' };
			const module = state.modules.vaultpress;
			if ( module ) {
				module.activated = true;
			}
			state.vaultpress = {
				...state.vaultpress,
				code: 'success',
				data: { ...state.vaultpress.data, active: true, features: { backups, security }, security: { notice_count: threats } },
			};
		};
	}

	it( 'tells the threats it found, with View details and Contact Support', async () => {
		const card = await openSecurity( 'owner', legacy( true, true, 3 ) );
		expect( await card.findByText( 'Uh oh, 3 threats found.' ) ).toBeVisible();
		expect( card.getByRole( 'link', { name: /View details/ } ) ).toHaveAttribute( 'href', expect.stringContaining( 'source=vaultpress-dashboard' ) );
		expect( card.getByRole( 'link', { name: /Contact Support/ } ) ).toHaveAttribute( 'href', expect.stringContaining( 'source=jetpack-contact-support' ) );
		expect( badges( card ) ).toEqual( [ '3 threats' ] );
		expect( card.queryByText( 'Oops!' ) ).toBeNull();
	} );

	it( 'says one threat in the singular', async () => {
		const card = await openSecurity( 'owner', legacy( true, true, 1 ) );
		expect( await card.findByText( 'Uh oh, 1 threat found.' ) ).toBeVisible();
	} );

	it( 'says it backs up and scans the site', async () => {
		const card = await openSecurity( 'owner', legacy( true, true, 0 ) );
		expect( await card.findByText( 'Your site is connected to VaultPress, which backs it up and scans it for threats.' ) ).toBeVisible();
		expect( badges( card ) ).toEqual( [ 'Secure' ] );
	} );

	it( 'says it backs up the site when it only does backups', async () => {
		const card = await openSecurity( 'owner', legacy( true, false, 0 ) );
		expect( await card.findByText( 'Your site is connected to VaultPress, which backs it up.' ) ).toBeVisible();
		expect( badges( card ) ).toEqual( [] );
	} );
} );

describe( 'the upgrade banner', () => {
	it( 'offers a free site\'s owner Upgrade instead of a status it cannot have', async () => {
		const card = await openSecurity( 'owner' );
		expect( await card.findByText( OFFER ) ).toBeVisible();
		expect( card.getByRole( 'link', { name: 'Upgrade' } ) ).toHaveAttribute( 'href', expect.stringContaining( 'wordpress.com/plans/' ) );
		expect( card.queryByText( 'Oops!' ) ).toBeNull();
		expect( card.queryByText( 'Not in your plan' ) ).toBeNull();
		expect( badges( card ) ).toEqual( [] );
	} );

	it( 'offers Upgrade to a second administrator while the connection has an owner', async () => {
		const card = await openSecurity( 'user-unlinked' );
		await card.findByText( OFFER );
		expect( card.getByRole( 'link', { name: 'Upgrade' } ) ).toBeVisible();
		expect( card.queryByRole( 'button', { name: 'Connect' } ) ).toBeNull();
	} );

	it( 'offers Connect while no one owns the connection', async () => {
		const card = await openSecurity( 'no-owner' );
		await card.findByText( OFFER );
		expect( card.getByRole( 'button', { name: 'Connect' } ) ).toBeVisible();
		expect( card.queryByRole( 'link', { name: 'Upgrade' } ) ).toBeNull();
	} );

	it( 'shows no banner, and no Security section, to an editor', async () => {
		demo.reset( 'editor' );
		renderApp( demo.backend, { route: '#/settings' } );
		await screen.findByRole( 'heading', { level: 1, name: 'Settings' } );
		await screen.findByRole( 'region', { name: /Jetpack Social/ } );
		expect( screen.queryByText( OFFER ) ).toBeNull();
		expect( screen.queryByRole( 'link', { name: 'Upgrade' } ) ).toBeNull();
		expect( screen.queryByRole( 'region', { name: BACKUPS } ) ).toBeNull();
	} );

	it( 'shows the card without a banner to an administrator whose role cannot manage modules', async () => {
		const { store } = renderWithStore( <BackupsCard />, demo.backend, {
			initial: ( initial ) => {
				const user = initial.userData.currentUser;
				return { ...initial, userData: { currentUser: { ...user, permissions: { ...user.permissions, manage_modules: false } } } };
			},
		} );
		const card = within( await screen.findByRole( 'region', { name: BACKUPS } ) );
		// Once the backup status has arrived the free site's card would offer the plan here.
		await waitFor( () => expect( routeReadsApi.endpoints.readRoute.select( { route: 'rewind' } )( store.getState() ).status ).toBe( 'fulfilled' ) );
		expect( card.queryByRole( 'status' ) ).toBeNull();
		expect( card.queryByText( OFFER ) ).toBeNull();
		expect( card.queryByRole( 'link', { name: 'Upgrade' } ) ).toBeNull();
		expect( card.queryByRole( 'button', { name: 'Connect' } ) ).toBeNull();
	} );
} );

describe( 'the anti-spam badge', () => {
	it( 'reads Active while the plugin counts spam', async () => {
		await openSecurity( 'owner-paid' );
		const antiSpam = within( screen.getByRole( 'region', { name: 'Anti-spam' } ) );
		await antiSpam.findByText( 'Active' );
		expect( badges( antiSpam ) ).toEqual( [ 'Active' ] );
	} );

	it( 'reads Invalid key while the plugin refuses the key', async () => {
		await openSecurity( 'owner-paid', ( state ) => {
			state.akismet = 'invalid_key';
		} );
		const antiSpam = within( screen.getByRole( 'region', { name: 'Anti-spam' } ) );
		await antiSpam.findByText( 'Invalid key' );
		expect( badges( antiSpam ) ).toEqual( [ 'Invalid key' ] );
	} );

	it( 'asks the plugin again once a new key is saved, so the badge speaks of the new key', async () => {
		await openSecurity( 'owner-paid', ( state ) => {
			state.akismet = 'invalid_key';
		} );
		const antiSpam = within( screen.getByRole( 'region', { name: 'Anti-spam' } ) );
		await antiSpam.findByText( 'Invalid key' );
		// The plugin takes the key the site now stores: its data counts spam again.
		demo.backend.update( ( state ) => {
			state.akismet = 12;
		} );
		const key = antiSpam.getByRole( 'textbox', { name: 'Your API key' } );
		await userEvent.clear( key );
		await userEvent.type( key, 'fresh5678abcd' );
		await userEvent.click( antiSpam.getByRole( 'button', { name: 'Save Settings' } ) );
		await screen.findByText( 'Updated settings.' );
		await antiSpam.findByText( 'Active' );
		expect( badges( antiSpam ) ).toEqual( [ 'Active' ] );
	} );
} );
