import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoticesArea } from '../../../src/app/notices/NoticesArea';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderWithStore } from '../../support/render';
import { recordRequests } from '../../support/requests';
import { getNoticeById, noticeById, noticesArea } from './support';

const demo = setupDemoBackend( 'licenses' );
const requests = recordRequests( demo );
const V4 = '/wp-json/jetpack/v4';

describe( 'Licence activation notice', () => {
	it( 'offers the detached licences with links to the licence screen and the purchases page', async () => {
		renderWithStore( <NoticesArea />, demo.backend );
		await waitFor( () => expect( noticeById( 'license-activation' ) ).not.toBeNull() );
		expect( noticeById( 'license-activation' ) ).toHaveTextContent( 'You have 2 Jetpack licenses ready to activate on this site.' );
		expect( noticesArea().getByRole( 'link', { name: 'Activate licenses' } ) ).toHaveAttribute( 'href', '#/license/activation' );
		expect( noticesArea().getByRole( 'link', { name: 'View purchases' } ) ).toHaveAttribute(
			'href',
			'https://jetpack.com/redirect/?source=calypso-purchases'
		);
		// More than one licence: nothing to name, so the list is not fetched.
		expect( requests.calls( '' ) ).not.toContain( `GET ${ V4 }/licensing/user/licenses` );
	} );

	it( 'records the dismissal (time and count) and hides the notice', async () => {
		const user = userEvent.setup();
		const { store } = renderWithStore( <NoticesArea />, demo.backend );
		await waitFor( () => expect( noticeById( 'license-activation' ) ).not.toBeNull() );

		await user.click( within( getNoticeById( 'license-activation' ) ).getByRole( 'button', { name: 'Close' } ) );
		expect( noticeById( 'license-activation' ) ).toBeNull();
		await waitFor( () => expect( demo.backend.state.licensing.activationNoticeDismiss.last_detached_count ).toBe( 2 ) );
		expect( requests.calls( '' ) ).toContain( `POST ${ V4 }/licensing/user/activation-notice-dismiss` );
		expect( demo.backend.state.licensing.activationNoticeDismiss.last_dismissed_time ).toBe( '2026-11-22T12:00:00.000Z' );
		await waitFor( () =>
			expect( store.getState().licensing.activationNoticeDismiss ).toEqual( {
				last_detached_count: 2,
				last_dismissed_time: '2026-11-22T12:00:00.000Z',
			} )
		);
		expect( noticeById( 'license-activation' ) ).toBeNull();
	} );

	it( 'names the product of a single detached licence, refreshing the licences', async () => {
		demo.backend.update( ( state ) => {
			state.licensing.userCounts = { attached: 2, detached: 1, revoked: 0, not_revoked: 3 };
			const backup = state.licensing.licenses.find( ( license ) => license.product_id === 2112 );
			if ( backup ) {
				backup.attached_at = '2026-11-01T00:00:00Z';
			}
		} );
		renderWithStore( <NoticesArea />, demo.backend );
		await waitFor( () =>
			expect( noticeById( 'license-activation' ) ).toHaveTextContent(
				'Your Jetpack Security (10GB) license is ready. Activate it to start using it on this site.'
			)
		);
		expect( requests.calls( '' ) ).toContain( `GET ${ V4 }/licensing/user/licenses` );
		expect( noticesArea().getByRole( 'link', { name: 'Activate license' } ) ).toBeInTheDocument();
	} );

	it( 'stays hidden within 14 days of a dismissal of as many licences', () => {
		renderWithStore( <NoticesArea />, demo.backend, {
			initial: ( initial ) => ( {
				...initial,
				licensing: {
					...initial.licensing,
					activationNoticeDismiss: { last_detached_count: 2, last_dismissed_time: new Date( Date.now() - 86400000 ).toISOString() },
				},
			} ),
		} );
		// The counts come with the page, so the decision is made at once, without a request.
		expect( noticeById( 'license-activation' ) ).toBeNull();
		expect( requests.calls( '' ) ).not.toContain( `GET ${ V4 }/licensing/user/counts` );
	} );

	it( 'is hidden on the licence routes', () => {
		renderWithStore( <NoticesArea />, demo.backend, { route: '#/license/activation' } );
		expect( noticeById( 'license-activation' ) ).toBeNull();
		expect( requests.calls( '' ) ).not.toContain( `GET ${ V4 }/licensing/user/counts` );
	} );

	it( 'is hidden on managed-hosting sites and from users who are not the connection owner, without asking for counts', () => {
		const first = renderWithStore( <NoticesArea />, demo.backend, {
			initial: ( initial ) => ( { ...initial, siteData: { ...initial.siteData, isAtomicSite: true } } ),
		} );
		expect( noticeById( 'license-activation' ) ).toBeNull();
		first.unmount();

		renderWithStore( <NoticesArea />, demo.backend, {
			initial: ( initial ) => ( {
				...initial,
				userData: { currentUser: { ...initial.userData.currentUser, isMaster: false } },
			} ),
		} );
		expect( noticeById( 'license-activation' ) ).toBeNull();
		expect( requests.calls( '' ) ).not.toContain( `GET ${ V4 }/licensing/user/counts` );
	} );
} );

describe( 'Licensing error notice', () => {
	it( 'shows the recorded licensing error to an admin and clears it when dismissed', async () => {
		const user = userEvent.setup();
		demo.backend.update( ( state ) => {
			state.licensing.error = 'The license could not be attached to this site.';
		} );
		renderWithStore( <NoticesArea />, demo.backend );
		const notice = getNoticeById( 'licensing-error' );
		expect( notice ).toHaveTextContent( 'The license could not be attached to this site.' );

		await user.click( within( notice ).getByRole( 'button', { name: 'Close' } ) );
		expect( noticeById( 'licensing-error' ) ).toBeNull();
		await waitFor( () => expect( demo.backend.state.licensing.error ).toBe( '' ) );
		expect( requests.calls( '' ) ).toContain( `POST ${ V4 }/licensing/error` );
	} );

	it( 'comes back when the clearing is refused, saying why, and is cleared on "Try again"', async () => {
		const user = userEvent.setup();
		demo.backend.update( ( state ) => {
			state.licensing.error = 'The license could not be attached to this site.';
		} );
		demo.backend.faults.push( { path: 'licensing/error', method: 'POST', status: 500 } );
		renderWithStore( <NoticesArea />, demo.backend );
		await user.click( within( getNoticeById( 'licensing-error' ) ).getByRole( 'button', { name: 'Close' } ) );

		const failure = await noticesArea().findByText( /^The dismissal could not be saved: The server could not complete this request\./ );
		expect( getNoticeById( 'licensing-error' ) ).toHaveTextContent( 'The license could not be attached to this site.' );
		expect( demo.backend.state.licensing.error ).toBe( 'The license could not be attached to this site.' );

		demo.backend.faults = [];
		await user.click( noticesArea().getByRole( 'button', { name: 'Try again' } ) );
		await waitFor( () => expect( demo.backend.state.licensing.error ).toBe( '' ) );
		expect( noticeById( 'licensing-error' ) ).toBeNull();
		expect( failure ).not.toBeInTheDocument();
	} );

	it( 'is not shown to an editor', () => {
		demo.reset( 'editor' );
		demo.backend.update( ( state ) => {
			state.licensing.error = 'The license could not be attached to this site.';
		} );
		renderWithStore( <NoticesArea />, demo.backend );
		expect( noticeById( 'licensing-error' ) ).toBeNull();
	} );
} );
