import { readInitialState } from '../../../src/app/initial-state';
import type { InitialState } from '../../../src/api/types';
import { buildInitialState } from '../../../src/demo/backend/initial-state';
import { buildScenario } from '../../../src/demo/backend/scenarios';
import { expectConsole } from '../../support/console';

function printed(): InitialState {
	const state = buildScenario( 'owner', new Date( '2026-11-22T12:00:00Z' ) );
	return buildInitialState( state, { origin: 'http://localhost', nonce: 'abc', query: new URLSearchParams() } );
}

it( 'reads what the page printed', () => {
	const initial = printed();
	expect( readInitialState( { Initial_State: initial } ) ).toBe( initial );
} );

it( 'logs a console error and assumes not connected when the connection state is missing', () => {
	expectConsole( /connectionStatus is missing/ );
	// A host page that printed no connection state at all (the type says it always does).
	const broken: Partial< InitialState > = printed();
	delete broken.connectionStatus;
	const read = readInitialState( { Initial_State: broken as InitialState } );
	expect( read.connectionStatus ).toMatchObject( { isActive: false, isRegistered: false } );
	expect( console.error ).toHaveBeenCalledTimes( 1 );
} );

it( 'refuses to start without Initial_State', () => {
	expect( () => readInitialState( {} ) ).toThrow( /Initial_State is missing/ );
} );
