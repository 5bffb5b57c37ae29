/**
 * The Image Accelerator card against the demo backend (docs/dashboard.md#monitor-image-accelerator-and-protection,
 * docs/rules.md#validation, docs/rules.md#error-catalogue): its states per scenario, its switches and notices, and the
 * requests sent (none on load).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModuleOverride } from '../../../api/types';
import { ImageAcceleratorGlance } from './ImageAcceleratorGlance';
import { setupDemoBackend } from '../../../../tests/support/demo-msw';
import { holdCall } from '../../../../tests/support/hold';
import { renderWithStore } from '../../../../tests/support/render';
import { failCall } from '../../../../tests/support/fail';
import { recordRequests, settle } from '../../../../tests/support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );

const region = ( name: string ) => screen.getByRole( 'region', { name } );
const setModule = ( slug: string, change: { activated?: boolean; override?: ModuleOverride } ) =>
	demo.backend.update( ( state ) => {
		const module = state.modules[ slug ];
		if ( module ) {
			Object.assign( module, change );
		}
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
