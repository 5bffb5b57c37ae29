/**
 * The Backup card against the demo backend (docs/dashboard.md#backup): each rewind state, the legacy service, the
 * upsell bar, the getting-started element and its saved dismissal, the request rules, and local failures with a retry.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackupGlance } from './BackupGlance';
import type { DemoBackend } from '../../../demo/backend/backend';
import { findAlert, tryAgain } from '../../../../tests/support/alert';
import { setupDemoBackend } from '../../../../tests/support/demo-msw';
import { setModules } from '../../../../tests/support/modules';
import { renderWithStore } from '../../../../tests/support/render';
import { failCall } from '../../../../tests/support/fail';
import { recordRequests, settle } from '../../../../tests/support/requests';
import type { InitialSiteData } from '../../../api/types';

const demo = setupDemoBackend();

const requests = recordRequests( demo );

const card = () => screen.getByRole( 'region', { name: 'Backup' } );
const renderCard = ( site: ( data: InitialSiteData ) => InitialSiteData = ( data ) => data ) =>
	renderWithStore( <BackupGlance />, demo.backend, { initial: ( page ) => ( { ...page, siteData: site( page.siteData ) } ) } );
const link = ( name: RegExp ) => within( card() ).getByRole( 'link', { name } );

function activateVaultPress( backend: DemoBackend, code = 'success' ) {
	setModules( backend, { vaultpress: true } );
	backend.update( ( state ) => {
		state.vaultpress = { ...state.vaultpress, code, message: code === 'success' ? 'Your site is backed up daily by VaultPress.' : 'VaultPress needs its key.' };
	} );
}

describe( 'what the rewind status shows', () => {
	it( 'owner (no backup plan): loads, then the upgrade banner for jetpack-backup; only the rewind status is asked', async () => {
		renderCard();
		expect( within( card() ).getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		expect( await within( card() ).findByText( /^Never lose your site/ ) ).toBeInTheDocument();
		expect( link( /^Upgrade$/ ) ).toHaveAttribute( 'href', 'https://wordpress.com/plans/localhost?feature=jetpack-backup' );
		await settle();
		expect( requests.calls() ).toEqual( [ 'GET rewind' ] );
	} );

	it( 'owner-paid: real-time backups with the site feature, and the ways to the backups', async () => {
		demo.reset( 'owner-paid' );
		renderCard();
		expect( await within( card() ).findByText( /^Real-time backups are on: every change you make is backed up/ ) ).toBeInTheDocument();
		expect( card() ).toHaveTextContent( 'Active' );
		expect( link( /^View your backups/ ) ).toHaveAttribute( 'href', 'https://cloud.jetpack.com/backup/localhost' );
		expect( link( /^View your backups/ ) ).toHaveAttribute( 'target', '_blank' );
		expect( link( /^View your backups/ ) ).toHaveAccessibleName( 'View your backups (opens in a new tab)' );
		expect( link( /^View your restore points/ ) ).toHaveAttribute( 'href', 'https://jetpack.com/redirect/?source=calypso-activity-log&site=localhost&query=group%3Drewind' );
		expect( requests.calls() ).toEqual( [ 'GET rewind' ] );
	} );

	it( 'active without the real-time feature: daily backups', async () => {
		demo.backend.update( ( state ) => {
			state.rewind = { state: 'active' };
		} );
		renderCard();
		expect( await within( card() ).findByText( 'Daily backups are on: your site is backed up once a day.' ) ).toBeInTheDocument();
		expect( within( card() ).queryByText( /Real-time/ ) ).not.toBeInTheDocument();
	} );

	it( 'provisioning: says the backups are being set up', async () => {
		demo.backend.update( ( state ) => {
			state.rewind = { state: 'provisioning' };
		} );
		renderCard();
		expect( await within( card() ).findByText( /^We are setting up your site’s backups\./ ) ).toBeInTheDocument();
		expect( card() ).toHaveTextContent( 'Setting up' );
	} );

	it( 'unavailable for a new site: says its backups are being prepared, with no banner', async () => {
		demo.backend.update( ( state ) => {
			state.rewind = { state: 'unavailable', reason: 'site_new' };
		} );
		renderCard();
		expect( await within( card() ).findByText( /^Your site is new: its backups are still being prepared\./ ) ).toBeInTheDocument();
		expect( within( card() ).queryByRole( 'link', { name: 'Upgrade' } ) ).not.toBeInTheDocument();
	} );

	it( 'no-owner: the same banner offers to connect instead of upgrading', async () => {
		demo.reset( 'no-owner' );
		renderCard();
		expect( await within( card() ).findByRole( 'button', { name: 'Connect' } ) ).toBeInTheDocument();
		expect( within( card() ).queryByRole( 'link', { name: 'Upgrade' } ) ).not.toBeInTheDocument();
		expect( requests.calls() ).toEqual( [ 'GET rewind' ] );
	} );
} );

describe( 'before the provider is asked', () => {
	it( 'offline: says so and asks nothing', async () => {
		demo.reset( 'offline' );
		renderCard();
		expect( within( card() ).getByText( 'Unavailable in Offline Mode.' ) ).toBeInTheDocument();
		expect( within( card() ).queryByRole( 'button' ) ).not.toBeInTheDocument();
		await settle();
		expect( requests.calls() ).toEqual( [] );
	} );

	it( 'not connected: a connect banner, and nothing asked', async () => {
		demo.reset( 'not-connected' );
		renderCard();
		expect( within( card() ).getByText( 'Connect your site to back it up automatically and restore it in one click.' ) ).toBeInTheDocument();
		expect( within( card() ).getByRole( 'button', { name: 'Connect' } ) ).toBeInTheDocument();
		await settle();
		expect( requests.calls() ).toEqual( [] );
	} );

	it( 'is not shown where the host shows no backups, and asks nothing', async () => {
		renderWithStore( <BackupGlance />, demo.backend, {
			initial: ( initial ) => ( { ...initial, siteData: { ...initial.siteData, showBackups: false } } ),
		} );
		expect( screen.queryByRole( 'region', { name: 'Backup' } ) ).not.toBeInTheDocument();
		await settle();
		expect( requests.calls() ).toEqual( [] );
	} );
} );

describe( 'awaiting credentials', () => {
	beforeEach( () => {
		demo.reset( 'owner-paid' );
		demo.backend.update( ( state ) => {
			state.rewind = { state: 'awaiting_credentials' };
		} );
	} );
	const guide = () => within( card() ).queryByRole( 'region', { name: 'Getting started with backups' } );

	it( 'asks for server credentials on the provider, with the getting-started video', async () => {
		renderCard();
		expect( await within( card() ).findByText( /^Enter your server credentials \(SSH, SFTP or FTP\)/ ) ).toBeInTheDocument();
		expect( card() ).toHaveTextContent( 'Action needed' );
		expect( link( /^Enter server credentials/ ) ).toHaveAttribute( 'href', 'https://cloud.jetpack.com/settings/localhost' );
		expect( guide() ).toBeInTheDocument();
		expect( within( guide() as HTMLElement ).getByRole( 'link', { name: /^Watch the getting started video/ } ) ).toHaveAttribute(
			'href',
			expect.stringMatching( /^https:\/\/jetpack\.com\/support\/backup\// )
		);
	} );

	it( 'closes the getting-started element for good: saves the dismissal and keeps the credentials link', async () => {
		renderCard();
		await within( card() ).findByText( /^Enter your server credentials/ );
		await userEvent.click( within( guide() as HTMLElement ).getByRole( 'button', { name: 'Dismiss' } ) );
		await waitFor( () => expect( guide() ).not.toBeInTheDocument() );
		expect( requests.bodies( 'POST', 'settings' ) ).toEqual( [ { dismiss_dash_backup_getting_started: true } ] );
		expect( requests.calls() ).toContain( 'POST settings' );
		expect( demo.backend.state.options.dismiss_dash_backup_getting_started ).toBe( true );
		expect( link( /^Enter server credentials/ ) ).toBeInTheDocument();
		// One request besides the card's own: the saved dismissal is in the cached settings, nothing is read again, and
		// the element stays closed.
		await settle();
		expect( requests.calls() ).toEqual( [ 'GET rewind', 'POST settings' ] );
		expect( guide() ).not.toBeInTheDocument();
	} );

	it( 'keeps the element and says why when the save fails; trying again closes it', async () => {
		failCall( demo.server, 'post', 'settings' );
		renderCard();
		await within( card() ).findByText( /^Enter your server credentials/ );
		await userEvent.click( within( guide() as HTMLElement ).getByRole( 'button', { name: 'Dismiss' } ) );
		const alert = await findAlert( card(), 'The guide could not be dismissed.', 'The database is busy.' );
		expect( guide() ).toBeInTheDocument();
		expect( demo.backend.state.options.dismiss_dash_backup_getting_started ).not.toBe( true );

		await tryAgain( alert );
		await waitFor( () => expect( guide() ).not.toBeInTheDocument() );
		expect( demo.backend.state.options.dismiss_dash_backup_getting_started ).toBe( true );
	} );

	it( 'does not show the element once dismissed before', async () => {
		demo.backend.update( ( state ) => {
			state.options.dismiss_dash_backup_getting_started = true;
		} );
		renderCard();
		expect( await within( card() ).findByText( /^Enter your server credentials/ ) ).toBeInTheDocument();
		expect( guide() ).not.toBeInTheDocument();
	} );
} );

describe( 'the legacy service (vp_active_on_site)', () => {
	beforeEach( () => {
		demo.backend.update( ( state ) => {
			state.rewind = { state: 'unavailable', reason: 'vp_active_on_site' };
		} );
	} );

	it( 'shows what VaultPress reports, its backup figures and the way to its dashboard', async () => {
		activateVaultPress( demo.backend );
		renderCard();
		expect( await within( card() ).findByText( 'Your site is backed up daily by VaultPress.' ) ).toBeInTheDocument();
		const figures = within( card() ).getAllByRole( 'listitem' ).map( ( item ) => item.textContent );
		expect( figures ).toEqual( [ '42 posts', '118 comments', '6 plugins' ] );
		expect( link( /^View your backups on VaultPress/ ) ).toHaveAttribute( 'href', 'https://jetpack.com/redirect/?source=vaultpress-dashboard' );
		expect( requests.calls() ).toEqual( [ 'GET rewind', 'GET module/vaultpress/data' ] );
	} );

	it( 'shows the service’s message without figures when it does not report success', async () => {
		activateVaultPress( demo.backend, 'not_registered' );
		renderCard();
		expect( await within( card() ).findByText( 'VaultPress needs its key.' ) ).toBeInTheDocument();
		expect( within( card() ).queryByText( '42 posts' ) ).not.toBeInTheDocument();
	} );

	it( 'without the vaultpress module, does not ask its data and leads to its dashboard', async () => {
		renderCard();
		expect( await within( card() ).findByText( 'Your site is backed up by VaultPress.' ) ).toBeInTheDocument();
		expect( link( /^View your backups on VaultPress/ ) ).toBeInTheDocument();
		await settle();
		expect( requests.calls() ).toEqual( [ 'GET rewind' ] );
	} );

	it( 'says when the VaultPress data cannot be loaded, and tries again', async () => {
		activateVaultPress( demo.backend );
		failCall( demo.server, 'get', 'module/vaultpress/data' );
		renderCard();
		const alert = await findAlert( card(), 'The VaultPress backup status could not be loaded.' );
		await tryAgain( alert );
		expect( await within( card() ).findByText( 'Your site is backed up daily by VaultPress.' ) ).toBeInTheDocument();
	} );
} );

describe( 'the upsell bar', () => {
	const withVaultPressFigures = () => activateVaultPress( demo.backend, 'not_active' );
	const withPosts = ( posts: number ) => demo.backend.update( ( state ) => void ( state.site.postCount = posts ) );
	const bar = () => within( card() ).queryByRole( 'group', { name: 'Backup suggestion' } );

	it( 'counts the site’s posts, comments and plugins from the page’s site data, above the upgrade banner, and closes', async () => {
		renderCard();
		await waitFor( () => expect( bar() ).toBeInTheDocument() );
		const shown = bar() as HTMLElement;
		const plugins = Object.keys( demo.backend.state.plugins ).length;
		expect( within( shown ).getAllByRole( 'listitem' ).map( ( item ) => item.textContent ) ).toEqual( [
			'42 posts',
			'118 comments',
			`${ plugins } ${ plugins === 1 ? 'plugin' : 'plugins' }`,
		] );
		expect( link( /^Upgrade$/ ) ).toBeInTheDocument();
		await userEvent.click( within( shown ).getByRole( 'button', { name: 'Close' } ) );
		expect( bar() ).not.toBeInTheDocument();
		expect( link( /^Upgrade$/ ) ).toBeInTheDocument();
		expect( requests.calls() ).toEqual( [ 'GET rewind' ] );
	} );

	it( 'adds the comments and plugins the legacy service counted, once they have loaded', async () => {
		withVaultPressFigures();
		renderCard();
		await waitFor( () => expect( bar() ).toBeInTheDocument() );
		expect( within( bar() as HTMLElement ).getAllByRole( 'listitem' ).map( ( item ) => item.textContent ) ).toEqual( [
			'42 posts',
			'118 comments',
			'6 plugins',
		] );
		expect( requests.calls() ).toEqual( [ 'GET rewind', 'GET module/vaultpress/data' ] );
	} );

	it( 'needs more than 20 posts', async () => {
		withPosts( 20 );
		renderCard();
		expect( await within( card() ).findByRole( 'link', { name: 'Upgrade' } ) ).toBeInTheDocument();
		await settle();
		expect( bar() ).not.toBeInTheDocument();
	} );

	it( 'is not shown when the host did not print the count', async () => {
		renderCard( ( site ) => ( { ...site, postCount: undefined } ) );
		expect( await within( card() ).findByRole( 'link', { name: 'Upgrade' } ) ).toBeInTheDocument();
		await settle();
		expect( bar() ).not.toBeInTheDocument();
	} );
} );

describe( 'failures', () => {
	it( 'says when the backup status cannot be loaded, and Try again loads it', async () => {
		demo.reset( 'owner-paid' );
		failCall( demo.server, 'get', 'rewind' );
		renderCard();
		const alert = await findAlert( card(), 'The backup status could not be loaded.', 'The database is busy.' );
		await tryAgain( alert );
		expect( await within( card() ).findByText( /^Real-time backups are on/ ) ).toBeInTheDocument();
		expect( within( card() ).queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expect( requests.calls() ).toEqual( [ 'GET rewind', 'GET rewind' ] );
	} );
} );
