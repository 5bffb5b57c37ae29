import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoticesArea } from '../../../src/app/notices/NoticesArea';
import { STAGING_DISMISSED_KEY } from '../../../src/app/notices/StagingNotice';
import type { ConnectionError, InitialState } from '../../../src/api/types';
import { permissionsForRole } from '../../../src/demo/backend/roles';
import { connectionFlowActions } from '../../../src/state/connection/slice';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderWithStore } from '../../support/render';
import { recordRequests } from '../../support/requests';
import { getNoticeById, noticeById, noticesArea } from './support';

const demo = setupDemoBackend();
const requests = recordRequests( demo );

afterEach( () => window.localStorage.clear() );

function withConnection( change: Partial< InitialState[ 'connectionStatus' ] > ) {
	return ( initial: InitialState ): InitialState => ( {
		...initial,
		connectionStatus: { ...initial.connectionStatus, ...change },
	} );
}

function connectionError( action: ConnectionError[ 'action' ] ): ConnectionError {
	return { action, message: 'The site token is invalid.', code: 'invalid_token', data: { api_error_code: 'invalid_token', api_http_code: 403 } };
}

describe( 'Connection error notice', () => {
	it( 'restores the connection once, even on a double click, and then goes away', async () => {
		// No pause between the two clicks: a person's double click is quicker than any network round trip.
		const user = userEvent.setup( { delay: null } );
		const { store } = renderWithStore( <NoticesArea />, demo.backend, {
			initial: withConnection( { errors: [ connectionError( 'reconnect' ) ] } ),
		} );
		const notice = noticeById( 'connection-error' );
		expect( notice ).toHaveTextContent( 'Connection Error, please reconnect.' );

		await user.dblClick( noticesArea().getByRole( 'button', { name: 'Restore Connection' } ) );
		await waitFor( () => expect( noticeById( 'connection-error' ) ).toBeNull() );
		expect( requests.calls( '' ).filter( ( request ) => request === 'POST /wp-json/jetpack/v4/connection/reconnect' ) ).toHaveLength( 1 );
		expect( store.getState().connectionFlow.isReconnecting ).toBe( false );
		expect( noticeById( 'reconnect' ) ).toHaveTextContent( 'Jetpack has been successfully reconnected.' );
		// Like every success notice, it leaves on its own after two seconds.
		expect( store.getState().notices.items ).toContainEqual(
			expect.objectContaining( { noticeId: 'reconnect', status: 'is-success', duration: 2000 } )
		);
	} );

	it( 'ignores a click while a reconnect already runs', async () => {
		const user = userEvent.setup();
		const { store } = renderWithStore( <NoticesArea />, demo.backend, {
			initial: withConnection( { errors: [ connectionError( 'reconnect' ) ] } ),
		} );
		act( () => {
			store.dispatch( connectionFlowActions.reconnectStarted() );
		} );
		const button = noticesArea().getByRole( 'button', { name: 'Restore Connection' } );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		await user.click( button );
		expect( requests.calls( '' ) ).not.toContain( 'POST /wp-json/jetpack/v4/connection/reconnect' );
	} );

	it( 'offers support instead when the error calls for it', () => {
		renderWithStore( <NoticesArea />, demo.backend, { initial: withConnection( { errors: [ connectionError( 'support' ) ] } ) } );
		expect( noticeById( 'connection-error' ) ).toHaveTextContent( 'Connection Error, please reconnect.' );
		expect( noticesArea().getByRole( 'link', { name: 'Contact support' } ) ).toHaveAttribute(
			'href',
			'https://jetpack.com/redirect/?source=jetpack-contact-support'
		);
		expect( noticesArea().queryByRole( 'button', { name: 'Restore Connection' } ) ).not.toBeInTheDocument();
	} );

	it( 'is not shown to users who cannot connect the site', () => {
		demo.reset( 'editor' );
		renderWithStore( <NoticesArea />, demo.backend, { initial: withConnection( { errors: [ connectionError( 'reconnect' ) ] } ) } );
		expect( noticeById( 'connection-error' ) ).toBeNull();
	} );
} );

describe( 'Site not connected', () => {
	it( 'asks an editor-like user to have the administrator connect the site', () => {
		demo.reset( 'not-connected' );
		renderWithStore( <NoticesArea />, demo.backend, {
			initial: ( initial ) => ( {
				...initial,
				userData: { currentUser: { ...initial.userData.currentUser, permissions: permissionsForRole( 'editor' ) } },
			} ),
		} );
		expect( noticeById( 'not-connected' ) ).toHaveTextContent(
			'This site is not connected to WordPress.com. Please ask the site administrator to connect.'
		);
		expect( within( getNoticeById( 'not-connected' ) ).queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );

	it( 'does not say so to an administrator, who gets the connect screen instead', () => {
		demo.reset( 'not-connected' );
		renderWithStore( <NoticesArea />, demo.backend );
		expect( noticeById( 'not-connected' ) ).toBeNull();
	} );
} );

describe( 'Development version notice', () => {
	it( 'is shown to the owner and dismissed for good with POST notice/dev-version', async () => {
		const user = userEvent.setup();
		renderWithStore( <NoticesArea />, demo.backend );
		const notice = getNoticeById( 'dev-version' );
		expect( notice ).toHaveTextContent( 'You are currently running a development version of Jetpack.' );

		await user.click( within( notice ).getByRole( 'button', { name: 'Close' } ) );
		expect( noticeById( 'dev-version' ) ).toBeNull();
		await waitFor( () => expect( demo.backend.state.dismissedNotices[ 'dev-version' ] ).toBe( true ) );
		expect( requests.calls( '' ) ).toContain( 'POST /wp-json/jetpack/v4/notice/dev-version' );
	} );

	it( 'comes back when the dismissal is refused, and is dismissed on "Try again"', async () => {
		const user = userEvent.setup();
		demo.backend.faults.push( { path: 'notice/dev-version', method: 'POST', status: 500 } );
		renderWithStore( <NoticesArea />, demo.backend );
		await user.click( within( getNoticeById( 'dev-version' ) ).getByRole( 'button', { name: 'Close' } ) );

		const error = await noticesArea().findByText( /^The dismissal could not be saved: The server could not complete this request\./ );
		expect( getNoticeById( 'dev-version' ) ).toHaveTextContent( 'You are currently running a development version of Jetpack.' );
		expect( demo.backend.state.dismissedNotices[ 'dev-version' ] ).toBeUndefined();

		demo.backend.faults = [];
		await user.click( noticesArea().getByRole( 'button', { name: 'Try again' } ) );
		await waitFor( () => expect( demo.backend.state.dismissedNotices[ 'dev-version' ] ).toBe( true ) );
		expect( noticeById( 'dev-version' ) ).toBeNull();
		expect( error ).not.toBeInTheDocument();
	} );

	it( 'is hidden from subscribers', () => {
		demo.reset( 'subscriber' );
		renderWithStore( <NoticesArea />, demo.backend );
		expect( noticeById( 'dev-version' ) ).toBeNull();
	} );

	it( 'stays hidden once dismissed', () => {
		demo.backend.update( ( state ) => {
			state.dismissedNotices[ 'dev-version' ] = true;
		} );
		renderWithStore( <NoticesArea />, demo.backend );
		expect( noticeById( 'dev-version' ) ).toBeNull();
	} );
} );

describe( 'Staging notice', () => {
	it( 'is shown on a staging site and, dismissed in this browser, stays hidden', async () => {
		const user = userEvent.setup();
		const first = renderWithStore( <NoticesArea />, demo.backend, { initial: withConnection( { isStaging: true } ) } );
		const notice = getNoticeById( 'staging' );
		expect( notice ).toHaveTextContent( 'You are running Jetpack on a staging site.' );

		await user.click( within( notice ).getByRole( 'button', { name: 'Close' } ) );
		expect( noticeById( 'staging' ) ).toBeNull();
		expect( window.localStorage.getItem( STAGING_DISMISSED_KEY ) ).toBe( '1' );

		first.unmount();
		renderWithStore( <NoticesArea />, demo.backend, { initial: withConnection( { isStaging: true } ) } );
		expect( noticeById( 'staging' ) ).toBeNull();
	} );

	it( 'is hidden during an identity crisis, whose notice explains the address instead', async () => {
		renderWithStore( <NoticesArea />, demo.backend, { initial: withConnection( { isStaging: true, isInIdentityCrisis: true } ) } );
		expect( await noticesArea().findByText( 'Jetpack Safe Mode: this site’s address has changed' ) ).toBeVisible();
		expect( noticeById( 'staging' ) ).toBeNull();
	} );
} );

describe( 'Unlinked user notice', () => {
	it( 'invites an unlinked admin to connect their account through the connect URL', () => {
		demo.reset( 'user-unlinked' );
		renderWithStore( <NoticesArea />, demo.backend );
		expect( noticeById( 'unlinked-user' ) ).toHaveTextContent( 'Your user account is not connected to WordPress.com.' );
		expect( noticesArea().getByRole( 'link', { name: 'Connect your WordPress.com account' } ) ).toHaveAttribute(
			'href',
			'http://localhost/demo-provider/authorize'
		);
	} );

	it( 'is not shown while the connection has errors', () => {
		demo.reset( 'user-unlinked' );
		renderWithStore( <NoticesArea />, demo.backend, { initial: withConnection( { errors: [ connectionError( 'reconnect' ) ] } ) } );
		expect( noticeById( 'unlinked-user' ) ).toBeNull();
	} );

	it( 'is not shown to a linked user', () => {
		renderWithStore( <NoticesArea />, demo.backend );
		expect( noticeById( 'unlinked-user' ) ).toBeNull();
		expect( screen.queryByText( /Your user account is not connected/ ) ).not.toBeInTheDocument();
	} );
} );
