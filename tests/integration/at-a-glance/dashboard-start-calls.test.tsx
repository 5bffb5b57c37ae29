/**
 * The dashboard's start calls (docs/dashboard.md#start-calls) are exactly the card calls the drawn dashboard makes
 * before any answer, for every demo scenario and both addresses that open it: a call started at boot that no card
 * makes would be wasted, and a card call missing from the list would leave after the first render.
 */
import { act } from '@testing-library/react';
import { http } from 'msw';
import { loadStartScreen } from '../../../src/app/screens';
import { SCENARIO_NAMES } from '../../../src/demo/backend/scenarios';
import { dashboardStartCalls, startCalls } from '../../../src/screens/at-a-glance/dashboard-start-calls';
import { createAppStore } from '../../../src/state/store';
import { dashboardApi } from '../../../src/state/dashboard/api';
import { pluginsApi } from '../../../src/state/plugins/api';
import { statsApi } from '../../../src/state/stats/api';
import type { RootState } from '../../../src/state/store';
import { setupDemoBackend, TEST_REST_ROOT } from '../../support/demo-msw';
import { initialStateFor, renderApp } from '../../support/render';

const demo = setupDemoBackend();

// No answer comes while the test looks: only the calls of the first render are made, not those an answer leads to.
let release: () => void = () => undefined;
beforeEach( () => {
	const gate = new Promise< void >( ( resolve ) => ( release = resolve ) );
	demo.server.use( http.get( `${ TEST_REST_ROOT }jetpack/v4/*`, () => gate ) );
} );
afterEach( () => release() );

/** The card calls of the dashboard that the store has started, by the start list's names. */
function startedCardCalls( state: RootState ): string[] {
	const calls = {
		getAkismetData: dashboardApi.endpoints.getAkismetData.select()( state ),
		getRewindStatus: dashboardApi.endpoints.getRewindStatus.select()( state ),
		getScanStatus: dashboardApi.endpoints.getScanStatus.select()( state ),
		getProtectCount: dashboardApi.endpoints.getProtectCount.select()( state ),
		'getStatsData day': statsApi.endpoints.getStatsData.select( 'day' )( state ),
		getPlugins: pluginsApi.endpoints.getPlugins.select()( state ),
	};
	return Object.entries( calls )
		.filter( ( [ , query ] ) => ! query.isUninitialized )
		.map( ( [ name ] ) => name );
}

describe.each( SCENARIO_NAMES )( 'scenario %s', ( scenario ) => {
	it.each( [ '/dashboard', '/' ] )( 'starts at %s exactly the card calls the drawn dashboard makes', async ( path ) => {
		demo.reset( scenario );
		// Loaded first, as the page loads it at boot: the screen is then drawn in the first render.
		await loadStartScreen( `#${ path }` );
		const { store } = renderApp( demo.backend, { route: `#${ path }` } );
		const listed = dashboardStartCalls( store.getState(), path ).map( ( call ) =>
			call.endpoint === 'getStatsData' ? `getStatsData ${ call.range }` : call.endpoint
		);
		expect( startedCardCalls( store.getState() ).sort() ).toEqual( [ ...listed ].sort() );
		// The lazy parts of another first screen (the connect screen, a notice) finish loading before the test ends.
		await act( async () => undefined );
	} );
} );

it( 'starts the six calls of the owner’s dashboard, and none on another screen’s address', async () => {
	await loadStartScreen( '#/dashboard' );
	const { store } = renderApp( demo.backend, { route: '#/dashboard' } );
	expect( dashboardStartCalls( store.getState(), '/dashboard' ) ).toHaveLength( 6 );
	expect( dashboardStartCalls( store.getState(), '/reconnect' ) ).toEqual( [] );
	expect( dashboardStartCalls( store.getState(), '/settings' ) ).toEqual( [] );
} );

describe( 'startCalls, as the page runs it at boot', () => {
	it( 'sends the listed calls and says when all are answered, with the answers in the cache', async () => {
		release();
		const store = createAppStore( initialStateFor( demo.backend ) );
		const started = startCalls( store, '/dashboard' );
		expect( started ).not.toBeNull();
		await started?.answered;
		expect( dashboardApi.endpoints.getScanStatus.select()( store.getState() ).isSuccess ).toBe( true );
		expect( statsApi.endpoints.getStatsData.select( 'day' )( store.getState() ).isSuccess ).toBe( true );
		started?.release();
	} );

	it( 'starts nothing where the dashboard is not what opens', () => {
		demo.reset( 'not-connected' );
		const store = createAppStore( initialStateFor( demo.backend ) );
		expect( startCalls( store, '/dashboard' ) ).toBeNull();
		expect( startCalls( createAppStore( initialStateFor( demo.reset( 'owner' ) ) ), '/settings' ) ).toBeNull();
	} );
} );
