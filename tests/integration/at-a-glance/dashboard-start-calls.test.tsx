/**
 * The dashboard's start calls (docs/dashboard.md#start-calls) are exactly the card calls the drawn dashboard makes
 * before any answer, for every demo scenario and both addresses that open it: a call started at boot that no card
 * makes would be wasted, and a card call missing from the list would leave after the first render.
 */
import { act } from '@testing-library/react';
import { http } from 'msw';
import { dropEarlyCalls } from '../../../src/api/call-route';
import { holdStartCalls, sendStartCalls } from '../../../src/app/boot-calls';
import { loadStartScreen } from '../../../src/app/screens';
import { SCENARIO_NAMES } from '../../../src/demo/backend/scenarios';
import { pageFactsOf } from '../../../src/lib/page-facts';
import { readOf, REST_ROUTES } from '../../../src/api/rest-routes';
import type { RouteRead } from '../../../src/api/rest-routes';
import { CARDS } from '../../../src/screens/at-a-glance/cards';
import { dashboardStartCalls, sameCall } from '../../../src/screens/at-a-glance/dashboard-start-calls';
import { createAppStore } from '../../../src/state/store';
import { routeReadsApi } from '../../../src/state/route-reads/api';
import type { RootState } from '../../../src/state/store';
import { setupDemoBackend, TEST_REST_ROOT } from '../../support/demo-msw';
import { initialStateFor, renderApp } from '../../support/render';
import { recordRequests } from '../../support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );

// No answer comes while the test looks: only the calls of the first render are made, not those an answer leads to.
let release: () => void = () => undefined;
beforeEach( () => {
	const gate = new Promise< void >( ( resolve ) => ( release = resolve ) );
	demo.server.use( http.get( `${ TEST_REST_ROOT }jetpack/v4/*`, () => gate ) );
} );
afterEach( () => {
	release();
	dropEarlyCalls();
} );

/** Every call a card of the list starts, once each (the two plugin promos share theirs). */
const CARD_STARTS = CARDS.flatMap( ( card ) => ( card.start ? [ card.start ] : [] ) ).filter(
	( start, at, all ) => all.findIndex( ( other ) => sameCall( other, start ) ) === at
);
/** A read by name: its route, and its query when it has one. */
const callName = ( { route, query }: RouteRead ): string => ( query ? `${ route } ${ JSON.stringify( query ) }` : route );

/** The card calls of the dashboard that the store has started, by name. */
function startedCardCalls( state: RootState ): string[] {
	return CARD_STARTS.filter( ( start ) => ! routeReadsApi.endpoints.readRoute.select( readOf( start ) )( state ).isUninitialized ).map( callName );
}

describe.each( SCENARIO_NAMES )( 'scenario %s', ( scenario ) => {
	it.each( [ '/dashboard', '/' ] )( 'starts at %s exactly the card calls the drawn dashboard makes', async ( path ) => {
		demo.reset( scenario );
		// Loaded first, as the page loads it at boot: the screen is then drawn in the first render.
		await loadStartScreen( `#${ path }` );
		const { store } = renderApp( demo.backend, { route: `#${ path }` } );
		const listed = dashboardStartCalls( pageFactsOf( initialStateFor( demo.backend ) ), path ).map( callName );
		expect( startedCardCalls( store.getState() ).sort() ).toEqual( [ ...listed ].sort() );
		// The lazy parts of another first screen (the connect screen, a notice) finish loading before the test ends.
		await act( async () => undefined );
	} );
} );

it( 'starts every card call on the owner’s dashboard, once each, and none on another screen’s address', async () => {
	await loadStartScreen( '#/dashboard' );
	const page = pageFactsOf( initialStateFor( demo.backend ) );
	expect( dashboardStartCalls( page, '/dashboard' ) ).toEqual( CARD_STARTS.map( readOf ) );
	expect( dashboardStartCalls( page, '/reconnect' ) ).toEqual( [] );
	expect( dashboardStartCalls( page, '/settings' ) ).toEqual( [] );
} );

describe( 'the start calls, as the page boots', () => {
	it( 'sends each listed call once, before the store exists; the store’s reads take the answers into the cache', async () => {
		release();
		const initial = initialStateFor( demo.backend );
		requests.clear();
		const sent = sendStartCalls( pageFactsOf( initial ), '#/dashboard' );
		expect( sent.map( readOf ) ).toEqual( dashboardStartCalls( pageFactsOf( initial ), '/dashboard' ) );
		const store = createAppStore( initial );
		const held = holdStartCalls( store, routeReadsApi, sent );
		await held.answered;
		const read = ( each: RouteRead ) => routeReadsApi.endpoints.readRoute.select( each )( store.getState() );
		expect( read( { route: 'scan' } ).isSuccess ).toBe( true );
		expect( read( { route: 'stats', query: { range: 'day' } } ).isSuccess ).toBe( true );
		held.release();
		expect( requests.calls().sort() ).toEqual( CARD_STARTS.map( ( start ) => `GET ${ REST_ROUTES[ start.route ].path }` ).sort() );
	} );

	it( 'sends nothing where the dashboard is not what opens', () => {
		requests.clear();
		expect( sendStartCalls( pageFactsOf( initialStateFor( demo.reset( 'not-connected' ) ) ), '#/dashboard' ) ).toEqual( [] );
		expect( sendStartCalls( pageFactsOf( initialStateFor( demo.reset( 'owner' ) ) ), '#/settings' ) ).toEqual( [] );
		expect( requests.calls() ).toEqual( [] );
	} );
} );
