/**
 * Makes a jetpack/v4 call fail as WordPress refuses one: a WP_Error's JSON ({ code, message, data.status }) with that
 * status. Counts the calls it answered.
 */
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { TEST_REST_ROOT } from './demo-msw';

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
