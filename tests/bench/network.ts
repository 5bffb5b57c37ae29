/**
 * Everything a page fetched, seen from Playwright: each script and stylesheet with the gzip size of its served
 * bytes (zlib level 9: the demo site serves them uncompressed), the REST requests, and when the network is idle.
 */
import zlib from 'node:zlib';
import type { Page, Request, Response } from 'playwright-core';
import { restRouteOf } from './budgets';
import type { SizedFile } from './budgets';

export const gzipSize = ( bytes: Buffer | string ): number => zlib.gzipSync( bytes, { level: 9 } ).length;

const isScript = ( response: Response ) =>
	response.request().resourceType() === 'script' ||
	/\.m?js(\?|$)/.test( new URL( response.url() ).pathname ) ||
	/javascript/.test( response.headers()[ 'content-type' ] ?? '' );

export interface NetworkLog {
	scripts(): Promise< SizedFile[] >;
	stylesheets(): Promise< SizedFile[] >;
	/** REST requests seen so far (route and method; start times come from the page's resource timing). */
	rest(): { method: string; route: string; url: string }[];
	/** Resolves once no request has been in flight for quietMs. */
	idle( quietMs?: number, timeoutMs?: number ): Promise< void >;
}

/** V8's hint that every function of the script runs on load: compiled at once, off the main thread. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function watchNetwork( page: Page ): NetworkLog {
	const scripts: Promise< SizedFile >[] = [];
	const stylesheets: Promise< SizedFile >[] = [];
	const rest: { method: string; route: string; url: string }[] = [];
	const inFlight = new Set< Request >();
	let lastChange = Date.now();
	const settle = ( request: Request ) => {
		inFlight.delete( request );
		lastChange = Date.now();
	};
	page.on( 'request', ( request ) => {
		inFlight.add( request );
		lastChange = Date.now();
		const route = /^https?:/.test( request.url() ) ? restRouteOf( request.url() ) : null;
		if ( route !== null ) {
			rest.push( { method: request.method(), route, url: request.url() } );
		}
	} );
	page.on( 'requestfinished', settle );
	page.on( 'requestfailed', settle );
	page.on( 'response', ( response ) => {
		const sized = ( list: Promise< SizedFile >[] ) =>
			list.push(
				response.body().then( ( body ) => ( { name: response.url(), gzBytes: gzipSize( body ), compiledAtOnce: body.subarray( 0, COMPILE_HINT.length ).toString() === COMPILE_HINT } ) )
			);
		if ( response.status() < 300 && isScript( response ) ) {
			sized( scripts );
		} else if ( response.status() < 300 && response.request().resourceType() === 'stylesheet' ) {
			sized( stylesheets );
		}
	} );
	return {
		scripts: () => Promise.all( scripts ),
		stylesheets: () => Promise.all( stylesheets ),
		rest: () => [ ...rest ],
		idle: async ( quietMs = 500, timeoutMs = 30000 ) => {
			const deadline = Date.now() + timeoutMs;
			while ( inFlight.size > 0 || Date.now() - lastChange < quietMs ) {
				if ( Date.now() > deadline ) {
					throw new Error( `network busy after ${ timeoutMs } ms: ${ [ ...inFlight ].map( ( request ) => request.url() ).join( ', ' ) }` );
				}
				await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
			}
		},
	};
}
