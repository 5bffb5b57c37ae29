/**
 * @jest-environment node
 */
/**
 * Restore Connection on a Jetpack site (docs/demo-site.md#provider-stand-in-pages): the reconnect asks the user to
 * authorize again; approving on the provider's page mends the connection's errors and comes back saying it was
 * reconnected. The real express app on an ephemeral port, driven with Node's http client.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DemoBackend } from '../../../src/demo/backend/backend';
import { createDemoApp } from '../../../src/demo/server/app';

let server: http.Server;
let backend: DemoBackend;
let port: number;
let origin: string;

beforeEach( async () => {
	backend = new DemoBackend( { scenario: 'jetpack-owner', warn: () => undefined } );
	backend.update( ( state ) => {
		state.connection.errors = [
			{ action: 'reconnect', code: 'invalid_blog_token', message: 'The site’s blog token is invalid.', data: { api_error_code: 'invalid_token', api_http_code: 403 } },
		];
	} );
	const app = createDemoApp( { backend, buildDir: path.join( os.tmpdir(), 'jp-no-build-here' ) } );
	server = app.listen( 0, '127.0.0.1' );
	await new Promise( ( resolve ) => server.once( 'listening', resolve ) );
	port = ( server.address() as AddressInfo ).port;
	origin = `http://127.0.0.1:${ port }`;
} );

afterEach( async () => {
	server.closeAllConnections();
	await new Promise( ( resolve ) => server.close( resolve ) );
} );

function send( target: string, options: { method?: string; headers?: Record< string, string >; body?: string } = {} ) {
	return new Promise< { status: number; headers: http.IncomingHttpHeaders; text: string } >( ( resolve, reject ) => {
		const headers: Record< string, string | number > = { Host: `127.0.0.1:${ port }`, ...options.headers };
		if ( options.body !== undefined ) {
			headers[ 'Content-Length' ] = Buffer.byteLength( options.body );
		}
		const request = http.request( { host: '127.0.0.1', port, path: target, method: options.method ?? 'GET', headers, agent: false }, ( response ) => {
			const chunks: Buffer[] = [];
			response.on( 'data', ( chunk: Buffer ) => chunks.push( chunk ) );
			response.on( 'end', () => resolve( { status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat( chunks ).toString() } ) );
			response.on( 'error', reject );
		} );
		request.on( 'error', reject );
		request.end( options.body );
	} );
}

const unescapeHtml = ( value: string ) =>
	value.replace( /&#(\d+);/g, ( _, code: string ) => String.fromCharCode( Number( code ) ) ).replaceAll( '&amp;', '&' ).replaceAll( '&quot;', '"' );

it( 'mends the connection when the new authorization is approved, and comes back saying it was reconnected', async () => {
	const answer = await send( '/wp-json/jetpack/v4/connection/reconnect', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Origin: origin, 'X-WP-Nonce': backend.nonce },
		body: '{}',
	} );
	expect( answer.status ).toBe( 200 );
	const authorize = new URL( ( JSON.parse( answer.text ) as { authorizeUrl: string } ).authorizeUrl );
	const page = await send( `${ authorize.pathname }${ authorize.search }` );
	const fields = Array.from( page.text.matchAll( /<input type="hidden" name="([^"]+)" value="([^"]*)">/g ) )
		.map( ( [ , name, value ] ) => `${ name }=${ encodeURIComponent( unescapeHtml( value ?? '' ) ) }` )
		.join( '&' );
	expect( backend.state.connection.errors ).toHaveLength( 1 );

	const approved = await send( '/demo-provider/authorize', {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
		body: fields,
	} );
	expect( approved.status ).toBe( 302 );
	expect( approved.headers.location ).toBe( '/wp-admin/admin.php?page=jetpack&message=reconnection_completed' );
	expect( backend.state.connection.errors ).toEqual( [] );
} );
