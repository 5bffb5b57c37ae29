/**
 * The demo site's express app on an ephemeral port, driven with Node's http client so that every header (Host,
 * Origin) is the test's; and the provider's stand-in approval page as a browser would submit it
 * (docs/demo-site.md#provider-stand-in-pages).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { DemoBackend } from '../../src/demo/backend/backend';
import { createDemoApp } from '../../src/demo/server/app';

export interface Answer {
	status: number;
	headers: http.IncomingHttpHeaders;
	text: string;
}

export interface DemoHttp {
	origin: string;
	send( target: string, options?: { method?: string; headers?: Record< string, string >; body?: string } ): Promise< Answer >;
	/** Presses Approve on the provider's approval page (its text), as the browser posts it: its fields, from the site. */
	approve( page: string ): Promise< Answer >;
	stop(): Promise< void >;
}

export async function startDemoHttp( backend: DemoBackend ): Promise< DemoHttp > {
	const server = createDemoApp( { backend, buildDir: path.join( os.tmpdir(), 'jp-no-build-here' ) } ).listen( 0, '127.0.0.1' );
	await new Promise( ( resolve ) => server.once( 'listening', resolve ) );
	const { port } = server.address() as AddressInfo;
	const origin = `http://127.0.0.1:${ port }`;
	const send: DemoHttp[ 'send' ] = ( target, options = {} ) =>
			new Promise( ( resolve, reject ) => {
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
	return {
		origin,
		send,
		approve: ( page ) =>
			send( '/demo-provider/authorize', {
				method: 'POST',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
				body: approvalFields( page ),
			} ),
		stop: async () => {
			server.closeAllConnections();
			await new Promise( ( resolve ) => server.close( resolve ) );
		},
	};
}

/** An attribute's value as the browser reads it. */
export const unescapeHtml = ( value: string ) =>
	value.replace( /&#(\d+);/g, ( _, code: string ) => String.fromCharCode( Number( code ) ) ).replaceAll( '&amp;', '&' ).replaceAll( '&quot;', '"' );

/** The approval page's hidden fields, as its Approve button posts them (form-encoded). */
export function approvalFields( page: string ): string {
	return Array.from( page.matchAll( /<input type="hidden" name="([^"]+)" value="([^"]*)">/g ) )
		.map( ( [ , name, value ] ) => `${ name }=${ encodeURIComponent( unescapeHtml( value ?? '' ) ) }` )
		.join( '&' );
}
