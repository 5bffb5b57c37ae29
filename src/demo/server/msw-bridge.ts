/**
 * Serves msw request handlers from express: the demo backend's handlers answer real HTTP here, exactly as they
 * answer the app in jest. A network-error response closes the socket, as a real network failure would.
 */
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { getResponse, matchRequestUrl } from 'msw';
import type { HttpHandler } from 'msw';
import { MAX_BODY_BYTES, requestUrl, sendPayloadTooLarge } from './guards';

/**
 * The body, counted as it arrives: null as soon as it passes the limit (docs/demo-site.md#safety), so an
 * oversized upload is never held in memory, whatever length it declared.
 */
function readBody( req: ExpressRequest ): Promise< Buffer | null > {
	return new Promise( ( resolve, reject ) => {
		const chunks: Buffer[] = [];
		let size = 0;
		const stop = () => {
			req.off( 'data', onData );
			req.off( 'end', onEnd );
			req.off( 'error', onError );
		};
		function onData( chunk: Buffer ) {
			size += chunk.length;
			if ( size > MAX_BODY_BYTES ) {
				stop();
				resolve( null );
				return;
			}
			chunks.push( chunk );
		}
		function onEnd() {
			stop();
			resolve( Buffer.concat( chunks ) );
		}
		function onError( error: Error ) {
			stop();
			reject( error );
		}
		req.on( 'data', onData );
		req.on( 'end', onEnd );
		req.on( 'error', onError );
	} );
}

function toFetchRequest( req: ExpressRequest, body: Buffer | undefined ): Request {
	const headers = new Headers();
	for ( const [ name, value ] of Object.entries( req.headers ) ) {
		if ( typeof value === 'string' ) {
			headers.set( name, value );
		} else if ( Array.isArray( value ) ) {
			value.forEach( ( item ) => headers.append( name, item ) );
		}
	}
	return new Request( requestUrl( req ), { method: req.method, headers, body: body && Uint8Array.from( body ) } );
}

/** How many distinct method and address pairs the bridge remembers the handlers of; past that it starts afresh. */
const MAX_REMEMBERED_ADDRESSES = 512;

function handlesMethod( handler: HttpHandler, method: string ): boolean {
	const expected = handler.info.method;
	return typeof expected === 'string' ? expected.toUpperCase() === method : expected.test( method );
}

/** A handler whose path is a function decides by the whole request: it stays a candidate everywhere. */
function mayMatchAddress( handler: HttpHandler, url: URL ): boolean {
	const path = handler.info.path;
	return typeof path === 'function' || matchRequestUrl( url, path ).matches;
}

/**
 * The handlers that may answer a method at an address (its query aside, which no handler matches on), remembered by
 * address. msw otherwise asks every one of the demo's 200-odd handlers in turn, each parsing the request's cookies
 * and compiling its path: about 15 ms a request, which a page's six parallel calls wait for one after the other.
 */
export function handlersByAddress( handlers: HttpHandler[] ): ( method: string, url: URL ) => HttpHandler[] {
	const remembered = new Map< string, HttpHandler[] >();
	return ( method, url ) => {
		const address = `${ method } ${ url.origin }${ url.pathname }`;
		let found = remembered.get( address );
		if ( ! found ) {
			found = handlers.filter( ( handler ) => handlesMethod( handler, method ) && mayMatchAddress( handler, url ) );
			if ( remembered.size >= MAX_REMEMBERED_ADDRESSES ) {
				remembered.clear();
			}
			remembered.set( address, found );
		}
		return found;
	};
}

export function mswBridge( handlers: HttpHandler[] ) {
	const candidates = handlersByAddress( handlers );
	return async ( req: ExpressRequest, res: ExpressResponse, next: NextFunction ) => {
		try {
			const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
			const body = hasBody ? await readBody( req ) : undefined;
			if ( body === null ) {
				sendPayloadTooLarge( req, res );
				return;
			}
			const request = toFetchRequest( req, body );
			const response = await getResponse( candidates( request.method, new URL( request.url ) ), request );
			if ( ! response ) {
				next();
				return;
			}
			if ( response.type === 'error' ) {
				req.socket.destroy();
				return;
			}
			res.status( response.status );
			response.headers.forEach( ( value, name ) => res.append( name, value ) );
			res.send( Buffer.from( await response.arrayBuffer() ) );
		} catch ( error ) {
			// A connection that is gone (the client left, or was cut off as too slow: docs/demo-site.md#safety) has
			// nobody to answer, and is no failure of the site.
			if ( req.socket.destroyed ) {
				return;
			}
			next( error );
		}
	};
}
