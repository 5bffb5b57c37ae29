/**
 * Reads of declared routes through the real store and the demo backend (docs/api.md#route-reads): one request per
 * route and query whoever reads it, the answer as the site gave it, and asked again only after a write that changes it.
 */
import { waitFor } from '@testing-library/react';
import type { RouteRead } from '../../../src/api/rest-routes';
import { dashboardApi } from '../../../src/state/dashboard/api';
import { licensingApi } from '../../../src/state/licensing/api';
import { routeReadsApi } from '../../../src/state/route-reads/api';
import { createAppStore } from '../../../src/state/store';
import type { AppStore } from '../../../src/state/store';
import { setupDemoBackend } from '../../support/demo-msw';
import { initialStateFor } from '../../support/render';
import { recordRequests, settle } from '../../support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );

const read = ( store: AppStore, each: RouteRead ) => store.dispatch( routeReadsApi.endpoints.readRoute.initiate( each ) );

function storeOf( scenario: string ): AppStore {
	const store = createAppStore( initialStateFor( demo.reset( scenario ) ) );
	requests.clear();
	return store;
}

it( 'sends one request for a route however many parts read it, with the answer the site gave', async () => {
	const store = storeOf( 'owner' );
	const [ first, second ] = await Promise.all( [ read( store, { route: 'rewind' } ), read( store, { route: 'rewind' } ) ] );
	expect( first.data ).toEqual( second.data );
	expect( first.data ).toHaveProperty( 'state' );
	expect( requests.calls() ).toEqual( [ 'GET rewind' ] );
} );

it( 'keeps each query of a route apart: each stats range is its own read, sent with its range', async () => {
	const store = storeOf( 'owner' );
	await read( store, { route: 'stats', query: { range: 'day' } } );
	await read( store, { route: 'stats', query: { range: 'week' } } );
	await read( store, { route: 'stats', query: { range: 'day' } } );
	expect( requests.sent.map( ( { query } ) => query.get( 'range' ) ) ).toEqual( [ 'day', 'week' ] );
} );

it( 'keeps a failed read as its failure, the client’s error in its serializable form', async () => {
	const store = storeOf( 'owner' );
	await fetch( 'http://localhost/dev-api/faults', { method: 'POST', body: JSON.stringify( { path: 'jetpack/v4/scan', status: 500 } ) } );
	const failed = await read( store, { route: 'scan' } );
	expect( failed.isError ).toBe( true );
	expect( failed.error ).toMatchObject( { name: 'ApiError' } );
} );

it( 'asks for the Akismet data again after a valid key, and for nothing else', async () => {
	const store = storeOf( 'owner' );
	const held = [ read( store, { route: 'akismetData' } ), read( store, { route: 'rewind' } ) ];
	await Promise.all( held );
	requests.clear();
	await store.dispatch( dashboardApi.endpoints.checkAkismetKey.initiate( 'abcdef012345' ) );
	await waitFor( () => expect( requests.calls() ).toContain( 'GET module/akismet/data' ) );
	await settle();
	expect( requests.calls() ).toEqual( [ 'POST module/akismet/key/check', 'GET module/akismet/data' ] );
	held.forEach( ( each ) => each.unsubscribe() );
} );

it( 'asks for the cards’ statuses again after a licence activates a product, not for the plugins or Akismet', async () => {
	const store = storeOf( 'licenses' );
	const routes = [ 'rewind', 'scan', 'akismetData', 'plugins' ] as const;
	const held = routes.map( ( route ) => read( store, { route } ) );
	await Promise.all( held );
	requests.clear();
	await store.dispatch( licensingApi.endpoints.setLicense.initiate( 'jetpack-backup-t1-demo-2' ) );
	await waitFor( () => expect( requests.calls().filter( ( call ) => call === 'GET rewind' || call === 'GET scan' ) ).toHaveLength( 2 ) );
	await settle();
	expect( requests.count( 'GET', 'module/akismet/data' ) ).toBe( 0 );
	expect( requests.count( 'GET', 'plugins' ) ).toBe( 0 );
	held.forEach( ( each ) => each.unsubscribe() );
} );
