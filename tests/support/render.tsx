/**
 * The one render helper of the integration tests: the real store preloaded with a demo scenario's
 * Initial_State (exactly what the demo page prints), the real App, a starting hash route.
 */
import { render } from '@testing-library/react';
import { App } from '../../src/app/App';
import type { InitialState } from '../../src/api/types';
import { buildInitialState } from '../../src/demo/backend/initial-state';
import type { DemoBackend } from '../../src/demo/backend/backend';
import { createAppStore } from '../../src/state/store';
import { TEST_ORIGIN } from './demo-msw';

export function initialStateFor( backend: DemoBackend, query = '' ): InitialState {
	return buildInitialState( backend.state, { origin: TEST_ORIGIN, nonce: backend.nonce, query: new URLSearchParams( query ) } );
}

export function renderApp( backend: DemoBackend, options: { route?: string; initial?: InitialState } = {} ) {
	const store = createAppStore( options.initial ?? initialStateFor( backend ) );
	window.location.hash = options.route ?? '#/dashboard';
	return { store, ...render( <App store={ store } /> ) };
}
