/**
 * Failures injected through /dev-api/faults (✱ DESIGN.md), matched by jetpack/v4 path prefix and, when given, by
 * method (so that a save can fail while the load of the same route still answers).
 */
export interface Fault {
	path: string;
	method?: string;
	status?: number;
	body?: string;
	delayMs?: number;
	/** Answer only once the faults are cleared (or after `MAX_HOLD_MS`): a call kept pending for as long as a test looks. */
	hold?: boolean;
	network?: boolean;
}

export type FaultRequest = Partial< Fault > & { nonce?: 'expire' };

/** Bounds on what the dev API keeps (docs/demo-site.md#dev-api): a list of faults is a test's, not a store. */
export const MAX_FAULTS = 50;
export const MAX_FAULT_BODY_BYTES = 64 * 1024;
export const MAX_FAULT_PATH = 2000;
/** How long a held call waits for the faults to be cleared before it answers anyway. */
export const MAX_HOLD_MS = 60000;

/** 'jetpack/v4/rewind', '/wp-json/jetpack/v4/rewind' and 'rewind' all name the same route. */
export function normalizeFaultPath( path: string ): string {
	return path
		.replace( /^.*?\/wp-json\//, '' )
		.replace( /^\/+/, '' )
		.replace( /^jetpack\/v4\/?/, '' )
		.replace( /\?.*$/, '' );
}

export function parseFault( input: unknown ): Fault | string {
	if ( ! input || typeof input !== 'object' ) {
		return 'A fault is a JSON object.';
	}
	const value = input as Record< string, unknown >;
	if ( typeof value.path !== 'string' ) {
		return 'A fault needs a "path" (a jetpack/v4 path prefix).';
	}
	if ( value.path.length > MAX_FAULT_PATH ) {
		return `"path" is ${ MAX_FAULT_PATH } characters at most.`;
	}
	const fault: Fault = { path: normalizeFaultPath( value.path ) };
	if ( value.method !== undefined ) {
		if ( typeof value.method !== 'string' || ! /^(GET|POST|PUT|DELETE)$/i.test( value.method ) ) {
			return '"method" must be GET, POST, PUT or DELETE.';
		}
		fault.method = value.method.toUpperCase();
	}
	if ( value.status !== undefined ) {
		if ( typeof value.status !== 'number' || value.status < 400 || value.status > 599 ) {
			return '"status" must be an HTTP error status (400-599).';
		}
		fault.status = value.status;
	}
	if ( value.body !== undefined ) {
		if ( typeof value.body !== 'string' ) {
			return '"body" must be a string.';
		}
		if ( new TextEncoder().encode( value.body ).length > MAX_FAULT_BODY_BYTES ) {
			return '"body" is 64 KB at most.';
		}
		fault.body = value.body;
	}
	if ( value.delayMs !== undefined ) {
		if ( typeof value.delayMs !== 'number' || value.delayMs < 0 || value.delayMs > 60000 ) {
			return '"delayMs" must be a number of milliseconds up to 60000.';
		}
		fault.delayMs = value.delayMs;
	}
	if ( value.hold !== undefined ) {
		if ( value.hold !== true ) {
			return '"hold" is true or left out.';
		}
		fault.hold = true;
	}
	if ( value.network !== undefined ) {
		fault.network = value.network === true;
	}
	if ( fault.status === undefined && fault.body === undefined && fault.delayMs === undefined && ! fault.hold && ! fault.network ) {
		return 'A fault needs one of "status", "body", "delayMs", "hold" or "network".';
	}
	return fault;
}

export function findFault( faults: readonly Fault[], routePath: string, method: string ): Fault | undefined {
	return faults.find( ( fault ) => routePath.startsWith( fault.path ) && ( ! fault.method || fault.method === method.toUpperCase() ) );
}
