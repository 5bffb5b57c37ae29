import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GlobalDialogs } from '../../../src/app/dialogs/GlobalDialogs';
import { useOpenMobileLogin } from '../../../src/app/dialogs/MobileLoginModal';
import { NoticesArea } from '../../../src/app/notices/NoticesArea';
import { createDemoReleasePost } from '../../../src/demo/handlers/dev-tools';
import { WHATS_NEW_NOTICE_ID } from '../../../src/lib/whats-new';
import { MOBILE_LOGIN_NOTICE_ID } from '../../../src/state/connection/mobile-login';
import { dialogsActions } from '../../../src/state/dialogs/slice';
import type { AppStore } from '../../../src/state/store';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderWithStore } from '../../support/render';

const demo = setupDemoBackend();

function withReleasePost() {
	demo.backend.update( ( state ) => {
		state.releasePost = createDemoReleasePost();
	} );
}

/** The post is dismissed in the store and on the server, and the next load offers it no more. */
async function expectDismissedForGood( store: AppStore, unmount: () => void ) {
	expect( store.getState().notices.dismissed[ WHATS_NEW_NOTICE_ID ] ).toBe( true );
	await waitFor( () => expect( demo.backend.state.dismissedNotices[ WHATS_NEW_NOTICE_ID ] ).toBe( true ) );
	unmount();
	renderWithStore( <GlobalDialogs />, demo.backend );
	expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
}

describe( 'What’s new dialog', () => {
	it( 'does not open without a release post', () => {
		renderWithStore( <GlobalDialogs />, demo.backend );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'shows the release post, sanitized, with links opening in a new tab', async () => {
		withReleasePost();
		renderWithStore( <GlobalDialogs />, demo.backend );
		const dialog = await screen.findByRole( 'dialog', { name: 'New in Jetpack 15.0-alpha' } );
		expect( within( dialog ).getByRole( 'heading', { name: 'Faster backups and a calmer dashboard' } ) ).toBeInTheDocument();
		expect( dialog.querySelector( '.jp-whats-new__image' ) ).toHaveAttribute(
			'src',
			'http://localhost/wp-content/plugins/jetpack/images/whats-new-demo.svg'
		);
		expect( within( dialog ).getByText( /real-time backups start sooner/ ) ).toBeInTheDocument();

		expect( dialog.querySelector( 'script' ) ).toBeNull();
		for ( const element of Array.from( dialog.querySelectorAll( '.jp-whats-new__content *' ) ) ) {
			expect( element.getAttributeNames().filter( ( name ) => name.startsWith( 'on' ) ) ).toEqual( [] );
		}
		const links = Array.from( dialog.querySelectorAll( '.jp-whats-new__content a' ) );
		expect( links.map( ( link ) => link.getAttribute( 'href' ) ) ).toEqual( [ 'https://jetpack.com/blog/', null ] );
		expect( links[ 0 ] ).toHaveAttribute( 'target', '_blank' );
		expect( links[ 0 ] ).toHaveAttribute( 'rel', 'noopener noreferrer' );
		expect( Reflect.get( window, '__jpReleasePostScriptRan' ) ).toBeUndefined();
		expect( Reflect.get( window, '__jpReleasePostHandlerRan' ) ).toBeUndefined();
	} );

	// However it is closed, the post counts as seen and is not offered on the next load.
	it.each( [
		[ 'the × button', () => userEvent.click( screen.getByRole( 'button', { name: 'Close' } ) ) ],
		[ 'Escape', () => userEvent.keyboard( '{Escape}' ) ],
		[ 'a click outside', () => userEvent.click( document.querySelector( '.components-modal__screen-overlay' ) as HTMLElement ) ],
	] )( 'closed with %s, it is remembered as Dismiss is', async ( _how, closeIt ) => {
		withReleasePost();
		const { store, unmount } = renderWithStore( <GlobalDialogs />, demo.backend );
		const dialog = await screen.findByRole( 'dialog' );
		await waitFor( () => expect( dialog ).toContainElement( document.activeElement as HTMLElement ) );
		await closeIt();
		// The modal plays its exit animation before it asks to close.
		await waitFor( () => expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument() );
		await expectDismissedForGood( store, unmount );
	} );

	it( 'dismisses for good: posts notice/{id}, hides, and is not offered on the next load', async () => {
		withReleasePost();
		const { store, unmount } = renderWithStore( <GlobalDialogs />, demo.backend );
		await userEvent.click( await screen.findByRole( 'button', { name: 'Dismiss' } ) );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		await expectDismissedForGood( store, unmount );
	} );

	it( 'says why a dismissal was refused, keeps the post offered, and "Try again" dismisses it for good', async () => {
		withReleasePost();
		demo.backend.faults.push( { path: `notice/${ WHATS_NEW_NOTICE_ID }`, method: 'POST', status: 500 } );
		const { store } = renderWithStore(
			<>
				<GlobalDialogs />
				<NoticesArea />
			</>,
			demo.backend
		);
		await userEvent.click( await screen.findByRole( 'button', { name: 'Dismiss' } ) );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		const notices = within( screen.getByRole( 'region', { name: 'Notices' } ) );
		expect( await notices.findByText( /^The dismissal could not be saved: The server could not complete this request\./ ) ).toBeInTheDocument();
		// What the server keeps: the post is still offered on the next load.
		expect( store.getState().notices.dismissed[ WHATS_NEW_NOTICE_ID ] ).toBeFalsy();
		expect( demo.backend.state.dismissedNotices[ WHATS_NEW_NOTICE_ID ] ).toBeUndefined();

		demo.backend.faults = [];
		await userEvent.click( notices.getByRole( 'button', { name: 'Try again' } ) );
		await waitFor( () => expect( demo.backend.state.dismissedNotices[ WHATS_NEW_NOTICE_ID ] ).toBe( true ) );
		expect( store.getState().notices.dismissed[ WHATS_NEW_NOTICE_ID ] ).toBe( true );
		expect( notices.queryByText( /could not be saved/ ) ).not.toBeInTheDocument();
	} );
} );

describe( 'Mobile login modal', () => {
	// The modal is its own chunk: wait for it to arrive.
	async function openModal() {
		const rendered = renderWithStore( <GlobalDialogs />, demo.backend );
		act( () => {
			rendered.store.dispatch( dialogsActions.opened( 'mobile-login' ) );
		} );
		await screen.findByRole( 'dialog' );
		return rendered;
	}

	it( 'opens with its title and the account email; Cancel closes it without a call', async () => {
		const { store } = await openModal();
		const dialog = await screen.findByRole( 'dialog', { name: 'Log in to the WordPress mobile app' } );
		expect( dialog ).toHaveTextContent( 'admin@example.test' );
		expect( dialog ).toContainElement( document.activeElement as HTMLElement );
		await userEvent.click( within( dialog ).getByRole( 'button', { name: 'Cancel' } ) );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( store.getState().dialogs.open ).toBeNull();
		expect( demo.backend.state.loginEmailsSent ).toBe( 0 );
	} );

	it( 'traps focus, closes on an overlay click and returns focus to the opener', async () => {
		function Opener() {
			const open = useOpenMobileLogin();
			return <button onClick={ open }>Open mobile login</button>;
		}
		renderWithStore(
			<>
				<Opener />
				<GlobalDialogs />
			</>,
			demo.backend
		);
		const opener = screen.getByRole( 'button', { name: 'Open mobile login' } );
		await userEvent.click( opener );
		const dialog = await screen.findByRole( 'dialog' );
		await waitFor( () => expect( dialog ).toContainElement( document.activeElement as HTMLElement ) );
		for ( let step = 0; step < 5; step++ ) {
			await userEvent.tab();
			expect( dialog ).toContainElement( document.activeElement as HTMLElement );
		}
		const overlay = document.querySelector( '.components-modal__screen-overlay' );
		expect( overlay ).not.toBeNull();
		await userEvent.click( overlay as HTMLElement );
		await waitFor( () => expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument() );
		await waitFor( () => expect( opener ).toHaveFocus() );
	} );

	it( 'closes on Send link, sends the email and shows a success notice', async () => {
		const { store } = await openModal();
		await userEvent.click( screen.getByRole( 'button', { name: 'Send link' } ) );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		await waitFor( () =>
			expect( store.getState().notices.items ).toContainEqual(
				expect.objectContaining( { noticeId: MOBILE_LOGIN_NOTICE_ID, status: 'is-success', duration: 2000 } )
			)
		);
		expect( demo.backend.state.loginEmailsSent ).toBe( 1 );
	} );

	it( 'reopened while a send is under way, blocks closing and sending again until it ends', async () => {
		await fetch( 'http://localhost/dev-api/faults', {
			method: 'POST',
			body: JSON.stringify( { path: 'jetpack/v4/mobile', delayMs: 400 } ),
		} );
		const { store } = await openModal();
		await userEvent.click( screen.getByRole( 'button', { name: 'Send link' } ) );
		expect( store.getState().notices.items ).toContainEqual(
			expect.objectContaining( { noticeId: MOBILE_LOGIN_NOTICE_ID, status: 'is-info', text: 'Sending the login link…' } )
		);
		act( () => {
			store.dispatch( dialogsActions.opened( 'mobile-login' ) );
		} );
		expect( screen.getByRole( 'button', { name: 'Sending…' } ) ).toBeDisabled();
		expect( screen.getByRole( 'button', { name: 'Cancel' } ) ).toBeDisabled();
		expect( screen.queryByRole( 'button', { name: 'Close' } ) ).not.toBeInTheDocument();
		await userEvent.keyboard( '{Escape}' );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		expect( await screen.findByRole( 'button', { name: 'Send link' } ) ).toBeEnabled();
		// Longer than the exit animation: the Escape really was refused.
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		expect( demo.backend.state.loginEmailsSent ).toBe( 1 );
	} );

	it( 'says why sending failed, and "Try again" sends the link', async () => {
		demo.backend.faults.push( { path: 'mobile/send-login-email', method: 'POST', status: 500 } );
		const rendered = renderWithStore(
			<>
				<GlobalDialogs />
				<NoticesArea />
			</>,
			demo.backend
		);
		act( () => {
			rendered.store.dispatch( dialogsActions.opened( 'mobile-login' ) );
		} );
		await userEvent.click( await screen.findByRole( 'button', { name: 'Send link' } ) );
		const notices = within( screen.getByRole( 'region', { name: 'Notices' } ) );
		expect(
			await notices.findByText( 'The login link could not be sent: The server could not complete this request. (Status 500)' )
		).toBeInTheDocument();
		expect( demo.backend.state.loginEmailsSent ).toBe( 0 );

		demo.backend.faults = [];
		await userEvent.click( notices.getByRole( 'button', { name: 'Try again' } ) );
		expect( await notices.findByText( 'Check your email: we sent a link that logs you in to the app.' ) ).toBeInTheDocument();
		expect( demo.backend.state.loginEmailsSent ).toBe( 1 );
		expect( notices.queryByText( /could not be sent/ ) ).not.toBeInTheDocument();
	} );
} );
