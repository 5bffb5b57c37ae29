/**
 * @jest-environment node
 */
/**
 * "Start fresh with a new connection" in an identity crisis, on the demo site (docs/demo-site.md#provider-stand-in-pages,
 * docs/shell.md#other-standing-notices): the choice only leads to the provider's approval page; Cancel there comes
 * back with `error=access_denied` and nothing changed, and only Approve makes the new connection. The real express
 * app on an ephemeral port, driven with Node's http client.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DemoBackend } from '../../../src/demo/backend/backend';
import { createDemoApp } from '../../../src/demo/server/app';

interface Answer {
	status: number;
	headers: http.IncomingHttpHeaders;
	text: string;
}

let server: http.Server;
let backend: DemoBackend;
let port: number;
let origin: string;

beforeEach( async () => {
	backend = new DemoBackend( { scenario: 'owner', warn: () => undefined } );
	backend.update( ( state ) => {
		state.connection.isInIdentityCrisis = true;
		// Someone else owns the connection of the old address.
		state.connectionOwner = 'previous-owner';
		state.currentUser = { ...state.currentUser, isMaster: false };
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

function send( target: string, options: { method?: string; headers?: Record< string, string >; body?: string } = {} ): Promise< Answer > {
	return new Promise( ( resolve, reject ) => {
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

/** An attribute's value as the browser reads it. */
const unescapeHtml = ( value: string ) =>
	value.replace( /&#(\d+);/g, ( _, code: string ) => String.fromCharCode( Number( code ) ) ).replaceAll( '&amp;', '&' ).replaceAll( '&quot;', '"' );

/** The choice as the app sends it; answers the path of the approval page. */
async function startFresh(): Promise< string > {
	const answer = await send( '/wp-json/jetpack/v4/identity-crisis/start-fresh', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Origin: origin, 'X-WP-Nonce': backend.nonce },
		body: JSON.stringify( { redirect_uri: `${ origin }/wp-admin/admin.php?page=jetpack#/dashboard` } ),
	} );
	expect( answer.status ).toBe( 200 );
	const authorize = new URL( ( JSON.parse( answer.text ) as { authorizeUrl: string } ).authorizeUrl );
	expect( authorize.pathname ).toBe( '/demo-provider/authorize' );
	return `${ authorize.pathname }${ authorize.search }`;
}

const connectionAsItWas = () => ( {
	isInIdentityCrisis: true,
	owner: 'previous-owner',
	isMaster: false,
} );
const connectionNow = () => ( {
	isInIdentityCrisis: backend.state.connection.isInIdentityCrisis,
	owner: backend.state.connectionOwner,
	isMaster: backend.state.currentUser.isMaster,
} );

it( 'changes nothing until approved, and Cancel comes back with access_denied', async () => {
	const page = await send( await startFresh() );
	expect( connectionNow() ).toEqual( connectionAsItWas() );

	expect( page.status ).toBe( 200 );
	expect( page.text ).toContain( 'Approve the connection' );
	const cancel = /<a href="([^"]+)" target="_top">Cancel<\/a>/.exec( page.text )?.[ 1 ];
	expect( unescapeHtml( cancel ?? '' ) ).toBe( '/wp-admin/admin.php?page=jetpack&error=access_denied#/dashboard' );
	expect( connectionNow() ).toEqual( connectionAsItWas() );
} );

it( 'approved, makes the new connection: the crisis ends and the approving user owns it', async () => {
	const page = await send( await startFresh() );
	const token = /name="demo_form_token" value="([^"]+)"/.exec( page.text )?.[ 1 ] ?? '';
	const fields = Array.from( page.text.matchAll( /<input type="hidden" name="([^"]+)" value="([^"]*)">/g ) )
		.map( ( [ , name, value ] ) => `${ name }=${ encodeURIComponent( unescapeHtml( value ?? '' ) ) }` )
		.join( '&' );
	expect( token ).not.toBe( '' );
	const approved = await send( '/demo-provider/authorize', {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
		body: fields,
	} );
	expect( approved.status ).toBe( 302 );
	expect( approved.headers.location ).toBe( '/wp-admin/admin.php?page=jetpack&message=authorized#/dashboard' );
	expect( connectionNow() ).toEqual( { isInIdentityCrisis: false, owner: backend.state.currentUser.username, isMaster: true } );
} );
