/** The demo site's injected faults: which call a fault meets, by path prefix and, when given, by method. */
import { DemoBackend } from '../../../src/demo/backend/backend';
import { findFault, parseFault } from '../../../src/demo/backend/faults';
import { openRoute } from '../../../src/demo/backend/rest';
import type { Fault } from '../../../src/demo/backend/faults';

describe( 'parseFault', () => {
	it.each( [
		[ { path: '/wp-json/jetpack/v4/settings', status: 500, method: 'post' }, { path: 'settings', status: 500, method: 'POST' } ],
		[ { path: 'rewind', network: true }, { path: 'rewind', network: true } ],
		[ { path: 'settings', status: 500, method: 'PATCH' }, '"method" must be GET, POST, PUT or DELETE.' ],
		[ { path: 'scan', hold: true }, { path: 'scan', hold: true } ],
		[ { path: 'scan', hold: 1 }, '"hold" is true or left out.' ],
		[ { path: 'settings', method: 'POST' }, 'A fault needs one of "status", "body", "delayMs", "hold" or "network".' ],
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

describe( 'a held call', () => {
	function heldScanCall( backend: DemoBackend ): { call: Promise< unknown >; answered: () => boolean } {
		backend.faults.push( { path: 'scan', hold: true } );
		const request = new Request( 'http://demo.test/wp-json/jetpack/v4/scan', { headers: { 'x-wp-nonce': backend.nonce } } );
		let answered = false;
		const call = openRoute( backend, request, 'scan', 'GET' ).then( () => ( answered = true ) );
		return { call, answered: () => answered };
	}
	// One turn of the event loop: whatever the call would do without the hold has had its turn by then.
	const nextTurn = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

	it( 'answers once the faults are cleared, not before', async () => {
		const backend = new DemoBackend();
		const { call, answered } = heldScanCall( backend );
		await nextTurn();
		expect( answered() ).toBe( false );
		backend.clearFaults();
		await call;
		expect( answered() ).toBe( true );
	} );

	it( 'answers when the scenario is reset', async () => {
		const backend = new DemoBackend();
		const { call, answered } = heldScanCall( backend );
		await nextTurn();
		expect( answered() ).toBe( false );
		backend.reset( 'owner' );
		await call;
		expect( answered() ).toBe( true );
	} );
} );
