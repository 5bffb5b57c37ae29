/**
 * @jest-environment node
 */
/**
 * Restore Connection on a Jetpack site (docs/demo-site.md#provider-stand-in-pages): the reconnect asks the user to
 * authorize again; approving on the provider's page mends the connection's errors and comes back saying it was
 * reconnected. The real express app on an ephemeral port, driven with Node's http client.
 */
import { DemoBackend } from '../../../src/demo/backend/backend';
import { startDemoHttp } from '../../support/demo-http';
import type { DemoHttp } from '../../support/demo-http';

let demo: DemoHttp;
let backend: DemoBackend;

beforeEach( async () => {
	backend = new DemoBackend( { scenario: 'jetpack-owner', warn: () => undefined } );
	backend.update( ( state ) => {
		state.connection.errors = [
			{ action: 'reconnect', code: 'invalid_blog_token', message: 'The site’s blog token is invalid.', data: { api_error_code: 'invalid_token', api_http_code: 403 } },
		];
	} );
	demo = await startDemoHttp( backend );
} );

afterEach( () => demo.stop() );

it( 'mends the connection when the new authorization is approved, and comes back saying it was reconnected', async () => {
	const answer = await demo.send( '/wp-json/jetpack/v4/connection/reconnect', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Origin: demo.origin, 'X-WP-Nonce': backend.nonce },
		body: '{}',
	} );
	expect( answer.status ).toBe( 200 );
	const authorize = new URL( ( JSON.parse( answer.text ) as { authorizeUrl: string } ).authorizeUrl );
	const page = await demo.send( `${ authorize.pathname }${ authorize.search }` );
	expect( backend.state.connection.errors ).toHaveLength( 1 );

	const approved = await demo.approve( page.text );
	expect( approved.status ).toBe( 302 );
	expect( approved.headers.location ).toBe( '/wp-admin/admin.php?page=jetpack&message=reconnection_completed' );
	expect( backend.state.connection.errors ).toEqual( [] );
} );
