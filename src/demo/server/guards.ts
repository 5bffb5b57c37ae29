/**
 * What keeps other web pages and oversized input away from the demo site (docs/demo-site.md#safety): the Host rule
 * (against DNS rebinding), frame headers, the body size limit, the same-origin rule of the dev API, and an error
 * handler that never answers details.
 */
import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { isDevApiUrl } from '../handlers/dev-api';

/** Any request body over this gets 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

const LOCAL_NAMES = new Set( [ '127.0.0.1', 'localhost', '[::1]' ] );

/** The name and port a Host header names, or null when it is not one. */
function parseHost( host: string ): { name: string; port: number } | null {
	const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec( host );
	if ( ! match?.[ 1 ] ) {
		return null;
	}
	return { name: match[ 1 ].toLowerCase(), port: match[ 2 ] === undefined ? 80 : Number( match[ 2 ] ) };
}

/**
 * Only this machine's own names on the port the request came in on: a page on another name that resolves here
 * (DNS rebinding) never reaches a handler, so it never gets the nonce nor a REST root on its own host.
 */
export function hostGuard(): RequestHandler {
	return ( req, res, next ) => {
		const host = parseHost( req.headers.host ?? '' );
		if ( ! host ) {
			res.status( 400 ).type( 'text/plain' ).send( 'Bad request: no valid Host header.' );
			return;
		}
		if ( ! LOCAL_NAMES.has( host.name ) || host.port !== req.socket.localPort ) {
			res.status( 421 )
				.type( 'text/plain' )
				.send( `Misdirected request: the demo site answers only as 127.0.0.1, localhost or [::1] on port ${ req.socket.localPort }.` );
			return;
		}
		next();
	};
}

/**
 * The site's own origin, from the Host header `hostGuard` checked: every link the site answers is built on it
 * (docs/demo-site.md#safety), never on the request line.
 */
export function siteOrigin( req: Request ): string {
	return `http://${ req.headers.host ?? '' }`;
}

/**
 * The address a request asks for, as the REST handlers read it: the path and query of the request line on the site's
 * own origin. An absolute-form request line (`GET http://other.test/wp-json/...`) and a path that starts with `//`
 * name another host; only their path and query are kept, so no answer ever links to that host.
 */
export function requestUrl( req: Request ): URL {
	const target = req.originalUrl;
	let pathAndQuery = target;
	if ( ! target.startsWith( '/' ) ) {
		const absolute = URL.canParse( target ) ? new URL( target ) : null;
		pathAndQuery = absolute ? absolute.pathname + absolute.search : '/';
	}
	const url = new URL( siteOrigin( req ) );
	const queryAt = pathAndQuery.indexOf( '?' );
	url.pathname = queryAt < 0 ? pathAndQuery : pathAndQuery.slice( 0, queryAt );
	url.search = queryAt < 0 ? '' : pathAndQuery.slice( queryAt );
	return url;
}

/** Only the demo site's own pages may frame its pages (the connect flow frames the provider's). */
export function frameHeaders(): RequestHandler {
	return ( _req, res, next ) => {
		res.set( 'X-Frame-Options', 'SAMEORIGIN' );
		res.set( 'Content-Security-Policy', "frame-ancestors 'self'" );
		next();
	};
}

const TOO_LARGE = 'The request body is larger than the 1 MB the demo site accepts.';

/** 413, in WordPress' words for a REST route. The rest of the body is read and dropped so the answer arrives. */
export function sendPayloadTooLarge( req: Request, res: Response ): void {
	req.resume();
	if ( req.path.startsWith( '/wp-json/' ) ) {
		res.status( 413 ).json( { code: 'rest_payload_too_large', message: TOO_LARGE, data: { status: 413 } } );
		return;
	}
	res.status( 413 ).type( 'text/plain' ).send( TOO_LARGE );
}

/** A declared length over the limit is refused before a byte of the body is read; readers count the rest. */
export function bodyLengthLimit(): RequestHandler {
	return ( req, res, next ) => {
		const length = Number( req.headers[ 'content-length' ] ?? 0 );
		if ( length > MAX_BODY_BYTES ) {
			sendPayloadTooLarge( req, res );
			return;
		}
		next();
	};
}

/**
 * Whether a request comes from a page of this site: an Origin header, when there is one, is this site's, and a
 * browser's Sec-Fetch-Site, when there is one, says same-origin. Clients that are not browsers send neither.
 */
export function isSameOrigin( req: Request ): boolean {
	const origin = req.headers.origin;
	if ( origin !== undefined && origin.toLowerCase() !== `http://${ req.headers.host ?? '' }`.toLowerCase() ) {
		return false;
	}
	const site = req.headers[ 'sec-fetch-site' ];
	return site === undefined || site === 'same-origin';
}

function mediaType( req: Request ): string {
	return ( req.headers[ 'content-type' ] ?? '' ).split( ';' )[ 0 ]?.trim().toLowerCase() ?? '';
}

/**
 * The dev API's writes: JSON only (a cross-site form or a no-cors fetch cannot send that type without a preflight,
 * which this site never grants) and, from a browser, only from this site's own pages. Mounted on every path: it
 * decides by the same match as the dev API's handlers, on the address they read (`requestUrl`), so whatever path
 * reaches a handler meets the guard first.
 */
export function devApiGuard(): RequestHandler {
	return ( req, res, next ) => {
		if ( req.method === 'GET' || req.method === 'HEAD' || ! isDevApiUrl( requestUrl( req ) ) ) {
			next();
			return;
		}
		if ( mediaType( req ) !== 'application/json' ) {
			req.resume();
			res.status( 415 ).json( { code: 'unsupported_media_type', message: 'The dev API accepts JSON only: send Content-Type: application/json.' } );
			return;
		}
		if ( ! isSameOrigin( req ) ) {
			req.resume();
			res.status( 403 ).json( { code: 'cross_origin', message: 'The dev API answers only pages of the demo site itself.' } );
			return;
		}
		next();
	};
}

function statusOf( error: unknown ): number {
	const status = ( error as { status?: unknown; statusCode?: unknown } | null )?.status ?? ( error as { statusCode?: unknown } | null )?.statusCode;
	return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}

/**
 * The last word on any failure: a short plain text with the status' own name, never the error's message or
 * stack (they name files of this machine). Failures of the site itself are logged to stderr.
 */
export function errorHandler(): ErrorRequestHandler {
	return ( error, req, res, next ) => {
		const status = statusOf( error );
		if ( status >= 500 ) {
			console.error( `Demo site: ${ req.method } ${ req.originalUrl } failed:`, error );
		}
		if ( res.headersSent ) {
			// Too late for a status: express' own handler closes the connection.
			next( error );
			return;
		}
		if ( status === 413 ) {
			sendPayloadTooLarge( req, res );
			return;
		}
		req.resume();
		res.status( status ).type( 'text/plain' ).send( status >= 500 ? 'The demo site could not answer this request.' : STATUS_CODES[ status ] ?? 'Bad request' );
	};
}
