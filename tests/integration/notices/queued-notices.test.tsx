import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { NoticesArea } from '../../../src/app/notices/NoticesArea';
import { noticesActions } from '../../../src/state/notices/slice';
import type { NoticeInput } from '../../../src/state/notices/slice';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderWithStore } from '../../support/render';
import { getNoticeById, noticeById } from './support';

// The editor sees no standing notices but the development one, and asks for nothing on mount.
const demo = setupDemoBackend( 'editor' );

function renderArea() {
	const rendered = renderWithStore(
		<>
			<NoticesArea />
			<Link to="/settings">Go to settings</Link>
			<Link to="/my-plan">Go to my plan</Link>
		</>,
		demo.backend
	);
	const show = ( notice: NoticeInput ) =>
		act( () => {
			rendered.store.dispatch( noticesActions.noticeShown( notice ) );
		} );
	return { ...rendered, show };
}

describe( 'Queued notices', () => {
	it( 'shows a queued notice with its status and removes it with the dismiss button', async () => {
		const user = userEvent.setup();
		const { show, store } = renderArea();
		show( { noticeId: 'saved', status: 'is-success', text: 'Settings saved.' } );
		const notice = getNoticeById( 'saved' );
		expect( notice ).toHaveTextContent( 'Settings saved.' );
		expect( notice ).toHaveClass( 'is-success' );

		await user.click( within( notice ).getByRole( 'button', { name: 'Close' } ) );
		expect( noticeById( 'saved' ) ).toBeNull();
		expect( store.getState().notices.items ).toEqual( [] );
	} );

	it( 'has no dismiss button when showDismiss is false', () => {
		const { show } = renderArea();
		show( { noticeId: 'busy', status: 'is-info', text: 'Working…', showDismiss: false } );
		expect( within( getNoticeById( 'busy' ) ).queryByRole( 'button', { name: 'Close' } ) ).not.toBeInTheDocument();
	} );

	it( 'dismisses itself after its duration, and a notice without one stays', () => {
		jest.useFakeTimers();
		try {
			const { show } = renderArea();
			show( { noticeId: 'brief', status: 'is-success', text: 'Copied.', duration: 2000 } );
			show( { noticeId: 'stays', status: 'is-error', text: 'Something failed.' } );
			act( () => {
				jest.advanceTimersByTime( 1999 );
			} );
			expect( noticeById( 'brief' ) ).not.toBeNull();
			act( () => {
				jest.advanceTimersByTime( 1 );
			} );
			expect( noticeById( 'brief' ) ).toBeNull();
			act( () => {
				jest.advanceTimersByTime( 60000 );
			} );
			expect( noticeById( 'stays' ) ).not.toBeNull();
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'leaves with the route unless persistent; a next-page notice waits for the next route', async () => {
		const user = userEvent.setup();
		const { show, store } = renderArea();
		show( { noticeId: 'local', status: 'is-info', text: 'Only here.' } );
		show( { noticeId: 'sticky', status: 'is-info', text: 'Everywhere.', isPersistent: true } );
		show( { noticeId: 'later', status: 'is-success', text: 'License activated.', displayOnNextPage: true } );
		expect( noticeById( 'local' ) ).not.toBeNull();
		expect( noticeById( 'sticky' ) ).not.toBeNull();
		expect( noticeById( 'later' ) ).toBeNull();

		await user.click( screen.getByRole( 'link', { name: 'Go to settings' } ) );
		await waitFor( () => expect( noticeById( 'local' ) ).toBeNull() );
		expect( noticeById( 'sticky' ) ).not.toBeNull();
		expect( noticeById( 'later' ) ).toHaveTextContent( 'License activated.' );
		expect( store.getState().notices.items.map( ( item ) => item.noticeId ) ).toEqual( [ 'sticky', 'later' ] );

		await user.click( screen.getByRole( 'link', { name: 'Go to my plan' } ) );
		await waitFor( () => expect( noticeById( 'later' ) ).toBeNull() );
		expect( noticeById( 'sticky' ) ).not.toBeNull();
	} );
} );
