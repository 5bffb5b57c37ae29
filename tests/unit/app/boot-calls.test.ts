/**
 * The boot sends the opened screen's calls from what the page printed (docs/api.md#start-calls): the dashboard's at
 * the addresses that open it, none elsewhere; an address is read by its route path.
 */
import { dropEarlyCalls } from '../../../src/api/call-route';
import { hashPath, sendStartCalls } from '../../../src/app/boot-calls';
import { pageFactsOf } from '../../../src/lib/page-facts';
import { dashboardStarts } from '../../../src/screens/at-a-glance/dashboard-start-calls';
import { setupDemoBackend } from '../../support/demo-msw';
import { initialStateFor } from '../../support/render';
import { recordRequests } from '../../support/requests';
import { waitFor } from '@testing-library/react';

const demo = setupDemoBackend();
const requests = recordRequests( demo );
afterEach( dropEarlyCalls );

it.each( [ '#/dashboard?from=menu', '#/', '' ] )( 'sends the dashboard’s calls at %p', async ( hash ) => {
	const page = pageFactsOf( initialStateFor( demo.backend ) );
	const sent = sendStartCalls( page, hash );
	expect( sent ).toEqual( dashboardStarts( page, '/dashboard' ) );
	await waitFor( () => expect( requests.calls() ).toHaveLength( sent.length ) );
} );

it.each( [ '#/about', '#/settings', '#/plans', '#/nowhere' ] )( 'sends no call at %p', ( hash ) => {
	expect( sendStartCalls( pageFactsOf( initialStateFor( demo.backend ) ), hash ) ).toEqual( [] );
	expect( requests.calls() ).toEqual( [] );
} );

it.each( [
	[ '#/dashboard', '/dashboard' ],
	[ '#/settings?term=stats', '/settings' ],
	[ '#/', '/' ],
	[ '', '/' ],
	[ '#', '/' ],
] )( 'reads the route path of %p as %p', ( hash, path ) => {
	expect( hashPath( hash ) ).toBe( path );
} );
