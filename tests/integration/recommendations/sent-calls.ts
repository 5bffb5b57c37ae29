/** The jetpack/v4 calls a test's app sent, with the body of each POST; call in the file's top level. */
import type { DemoMsw } from '../../support/demo-msw';

export interface SentCall {
	/** "METHOD path", the path under jetpack/v4. */
	call: string;
	body?: unknown;
}

export function recordSentCalls( demo: DemoMsw ) {
	let sent: SentCall[] = [];
	beforeEach( () => {
		sent = [];
		demo.server.events.on( 'request:start', async ( { request } ) => {
			const entry: SentCall = { call: `${ request.method } ${ new URL( request.url ).pathname.replace( '/wp-json/jetpack/v4/', '' ) }` };
			sent.push( entry );
			if ( request.method === 'POST' ) {
				entry.body = await request.clone().json();
			}
		} );
	} );
	afterEach( () => demo.server.events.removeAllListeners() );
	return {
		/** Every call sent as "METHOD path". */
		calls: ( call: string ) => sent.filter( ( entry ) => entry.call === call ),
		/** The bodies of the POSTs to a path. */
		posts: ( path: string ) => sent.filter( ( entry ) => entry.call === `POST ${ path }` ).map( ( entry ) => entry.body ),
	};
}
