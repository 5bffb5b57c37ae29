/**
 * @jest-environment node
 *
 * The demo site registers each declared route (src/api/rest-routes.ts) once, and no REST route of its own besides: its
 * method and path are the declaration's, so the client and the demo site cannot name a route differently. The routes
 * kept beside Jetpack are registered under either namespace, once.
 */
import { REST_ROUTES } from '../../../src/api/rest-routes';
import { DemoBackend } from '../../../src/demo/backend/backend';
import { EITHER_NAMESPACE_PREFIX, REST_PREFIX } from '../../../src/demo/backend/rest';
import { createHandlers } from '../../../src/demo/handlers';

/** "POST module/:slug/active" for each REST handler; a DELETE is registered for every method (the override). */
function registered(): string[] {
	return createHandlers( new DemoBackend( { scenario: 'owner' } ) )
		.map( ( handler ) => handler.info as { method?: unknown; path?: unknown } )
		.flatMap( ( info ) => {
			const path = String( info.path );
			const prefix = [ REST_PREFIX, EITHER_NAMESPACE_PREFIX ].find( ( candidate ) => path.startsWith( candidate ) );
			return prefix ? [ `${ info.method instanceof RegExp ? 'ANY' : String( info.method ).toUpperCase() } ${ path.slice( prefix.length ) }` ] : [];
		} );
}

it( 'registers every declared route once, and nothing else under the REST namespace', () => {
	const declared = Object.values( REST_ROUTES ).map(
		( route ) => `${ route.method === 'DELETE' ? 'ANY' : route.method } ${ route.path.replace( /\{(\w+)\}/g, ':$1' ) }`
	);
	expect( registered().sort() ).toEqual( declared.sort() );
	expect( new Set( declared ).size ).toBe( declared.length );
} );
