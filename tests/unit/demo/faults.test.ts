/** The demo site's injected faults: which call a fault meets, by path prefix and, when given, by method. */
import { findFault, parseFault } from '../../../src/demo/backend/faults';
import type { Fault } from '../../../src/demo/backend/faults';

describe( 'parseFault', () => {
	it.each( [
		[ { path: '/wp-json/jetpack/v4/settings', status: 500, method: 'post' }, { path: 'settings', status: 500, method: 'POST' } ],
		[ { path: 'rewind', network: true }, { path: 'rewind', network: true } ],
		[ { path: 'settings', status: 500, method: 'PATCH' }, '"method" must be GET, POST, PUT or DELETE.' ],
		[ { path: 'settings', method: 'POST' }, 'A fault needs one of "status", "body", "delayMs" or "network".' ],
	] )( 'reads %j as %j', ( input, expected ) => {
		expect( parseFault( input ) ).toEqual( expected );
	} );
} );

describe( 'findFault', () => {
	const saveOnly: Fault = { path: 'settings', method: 'POST', status: 500 };
	const anyMethod: Fault = { path: 'rewind', status: 500 };
	it.each( [
		[ 'settings', 'POST', saveOnly ],
		[ 'settings', 'GET', undefined ],
		[ 'rewind', 'GET', anyMethod ],
		[ 'rewind', 'POST', anyMethod ],
		[ 'scan', 'GET', undefined ],
	] )( 'a %s %s call meets %j', ( path, method, expected ) => {
		expect( findFault( [ saveOnly, anyMethod ], path, method ) ).toEqual( expected );
	} );
} );
