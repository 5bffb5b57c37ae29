/**
 * Holds a jetpack/v4 call until the test releases it, then lets the demo backend answer it (an msw resolver that
 * returns nothing falls through to the next handler). Counts the calls it saw.
 */
import { http } from 'msw';
import type { SetupServer } from 'msw/node';
import { TEST_REST_ROOT } from './demo-msw';

export function holdCall( server: SetupServer, method: 'get' | 'post', path: string ) {
	let release: () => void = () => undefined;
	const gate = new Promise< void >( ( resolve ) => {
		release = resolve;
	} );
	let calls = 0;
	server.use(
		http[ method ]( `${ TEST_REST_ROOT }jetpack/v4/${ path }`, async () => {
			calls++;
			await gate;
		} )
	);
	return { release, calls: () => calls };
}
