/**
 * The faults the gates inject through the demo site's /dev-api/faults, and what the user should read for each.
 * A fault matches a jetpack/v4 path prefix, whatever the method.
 */
import { demoUrl } from './browser';
import { devApiOk } from './dev-api';

export type FaultKind = 'server error' | 'not JSON' | 'network' | 'slow' | 'expired nonce';

export const FAULT_KINDS: readonly FaultKind[] = [ 'server error', 'not JSON', 'network', 'slow', 'expired nonce' ];

export const SERVER_ERROR_MESSAGE = 'The server could not complete this request.';

/** What the failure message says for each failing kind (the slow call and the expired nonce must not fail). */
export const REASONS: Partial< Record< FaultKind, string > > = {
	'server error': SERVER_ERROR_MESSAGE,
	'not JSON': 'The site sent an answer that could not be read.',
	network: 'The site could not be reached. Check your connection.',
};

/** Why a broken server's page says it broke: what the 'not JSON' fault answers instead of JSON. */
const NOT_JSON = '<html><body>Fatal error: something broke</body></html>';

/**
 * The /dev-api/faults body of one fault on the calls under a jetpack/v4 path (any method, or only `method`).
 * The demo site answers a server error with a WordPress error body: { code: 'demo_injected_fault', message,
 * data: { status } }. An expired nonce is one fault for the whole page: its next call is refused once and must be
 * retried with a fresh nonce.
 */
export function faultBody( kind: FaultKind, path: string, method?: string ): Record< string, unknown > {
	const on = method ? { path, method } : { path };
	switch ( kind ) {
		case 'server error':
			return { ...on, status: 500 };
		case 'not JSON':
			return { ...on, body: NOT_JSON };
		case 'network':
			return { ...on, network: true };
		case 'slow':
			return { ...on, delayMs: 3000 };
		case 'expired nonce':
			return { nonce: 'expire' };
	}
}

/** Sets a fault on the shared demo site of the browser tests. */
export function injectFault( kind: FaultKind, path: string ): Promise< void > {
	return devApiOk( demoUrl(), 'POST', 'faults', faultBody( kind, path ) );
}

export async function clearFaults(): Promise< void > {
	await devApiOk( demoUrl(), 'DELETE', 'faults' );
}
