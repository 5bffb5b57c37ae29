/**
 * The stats card's calls on the drawn dashboard (docs/dashboard.md#site-stats): the day range once, also when it fails
 * (the card's failure with Try again, not a second call), and week and month asked for on intent, when the pointer
 * or the keyboard focus reaches the range tabs, so that they are ready before a tab is chosen.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdStartCalls, sendStartCalls } from '../../../app/boot-calls';
import { loadStartScreen } from '../../../app/screens';
import { pageFactsOf } from '../../../lib/page-facts';
import { routeReadsApi } from '../../../state/route-reads/api';
import { findAlert, tryAgain } from '../../../../tests/support/alert';
import { setupDemoBackend } from '../../../../tests/support/demo-msw';
import { App } from '../../../app/App';
import { createAppStore } from '../../../state/store';
import { initialStateFor } from '../../../../tests/support/render';
import { failCall } from '../../../../tests/support/fail';
import { JETPACK_V4, recordRequests } from '../../../../tests/support/requests';

const demo = setupDemoBackend();

const requests = recordRequests( demo );
/** The range of each stats call, in the order sent. */
const ranges = () =>
	requests.sent.filter( ( entry ) => entry.path === `${ JETPACK_V4 }module/stats/data` ).map( ( entry ) => entry.query.get( 'range' ) );

const card = () => screen.getByRole( 'region', { name: 'Site Stats' } );

/** The dashboard as the page boots it: its start calls, their answers, the first render, then the calls let go. */
async function bootDashboard() {
	await loadStartScreen( '#/dashboard' );
	window.location.hash = '#/dashboard';
	const initial = initialStateFor( demo.backend );
	const sent = sendStartCalls( pageFactsOf( initial ), '#/dashboard' );
	const store = createAppStore( initial );
	const held = holdStartCalls( store, routeReadsApi, sent );
	await held.answered;
	const rendered = render( <App store={ store } /> );
	held.release();
	return rendered;
}

it( 'asks for the day range once when it fails, and again only on Try again', async () => {
	// Every stats call fails until the test lets them through: a second call would fail too, before the card says so.
	failCall( demo.server, 'get', 'module/stats/data', { message: 'Stats are resting.', once: false } );
	await bootDashboard();
	const alert = await findAlert( card(), 'The stats could not be loaded. Stats are resting. (Status 500)' );
	expect( ranges() ).toEqual( [ 'day' ] );

	demo.server.resetHandlers();
	await tryAgain( alert );
	expect( await within( card() ).findByRole( 'list', { name: 'Views per day' } ) ).toBeVisible();
	expect( ranges() ).toEqual( [ 'day', 'day' ] );
} );

it( 'asks for no other range on load, and for week and month when the pointer reaches the tabs, before a click', async () => {
	await bootDashboard();
	expect( await within( card() ).findByRole( 'list', { name: 'Views per day' } ) ).toBeVisible();
	expect( ranges() ).toEqual( [ 'day' ] );

	await userEvent.hover( within( card() ).getByRole( 'tab', { name: 'Days' } ) );
	await waitFor( () => expect( ranges() ).toEqual( [ 'day', 'week', 'month' ] ) );
	await userEvent.click( within( card() ).getByRole( 'tab', { name: 'Weeks' } ) );
	expect( await within( card() ).findByRole( 'list', { name: 'Views per week' } ) ).toBeVisible();
	await userEvent.click( within( card() ).getByRole( 'tab', { name: 'Months' } ) );
	expect( await within( card() ).findByRole( 'list', { name: 'Views per month' } ) ).toBeVisible();
	expect( ranges() ).toEqual( [ 'day', 'week', 'month' ] );
} );

it( 'asks for week and month when the keyboard focus reaches the tabs', async () => {
	await bootDashboard();
	const days = await within( card() ).findByRole( 'tab', { name: 'Days' } );
	expect( ranges() ).toEqual( [ 'day' ] );
	act( () => days.focus() );
	await waitFor( () => expect( ranges() ).toEqual( [ 'day', 'week', 'month' ] ) );
	// Focus moving on within the tabs asks for nothing more.
	await userEvent.keyboard( '{ArrowRight}' );
	expect( await within( card() ).findByRole( 'list', { name: 'Views per week' } ) ).toBeVisible();
	expect( ranges() ).toEqual( [ 'day', 'week', 'month' ] );
} );
