/**
 * The requests a test's app sends, as the demo backend behind msw receives them, and a pause that lets a request the
 * app would still start reach it (before asserting what was, or was not, sent).
 */
import { act } from '@testing-library/react';
import type { LifeCycleEventsMap } from 'msw';
import type { DemoMsw } from './demo-msw';

/** The path of the jetpack/v4 namespace, which `calls()` and the route arguments are relative to. */
export const JETPACK_V4 = '/wp-json/jetpack/v4/';

export interface SentRequest {
	/** The method WordPress acts on: a DELETE sent as a POST that names it (X-HTTP-Method-Override) is a DELETE. */
	method: string;
	/** The URL's path, e.g. /wp-json/jetpack/v4/settings. */
	path: string;
	/** The URL without its query. */
	url: string;
	/** The URL's query (a stats call's range, say). */
	query: URLSearchParams;
	/** A POST's body, parsed when it is JSON; it is read as the request arrives, a moment after the call is listed. */
	body?: unknown;
	/** Whether the body has been read (always false for a request with none). */
	bodyRead: boolean;
}

export interface RequestLog {
	/** Every request of the test so far, in the order sent. */
	readonly sent: readonly SentRequest[];
	/** "METHOD route" for each request, the route being the path after `base` (the whole path with base ''). */
	calls( base?: string ): string[];
	/** How many `method` requests went to `route` (under jetpack/v4). */
	count( method: string, route: string ): number;
	/** The bodies of the `method` requests to `route` (under jetpack/v4), those read so far: one a POST sent counts once read. */
	bodies( method: string, route: string ): unknown[];
	/** Forgets what was sent so far (what opening a screen sent, say). */
	clear(): void;
}

async function readBody( request: Request ): Promise< unknown > {
	const text = await request.clone().text();
	try {
		return JSON.parse( text ) as unknown;
	} catch {
		return text;
	}
}

/** Records every request of each test of the file; call at the file's top level. */
export function recordRequests( demo: DemoMsw ): RequestLog {
	let sent: SentRequest[] = [];
	const listener = ( { request }: LifeCycleEventsMap[ 'request:start' ][ 0 ] ) => {
		const url = new URL( request.url );
		const entry: SentRequest = {
			method: request.headers.get( 'x-http-method-override' ) ?? request.method,
			path: url.pathname,
			url: `${ url.origin }${ url.pathname }`,
			query: url.searchParams,
			bodyRead: false,
		};
		sent.push( entry );
		if ( request.method === 'POST' ) {
			void readBody( request ).then( ( body ) => {
				entry.body = body;
				entry.bodyRead = true;
			} );
		}
	};
	beforeEach( () => {
		sent = [];
		demo.server.events.on( 'request:start', listener );
	} );
	afterEach( () => demo.server.events.removeListener( 'request:start', listener ) );
	const route = ( entry: SentRequest, base: string ) => ( entry.path.startsWith( base ) ? entry.path.slice( base.length ) : entry.path );
	const to = ( method: string, path: string ) => sent.filter( ( entry ) => entry.method === method && route( entry, JETPACK_V4 ) === path );
	return {
		get sent() {
			return sent;
		},
		calls: ( base = JETPACK_V4 ) => sent.map( ( entry ) => `${ entry.method } ${ route( entry, base ) }` ),
		count: ( method, path ) => to( method, path ).length,
		bodies: ( method, path ) =>
			to( method, path )
				.filter( ( entry ) => entry.bodyRead )
				.map( ( entry ) => entry.body ),
		clear: () => {
			sent = [];
		},
	};
}

/**
 * Lets the app run for a moment (long enough for a refetch a save would start to reach the server), for a test that
 * asserts nothing more was sent: there is no event to wait for when nothing happens.
 */
export const settle = ( ms = 50 ) => act( () => new Promise< void >( ( resolve ) => setTimeout( resolve, ms ) ) );
