/**
 * The demo server's bridge asks only the handlers that may answer an address (src/demo/server/msw-bridge.ts): the
 * same handler answers as when msw asks them all, in the same order, whatever the query.
 */
import { http, HttpResponse } from 'msw';
import { handlersByAddress } from '../../../src/demo/server/msw-bridge';

const answer = ( name: string ) => () => HttpResponse.json( { name } );

const handlers = [
	http.get( '*/wp-json/jetpack/v4/module/:slug/data', answer( 'module data' ) ),
	http.get( '*/wp-json/jetpack/v4/plugins', answer( 'plugins' ) ),
	http.post( '*/wp-json/jetpack/v4/plugins', answer( 'install' ) ),
	http.all( '*/wp-json/jetpack/v4/plugins', answer( 'any method' ) ),
	http.get( ( { request } ) => new URL( request.url ).searchParams.has( 'rest_route' ), answer( 'plain permalinks' ) ),
];

const url = ( address: string ) => new URL( `http://127.0.0.1:8080${ address }` );

describe( 'handlersByAddress', () => {
	const candidates = handlersByAddress( handlers );

	it( 'keeps, in their order, the handlers whose method and path match, and those that decide by the whole request', () => {
		expect( candidates( 'GET', url( '/wp-json/jetpack/v4/plugins' ) ) ).toEqual( [ handlers[ 1 ], handlers[ 3 ], handlers[ 4 ] ] );
		expect( candidates( 'POST', url( '/wp-json/jetpack/v4/plugins' ) ) ).toEqual( [ handlers[ 2 ], handlers[ 3 ] ] );
		expect( candidates( 'GET', url( '/wp-json/jetpack/v4/module/stats/data' ) ) ).toEqual( [ handlers[ 0 ], handlers[ 4 ] ] );
		expect( candidates( 'DELETE', url( '/wp-json/jetpack/v4/settings' ) ) ).toEqual( [] );
	} );

	it( 'answers an address it has seen with the same handlers, the query aside', () => {
		const first = candidates( 'GET', url( '/wp-json/jetpack/v4/plugins?_cacheBuster=1' ) );
		expect( candidates( 'GET', url( '/wp-json/jetpack/v4/plugins?_cacheBuster=2' ) ) ).toBe( first );
		expect( candidates( 'GET', url( '/wp-json/jetpack/v4/module/protect/data' ) ) ).not.toBe( first );
	} );

	it( 'tells addresses on other origins apart', () => {
		expect( candidates( 'GET', new URL( 'http://localhost:9000/wp-json/jetpack/v4/plugins' ) ) ).toEqual( [ handlers[ 1 ], handlers[ 3 ], handlers[ 4 ] ] );
	} );
} );
