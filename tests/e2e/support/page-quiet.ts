/**
 * "The page has settled", measured on the page's own requests: none in flight for a short quiet spell. Playwright's
 * networkidle asks for 500 ms without any request; the gate's cells wait for it several times each, and the app's
 * calls on load come in one burst, so a shorter spell after the last answer says the same thing sooner.
 */
import type { Request } from 'playwright-core';

/** How long nothing may be in flight for the page to count as settled. */
const QUIET_MS = 150;

export interface PageRequests {
	/** Resolves once no request of the page has been in flight for QUIET_MS (at most `timeout`, then it rejects). */
	quiet( timeout?: number ): Promise< void >;
}

type RequestEvent = 'request' | 'requestfinished' | 'requestfailed';

/** Follows a page's requests through `on` (page.on, or a listener the caller removes later). */
export function watchRequests( on: ( event: RequestEvent, listener: ( request: Request ) => void ) => void ): PageRequests {
	const inFlight = new Set< Request >();
	let lastChange = Date.now();
	const done = ( request: Request ) => {
		inFlight.delete( request );
		lastChange = Date.now();
	};
	on( 'request', ( request ) => {
		inFlight.add( request );
		lastChange = Date.now();
	} );
	on( 'requestfinished', done );
	on( 'requestfailed', done );
	return {
		quiet: async ( timeout = 15000 ) => {
			const until = Date.now() + timeout;
			// A poll on the page's own request counts: it ends as soon as the condition holds.
			while ( inFlight.size || Date.now() - lastChange < QUIET_MS ) {
				if ( Date.now() > until ) {
					throw new Error( `the page did not settle: ${ [ ...inFlight ].map( ( request ) => request.url() ).join( ', ' ) }` );
				}
				await new Promise( ( resolve ) => setTimeout( resolve, 25 ) );
			}
		},
	};
}
