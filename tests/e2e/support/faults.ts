/**
 * The faults the gates inject through the demo site's /dev-api/faults, and what the user should read for each.
 * A fault matches a jetpack/v4 path prefix, whatever the method.
 */
import { demoUrl } from './browser';

export type FaultKind = 'server error' | 'not JSON' | 'network' | 'slow' | 'expired nonce';

export const FAULT_KINDS: readonly FaultKind[] = [ 'server error', 'not JSON', 'network', 'slow', 'expired nonce' ];

export const SERVER_ERROR_MESSAGE = 'The server could not complete this request.';

/** What the failure message says for each failing kind (the slow call and the expired nonce must not fail). */
export const REASONS: Partial< Record< FaultKind, string > > = {
	'server error': SERVER_ERROR_MESSAGE,
	'not JSON': 'The site sent an answer that could not be read.',
	network: 'The site could not be reached. Check your connection.',
};

async function post( body: Record< string, unknown > ): Promise< void > {
	const response = await fetch( `${ demoUrl() }/dev-api/faults`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( body ),
	} );
	if ( ! response.ok ) {
		throw new Error( `injecting ${ JSON.stringify( body ) } failed: ${ response.status } ${ await response.text() }` );
	}
}

export function injectFault( kind: FaultKind, path: string ): Promise< void > {
	switch ( kind ) {
		case 'server error':
			// The demo site answers a WordPress error body: { code: 'demo_injected_fault', message, data: { status } }.
			return post( { path, status: 500 } );
		case 'not JSON':
			return post( { path, body: '<html><body>Fatal error: something broke</body></html>' } );
		case 'network':
			return post( { path, network: true } );
		case 'slow':
			return post( { path, delayMs: 3000 } );
		case 'expired nonce':
			// The page keeps its old nonce; the next call is refused once and must be retried with a fresh one.
			return post( { nonce: 'expire' } );
	}
}

export async function clearFaults(): Promise< void > {
	await fetch( `${ demoUrl() }/dev-api/faults`, { method: 'DELETE' } );
}
