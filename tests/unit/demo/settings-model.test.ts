/**
 * The settings model on its own, whatever route calls it: a name is a setting only when the site has it as its own
 * (docs/demo-site.md#safety), never through what every object inherits.
 */
import { buildScenario } from '../../../src/demo/backend/scenarios';
import { WpError } from '../../../src/demo/backend/wp-error';
import { writeSettings } from '../../../src/demo/backend/settings-model';

it.each( [ '__proto__', 'constructor', 'toString', 'hasOwnProperty' ] )( 'refuses %s as a setting name', ( name ) => {
	const state = buildScenario( 'owner', new Date( '2026-11-22T12:00:00Z' ) );
	const before = JSON.stringify( state );
	// JSON.parse keeps "__proto__" as an own key, as a request body would.
	for ( const update of [ `{"${ name }":true}`, `{"${ name }":{"polluted":true}}`, `{"stats":false,"${ name }":true}` ] ) {
		expect( () => writeSettings( state, JSON.parse( update ) as Record< string, unknown > ) ).toThrow( WpError );
	}
	expect( JSON.stringify( state ) ).toBe( before );
	expect( ( {} as Record< string, unknown > ).activated ).toBeUndefined();
	expect( ( Object as unknown as Record< string, unknown > ).activated ).toBeUndefined();
	expect( ( {} as Record< string, unknown > ).polluted ).toBeUndefined();
} );
