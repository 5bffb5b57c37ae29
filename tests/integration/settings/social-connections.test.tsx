/**
 * The Jetpack Social card's accounts on the demo backend: the list, connecting an account through the service's
 * popup (a stand-in window that answers as the provider's page does), a refusal, a popup closed without an answer,
 * a refused save kept with its reason and "Try again", and disconnecting after a confirmation.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { issueSocialKeyring, socialConnections } from '../../../src/demo/backend/social-accounts';
import { setupDemoBackend, TEST_ORIGIN, TEST_REST_ROOT } from '../../support/demo-msw';
import { failCall } from '../../support/fail';
import { holdCall } from '../../support/hold';
import { setModules } from '../../support/modules';
import { renderApp } from '../../support/render';
import { recordRequests } from '../../support/requests';
import { getNoticeById } from '../notices/support';
import { SOCIAL_NOTICE_ID } from '../../../src/screens/settings/sharing/social-notice';

const demo = setupDemoBackend();
const requests = recordRequests( demo );

/** What the stand-in popup does once opened: allow (hand back a keyring id the provider issued), deny, or just close. */
type PopupAnswer = 'allow' | 'deny' | 'close';

/** Replaces window.open with a popup that answers as the provider's page does, and records how it was opened. */
function stubPopup( answer: PopupAnswer ) {
	const opened: { url: string; features: string }[] = [];
	jest.spyOn( window, 'open' ).mockImplementation( ( url, _target, features ) => {
		const service = String( url ).split( '/' ).pop() ?? '';
		opened.push( { url: String( url ), features: String( features ) } );
		const popup = { closed: false };
		setTimeout( () => {
			if ( answer !== 'close' ) {
				let keyringId = 0;
				demo.backend.update( ( state ) => {
					keyringId = issueSocialKeyring( state, service );
				} );
				const data = answer === 'allow' ? { keyring_id: keyringId } : { error: 'access_denied' };
				window.dispatchEvent( new MessageEvent( 'message', { data, origin: TEST_ORIGIN } ) );
			}
			popup.closed = true;
		}, 50 );
		return popup as Window;
	} );
	return opened;
}

afterEach( () => jest.restoreAllMocks() );

const socialCard = () => within( screen.getByRole( 'region', { name: 'Jetpack Social connections' } ) );
const notices = () => within( screen.getByRole( 'region', { name: 'Notices' } ) );
const accountsOf = ( service: string ) => within( socialCard().getByRole( 'list', { name: service } ) );
const accountsShown = async ( service: string ) => within( await socialCard().findByRole( 'list', { name: service } ) );
const storedNames = () => socialConnections( demo.backend.state ).map( ( connection ) => connection.display_name );

/** A scenario's site with Jetpack Social switched on. */
function resetWithSocialOn( scenario: string ) {
	demo.reset( scenario );
	setModules( demo.backend, { publicize: true } );
}

async function openSharing( scenario = 'owner' ) {
	resetWithSocialOn( scenario );
	renderApp( demo.backend, { route: '#/sharing' } );
	const card = within( await screen.findByRole( 'region', { name: 'Jetpack Social connections' } ) );
	await card.findByRole( 'list', { name: 'Social media connections' } );
	return card;
}

it( 'lists the connected accounts by service, a Connect for each other service, and keeps the outside link', async () => {
	const card = await openSharing();
	expect( accountsOf( 'Facebook' ).getByRole( 'link', { name: /Demo Garden Journal/ } ) ).toBeVisible();
	expect( accountsOf( 'Facebook' ).getByRole( 'button', { name: 'Disconnect Demo Garden Journal' } ) ).toBeVisible();
	// The owner has a Facebook account already; the other services offer Connect.
	expect( card.queryByRole( 'button', { name: 'Connect Facebook' } ) ).toBeNull();
	for ( const service of [ 'LinkedIn', 'Tumblr', 'Mastodon' ] ) {
		expect( await card.findByRole( 'button', { name: `Connect ${ service }` } ) ).toBeVisible();
	}
	expect( card.getByRole( 'link', { name: /Connect and manage your social media accounts/ } ) ).toBeVisible();
} );

it( 'connects an account through the service’s popup and lists it', async () => {
	const card = await openSharing();
	const opened = stubPopup( 'allow' );
	await userEvent.click( await card.findByRole( 'button', { name: 'Connect Mastodon' } ) );
	expect( await ( await accountsShown( 'Mastodon' ) ).findByRole( 'link', { name: /@admin-wpcom@mastodon.social/ } ) ).toBeVisible();
	expect( await notices().findByText( 'Connected @admin-wpcom@mastodon.social (Mastodon).' ) ).toBeVisible();
	expect( opened ).toEqual( [ { url: `${ TEST_ORIGIN }/demo-provider/keyring/mastodon`, features: expect.stringContaining( 'width=780,height=700' ) } ] );
	expect( storedNames() ).toEqual( [ 'Demo Garden Journal', '@admin-wpcom@mastodon.social' ] );
	// An account of their own now: no second Connect for the service.
	expect( card.queryByRole( 'button', { name: 'Connect Mastodon' } ) ).toBeNull();
} );

it( 'says an account is being connected, with no Close on that notice, until the site has answered', async () => {
	const card = await openSharing();
	const held = holdCall( demo.server, 'post', 'publicize/connections' );
	stubPopup( 'allow' );
	await userEvent.click( await card.findByRole( 'button', { name: 'Connect Mastodon' } ) );
	const connectingNotice = await notices().findByText( 'Connecting your Mastodon account…' );
	await waitFor( () => expect( held.calls() ).toBe( 1 ) );
	expect( getNoticeById( SOCIAL_NOTICE_ID ) ).toContainElement( connectingNotice );
	expect( within( getNoticeById( SOCIAL_NOTICE_ID ) ).queryByRole( 'button', { name: 'Close' } ) ).toBeNull();
	held.release();
	expect( await notices().findByText( 'Connected @admin-wpcom@mastodon.social (Mastodon).' ) ).toBeVisible();
	expect( within( getNoticeById( SOCIAL_NOTICE_ID ) ).getByRole( 'button', { name: 'Close' } ) ).toBeVisible();
} );

it( 'says so when the user denies access, and connects nothing', async () => {
	const card = await openSharing();
	stubPopup( 'deny' );
	await userEvent.click( await card.findByRole( 'button', { name: 'Connect Tumblr' } ) );
	expect( await notices().findByText( 'Tumblr access was not granted, so no account was connected.' ) ).toBeVisible();
	expect( card.queryByRole( 'list', { name: 'Tumblr' } ) ).toBeNull();
	expect( storedNames() ).toEqual( [ 'Demo Garden Journal' ] );
} );

it( 'changes nothing and says nothing when the popup is closed without an answer', async () => {
	const card = await openSharing();
	requests.clear();
	stubPopup( 'close' );
	const connect = await card.findByRole( 'button', { name: 'Connect LinkedIn' } );
	await userEvent.click( connect );
	expect( connect ).toHaveAttribute( 'aria-disabled', 'true' );
	// The card waits while the popup is open, then offers Connect again.
	await waitFor( () => expect( connect ).not.toHaveAttribute( 'aria-disabled', 'true' ) );
	expect( screen.queryByRole( 'region', { name: 'Notices' } ) === null || notices().queryByText( /LinkedIn/ ) === null ).toBe( true );
	expect( requests.calls().filter( ( call ) => call.includes( ' publicize' ) && ! call.startsWith( 'GET ' ) ) ).toEqual( [] );
	expect( storedNames() ).toEqual( [ 'Demo Garden Journal' ] );
} );

it( 'keeps everything and shows the server’s reason with Try again when the site refuses the new account', async () => {
	const card = await openSharing();
	failCall( demo.server, 'post', 'publicize/connections' );
	stubPopup( 'allow' );
	await userEvent.click( await card.findByRole( 'button', { name: 'Connect LinkedIn' } ) );
	expect( await notices().findByText( 'Your LinkedIn account could not be connected. The database is busy. (Status 500)' ) ).toBeVisible();
	expect( card.queryByRole( 'list', { name: 'LinkedIn' } ) ).toBeNull();
	expect( accountsOf( 'Facebook' ).getByRole( 'link', { name: /Demo Garden Journal/ } ) ).toBeVisible();
	expect( storedNames() ).toEqual( [ 'Demo Garden Journal' ] );

	// The same keyring id is sent again: the provider's answer is not lost.
	await userEvent.click( notices().getByRole( 'button', { name: 'Try again' } ) );
	expect( await ( await accountsShown( 'LinkedIn' ) ).findByRole( 'link', { name: /admin/ } ) ).toBeVisible();
	expect( storedNames() ).toEqual( [ 'Demo Garden Journal', 'admin' ] );
} );

it( 'disconnects an account once the user confirms, and keeps it when they cancel or press Escape', async () => {
	await openSharing();
	const facebook = accountsOf( 'Facebook' );
	await userEvent.click( facebook.getByRole( 'button', { name: 'Disconnect Demo Garden Journal' } ) );
	expect( facebook.getByText( /Disconnect Demo Garden Journal\? New posts will no longer be shared to it\./ ) ).toBeVisible();
	expect( facebook.getByRole( 'button', { name: 'Cancel' } ) ).toHaveFocus();
	await userEvent.click( facebook.getByRole( 'button', { name: 'Cancel' } ) );
	expect( facebook.getByRole( 'button', { name: 'Disconnect Demo Garden Journal' } ) ).toHaveFocus();
	// Escape leaves the question too.
	await userEvent.keyboard( '{Enter}' );
	await userEvent.keyboard( '{Escape}' );
	expect( facebook.getByRole( 'button', { name: 'Disconnect Demo Garden Journal' } ) ).toHaveFocus();
	expect( storedNames() ).toEqual( [ 'Demo Garden Journal' ] );

	await userEvent.click( facebook.getByRole( 'button', { name: 'Disconnect Demo Garden Journal' } ) );
	await userEvent.click( facebook.getByRole( 'button', { name: 'Yes, disconnect' } ) );
	expect( await notices().findByText( 'Disconnected Demo Garden Journal (Facebook).' ) ).toBeVisible();
	expect( socialCard().queryByRole( 'list', { name: 'Facebook' } ) ).toBeNull();
	expect( await socialCard().findByRole( 'button', { name: 'Connect Facebook' } ) ).toBeVisible();
	expect( storedNames() ).toEqual( [] );
} );

it( 'keeps the account listed with the server’s reason when the disconnection is refused', async () => {
	await openSharing();
	// The client sends DELETE as a POST that names the method (X-HTTP-Method-Override), as WordPress expects.
	failCall( demo.server, 'all', 'publicize/connections/1', { status: 502, message: 'The provider is away.' } );
	const facebook = accountsOf( 'Facebook' );
	await userEvent.click( facebook.getByRole( 'button', { name: 'Disconnect Demo Garden Journal' } ) );
	await userEvent.click( facebook.getByRole( 'button', { name: 'Yes, disconnect' } ) );
	expect( await notices().findByText( 'Demo Garden Journal could not be disconnected. The provider is away. (Status 502)' ) ).toBeVisible();
	expect( facebook.getByRole( 'link', { name: /Demo Garden Journal/ } ) ).toBeVisible();
	expect( storedNames() ).toEqual( [ 'Demo Garden Journal' ] );
	// The question is over; the notice's Try again disconnects without asking again.
	expect( facebook.queryByRole( 'button', { name: 'Yes, disconnect' } ) ).toBeNull();
	expect( facebook.getByRole( 'button', { name: 'Disconnect Demo Garden Journal' } ) ).toBeVisible();
	await userEvent.click( notices().getByRole( 'button', { name: 'Try again' } ) );
	expect( await notices().findByText( 'Disconnected Demo Garden Journal (Facebook).' ) ).toBeVisible();
	expect( storedNames() ).toEqual( [] );
} );

it( 'lets an editor connect their own account but not disconnect the one the owner shared', async () => {
	const card = await openSharing( 'editor' );
	const facebook = accountsOf( 'Facebook' );
	expect( facebook.getByRole( 'link', { name: /Demo Garden Journal/ } ) ).toBeVisible();
	expect( facebook.getByText( /shared with every author/ ) ).toBeVisible();
	expect( facebook.queryByRole( 'button', { name: /Disconnect/ } ) ).toBeNull();
	stubPopup( 'allow' );
	await userEvent.click( await card.findByRole( 'button', { name: 'Connect Facebook' } ) );
	expect( await accountsOf( 'Facebook' ).findByRole( 'button', { name: /Disconnect/ } ) ).toBeVisible();
	expect( socialConnections( demo.backend.state ).map( ( connection ) => connection.connected_by ) ).toEqual( [ 1, 3 ] );
} );

it( 'keeps asking an unlinked user to link, with no accounts loaded', async () => {
	resetWithSocialOn( 'user-unlinked' );
	renderApp( demo.backend, { route: '#/sharing' } );
	const card = within( await screen.findByRole( 'region', { name: 'Jetpack Social connections' } ) );
	expect( await card.findByText( 'Connect your WordPress.com account to manage your social media connections.' ) ).toBeVisible();
	expect( card.queryByRole( 'list' ) ).toBeNull();
} );

it( 'shows why the accounts could not be loaded, with Try again, and the rest of the card stays', async () => {
	failCall( demo.server, 'get', 'publicize/connections' );
	demo.reset( 'editor' );
	renderApp( demo.backend, { route: '#/sharing' } );
	const card = within( await screen.findByRole( 'region', { name: 'Jetpack Social connections' } ) );
	const failure = await card.findByRole( 'alert' );
	expect( failure ).toHaveTextContent( 'Your social media connections could not be loaded. The database is busy. (Status 500)' );
	expect( card.getByRole( 'link', { name: /Connect and manage your social media accounts/ } ) ).toBeVisible();
	await userEvent.click( within( failure ).getByRole( 'button', { name: 'Try again' } ) );
	expect( await card.findByRole( 'list', { name: 'Facebook' } ) ).toBeVisible();
} );

it( 'lists the accounts when the services cannot be loaded, and says why', async () => {
	failCall( demo.server, 'get', 'publicize/services', { status: 503, message: 'Try later.' } );
	demo.reset( 'editor' );
	renderApp( demo.backend, { route: '#/sharing' } );
	const card = within( await screen.findByRole( 'region', { name: 'Jetpack Social connections' } ) );
	const failure = await card.findByRole( 'alert' );
	expect( failure ).toHaveTextContent( 'The social networks you can connect could not be loaded. Try later. (Status 503)' );
	expect( card.getByRole( 'list', { name: 'Facebook' } ) ).toBeVisible();
	expect( card.queryByRole( 'button', { name: /^Connect / } ) ).toBeNull();
	await userEvent.click( within( failure ).getByRole( 'button', { name: 'Try again' } ) );
	expect( await card.findByRole( 'button', { name: 'Connect Mastodon' } ) ).toBeVisible();
} );

it( 'says the social networks are loading while they take their time, then offers them', async () => {
	let answer: () => void = () => undefined;
	const answered = new Promise< void >( ( resolve ) => {
		answer = resolve;
	} );
	demo.server.use(
		http.get(
			`${ TEST_REST_ROOT }jetpack/v4/publicize/services`,
			async () => {
				await answered;
				return undefined;
			},
			{ once: true }
		)
	);
	demo.reset( 'editor' );
	renderApp( demo.backend, { route: '#/sharing' } );
	const card = within( await screen.findByRole( 'region', { name: 'Jetpack Social connections' } ) );
	expect( await card.findByRole( 'status' ) ).toHaveTextContent( 'Loading the social networks you can connect…' );
	expect( await card.findByRole( 'list', { name: 'Facebook' } ) ).toBeVisible();
	answer();
	expect( await card.findByRole( 'button', { name: 'Connect Mastodon' } ) ).toBeVisible();
	expect( card.queryByRole( 'status' ) ).toBeNull();
} );
