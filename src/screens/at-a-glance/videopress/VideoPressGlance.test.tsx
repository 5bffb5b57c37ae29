/**
 * The VideoPress card against the demo backend (docs/dashboard.md#videopress): enabled with the storage meter or the
 * free-video banner, inactive with Activate for the connection owner only, the connect banner, offline text, and a
 * failed
 * activation that keeps the card usable. Nothing is fetched on load.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoPressGlance } from './VideoPressGlance';
import { findAlert } from '../../../../tests/support/alert';
import { setupDemoBackend } from '../../../../tests/support/demo-msw';
import { setModules } from '../../../../tests/support/modules';
import { renderWithStore } from '../../../../tests/support/render';
import { failCall } from '../../../../tests/support/fail';
import { recordRequests, settle } from '../../../../tests/support/requests';
import type { RenderOptions } from '../../../../tests/support/render';

const demo = setupDemoBackend();
const USED = 'You have used your free video. Upgrade now to unlock more videos and 1TB of storage.';
const AVAILABLE = '1 free video available. Upgrade now to unlock more videos and 1TB of storage.';
const ENABLED = 'VideoPress is active.';

const requests = recordRequests( demo );

const card = () => screen.getByRole( 'region', { name: 'VideoPress' } );
const renderCard = ( options?: RenderOptions ) => renderWithStore( <VideoPressGlance />, demo.backend, options );

describe( 'enabled', () => {
	it( 'shows how much of the 1TB the videos use, and no banner (owner-paid)', async () => {
		demo.reset( 'owner-paid' );
		renderCard();
		expect( card() ).toHaveTextContent( ENABLED );
		const meter = within( card() ).getByRole( 'meter', { name: 'Video storage' } );
		expect( meter ).toHaveAttribute( 'value', '12.5' );
		expect( meter ).toHaveAttribute( 'max', '100' );
		expect( card() ).toHaveTextContent( '12.5% of 1TB used' );
		expect( card() ).not.toHaveTextContent( /free video/ );
		expect( within( card() ).queryByRole( 'button' ) ).not.toBeInTheDocument();
		await settle();
		expect( requests.sent ).toEqual( [] );
	} );

	it( 'shows no meter with unlimited storage', () => {
		demo.backend.update( ( state ) => {
			state.plan = 'jetpack_business';
		} );
		setModules( demo.backend, { videopress: true } );
		renderCard();
		expect( card() ).toHaveTextContent( ENABLED );
		expect( within( card() ).queryByRole( 'meter' ) ).not.toBeInTheDocument();
		expect( card() ).not.toHaveTextContent( /free video/ );
	} );

	it( 'offers the upgrade for more videos on a plan without VideoPress: the free video still available', () => {
		setModules( demo.backend, { videopress: true } );
		renderCard();
		expect( card() ).toHaveTextContent( ENABLED );
		expect( card() ).toHaveTextContent( AVAILABLE );
		expect( within( card() ).getByRole( 'link', { name: 'Upgrade' } ) ).toHaveAttribute(
			'href',
			'https://wordpress.com/plans/localhost?feature=jetpack-videopress'
		);
		expect( within( card() ).queryByRole( 'meter' ) ).not.toBeInTheDocument();
	} );

	it( 'says the free video is used once the site reports storage used', () => {
		setModules( demo.backend, { videopress: true } );
		renderCard( { initial: ( page ) => ( { ...page, siteData: { ...page.siteData, videoPressStorageUsed: 350 } } ) } );
		expect( card() ).toHaveTextContent( USED );
		expect( card() ).not.toHaveTextContent( AVAILABLE );
	} );

	it( 'offers to connect instead of upgrading while no one owns the connection', () => {
		demo.reset( 'no-owner' );
		setModules( demo.backend, { videopress: true } );
		renderCard();
		expect( card() ).toHaveTextContent( AVAILABLE );
		expect( within( card() ).getByRole( 'button', { name: 'Connect' } ) ).toBeInTheDocument();
	} );
} );

describe( 'not enabled', () => {
	it( 'lets the connection owner activate it, which saves the setting and shows it enabled', async () => {
		renderCard();
		expect( within( card() ).queryByText( ENABLED ) ).not.toBeInTheDocument();
		await userEvent.click( within( card() ).getByRole( 'button', { name: 'Activate' } ) );

		expect( await within( card() ).findByText( new RegExp( ENABLED ) ) ).toBeInTheDocument();
		expect( card() ).toHaveTextContent( AVAILABLE );
		expect( requests.calls() ).toEqual( [ 'POST settings' ] );
		expect( requests.bodies( 'POST', 'settings' ) ).toEqual( [ { videopress: true } ] );
		expect( demo.backend.state.modules.videopress?.activated ).toBe( true );
		expect( within( card() ).queryByRole( 'button', { name: 'Activate' } ) ).not.toBeInTheDocument();
	} );

	it( 'keeps Activate with the reason when the save fails', async () => {
		failCall( demo.server, 'post', 'settings' );
		renderCard();
		await userEvent.click( within( card() ).getByRole( 'button', { name: 'Activate' } ) );
		await findAlert( card(), 'VideoPress could not be activated. The database is busy.' );
		expect( within( card() ).getByRole( 'button', { name: 'Activate' } ) ).not.toHaveAttribute( 'aria-disabled', 'true' );
		expect( demo.backend.state.modules.videopress?.activated ).toBe( false );

		await userEvent.click( within( card() ).getByRole( 'button', { name: 'Activate' } ) );
		expect( await within( card() ).findByText( new RegExp( ENABLED ) ) ).toBeInTheDocument();
		expect( demo.backend.state.modules.videopress?.activated ).toBe( true );
	} );

	it( 'tells an administrator who does not own the connection that only the owner can activate it', () => {
		demo.reset( 'user-unlinked' );
		renderCard();
		expect( card() ).toHaveTextContent( 'VideoPress is off. Only the site’s connection owner can activate it.' );
		expect( within( card() ).queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );

	it( 'says no one can activate it before a site owner connects', () => {
		demo.reset( 'no-owner' );
		renderCard();
		expect( card() ).toHaveTextContent( 'VideoPress is off. It can be activated once a site owner connects their WordPress.com account.' );
		expect( within( card() ).queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );

	it( 'offers to connect a site that is not connected, even with the option on', async () => {
		demo.reset( 'not-connected' );
		setModules( demo.backend, { videopress: true } );
		renderCard();
		expect( card() ).toHaveTextContent( 'Connect your site to host fast, ad-free video with VideoPress.' );
		expect( within( card() ).getByRole( 'button', { name: 'Connect' } ) ).toBeInTheDocument();
		expect( within( card() ).queryByRole( 'button', { name: 'Activate' } ) ).not.toBeInTheDocument();
		expect( card() ).not.toHaveTextContent( ENABLED );
		await settle();
		expect( requests.sent ).toEqual( [] );
	} );

	it( 'says it is unavailable in offline mode, offers nothing and asks for nothing', async () => {
		demo.reset( 'offline' );
		setModules( demo.backend, { videopress: true } );
		renderCard();
		expect( card() ).toHaveTextContent( 'Unavailable in Offline Mode.' );
		expect( within( card() ).queryByRole( 'button' ) ).not.toBeInTheDocument();
		expect( within( card() ).queryByRole( 'meter' ) ).not.toBeInTheDocument();
		await settle();
		expect( requests.sent ).toEqual( [] );
	} );
} );
