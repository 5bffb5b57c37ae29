/**
 * Serves msw request handlers from express: the demo backend's handlers answer real HTTP here, exactly as they
 * answer the app in jest. A network-error response closes the socket, as a real network failure would.
 */
import { Readable } from 'node:stream';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { getResponse } from 'msw';
import type { HttpHandler } from 'msw';

function toFetchRequest( req: ExpressRequest ): Request {
	const origin = `${ req.protocol }://${ req.get( 'host' ) }`;
	const headers = new Headers();
	for ( const [ name, value ] of Object.entries( req.headers ) ) {
		if ( typeof value === 'string' ) {
			headers.set( name, value );
		} else if ( Array.isArray( value ) ) {
			value.forEach( ( item ) => headers.append( name, item ) );
		}
	}
	const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
	return new Request( new URL( req.originalUrl, origin ), {
		method: req.method,
		headers,
		body: hasBody ? ( Readable.toWeb( req ) as ReadableStream ) : undefined,
		// @ts-expect-error Node's fetch needs duplex for streamed bodies; the DOM typings do not know it.
		duplex: hasBody ? 'half' : undefined,
	} );
}

export function mswBridge( handlers: HttpHandler[] ) {
	return async ( req: ExpressRequest, res: ExpressResponse, next: NextFunction ) => {
		try {
			const response = await getResponse( handlers, toFetchRequest( req ) );
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
