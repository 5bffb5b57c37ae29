/**
 * @jest-environment node
 *
 * The demo site registers each declared route (src/api/routes.ts) once, and no REST route of its own besides: its
 * method and path are the declaration's, so the client and the demo site cannot name a route differently.
 */
import { ROUTES } from '../../../src/api/routes';
import { DemoBackend } from '../../../src/demo/backend/backend';
import { REST_PREFIX } from '../../../src/demo/backend/rest';
import { createHandlers } from '../../../src/demo/handlers';

/** "POST module/:slug/active" for each REST handler; a DELETE is registered for every method (the override). */
function registered(): string[] {
	return createHandlers( new DemoBackend( { scenario: 'owner' } ) )
		.map( ( handler ) => handler.info as { method?: unknown; path?: unknown } )
		.filter( ( info ) => typeof info.path === 'string' && info.path.startsWith( REST_PREFIX ) )
		.map( ( info ) => `${ info.method instanceof RegExp ? 'ANY' : String( info.method ).toUpperCase() } ${ String( info.path ).slice( REST_PREFIX.length ) }` );
}

it( 'registers every declared route once, and nothing else under the REST namespace', () => {
	const declared = Object.values( ROUTES ).map(
		( route ) => `${ route.method === 'DELETE' ? 'ANY' : route.method } ${ route.path.replace( /\{(\w+)\}/g, ':$1' ) }`
	);
	expect( registered().sort() ).toEqual( declared.sort() );
	expect( new Set( declared ).size ).toBe( declared.length );
} );
