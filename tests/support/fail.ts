/**
 * Makes a jetpack/v4 call fail as WordPress refuses one: a WP_Error's JSON ({ code, message, data.status }) with that
 * status. Counts the calls it answered. Or sets a fault through the demo's /dev-api/faults, as its dev tools do.
 */
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { FaultRequest } from '../../src/demo/backend/faults';
import { TEST_ORIGIN, TEST_REST_ROOT } from './demo-msw';

export interface Failure {
	status?: number;
	code?: string;
	message?: string;
	/** Only the next call fails (the default); false: every call until the test ends. */
	once?: boolean;
}

/** `path` under jetpack/v4 ('settings', 'site/purchases'); `all` matches a method sent as a POST that names it. */
export function failCall( server: SetupServer, method: 'get' | 'post' | 'all', path: string, failure: Failure = {} ) {
	const { status = 500, code = 'boom', message = 'The database is busy.', once = true } = failure;
	let calls = 0;
	server.use(
		http[ method ](
			`${ TEST_REST_ROOT }jetpack/v4/${ path }`,
			() => {
				calls++;
				return HttpResponse.json( { code, message, data: { status } }, { status } );
			},
			{ once }
		)
	);
	return { calls: () => calls };
}

const FAULTS_URL = `${ TEST_ORIGIN }/dev-api/faults`;
// The dev API's writes take JSON only (docs/demo-site.md#dev-api).
const JSON_TYPE = { 'Content-Type': 'application/json' };

/** Sets a fault through the demo's own /dev-api/faults, as its dev tools do. */
export async function injectFault( fault: FaultRequest ): Promise< void > {
	await fetch( FAULTS_URL, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify( fault ) } );
}

/** Clears every fault set through /dev-api/faults: the calls answer again. */
export async function clearFaults(): Promise< void > {
	await fetch( FAULTS_URL, { method: 'DELETE', headers: JSON_TYPE } );
}
