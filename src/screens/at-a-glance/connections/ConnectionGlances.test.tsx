/** The Site connection and Account connection cards, per scenario, through the real store and the demo backend. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from '../../../hooks/navigate';
import { AccountConnectionGlance } from './AccountConnectionGlance';
import { SiteConnectionGlance } from './SiteConnectionGlance';
import { findAlert, tryAgain } from '../../../../tests/support/alert';
import { setupDemoBackend, TEST_ADMIN_URL, TEST_ORIGIN } from '../../../../tests/support/demo-msw';
import { holdCall } from '../../../../tests/support/hold';
import { renderWithStore } from '../../../../tests/support/render';
import type { RenderOptions } from '../../../../tests/support/render';
import { failCall } from '../../../../tests/support/fail';
import { recordRequests, settle } from '../../../../tests/support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );

const ERROR = 'An error occurred. Please try again.';
// The demo backend hands out the provider's page on the origin it is served from (jsdom's in these tests).
const PROVIDER = `${ TEST_ORIGIN }/demo-provider/authorize`;
const CONNECT = 'Connect your WordPress.com account';
const UNLINK = 'Disconnect your WordPress.com account';

function renderCards( options: RenderOptions = {} ) {
	const rendered = renderWithStore(
		<>
			<SiteConnectionGlance />
			<AccountConnectionGlance />
		</>,
		demo.backend,
		options
	);
	return {
		...rendered,
		site: screen.getByRole( 'region', { name: 'Site connection' } ),
		account: screen.getByRole( 'region', { name: 'Account connection' } ),
	};
}

const buttonNames = ( card: HTMLElement ) => within( card ).queryAllByRole( 'button' ).map( ( button ) => button.textContent );

function watchNavigation() {
	return jest.spyOn( browser, 'assign' ).mockImplementation( () => undefined );
}

describe( 'what each scenario shows', () => {
	it( 'owner: connected, owned by them, "Manage site connection"; their linked account, and no unlink for the owner', () => {
		const { site, account } = renderCards();
		expect( site ).toHaveTextContent( 'Your site and your account are connected to WordPress.com.' );
		// Told about themselves, not by their own username.
		expect( site ).toHaveTextContent( 'You own the connection.' );
		expect( site ).not.toHaveTextContent( 'owned by' );
		expect( buttonNames( site ) ).toEqual( [ 'Manage site connection' ] );
		expect( within( site ).queryByText( /Terms of Service/ ) ).not.toBeInTheDocument();

		expect( account ).toHaveTextContent( 'Linked to WordPress.com as:' );
		expect( account ).toHaveTextContent( 'admin-wpcom' );
		expect( account ).toHaveTextContent( 'admin@example.test' );
		expect( account ).toHaveTextContent( 'You are the connection owner.' );
		// No unlink button, and the card says why and what to do instead.
		expect( account ).toHaveTextContent( 'Your account stays linked while the site is connected through it; to unlink it, disconnect the site.' );
		expect( buttonNames( account ) ).toEqual( [] );
		// The demo account has no avatar: no broken image.
		expect( account.querySelector( 'img' ) ).toBeNull();
	} );

	it( 'calls nothing on load: the page printed the status and the user', async () => {
		renderCards();
		await settle();
		expect( requests.sent ).toEqual( [] );
	} );

	it( 'shows the avatar when the account has one, as decoration', () => {
		demo.backend.update( ( state ) => {
			if ( state.currentUser.wpcomUser ) {
				state.currentUser.wpcomUser.avatar = 'https://example.test/avatar.png';
			}
		} );
		const { account } = renderCards();
		expect( account.querySelector( 'img' ) ).toHaveAttribute( 'src', 'https://example.test/avatar.png' );
		expect( account.querySelector( 'img' ) ).toHaveAttribute( 'alt', '' );
	} );

	it( 'not connected: "Set up Jetpack" with the terms below it; the account waits for the site', () => {
		demo.reset( 'not-connected' );
		const { site, account } = renderCards();
		expect( site ).toHaveTextContent( 'Your site is not connected to WordPress.com.' );
		expect( buttonNames( site ) ).toEqual( [ 'Set up Jetpack' ] );
		expect( site ).toHaveTextContent( /By clicking Set up Jetpack, you agree to our Terms of Service.* and to sync your site’s data.* with us\./ );
		expect( within( site ).getByRole( 'link', { name: /Terms of Service/ } ) ).toHaveAttribute(
			'href',
			'https://jetpack.com/redirect/?source=wpcom-tos'
		);
		expect( within( site ).getByRole( 'link', { name: /sync your site’s data/ } ) ).toHaveAttribute(
			'href',
			'https://jetpack.com/redirect/?source=jetpack-support-what-data-does-jetpack-sync'
		);

		expect( account ).toHaveTextContent( 'Your account can be linked once the site is connected.' );
		expect( buttonNames( account ) ).toEqual( [] );
	} );

	it( 'user-unlinked: a second administrator may manage the site and connect their own account', () => {
		demo.reset( 'user-unlinked' );
		const { site, account } = renderCards();
		expect( site ).toHaveTextContent( 'Your site is connected to WordPress.com; your account is not linked yet.' );
		expect( site ).toHaveTextContent( 'The connection is owned by admin.' );
		expect( buttonNames( site ) ).toEqual( [ 'Manage site connection' ] );
		expect( account ).not.toHaveTextContent( 'You are the connection owner.' );
		expect( account ).not.toHaveTextContent( 'to unlink it, disconnect the site' );
		expect( buttonNames( account ) ).toEqual( [ CONNECT ] );
	} );

	it( 'no-owner: says no user owns the connection', () => {
		demo.reset( 'no-owner' );
		const { site, account } = renderCards();
		expect( site ).toHaveTextContent( 'No user is connected as its owner.' );
		expect( site ).not.toHaveTextContent( 'owned by' );
		expect( buttonNames( site ) ).toEqual( [ 'Manage site connection' ] );
		expect( buttonNames( account ) ).toEqual( [ CONNECT ] );
	} );

	it( 'offline: says so and offers no button anywhere', () => {
		demo.reset( 'offline' );
		const { site, account } = renderCards();
		expect( site ).toHaveTextContent( 'Offline Mode: features that need WordPress.com are off.' );
		expect( account ).toHaveTextContent( 'Unavailable in Offline Mode.' );
		expect( buttonNames( site ) ).toEqual( [] );
		expect( buttonNames( account ) ).toEqual( [] );
		expect( screen.queryByText( /Terms of Service/ ) ).not.toBeInTheDocument();
	} );

	it( 'editor: no site button; their linked account with "Disconnect your WordPress.com account"', () => {
		demo.reset( 'editor' );
		const { site, account } = renderCards();
		expect( site ).toHaveTextContent( 'The connection is owned by admin.' );
		expect( buttonNames( site ) ).toEqual( [] );
		expect( account ).toHaveTextContent( 'editor-wpcom' );
		expect( buttonNames( account ) ).toEqual( [ UNLINK ] );
	} );

	it( 'subscriber: no site button, "Connect your WordPress.com account"', () => {
		demo.reset( 'subscriber' );
		const { site, account } = renderCards();
		expect( buttonNames( site ) ).toEqual( [] );
		expect( buttonNames( account ) ).toEqual( [ CONNECT ] );
	} );
} );

// Where the host turns the in-place frame off, the whole page goes to the provider.
const WITHOUT_FRAME: RenderOptions = { initial: ( initial ) => ( { ...initial, doNotUseConnectionIframe: true } ) };

describe( 'Set up Jetpack', () => {
	beforeEach( () => {
		demo.reset( 'not-connected' );
	} );

	it( 'registers the site with the page’s nonce and sends the browser to authorize it', async () => {
		const assign = watchNavigation();
		const { site } = renderCards( WITHOUT_FRAME );
		await userEvent.click( within( site ).getByRole( 'button', { name: 'Set up Jetpack' } ) );
		const back = `${ TEST_ADMIN_URL }admin.php?page=jetpack`;
		await waitFor( () => expect( assign ).toHaveBeenCalledWith( `${ PROVIDER }?redirect_uri=${ encodeURIComponent( back ) }` ) );
		expect( requests.bodies( 'POST', 'connection/register' ) ).toEqual( [ { registration_nonce: 'demo-registration-nonce', no_iframe: true, redirect_uri: back } ] );
		expect( demo.backend.state.connection.isRegistered ).toBe( true );
		// The browser is on its way: the button stays busy.
		expect( within( site ).getByRole( 'button', { name: 'Set up Jetpack' } ) ).toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'brings the user back to the app’s own page where that is not page=jetpack (beside the original plugin)', async () => {
		const assign = watchNavigation();
		const { site } = renderCards( { initial: ( initial ) => ( { ...initial, doNotUseConnectionIframe: true, appPage: 'jetpack-dashboard' } ) } );
		await userEvent.click( within( site ).getByRole( 'button', { name: 'Set up Jetpack' } ) );
		const back = `${ TEST_ADMIN_URL }admin.php?page=jetpack-dashboard`;
		await waitFor( () => expect( assign ).toHaveBeenCalledWith( `${ PROVIDER }?redirect_uri=${ encodeURIComponent( back ) }` ) );
	} );

	it( 'is busy and ignores clicks while registering', async () => {
		const assign = watchNavigation();
		const held = holdCall( demo.server, 'post', 'connection/register' );
		const { site } = renderCards( WITHOUT_FRAME );
		const button = within( site ).getByRole( 'button', { name: 'Set up Jetpack' } );
		await userEvent.click( button );
		await waitFor( () => expect( held.calls() ).toBe( 1 ) );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( button ).toHaveClass( 'is-busy' );
		await userEvent.click( button );
		held.release();
		await waitFor( () => expect( assign ).toHaveBeenCalledTimes( 1 ) );
		expect( held.calls() ).toBe( 1 );
	} );

	it( 'says when registering fails, and the button works again', async () => {
		const assign = watchNavigation();
		failCall( demo.server, 'post', 'connection/register' );
		const { site } = renderCards( WITHOUT_FRAME );
		const button = within( site ).getByRole( 'button', { name: 'Set up Jetpack' } );
		await userEvent.click( button );
		expect( await within( site ).findByRole( 'alert' ) ).toHaveTextContent( ERROR );
		expect( button ).not.toHaveAttribute( 'aria-disabled', 'true' );
		expect( assign ).not.toHaveBeenCalled();
		expect( demo.backend.state.connection.isRegistered ).toBe( false );

		await userEvent.click( button );
		await waitFor( () => expect( assign ).toHaveBeenCalledTimes( 1 ) );
		expect( within( site ).queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );
} );

describe( 'Connect your WordPress.com account', () => {
	it( 'fetches the connect URL and sends the browser there', async () => {
		demo.reset( 'user-unlinked' );
		const assign = watchNavigation();
		const held = holdCall( demo.server, 'get', 'connection/url' );
		const { account } = renderCards();
		const button = within( account ).getByRole( 'button', { name: CONNECT } );
		await userEvent.click( button );
		await waitFor( () => expect( held.calls() ).toBe( 1 ) );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		await userEvent.click( button );
		held.release();
		await waitFor( () => expect( assign ).toHaveBeenCalledWith( expect.stringMatching( `^${ PROVIDER }\\?redirect_uri=` ) ) );
		expect( assign ).toHaveBeenCalledTimes( 1 );
		expect( held.calls() ).toBe( 1 );
	} );

	it( 'lets a subscriber connect their own account', async () => {
		demo.reset( 'subscriber' );
		const assign = watchNavigation();
		const { account } = renderCards();
		await userEvent.click( within( account ).getByRole( 'button', { name: CONNECT } ) );
		await waitFor( () => expect( assign ).toHaveBeenCalledWith( expect.stringContaining( PROVIDER ) ) );
	} );

	it( 'says when the URL cannot be fetched, and the button works again', async () => {
		demo.reset( 'user-unlinked' );
		const assign = watchNavigation();
		failCall( demo.server, 'get', 'connection/url' );
		const { account } = renderCards();
		const button = within( account ).getByRole( 'button', { name: CONNECT } );
		await userEvent.click( button );
		expect( await within( account ).findByRole( 'alert' ) ).toHaveTextContent( ERROR );
		expect( button ).not.toHaveAttribute( 'aria-disabled', 'true' );
		await userEvent.click( button );
		await waitFor( () => expect( assign ).toHaveBeenCalledTimes( 1 ) );
	} );
} );

describe( 'Disconnect your WordPress.com account', () => {
	it( 'unlinks the user; the refreshed status shows the card unlinked', async () => {
		demo.reset( 'editor' );
		const { account } = renderCards();
		await userEvent.click( within( account ).getByRole( 'button', { name: UNLINK } ) );
		expect( await within( account ).findByRole( 'button', { name: CONNECT } ) ).toBeInTheDocument();
		expect( account ).not.toHaveTextContent( 'Linked to WordPress.com as:' );
		expect( account ).not.toHaveTextContent( 'editor-wpcom' );
		expect( demo.backend.state.currentUser.isConnected ).toBe( false );
		expect( demo.backend.state.connection.isActive ).toBe( true );
	} );

	it( 'is busy and ignores clicks while unlinking', async () => {
		demo.reset( 'editor' );
		const held = holdCall( demo.server, 'post', 'connection/user' );
		const { account } = renderCards();
		const button = within( account ).getByRole( 'button', { name: UNLINK } );
		await userEvent.click( button );
		await waitFor( () => expect( held.calls() ).toBe( 1 ) );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		await userEvent.click( button );
		held.release();
		expect( await within( account ).findByRole( 'button', { name: CONNECT } ) ).toBeInTheDocument();
		expect( held.calls() ).toBe( 1 );
		expect( within( account ).queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	it( 'lets a linked subscriber unlink', async () => {
		demo.reset( 'subscriber' );
		demo.backend.update( ( state ) => {
			const wpcomUser = { ID: 90004, login: 'subscriber-wpcom', email: 'subscriber@example.test', display_name: 'subscriber', avatar: '', site_count: 1 };
			state.currentUser = { ...state.currentUser, isConnected: true, wpcomUser };
			state.connectedUser = wpcomUser;
			state.connection.isUserConnected = true;
		} );
		const { site, account } = renderCards();
		expect( buttonNames( site ) ).toEqual( [] );
		await userEvent.click( within( account ).getByRole( 'button', { name: UNLINK } ) );
		expect( await within( account ).findByRole( 'button', { name: CONNECT } ) ).toBeInTheDocument();
		expect( demo.backend.state.currentUser.isConnected ).toBe( false );
	} );

	it( 'keeps the account linked and says so when unlinking fails', async () => {
		demo.reset( 'editor' );
		failCall( demo.server, 'post', 'connection/user' );
		const { account } = renderCards();
		await userEvent.click( within( account ).getByRole( 'button', { name: UNLINK } ) );
		const alert = await findAlert( account, `${ ERROR } The database is busy. (Status 500)` );
		expect( account ).toHaveTextContent( 'editor-wpcom' );
		expect( within( account ).getByRole( 'button', { name: UNLINK } ) ).not.toHaveAttribute( 'aria-disabled', 'true' );
		expect( demo.backend.state.currentUser.isConnected ).toBe( true );

		// "Try again" unlinks once the site accepts it.
		await tryAgain( alert );
		expect( await within( account ).findByRole( 'button', { name: CONNECT } ) ).toBeInTheDocument();
		expect( within( account ).queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expect( demo.backend.state.currentUser.isConnected ).toBe( false );
	} );
} );
