/**
 * The Downtime monitoring, Image Accelerator and Blocks cards against the demo backend
 * (docs/dashboard.md#monitor-image-accelerator-and-protection, docs/dashboard.md#promo-and-bundle-cards,
 * docs/rules.md#validation, docs/rules.md#error-catalogue): their states per scenario, the switches and their notices,
 * and the requests sent (none on load).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModuleOverride } from '../../../src/api/types';
import { BlocksGlance } from '../../../src/screens/at-a-glance/blocks/BlocksGlance';
import { ImageAcceleratorGlance } from '../../../src/screens/at-a-glance/image-accelerator/ImageAcceleratorGlance';
import { MonitorGlance } from '../../../src/screens/at-a-glance/monitor/MonitorGlance';
import { findAlert } from '../../support/alert';
import { setupDemoBackend, TEST_ADMIN_URL } from '../../support/demo-msw';
import { holdCall } from '../../support/hold';
import { renderWithStore } from '../../support/render';
import { failCall } from '../../support/fail';
import { recordRequests, settle } from '../../support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );

const region = ( name: string ) => screen.getByRole( 'region', { name } );
const buttonNames = ( card: HTMLElement ) => within( card ).queryAllByRole( 'button' ).map( ( button ) => button.textContent );
const setModule = ( slug: string, change: { activated?: boolean; override?: ModuleOverride } ) =>
	demo.backend.update( ( state ) => {
		const module = state.modules[ slug ];
		if ( module ) {
			Object.assign( module, change );
		}
	} );

describe( 'Downtime monitoring', () => {
	const card = () => region( 'Downtime monitoring' );
	const renderCard = () => renderWithStore( <MonitorGlance />, demo.backend );

	it( 'owner, monitor off: offers activation and asks nothing on load', async () => {
		renderCard();
		expect( card() ).toHaveTextContent( 'Downtime monitoring is off. Turn it on to get an email when your site goes down' );
		expect( buttonNames( card() ) ).toEqual( [ 'Activate downtime monitoring' ] );
		await settle();
		expect( requests.calls() ).toEqual( [] );
	} );

	it( 'activates the module and says the site is monitored', async () => {
		renderCard();
		await userEvent.click( within( card() ).getByRole( 'button', { name: 'Activate downtime monitoring' } ) );
		expect( await within( card() ).findByText( /Your site is being monitored for downtime\. If it goes down, you will get an email alert\./ ) ).toBeInTheDocument();
		expect( requests.bodies( 'POST', 'module/monitor/active' ) ).toEqual( [ { active: true } ] );
		// One request: the module list is not read again.
		await settle();
		expect( requests.calls() ).toEqual( [ 'POST module/monitor/active' ] );
		expect( demo.backend.state.modules.monitor?.activated ).toBe( true );
	} );

	it( 'a failed activation says why and stays off', async () => {
		failCall( demo.server, 'post', 'module/monitor/active' );
		renderCard();
		await userEvent.click( within( card() ).getByRole( 'button', { name: 'Activate downtime monitoring' } ) );
		await findAlert( card(), 'Downtime monitoring could not be activated.', 'The database is busy.' );
		expect( within( card() ).getByRole( 'button', { name: 'Activate downtime monitoring' } ) ).toBeInTheDocument();
		expect( demo.backend.state.modules.monitor?.activated ).toBe( false );
	} );

	it( 'monitor on: says so, with no button', () => {
		setModule( 'monitor', { activated: true } );
		renderCard();
		expect( card() ).toHaveTextContent( 'Your site is being monitored for downtime.' );
		expect( buttonNames( card() ) ).toEqual( [] );
	} );

	it( 'offline: unavailable, no button, no request', async () => {
		demo.reset( 'offline' );
		renderCard();
		expect( card() ).toHaveTextContent( 'Unavailable in Offline Mode.' );
		expect( buttonNames( card() ) ).toEqual( [] );
		await settle();
		expect( requests.calls() ).toEqual( [] );
	} );

	it( 'editor: told to ask an administrator', () => {
		demo.reset( 'editor' );
		renderCard();
		expect( card() ).toHaveTextContent( 'Downtime monitoring is off. Ask a site administrator to turn it on.' );
		expect( buttonNames( card() ) ).toEqual( [] );
	} );

	it( 'a site that is not connected cannot switch it on yet', () => {
		demo.reset( 'not-connected' );
		renderCard();
		expect( card() ).toHaveTextContent( 'It can be turned on once the site is connected to WordPress.com.' );
		expect( buttonNames( card() ) ).toEqual( [] );
	} );
} );

describe( 'Image Accelerator', () => {
	const card = () => region( 'Image Accelerator' );
	const toggle = () => within( card() ).getByRole( 'checkbox', { name: 'Site accelerator' } );
	const renderCard = () => renderWithStore( <ImageAcceleratorGlance />, demo.backend );
	const ALL_ON = { photon: true, 'tiled-gallery': true, tiled_galleries: true, 'photon-cdn': true };
	const ALL_OFF = { photon: false, 'tiled-gallery': false, tiled_galleries: false, 'photon-cdn': false };

	it( 'owner, accelerator off: an enabled switch, and nothing asked on load', async () => {
		renderCard();
		expect( toggle() ).not.toBeChecked();
		expect( toggle() ).toBeEnabled();
		expect( toggle() ).toHaveAccessibleDescription( 'Load images and static files faster from a global network of servers.' );
		await settle();
		expect( requests.calls() ).toEqual( [] );
	} );

	it( 'turning it on saves the image options together, with progress and success notices', async () => {
		const held = holdCall( demo.server, 'post', 'settings' );
		const { store } = renderCard();
		await userEvent.click( toggle() );
		await waitFor( () => expect( held.calls() ).toBe( 1 ) );
		// The chosen position shows while saving.
		expect( toggle() ).toBeChecked();
		expect( store.getState().notices.items ).toEqual( [ expect.objectContaining( { status: 'is-info', text: 'Enabling Site accelerator…' } ) ] );
		// A second change waits for the first.
		await userEvent.click( toggle() );
		expect( held.calls() ).toBe( 1 );
		held.release();
		await waitFor( () =>
			expect( store.getState().notices.items ).toEqual( [
				expect.objectContaining( { status: 'is-success', text: 'Site accelerator is now speeding up your site!', duration: 2000 } ),
			] )
		);
		expect( toggle() ).toBeChecked();
		expect( requests.bodies( 'POST', 'settings' ) ).toEqual( [ ALL_ON ] );
		await settle();
		expect( requests.calls() ).toEqual( [ 'POST settings' ] );
		expect( demo.backend.state.modules.photon?.activated ).toBe( true );
		expect( demo.backend.state.modules[ 'photon-cdn' ]?.activated ).toBe( true );
		expect( toggle() ).toBeChecked();
	} );

	it( 'turning it off saves them all off, with the disabling notices', async () => {
		setModule( 'photon', { activated: true } );
		const { store } = renderCard();
		expect( toggle() ).toBeChecked();
		await userEvent.click( toggle() );
		await waitFor( () =>
			expect( store.getState().notices.items ).toEqual( [
				expect.objectContaining( { status: 'is-success', text: 'Site accelerator is no longer speeding up your site!', duration: 2000 } ),
			] )
		);
		expect( toggle() ).not.toBeChecked();
		expect( requests.bodies( 'POST', 'settings' ) ).toEqual( [ ALL_OFF ] );
	} );

	it( 'shows the disabling progress notice', async () => {
		setModule( 'photon-cdn', { activated: true } );
		const held = holdCall( demo.server, 'post', 'settings' );
		const { store } = renderCard();
		await userEvent.click( toggle() );
		await waitFor( () => expect( held.calls() ).toBe( 1 ) );
		expect( store.getState().notices.items ).toEqual( [ expect.objectContaining( { status: 'is-info', text: 'Disabling site accelerator…' } ) ] );
		held.release();
		await waitFor( () => expect( toggle() ).not.toBeChecked() );
	} );

	it( 'a failed save puts the switch back and the error notice gives the code, then why', async () => {
		failCall( demo.server, 'post', 'settings' );
		const { store } = renderCard();
		await userEvent.click( toggle() );
		await waitFor( () =>
			expect( store.getState().notices.items ).toEqual( [
				expect.objectContaining( { status: 'is-error', text: 'Error enabling Site accelerator. boom\nThe database is busy. (Status 500)', canRetry: true } ),
			] )
		);
		expect( toggle() ).not.toBeChecked();
		expect( demo.backend.state.modules.photon?.activated ).toBe( false );
		// It works again.
		await userEvent.click( toggle() );
		await waitFor( () => expect( toggle() ).toBeChecked() );
		expect( demo.backend.state.modules.photon?.activated ).toBe( true );
	} );

	it( 'a failed disable says so in the disabling words', async () => {
		setModule( 'photon', { activated: true } );
		failCall( demo.server, 'post', 'settings', { code: 'nope' } );
		const { store } = renderCard();
		await userEvent.click( toggle() );
		await waitFor( () =>
			expect( store.getState().notices.items ).toEqual( [
				expect.objectContaining( { status: 'is-error', text: expect.stringMatching( /^Error disabling site accelerator. nope\n/ ) } ),
			] )
		);
		expect( toggle() ).toBeChecked();
	} );

	it( 'leaves out a part the administrator forced off', async () => {
		setModule( 'photon-cdn', { override: 'inactive' } );
		renderCard();
		await userEvent.click( toggle() );
		await waitFor( () => expect( toggle() ).toBeChecked() );
		expect( requests.bodies( 'POST', 'settings' ) ).toEqual( [ { photon: true, 'tiled-gallery': true, tiled_galleries: true } ] );
	} );

	it( 'is disabled when the image CDN is forced off', async () => {
		setModule( 'photon', { override: 'inactive' } );
		renderCard();
		expect( toggle() ).toBeDisabled();
		await userEvent.click( toggle() );
		expect( requests.calls() ).toEqual( [] );
	} );

	it( 'offline: unavailable, the switch disabled, no request', async () => {
		demo.reset( 'offline' );
		renderCard();
		expect( card() ).toHaveTextContent( 'Unavailable in Offline Mode.' );
		expect( toggle() ).toBeDisabled();
		await settle();
		expect( requests.calls() ).toEqual( [] );
	} );

	it( 'editor: the state in words, no switch', () => {
		demo.reset( 'editor' );
		renderCard();
		expect( card() ).toHaveTextContent( 'Site accelerator is off.' );
		expect( within( card() ).queryByRole( 'checkbox' ) ).not.toBeInTheDocument();
	} );
} );

describe( 'Blocks', () => {
	const card = () => region( 'Blocks' );

	it.each( [ 'owner', 'offline' ] )( '%s: says what the plugin adds and links to the block editor, asking nothing', async ( scenario ) => {
		demo.reset( scenario );
		renderWithStore( <BlocksGlance />, demo.backend );
		expect( card() ).toHaveTextContent( 'Jetpack adds blocks to the block editor' );
		expect( within( card() ).getByRole( 'link', { name: 'Try them in the block editor' } ) ).toHaveAttribute( 'href', `${ TEST_ADMIN_URL }post-new.php` );
		await settle();
		expect( requests.calls() ).toEqual( [] );
	} );
} );
