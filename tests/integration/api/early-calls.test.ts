/**
 * Calls sent at boot before any part asked for them (docs/api.md#start-calls): the first same call takes the answer,
 * or the failure, and is not sent again; a later call, or one after the boot let go of them, asks the site.
 */
import { ApiError } from '../../../src/api/errors';
import { callRoute, dropEarlyCalls, sendEarly } from '../../../src/api/call-route';
import { REST_ROUTES } from '../../../src/api/rest-routes';
import { setupDemoBackend } from '../../support/demo-msw';
import { failCall } from '../../support/fail';
import { recordRequests } from '../../support/requests';

const demo = setupDemoBackend();
const requests = recordRequests( demo );
afterEach( dropEarlyCalls );

it( 'answers the first same call from the call sent early, and sends the next', async () => {
	void sendEarly( REST_ROUTES.stats, { query: { range: 'day' } } );
	const first = await callRoute( REST_ROUTES.stats, { query: { range: 'day' } } );
	expect( first.general ).toBeDefined();
	expect( requests.calls() ).toEqual( [ 'GET module/stats/data' ] );
	await callRoute( REST_ROUTES.stats, { query: { range: 'day' } } );
	expect( requests.calls() ).toEqual( [ 'GET module/stats/data', 'GET module/stats/data' ] );
} );

it( 'sends a call that differs from the early one: another query, another route', async () => {
	void sendEarly( REST_ROUTES.stats, { query: { range: 'day' } } );
	await callRoute( REST_ROUTES.stats, { query: { range: 'week' } } );
	await callRoute( REST_ROUTES.rewind );
	expect( requests.sent.map( ( entry ) => `${ entry.path.replace( /^.*\/v4\//, '' ) } ${ entry.query.get( 'range' ) ?? '' }`.trim() ).sort() ).toEqual(
		[ 'module/stats/data day', 'module/stats/data week', 'rewind' ]
	);
} );

it( 'gives the early call’s failure to the call that takes it, as the typed error, and leaves none unhandled meanwhile', async () => {
	failCall( demo.server, 'get', 'rewind', { message: 'Backups are resting.' } );
	void sendEarly( REST_ROUTES.rewind );
	// The failure arrives before any part asks: it is held, not reported as unhandled.
	await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
	await expect( callRoute( REST_ROUTES.rewind ) ).rejects.toEqual( expect.any( ApiError ) );
	expect( requests.calls() ).toEqual( [ 'GET rewind' ] );
} );

it( 'asks the site once the boot let go of the early calls', async () => {
	void sendEarly( REST_ROUTES.rewind );
	dropEarlyCalls();
	await callRoute( REST_ROUTES.rewind );
	expect( requests.calls() ).toEqual( [ 'GET rewind', 'GET rewind' ] );
} );

it( 'sends only reads early', () => {
	expect( () => sendEarly( REST_ROUTES.setModuleActive, { params: { slug: 'stats' } } ) ).toThrow( 'Only a GET is sent early' );
	expect( requests.calls() ).toEqual( [] );
} );
