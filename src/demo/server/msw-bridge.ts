/**
 * Serves msw request handlers from express: the demo backend's handlers answer real HTTP here, exactly as they
 * answer the app in jest. A network-error response closes the socket, as a real network failure would.
 */
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { getResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { MAX_BODY_BYTES, sendPayloadTooLarge } from './guards';

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
	const origin = `${ req.protocol }://${ req.get( 'host' ) }`;
	const headers = new Headers();
	for ( const [ name, value ] of Object.entries( req.headers ) ) {
		if ( typeof value === 'string' ) {
			headers.set( name, value );
		} else if ( Array.isArray( value ) ) {
			value.forEach( ( item ) => headers.append( name, item ) );
		}
	}
	return new Request( new URL( req.originalUrl, origin ), { method: req.method, headers, body: body && Uint8Array.from( body ) } );
}

export function mswBridge( handlers: HttpHandler[] ) {
	return async ( req: ExpressRequest, res: ExpressResponse, next: NextFunction ) => {
		try {
			const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
			const body = hasBody ? await readBody( req ) : undefined;
			if ( body === null ) {
				sendPayloadTooLarge( req, res );
				return;
			}
			const response = await getResponse( handlers, toFetchRequest( req, body ) );
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
			next( error );
		}
	};
}
