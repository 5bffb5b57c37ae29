/**
 * @jest-environment node
 */
/**
 * The demo site's HTTP surface against other web pages and oversized input (docs/demo-site.md#safety): the real
 * express app on an ephemeral port, driven with Node's http client so that every header (Host, Origin) is the test's.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DemoBackend } from '../../../src/demo/backend/backend';
import { buildScenario, SCENARIO_NAMES } from '../../../src/demo/backend/scenarios';
import { createDemoApp, createDemoServer, DEMO_SERVER_TIMEOUTS } from '../../../src/demo/server/app';
import { isLocaleName } from '../../../src/lib/locale';

interface Answer {
	status: number;
	headers: http.IncomingHttpHeaders;
	text: string;
}

interface Send {
	method?: string;
	headers?: Record< string, string | number >;
	/** Sent with a Content-Length; an array is sent chunk by chunk without one. */
	body?: string | Buffer | Buffer[];
}

let server: http.Server;
let backend: DemoBackend;
let port: number;
let origin: string;

beforeEach( async () => {
	backend = new DemoBackend( { scenario: 'owner', warn: () => undefined } );
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

function send( target: string, options: Send = {} ): Promise< Answer > {
	return new Promise( ( resolve, reject ) => {
		const headers: Record< string, string | number > = { Host: `127.0.0.1:${ port }`, ...options.headers };
		if ( typeof options.body === 'string' || Buffer.isBuffer( options.body ) ) {
			headers[ 'Content-Length' ] = Buffer.byteLength( options.body );
		}
		let answered = false;
		const request = http.request( { host: '127.0.0.1', port, path: target, method: options.method ?? 'GET', headers, agent: false }, ( response ) => {
			answered = true;
			const chunks: Buffer[] = [];
			response.on( 'data', ( chunk: Buffer ) => chunks.push( chunk ) );
			response.on( 'end', () => resolve( { status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat( chunks ).toString() } ) );
			response.on( 'error', reject );
		} );
		// A server that answers before the whole body arrived may close the socket under the upload: that is fine.
		request.on( 'error', ( error ) => ( answered ? undefined : reject( error ) ) );
		const chunks = options.body === undefined ? [] : Array.isArray( options.body ) ? options.body : [ options.body ];
		for ( const chunk of chunks ) {
			request.write( chunk );
		}
		request.end();
	} );
}

const json = ( value: unknown ) => JSON.stringify( value );
const JSON_TYPE = { 'Content-Type': 'application/json' };
const sameOrigin = () => ( { ...JSON_TYPE, Origin: origin } );

describe( 'the dev API answers only its own pages', () => {
	it( 'refuses a cross-site form (text/plain) posting a reset, and the scenario stays', async () => {
		const answer = await send( '/dev-api/reset', {
			method: 'POST',
			headers: { 'Content-Type': 'text/plain', Origin: 'http://attacker.test', 'Sec-Fetch-Site': 'cross-site' },
			body: json( { scenario: 'editor' } ),
		} );
		expect( answer.status ).toBeGreaterThanOrEqual( 400 );
		expect( backend.state.scenario ).toBe( 'owner' );
	} );

	it( 'refuses a no-cors fetch posting a fault, and no fault is set', async () => {
		const answer = await send( '/dev-api/faults', {
			method: 'POST',
			headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'http://attacker.test', 'Sec-Fetch-Site': 'cross-site' },
			body: json( { path: 'jetpack/v4', status: 500 } ),
		} );
		expect( answer.status ).toBeGreaterThanOrEqual( 400 );
		expect( backend.faults ).toEqual( [] );
	} );

	it( 'refuses a write that is not JSON even without an Origin', async () => {
		const answer = await send( '/dev-api/reset', { method: 'POST', body: json( { scenario: 'editor' } ) } );
		expect( answer.status ).toBe( 415 );
		expect( JSON.parse( answer.text ) ).toMatchObject( { code: 'unsupported_media_type' } );
		expect( backend.state.scenario ).toBe( 'owner' );
	} );

	it( 'refuses JSON from another origin or from another site', async () => {
		backend.faults = [ { path: 'settings', status: 500 } ];
		const foreign = await send( '/dev-api/faults', { method: 'DELETE', headers: { ...JSON_TYPE, Origin: 'http://attacker.test' } } );
		const crossSite = await send( '/dev-api/reset', {
			method: 'POST',
			headers: { ...JSON_TYPE, 'Sec-Fetch-Site': 'cross-site' },
			body: json( { scenario: 'editor' } ),
		} );
		const opaque = await send( '/dev-api/reset', { method: 'POST', headers: { ...JSON_TYPE, Origin: 'null' }, body: json( { scenario: 'editor' } ) } );
		expect( [ foreign.status, crossSite.status, opaque.status ] ).toEqual( [ 403, 403, 403 ] );
		expect( backend.faults ).toHaveLength( 1 );
		expect( backend.state.scenario ).toBe( 'owner' );
	} );

	it( 'accepts JSON from its own origin, and from a client that sends no Origin', async () => {
		const reset = await send( '/dev-api/reset', {
			method: 'POST',
			headers: { ...sameOrigin(), 'Sec-Fetch-Site': 'same-origin' },
			body: json( { scenario: 'editor' } ),
		} );
		expect( reset.status ).toBe( 200 );
		expect( backend.state.scenario ).toBe( 'editor' );
		const fault = await send( '/dev-api/faults', { method: 'POST', headers: JSON_TYPE, body: json( { path: 'settings', status: 500 } ) } );
		expect( fault.status ).toBe( 200 );
		const cleared = await send( '/dev-api/faults', { method: 'DELETE', headers: { 'Content-Type': 'application/json; charset=utf-8' } } );
		expect( cleared.status ).toBe( 200 );
		expect( backend.faults ).toEqual( [] );
	} );

	it( 'answers truncated JSON with a 400 and keeps the scenario; an empty body starts the default scenario', async () => {
		backend.reset( 'editor' );
		const truncated = await send( '/dev-api/reset', { method: 'POST', headers: sameOrigin(), body: '{"scenario":"edi' } );
		expect( truncated.status ).toBe( 400 );
		expect( JSON.parse( truncated.text ) ).toMatchObject( { code: 'invalid_json', message: expect.stringContaining( 'JSON' ) } );
		expect( backend.state.scenario ).toBe( 'editor' );
		const notAnObject = await send( '/dev-api/reset', { method: 'POST', headers: sameOrigin(), body: '"owner"' } );
		expect( notAnObject.status ).toBe( 400 );
		expect( backend.state.scenario ).toBe( 'editor' );
		const empty = await send( '/dev-api/reset', { method: 'POST', headers: sameOrigin(), body: '' } );
		expect( empty.status ).toBe( 200 );
		expect( backend.state.scenario ).toBe( 'owner' );
	} );
} );

describe( 'the dev API lives at the site’s root only', () => {
	const FOREIGN_FORM = { 'Content-Type': 'text/plain', Origin: 'http://attacker.test' };
	const NO_CORS = { 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'http://attacker.test', 'Sec-Fetch-Site': 'cross-site' };

	it.each( [ '/x', '/foo/bar', '/wp-json' ] )( 'under %s, a cross-site form post and a no-cors fetch change nothing', async ( prefix ) => {
		backend.faults = [ { path: 'settings', status: 500 } ];
		const nonceBefore = backend.nonce;
		const answers = [
			await send( `${ prefix }/dev-api/reset`, { method: 'POST', headers: FOREIGN_FORM, body: json( { scenario: 'editor' } ) } ),
			await send( `${ prefix }/dev-api/reset`, { method: 'POST', headers: NO_CORS, body: json( { scenario: 'editor' } ) } ),
			await send( `${ prefix }/dev-api/faults`, { method: 'POST', headers: FOREIGN_FORM, body: json( { path: 'settings', body: 'forged' } ) } ),
			await send( `${ prefix }/dev-api/faults`, { method: 'POST', headers: NO_CORS, body: json( { nonce: 'expire' } ) } ),
			await send( `${ prefix }/dev-api/faults`, { method: 'DELETE', headers: NO_CORS } ),
		];
		// No dev API route there: the site's 404, whatever the method.
		expect( answers.map( ( answer ) => answer.status ) ).toEqual( [ 404, 404, 404, 404, 404 ] );
		expect( backend.state.scenario ).toBe( 'owner' );
		expect( backend.faults ).toEqual( [ { path: 'settings', status: 500 } ] );
		expect( backend.nonce ).toBe( nonceBefore );
	} );

	it.each( [ '/x/../dev-api/reset', '/x/%2e%2e/dev-api/reset', '/./dev-api/reset' ] )(
		'%s, which the handlers read as the dev API, meets its guard',
		async ( target ) => {
			const answer = await send( target, { method: 'POST', headers: NO_CORS, body: json( { scenario: 'editor' } ) } );
			expect( answer.status ).toBe( 415 );
			expect( backend.state.scenario ).toBe( 'owner' );
		}
	);

	it( 'matches its routes in their own case only', async () => {
		const answer = await send( '/DEV-API/reset', { method: 'POST', headers: sameOrigin(), body: json( { scenario: 'editor' } ) } );
		expect( answer.status ).toBe( 404 );
		expect( backend.state.scenario ).toBe( 'owner' );
	} );
} );

describe( 'the locale of a reset', () => {
	it.each( [
		[ 'a 900 KB one', `en_${ 'a'.repeat( 900 * 1024 ) }` ],
		[ 'a part over eight characters', 'de_DE_formalized' ],
		[ 'four parts', 'pt_PT_ao90_x' ],
		[ 'markup', 'he_IL"><script>' ],
		[ 'an empty one', '' ],
		[ 'a number', 7 ],
	] )( 'refuses %s with a 400, and nothing is stored', async ( _name, locale ) => {
		const answer = await send( '/dev-api/reset', { method: 'POST', headers: sameOrigin(), body: json( { scenario: 'editor', locale } ) } );
		expect( answer.status ).toBe( 400 );
		expect( JSON.parse( answer.text ) ).toMatchObject( { code: 'invalid_locale' } );
		expect( answer.text.length ).toBeLessThan( 200 );
		expect( backend.state.scenario ).toBe( 'owner' );
		expect( backend.state.site.locale ).toBeUndefined();
	} );

	it.each( [ 'he_IL', 'ar', 'pt_PT_ao90', 'de_CH_informal', 'pt-pt-ao90' ] )( 'takes %s', async ( locale ) => {
		const answer = await send( '/dev-api/reset', { method: 'POST', headers: sameOrigin(), body: json( { scenario: 'editor', locale } ) } );
		expect( answer.status ).toBe( 200 );
		expect( backend.state.site.locale ).toBe( locale );
	} );

	it( 'is held to the same rule when the server starts and in every scenario', () => {
		expect( () => new DemoBackend( { locale: `en_${ 'a'.repeat( 4096 ) }`, warn: () => undefined } ) ).toThrow( /not a WordPress locale/ );
		expect( () => backend.reset( 'editor', 'x'.repeat( 100 ) ) ).toThrow();
		expect( backend.state.scenario ).toBe( 'owner' );
		for ( const scenario of SCENARIO_NAMES ) {
			const locale = buildScenario( scenario, new Date() ).site.locale;
			expect( locale === undefined || isLocaleName( locale ) ).toBe( true );
		}
	} );
} );

describe( 'the Host header', () => {
	it.each( [ 'attacker.test', 'attacker.test:PORT', '127.0.0.1:1', '127.0.0.1', 'localhost.attacker.test:PORT', '0.0.0.0:PORT' ] )(
		'refuses %j before any handler runs',
		async ( host ) => {
			const as = { Host: host.replace( 'PORT', String( port ) ) };
			const page = await send( '/wp-admin/admin.php?page=jetpack', { headers: as } );
			expect( [ 400, 421 ] ).toContain( page.status );
			expect( page.headers[ 'content-type' ] ).toMatch( /^text\/plain/ );
			expect( page.text ).not.toContain( backend.nonce );
			const nonce = await send( '/wp-admin/admin-ajax.php?action=rest-nonce', { headers: as } );
			expect( nonce.text ).not.toContain( backend.nonce );
			const reset = await send( '/dev-api/reset', {
				method: 'POST',
				headers: { ...as, ...JSON_TYPE, Origin: `http://${ as.Host }` },
				body: json( { scenario: 'editor' } ),
			} );
			expect( [ 400, 421 ] ).toContain( reset.status );
			expect( backend.state.scenario ).toBe( 'owner' );
		}
	);

	it.each( [ '127.0.0.1', 'localhost', '[::1]', 'LOCALHOST' ] )( 'accepts %s on the port the site listens on', async ( name ) => {
		const answer = await send( '/wp-admin/admin-ajax.php?action=rest-nonce', { headers: { Host: `${ name }:${ port }` } } );
		expect( answer.status ).toBe( 200 );
		expect( answer.text ).toBe( backend.nonce );
	} );
} );

/** The anti-forgery token of the form on a provider page. */
function formToken( html: string ): string {
	const match = /name="demo_form_token" value="([^"]+)"/.exec( html );
	if ( ! match?.[ 1 ] ) {
		throw new Error( `no form token in ${ html }` );
	}
	return match[ 1 ];
}

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

describe( 'the provider stand-in pages', () => {
	const authorize = '/demo-provider/authorize?redirect_uri=%2Fwp-admin%2Fadmin.php%3Fpage%3Djetpack';

	beforeEach( () => backend.reset( 'not-connected' ) );

	it( 'refuses an approval without the page’s token or with a wrong one, and the site stays unconnected', async () => {
		const without = await send( '/demo-provider/authorize', { method: 'POST', headers: FORM, body: 'redirect_uri=%2Fwp-admin%2F' } );
		const madeUp = await send( '/demo-provider/authorize', {
			method: 'POST',
			headers: FORM,
			body: 'redirect_uri=%2Fwp-admin%2F&demo_form_token=0123456789abcdef0123456789abcdef',
		} );
		expect( [ without.status, madeUp.status ] ).toEqual( [ 403, 403 ] );
		expect( backend.state.connection.isActive ).toBe( false );

		const token = formToken( ( await send( authorize ) ).text );
		const wrong = await send( '/demo-provider/authorize', {
			method: 'POST',
			headers: FORM,
			body: `redirect_uri=%2Fwp-admin%2F&demo_form_token=${ token.slice( 1 ) }x`,
		} );
		const foreign = await send( '/demo-provider/authorize', {
			method: 'POST',
			headers: { ...FORM, Origin: 'http://attacker.test' },
			body: `redirect_uri=%2Fwp-admin%2F&demo_form_token=${ token }`,
		} );
		expect( [ wrong.status, foreign.status ] ).toEqual( [ 403, 403 ] );
		expect( backend.state.connection.isActive ).toBe( false );
		expect( backend.state.currentUser.isConnected ).toBe( false );
	} );

	it( 'approves with the page’s token, once', async () => {
		const token = formToken( ( await send( authorize ) ).text );
		const body = `redirect_uri=%2Fwp-admin%2Fadmin.php%3Fpage%3Djetpack&demo_form_token=${ token }`;
		const approved = await send( '/demo-provider/authorize', { method: 'POST', headers: { ...FORM, Origin: origin }, body } );
		expect( approved.status ).toBe( 302 );
		expect( approved.headers.location ).toBe( '/wp-admin/admin.php?page=jetpack&message=authorized' );
		expect( backend.state.connection.isActive ).toBe( true );
		const again = await send( '/demo-provider/authorize', { method: 'POST', headers: { ...FORM, Origin: origin }, body } );
		expect( again.status ).toBe( 403 );
	} );

	it( 'hands out a keyring id only to the keyring page’s own form', async () => {
		backend.reset( 'owner' );
		const keyrings = () => backend.state.social?.keyrings ?? [];
		const forged = await send( '/demo-provider/keyring/mastodon', { method: 'POST', headers: FORM, body: 'answer=allow' } );
		expect( forged.status ).toBe( 403 );
		expect( forged.text ).not.toContain( 'keyring_id' );
		expect( keyrings() ).toEqual( [] );
		const google = await send( '/demo-provider/keyring/google_site_verification', { method: 'POST', headers: FORM, body: 'answer=allow' } );
		expect( google.status ).toBe( 403 );
		expect( google.text ).not.toContain( 'keyring_id' );

		const token = formToken( ( await send( '/demo-provider/keyring/mastodon' ) ).text );
		const allowed = await send( '/demo-provider/keyring/mastodon', {
			method: 'POST',
			headers: { ...FORM, Origin: origin },
			body: `answer=allow&demo_form_token=${ token }`,
		} );
		expect( allowed.status ).toBe( 200 );
		expect( allowed.text ).toContain( 'keyring_id' );
		expect( keyrings() ).toHaveLength( 1 );
	} );

	it.each( [
		'/demo-provider/authorize',
		'/demo-provider/keyring/google_site_verification',
		'/demo-provider/keyring/facebook',
		'/wp-admin/admin.php?page=jetpack',
		'/wp-admin/admin.php?page=stats',
		'/wp-admin/index.php',
	] )( '%s may be framed only by the demo site itself', async ( page ) => {
		const answer = await send( page );
		expect( answer.headers[ 'x-frame-options' ] ).toBe( 'SAMEORIGIN' );
		expect( answer.headers[ 'content-security-policy' ] ).toContain( "frame-ancestors 'self'" );
	} );
} );

/** No stack frame (file:line:column), no module path, no folder of the machine. */
function expectNoDetails( text: string ): void {
	expect( text ).not.toMatch( /:\d+:\d+\)|node_modules/ );
	expect( text ).not.toContain( process.cwd() );
}

describe( 'request bodies', () => {
	const twoMegabytes = () => Buffer.alloc( 2 * 1024 * 1024, 'a' );

	it( 'answers a 2 MB REST body with a WordPress-style 413, and keeps answering', async () => {
		const answer = await send( '/wp-json/jetpack/v4/settings', {
			method: 'POST',
			headers: { ...JSON_TYPE, 'X-WP-Nonce': backend.nonce },
			body: Buffer.concat( [ Buffer.from( '{"blogname":"' ), twoMegabytes(), Buffer.from( '"}' ) ] ),
		} );
		expect( answer.status ).toBe( 413 );
		expect( JSON.parse( answer.text ) ).toEqual( {
			code: 'rest_payload_too_large',
			message: expect.stringContaining( '1 MB' ),
			data: { status: 413 },
		} );
		const after = await send( '/dev-api/scenarios' );
		expect( after.status ).toBe( 200 );
	} );

	it( 'counts a body sent without a length as it arrives, and answers 413 before the upload ends', async () => {
		const answer = await new Promise< Answer >( ( resolve, reject ) => {
			const request = http.request(
				{
					host: '127.0.0.1',
					port,
					path: '/dev-api/faults',
					method: 'POST',
					headers: { Host: `127.0.0.1:${ port }`, ...JSON_TYPE, 'Transfer-Encoding': 'chunked' },
					agent: false,
				},
				( response ) => {
					const chunks: Buffer[] = [];
					response.on( 'data', ( chunk: Buffer ) => chunks.push( chunk ) );
					response.on( 'end', () => {
						request.destroy();
						resolve( { status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat( chunks ).toString() } );
					} );
				}
			);
			request.on( 'error', () => undefined );
			// 2 MB and never the end of the body: only a server that counts as it reads can answer.
			request.write( twoMegabytes(), ( error ) => ( error ? reject( error ) : undefined ) );
		} );
		expect( answer.status ).toBe( 413 );
		expect( answer.text ).toMatch( /1 MB/ );
		expect( backend.faults ).toEqual( [] );
		expect( ( await send( '/dev-api/scenarios' ) ).status ).toBe( 200 );
	} );

	it( 'answers a 2 MB provider form with 413', async () => {
		const answer = await send( '/demo-provider/authorize', { method: 'POST', headers: FORM, body: twoMegabytes() } );
		expect( answer.status ).toBe( 413 );
		expectNoDetails( answer.text );
	} );
} );

describe( 'error pages', () => {
	it.each( [
		'/wp-admin/constructor',
		'/wp-admin/__proto__',
		'/wp-admin/toString',
		'/wp-admin/admin.php?page=__proto__',
		'/wp-admin/admin.php?page=constructor',
		'/wp-admin/admin.php?page=hasOwnProperty',
		'/wp-admin/%E0%A4%A',
	] )( '%s answers a plain page, never a stack trace', async ( page ) => {
		const answer = await send( page );
		expect( answer.status ).not.toBe( 500 );
		expectNoDetails( answer.text );
	} );

	it( 'answers a failure nobody expected with a plain 500 and logs it', async () => {
		const logged = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		jest.spyOn( backend, 'update' ).mockImplementation( () => {
			throw new Error( `disk full at ${ process.cwd() }` );
		} );
		const answer = await send( '/wp-json/jetpack/v4/settings', {
			method: 'POST',
			headers: { ...JSON_TYPE, 'X-WP-Nonce': backend.nonce },
			body: json( { stats: false } ),
		} );
		expect( answer.status ).toBe( 500 );
		expect( answer.headers[ 'content-type' ] ).toMatch( /^text\/plain/ );
		expectNoDetails( answer.text );
		expect( logged ).toHaveBeenCalled();
		logged.mockRestore();
	} );
} );

describe( 'links in answers', () => {
	it.each( [ 'http://attacker.test', '//attacker.test' ] )(
		'are built on the checked Host, never on a request line that names %s',
		async ( named ) => {
			const answer = await send( `${ named }/wp-json/jetpack/v4/connection/url`, { headers: { 'X-WP-Nonce': backend.nonce } } );
			expect( answer.status ).toBe( 200 );
			expect( answer.text ).toContain( `http://127.0.0.1:${ port }/demo-provider/authorize` );
			expect( answer.text ).not.toContain( 'attacker.test' );
		}
	);

	it( 'the dev API behind an absolute-form request line meets its guard', async () => {
		const answer = await send( `http://attacker.test/dev-api/reset`, { method: 'POST', headers: { 'Content-Type': 'text/plain', Origin: 'http://attacker.test' }, body: json( { scenario: 'editor' } ) } );
		expect( answer.status ).toBe( 415 );
		expect( backend.state.scenario ).toBe( 'owner' );
	} );
} );

describe( 'slow clients', () => {
	it( 'get seconds, not Node’s five minutes, for a request', () => {
		expect( DEMO_SERVER_TIMEOUTS.headersTimeout ).toBeLessThanOrEqual( 10_000 );
		expect( DEMO_SERVER_TIMEOUTS.requestTimeout ).toBeLessThanOrEqual( 30_000 );
		expect( DEMO_SERVER_TIMEOUTS.keepAliveTimeout ).toBeLessThanOrEqual( 5_000 );
		// The server looks for them often enough for the times to hold.
		expect( DEMO_SERVER_TIMEOUTS.connectionsCheckingInterval ).toBeLessThanOrEqual( 1_000 );
	} );

	/** A raw connection to a demo server with short times; resolves with what it read and when it was closed. */
	async function holdConnection( write: ( socket: net.Socket, host: string ) => void ): Promise< { text: string; closedAfterMs: number } > {
		const slow = createDemoServer(
			{ backend, buildDir: path.join( os.tmpdir(), 'jp-no-build-here' ) },
			{ headersTimeout: 300, requestTimeout: 600, keepAliveTimeout: 300, connectionsCheckingInterval: 50 }
		);
		slow.listen( 0, '127.0.0.1' );
		await new Promise( ( resolve ) => slow.once( 'listening', resolve ) );
		const slowPort = ( slow.address() as AddressInfo ).port;
		const started = Date.now();
		try {
			return await new Promise( ( resolve, reject ) => {
				const socket = net.connect( slowPort, '127.0.0.1', () => write( socket, `127.0.0.1:${ slowPort }` ) );
				let text = '';
				socket.on( 'data', ( chunk: Buffer ) => ( text += chunk.toString() ) );
				socket.on( 'error', () => undefined );
				socket.on( 'close', () => resolve( { text, closedAfterMs: Date.now() - started } ) );
				// Far beyond the server's times: a connection still open then was held.
				setTimeout( () => {
					socket.destroy();
					reject( new Error( 'the server kept the connection open' ) );
				}, 5_000 ).unref();
			} );
		} finally {
			slow.closeAllConnections();
			await new Promise( ( resolve ) => slow.close( resolve ) );
		}
	}

	it( 'a header sent a byte at a time is cut off with 408 at the header time', async () => {
		const held = await holdConnection( ( socket, host ) => {
			socket.write( `GET /wp-admin/ HTTP/1.1\r\nHost: ${ host }\r\n` );
			const drip = setInterval( () => ( socket.writable ? socket.write( 'X' ) : clearInterval( drip ) ), 50 );
			socket.on( 'close', () => clearInterval( drip ) );
		} );
		expect( held.text ).toMatch( /^HTTP\/1\.1 408/ );
		expect( held.closedAfterMs ).toBeLessThan( 2_000 );
	} );

	it( 'a body sent a byte at a time is cut off at the request time', async () => {
		const held = await holdConnection( ( socket, host ) => {
			socket.write( `POST /dev-api/faults HTTP/1.1\r\nHost: ${ host }\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n` );
			const drip = setInterval( () => ( socket.writable ? socket.write( ' ' ) : clearInterval( drip ) ), 50 );
			socket.on( 'close', () => clearInterval( drip ) );
		} );
		expect( held.closedAfterMs ).toBeLessThan( 2_500 );
		expect( backend.faults ).toEqual( [] );
	} );

	it( 'a connection that sends nothing is closed', async () => {
		const held = await holdConnection( () => undefined );
		expect( held.closedAfterMs ).toBeLessThan( 2_000 );
	} );
} );
