/**
 * The calls the opened screen makes as it is first drawn, sent by the boot once the shell has painted and before it
 * evaluates the store (docs/api.md#start-calls); the store's queries, started once it exists, take their answers.
 */
import { sendEarly } from '../api/call-route';
import { readOf, REST_ROUTES } from '../api/rest-routes';
import type { PageFacts } from '../lib/page-facts';
import type { CardStart } from '../screens/at-a-glance/card-rule';
import { dashboardStarts } from '../screens/at-a-glance/dashboard-start-calls';
import type { routeReadsApi } from '../state/route-reads/api';
import type { AppStore } from '../state/store';

/** The screens whose first calls the page's facts decide; each starts none at an address it does not open. */
const SCREEN_STARTS: readonly ( ( page: PageFacts, path: string ) => CardStart[] )[] = [ dashboardStarts ];

/** The route path of a hash address ('#/dashboard?x=1' is '/dashboard'). */
export function hashPath( hash: string ): string {
	return hash.replace( /^#/, '' ).split( '?' )[ 0 ] || '/';
}

/** Sends a start's call, for the store's query to take its answer (the client holds it until the shell has painted). */
export function sendStart( start: CardStart ): void {
	void sendEarly( REST_ROUTES[ start.route ], start.query ? { query: start.query } : {} );
}

/** Sends the calls the screen at this address starts with, and says which. */
export function sendStartCalls( page: PageFacts, hash: string ): CardStart[] {
	const starts = SCREEN_STARTS.flatMap( ( startsOf ) => startsOf( page, hashPath( hash ) ) );
	starts.forEach( sendStart );
	return starts;
}

/** The calls a screen started before its first render, and how to let go of them once its parts have subscribed. */
export interface HeldCalls {
	answered: Promise< void >;
	release: () => void;
}

/**
 * Starts the store's read of each sent call, which takes the call's answer, and holds it in the cache until the
 * screen's parts have subscribed.
 */
export function holdStartCalls( store: AppStore, reads: typeof routeReadsApi, starts: readonly CardStart[] ): HeldCalls {
	const held = starts.map( ( start ) => store.dispatch( reads.endpoints.readRoute.initiate( readOf( start ) ) ) );
	return {
		answered: Promise.all( held ).then( () => undefined ),
		release: () => held.forEach( ( query ) => query.unsubscribe() ),
	};
}
