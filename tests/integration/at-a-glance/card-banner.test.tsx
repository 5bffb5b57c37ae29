/** A card's upgrade or connect banner: which action each kind of site and user gets, and the connect flow. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from '../../../src/hooks/navigate';
import { CardBanner } from '../../../src/components/card-banner/CardBanner';
import { setupDemoBackend, TEST_ORIGIN } from '../../support/demo-msw';
import { renderWithStore } from '../../support/render';
import { failCall } from '../../support/fail';

const demo = setupDemoBackend();
const TEXT = 'Back up your site every day.';
const PROVIDER = `${ TEST_ORIGIN }/demo-provider/authorize`;

const renderBanner = ( props: { namesPlan?: boolean } = {} ) =>
	renderWithStore( <CardBanner text={ TEXT } feature="jetpack-backup" { ...props } />, demo.backend );

const watchNavigation = () => jest.spyOn( browser, 'assign' ).mockImplementation( () => undefined );

describe( 'CardBanner', () => {
	it( 'offers the site’s plans page for the feature once someone owns the connection', () => {
		renderBanner();
		expect( screen.getByText( TEXT ) ).toBeInTheDocument();
		const upgrade = screen.getByRole( 'link', { name: 'Upgrade' } );
		expect( upgrade ).toHaveAttribute( 'href', 'https://wordpress.com/plans/localhost?feature=jetpack-backup' );
		// Several cards offer "Upgrade": each says what for.
		expect( upgrade ).toHaveAccessibleDescription( TEXT );
		expect( screen.queryByRole( 'button', { name: 'Connect' } ) ).not.toBeInTheDocument();
	} );

	it( 'on a site without an owner, "Connect" fetches the connect URL and sends the browser there', async () => {
		demo.reset( 'no-owner' );
		const assign = watchNavigation();
		renderBanner();
		expect( screen.queryByRole( 'link', { name: 'Upgrade' } ) ).not.toBeInTheDocument();
		expect( screen.getByRole( 'button', { name: 'Connect' } ) ).toHaveAccessibleDescription( TEXT );
		await userEvent.click( screen.getByRole( 'button', { name: 'Connect' } ) );
		await waitFor( () => expect( assign ).toHaveBeenCalledWith( expect.stringContaining( PROVIDER ) ) );
		expect( assign ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'on a site not yet connected, "Connect" registers it and sends the browser to authorize it', async () => {
		demo.reset( 'not-connected' );
		const assign = watchNavigation();
		// Where the in-place frame is turned off, the whole page goes to the provider.
		renderWithStore( <CardBanner text={ TEXT } feature="jetpack-backup" />, demo.backend, {
			initial: ( initial ) => ( { ...initial, doNotUseConnectionIframe: true } ),
		} );
		await userEvent.click( screen.getByRole( 'button', { name: 'Connect' } ) );
		await waitFor( () => expect( assign ).toHaveBeenCalledWith( expect.stringContaining( PROVIDER ) ) );
		expect( demo.backend.state.connection.isRegistered ).toBe( true );
	} );

	it( 'says when connecting failed, and the button works again', async () => {
		demo.reset( 'no-owner' );
		const assign = watchNavigation();
		failCall( demo.server, 'get', 'connection/url' );
		renderBanner();
		await userEvent.click( screen.getByRole( 'button', { name: 'Connect' } ) );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent( 'An error occurred. Please try again.' );
		await userEvent.click( screen.getByRole( 'button', { name: 'Connect' } ) );
		await waitFor( () => expect( assign ).toHaveBeenCalledTimes( 1 ) );
	} );

	it( 'shows nothing offline, and nothing naming a plan to a user who cannot purchase', () => {
		demo.reset( 'offline' );
		const offline = renderBanner( { namesPlan: false } );
		expect( screen.queryByText( TEXT ) ).not.toBeInTheDocument();
		offline.unmount();

		demo.reset( 'editor' );
		const editor = renderBanner();
		expect( screen.queryByText( TEXT ) ).not.toBeInTheDocument();
		editor.unmount();
		renderBanner( { namesPlan: false } );
		expect( screen.getByRole( 'link', { name: 'Upgrade' } ) ).toBeInTheDocument();
	} );
} );
