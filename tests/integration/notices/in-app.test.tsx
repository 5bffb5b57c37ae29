import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noticesActions } from '../../../src/state/notices/slice';
import { setupDemoBackend } from '../../support/demo-msw';
import { renderApp } from '../../support/render';
import { findNoticeById, getNoticeById, noticeById } from './support';

const demo = setupDemoBackend();

// The layout, and the notices area with it, remounts on every route change: what it remembers must survive that.
describe( 'Notices area in the app', () => {
	it( 'keeps a dismissed state notice hidden and drops a route-bound notice on the next route', async () => {
		const user = userEvent.setup();
		const { store } = renderApp( demo.backend, { query: 'error=cheatin' } );
		await screen.findByRole( 'heading', { level: 1, name: 'At a Glance' } );
		expect( await findNoticeById( 'state-notice' ) ).toHaveTextContent( "Cheatin' uh?" );
		act( () => {
			store.dispatch( noticesActions.noticeShown( { noticeId: 'local', status: 'is-info', text: 'Only here.' } ) );
		} );
		expect( noticeById( 'local' ) ).not.toBeNull();

		await user.click( within( getNoticeById( 'state-notice' ) ).getByRole( 'button', { name: 'Close' } ) );
		await user.click( screen.getByRole( 'link', { name: 'Settings' } ) );
		await waitFor( () => expect( window.location.hash ).toMatch( /^#\/settings/ ) );
		await waitFor( () => expect( noticeById( 'local' ) ).toBeNull() );
		expect( noticeById( 'state-notice' ) ).toBeNull();
		expect( store.getState().notices.items ).toEqual( [] );
	} );
} );
