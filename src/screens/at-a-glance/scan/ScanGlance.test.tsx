/**
 * The Scan card against the demo backend (docs/dashboard.md#scan): where it shows, its states in the spec's order, the
 * legacy service's view and its activation, the request rules, and a local failure with a retry.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from '../../../hooks/navigate';
import type { InitialState } from '../../../api/types';
import type { DemoState } from '../../../demo/backend/state';
import { ScanGlance } from './ScanGlance';
import { findAlert, tryAgain } from '../../../../tests/support/alert';
import { setupDemoBackend, TEST_ADMIN_URL } from '../../../../tests/support/demo-msw';
import { holdCall } from '../../../../tests/support/hold';
import { setModules } from '../../../../tests/support/modules';
import { renderWithStore } from '../../../../tests/support/render';
import { failCall } from '../../../../tests/support/fail';
import { recordRequests, settle } from '../../../../tests/support/requests';

const demo = setupDemoBackend();
const CLEAN = 'No security threats found. Your site will continue to be monitored for future threats.';

const requests = recordRequests( demo );
afterEach( () => jest.restoreAllMocks() );

const card = () => screen.getByRole( 'region', { name: 'Scan' } );
const renderCard = ( site: Partial< InitialState[ 'siteData' ] > = {} ) =>
	renderWithStore( <ScanGlance />, demo.backend, { initial: ( initial ) => ( { ...initial, siteData: { ...initial.siteData, ...site } } ) } );
const link = ( name: RegExp ) => within( card() ).getByRole( 'link', { name } );
const update = ( change: ( state: DemoState ) => void ) => demo.backend.update( change );
const watchNavigation = () => jest.spyOn( browser, 'assign' ).mockImplementation( () => undefined );

describe( 'where it shows', () => {
	it( 'is hidden unless the site shows backups, and asks nothing', async () => {
		renderCard( { showBackups: false } );
		expect( screen.queryByRole( 'region', { name: 'Scan' } ) ).not.toBeInTheDocument();
		await settle();
		expect( requests.calls() ).toEqual( [] );
	} );

	it( 'is hidden on Atomic sites, even with the legacy service', async () => {
		setModules( demo.backend, { vaultpress: true } );
		renderCard( { isAtomicSite: true } );
		expect( screen.queryByRole( 'region', { name: 'Scan' } ) ).not.toBeInTheDocument();
		await settle();
		expect( requests.calls() ).toEqual( [] );
	} );

	it( 'on multisite, shows only while the legacy service is active', async () => {
		const { unmount } = renderCard( { isMultisite: true } );
		expect( screen.queryByRole( 'region', { name: 'Scan' } ) ).not.toBeInTheDocument();
		unmount();
		setModules( demo.backend, { vaultpress: true } );
		renderCard( { isMultisite: true } );
		expect( card() ).toBeInTheDocument();
	} );
} );

describe( 'the scan status, in the spec’s order', () => {
	it( 'offline: says so and asks nothing', async () => {
		demo.reset( 'offline' );
		renderCard();
		expect( within( card() ).getByText( 'Unavailable in Offline Mode.' ) ).toBeInTheDocument();
		await settle();
		expect( requests.calls() ).toEqual( [] );
	} );

	it( 'not connected: the connect banner, and nothing asked', async () => {
		demo.reset( 'not-connected' );
		renderCard();
		expect( within( card() ).getByText( 'Connect your site to scan it for threats automatically.' ) ).toBeInTheDocument();
		expect( within( card() ).getByRole( 'button', { name: 'Connect' } ) ).toBeInTheDocument();
		await settle();
		expect( requests.calls() ).toEqual( [] );
	} );

	it( 'loads, then threats: their number and the fix link to the provider’s scan page (threats scenario)', async () => {
		demo.reset( 'threats' );
		renderCard();
		expect( within( card() ).getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		expect( await within( card() ).findByText( '17 security threats found on your site.' ) ).toBeInTheDocument();
		expect( card() ).toHaveTextContent( '17 threats' );
		expect( link( /^Fix threats/ ) ).toHaveAttribute( 'href', 'https://cloud.jetpack.com/scan/localhost' );
		expect( link( /^Fix threats/ ) ).toHaveAccessibleName( 'Fix threats (opens in a new tab)' );
		expect( requests.calls() ).toEqual( [ 'GET scan' ] );
	} );

	it( 'says "threat" for one', async () => {
		demo.reset( 'threats' );
		update( ( state ) => {
			state.scan.threats = state.scan.threats.slice( 0, 1 );
		} );
		renderCard();
		expect( await within( card() ).findByText( '1 security threat found on your site.' ) ).toBeInTheDocument();
	} );

	it( 'threats come before missing credentials', async () => {
		demo.reset( 'threats' );
		update( ( state ) => {
			state.scan.credentials = [];
		} );
		renderCard();
		expect( await within( card() ).findByText( '17 security threats found on your site.' ) ).toBeInTheDocument();
		expect( card() ).not.toHaveTextContent( 'Action needed' );
	} );

	it( 'empty credentials: "Action needed" and the way to enter them', async () => {
		demo.reset( 'owner-paid' );
		update( ( state ) => {
			state.scan.credentials = [];
			state.scan.state = 'provisioning';
		} );
		renderCard();
		expect( await within( card() ).findByText( /^Enter your server credentials \(SSH, SFTP or FTP\)/ ) ).toBeInTheDocument();
		expect( card() ).toHaveTextContent( 'Action needed' );
		expect( link( /^Enter server credentials/ ) ).toHaveAttribute( 'href', 'https://cloud.jetpack.com/settings/localhost' );
		expect( card() ).not.toHaveTextContent( 'We are configuring your site protection.' );
	} );

	it( 'provisioning: "We are configuring your site protection."', async () => {
		demo.reset( 'owner-paid' );
		update( ( state ) => {
			state.scan.state = 'provisioning';
		} );
		renderCard();
		expect( await within( card() ).findByText( 'We are configuring your site protection.' ) ).toBeInTheDocument();
	} );

	it( 'idle (owner-paid) and scanning: no threats, and the way to the scan details', async () => {
		demo.reset( 'owner-paid' );
		const { unmount } = renderCard();
		expect( await within( card() ).findByText( CLEAN ) ).toBeInTheDocument();
		expect( link( /^View security scan details/ ) ).toHaveAttribute( 'href', 'https://cloud.jetpack.com/scan/localhost' );
		unmount();

		update( ( state ) => {
			state.scan.state = 'scanning';
		} );
		renderCard();
		// A new page load (a fresh store) asks for the status again.
		expect( await within( card() ).findByText( CLEAN ) ).toBeInTheDocument();
	} );

	it( 'unavailable (owner): the upgrade banner for jetpack-scan', async () => {
		renderCard();
		expect( await within( card() ).findByText( /^Scan your site automatically for malware/ ) ).toBeInTheDocument();
		expect( link( /^Upgrade$/ ) ).toHaveAttribute( 'href', 'https://wordpress.com/plans/localhost?feature=jetpack-scan' );
		expect( requests.calls() ).toEqual( [ 'GET scan' ] );
	} );

	it( 'unavailable without a connection owner (no-owner): the connect banner', async () => {
		demo.reset( 'no-owner' );
		renderCard();
		expect( await within( card() ).findByRole( 'button', { name: 'Connect' } ) ).toBeInTheDocument();
		expect( within( card() ).queryByRole( 'link', { name: 'Upgrade' } ) ).not.toBeInTheDocument();
	} );

	it( 'says when the scan status cannot be loaded, and Try again loads it', async () => {
		demo.reset( 'owner-paid' );
		failCall( demo.server, 'get', 'scan' );
		renderCard();
		const alert = await findAlert( card(), 'The scan status could not be loaded.', 'The database is busy.' );
		await tryAgain( alert );
		expect( await within( card() ).findByText( CLEAN ) ).toBeInTheDocument();
		expect( requests.calls() ).toEqual( [ 'GET scan', 'GET scan' ] );
	} );
} );

describe( 'the legacy service (vp_active_on_site)', () => {
	beforeEach( () => {
		update( ( state ) => {
			state.scan = { state: 'unavailable', reason: 'vp_active_on_site', threats: [], credentials: [] };
		} );
	} );
	const reportOf = ( code: string, security: boolean, noticeCount: number ) => {
		setModules( demo.backend, { vaultpress: true } );
		update( ( state ) => {
			state.vaultpress.code = code;
			state.vaultpress.data.features.security = security;
			state.vaultpress.data.security.notice_count = noticeCount;
		} );
	};

	it( 'not registered: asks for the registration key, with a support link', async () => {
		reportOf( 'not_registered', true, 2 );
		renderCard();
		const message = await within( card() ).findByText( /^VaultPress is having difficulties scanning your site\./ );
		expect( message ).toHaveTextContent(
			'VaultPress is having difficulties scanning your site. Make sure its registration key is entered. If you need help, contact support'
		);
		expect( within( message ).getByRole( 'link', { name: 'registration key is entered' } ) ).toHaveAttribute(
			'href',
			`${ TEST_ADMIN_URL }admin.php?page=vaultpress`
		);
		expect( within( message ).getByRole( 'link', { name: /^contact support/ } ) ).toHaveAttribute( 'href', 'https://jetpack.com/redirect/?source=jetpack-contact-support' );
		expect( requests.calls() ).toEqual( [ 'GET scan', 'GET module/vaultpress/data' ] );
	} );

	it( 'threats counted by its scanner: their number and the way to VaultPress', async () => {
		reportOf( 'success', true, 3 );
		renderCard();
		expect( await within( card() ).findByText( '3 security threats found on your site.' ) ).toBeInTheDocument();
		expect( link( /^Fix threats on VaultPress/ ) ).toHaveAttribute( 'href', 'https://jetpack.com/redirect/?source=vaultpress-dashboard' );
	} );

	it( 'success without threats: "No threats found, you\'re good to go!"', async () => {
		reportOf( 'success', true, 0 );
		renderCard();
		expect( await within( card() ).findByText( "No threats found, you're good to go!" ) ).toBeInTheDocument();
	} );

	it( 'without the module or a plan that includes it: the upgrade banner, and no VaultPress data asked', async () => {
		renderCard();
		expect( await within( card() ).findByRole( 'link', { name: 'Upgrade' } ) ).toBeInTheDocument();
		await settle();
		expect( requests.calls() ).toEqual( [ 'GET scan' ] );
	} );

	describe( 'with a premium or business plan and the service not running', () => {
		beforeEach( () => {
			update( ( state ) => {
				state.plan = 'jetpack_premium';
			} );
		} );

		it( 'offers to install it; installing activates it and goes to its admin page', async () => {
			const assign = watchNavigation();
			const held = holdCall( demo.server, 'post', 'plugins' );
			const { store } = renderCard();
			const button = await within( card() ).findByRole( 'button', { name: 'Install VaultPress' } );
			expect( card() ).toHaveTextContent( 'Your plan includes security scanning by VaultPress. Install it to scan your site for threats.' );
			expect( requests.calls() ).toEqual( [ 'GET scan', 'GET plugins' ] );

			await userEvent.click( button );
			await waitFor( () => expect( held.calls() ).toBe( 1 ) );
			expect( store.getState().notices.items ).toContainEqual(
				expect.objectContaining( { noticeId: 'activating-vaultpress', status: 'is-info', text: 'Activating VaultPress…' } )
			);
			expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
			// A second click while busy sends nothing more.
			await userEvent.click( button );
			held.release();
			await waitFor( () => expect( assign ).toHaveBeenCalledWith( `${ TEST_ADMIN_URL }admin.php?page=vaultpress` ) );
			expect( held.calls() ).toBe( 1 );
			expect( requests.bodies( 'POST', 'plugins' ) ).toEqual( [ { slug: 'vaultpress', status: 'active' } ] );
			expect( demo.backend.state.plugins[ 'vaultpress/vaultpress.php' ]?.active ).toBe( true );
		} );

		it( 'offers to activate it when it is installed', async () => {
			const assign = watchNavigation();
			update( ( state ) => {
				state.plugins[ 'vaultpress/vaultpress.php' ] = { Name: 'VaultPress', Version: '3.0.0', TextDomain: 'vaultpress', active: false };
			} );
			renderCard();
			await userEvent.click( await within( card() ).findByRole( 'button', { name: 'Activate VaultPress' } ) );
			expect( card() ).toHaveTextContent( 'Activate it to scan your site for threats.' );
			await waitFor( () => expect( assign ).toHaveBeenCalledWith( `${ TEST_ADMIN_URL }admin.php?page=vaultpress` ) );
			expect( requests.bodies( 'POST', 'plugins' ) ).toEqual( [ { slug: 'vaultpress', status: 'active' } ] );
		} );

		it( 'says "Could not activate VaultPress." when activation fails, and stays', async () => {
			const assign = watchNavigation();
			failCall( demo.server, 'post', 'plugins' );
			const { store } = renderCard();
			const button = await within( card() ).findByRole( 'button', { name: 'Install VaultPress' } );
			await userEvent.click( button );
			await waitFor( () =>
				expect( store.getState().notices.items ).toEqual( [
					expect.objectContaining( { noticeId: 'activate-vaultpress-failure', status: 'is-error', text: 'Could not activate VaultPress.' } ),
				] )
			);
			expect( assign ).not.toHaveBeenCalled();
			expect( button ).not.toHaveAttribute( 'aria-disabled', 'true' );
		} );

		it( 'tells a user who cannot manage plugins to ask an administrator, without reading the plugin list', async () => {
			update( ( state ) => {
				state.currentUser.permissions.manage_plugins = false;
			} );
			renderCard();
			expect( await within( card() ).findByText( /Ask a site administrator to set it up\.$/ ) ).toBeInTheDocument();
			expect( within( card() ).queryByRole( 'button' ) ).not.toBeInTheDocument();
			await settle();
			expect( requests.calls() ).toEqual( [ 'GET scan' ] );
		} );

		it( 'says when the plugin list cannot be loaded, and tries again', async () => {
			failCall( demo.server, 'get', 'plugins' );
			renderCard();
			const alert = await findAlert( card(), 'The list of plugins could not be loaded.' );
			await tryAgain( alert );
			expect( await within( card() ).findByRole( 'button', { name: 'Install VaultPress' } ) ).toBeInTheDocument();
		} );
	} );
} );
