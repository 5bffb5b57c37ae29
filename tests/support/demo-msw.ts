/**
 * The demo backend behind msw/node: the same handlers the demo server runs, so jest tests exercise the real
 * client against the real backend logic at the network boundary.
 */
import { setupServer } from 'msw/node';
import type { SetupServer } from 'msw/node';
import { configureApiClient } from '../../src/api/client';
import { DemoBackend } from '../../src/demo/backend/backend';
import { createHandlers } from '../../src/demo/handlers';

export const TEST_ORIGIN = 'http://localhost';
export const TEST_REST_ROOT = `${ TEST_ORIGIN }/wp-json/`;
export const TEST_ADMIN_URL = `${ TEST_ORIGIN }/wp-admin/`;

export interface DemoMsw {
	backend: DemoBackend;
	server: SetupServer;
	/** Resets the backend to a scenario and points the client at it with a valid nonce. */
	reset( scenario?: string ): DemoBackend;
}

/** Call at the top of a test file: starts msw with the demo handlers around every test. */
export function setupDemoBackend( scenario = 'owner' ): DemoMsw {
	const backend = new DemoBackend( { scenario, now: () => new Date( '2026-11-22T12:00:00Z' ) } );
	const server = setupServer( ...createHandlers( backend ) );
	const harness: DemoMsw = {
		backend,
		server,
		reset( next = scenario ) {
			backend.reset( next );
			configureApiClient( { root: TEST_REST_ROOT, nonce: backend.nonce, adminUrl: TEST_ADMIN_URL } );
			return backend;
		},
	};
	beforeAll( () => server.listen( { onUnhandledRequest: 'error' } ) );
	beforeEach( () => harness.reset() );
	afterEach( () => server.resetHandlers() );
	afterAll( () => server.close() );
	return harness;
}
