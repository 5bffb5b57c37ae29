/**
 * The answers the demo's page prints with it (src/demo/server/preloaded-answers.ts): the declared routes' answers
 * as the user opening the page gets them, none that the user may not have, and none under an injected fault.
 */
import { DemoBackend } from '../../../src/demo/backend/backend';
import { createHandlers } from '../../../src/demo/handlers';
import { preloadedAnswers } from '../../../src/demo/server/preloaded-answers';
import { REST_ROUTES } from '../../../src/api/rest-routes';

const ORIGIN = 'http://127.0.0.1:8080';

/** The paths of the routes declared preloaded, as the page prints them. */
const PRELOADED = Object.values( REST_ROUTES ).flatMap( ( route ) => ( 'preloaded' in route ? [ `/jetpack/v4/${ route.path }` ] : [] ) );
const PLUGINS = '/jetpack/v4/plugins';

function answersFor( scenario: string, prepare: ( backend: DemoBackend ) => void = () => undefined ) {
	const backend = new DemoBackend();
	backend.reset( scenario );
	prepare( backend );
	return preloadedAnswers( backend, createHandlers( backend ), ORIGIN );
}

describe( 'preloadedAnswers', () => {
	it( "prints every preloaded route's answer for the owner, the installed plugins as the route answers them", async () => {
		const answers = await answersFor( 'owner' );
		expect( PRELOADED ).toContain( PLUGINS );
		expect( Object.keys( answers ) ).toEqual( PRELOADED );
		expect( answers[ PLUGINS ]?.body ).toEqual( expect.objectContaining( { 'jetpack/jetpack.php': expect.objectContaining( { Name: 'Jetpack' } ) } ) );
	} );

	it( 'prints nothing the route refuses the user', async () => {
		expect( await answersFor( 'editor' ) ).toEqual( {} );
	} );

	it( 'leaves a route under an injected fault to the network, where the fault applies', async () => {
		const others = PRELOADED.filter( ( path ) => path !== PLUGINS );
		expect( Object.keys( await answersFor( 'owner', ( backend ) => backend.faults.push( { path: 'plugins', status: 500 } ) ) ) ).toEqual( others );
		expect( Object.keys( await answersFor( 'owner', ( backend ) => backend.faults.push( { path: 'plugins', hold: true } ) ) ) ).toEqual( others );
	} );

	it( 'still prints it under a fault of another route, or of its writes only', async () => {
		const answers = await answersFor( 'owner', ( backend ) => {
			backend.faults.push( { path: 'scan', status: 500 }, { path: 'plugins', method: 'POST', status: 500 } );
		} );
		expect( Object.keys( answers ) ).toEqual( PRELOADED );
	} );
} );
