/**
 * The one render helper of the integration tests: the real store preloaded with a demo scenario's
 * Initial_State (exactly what the demo page prints), a hash router at a starting route, and either the whole
 * App or one piece of UI.
 */
import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { HashRouter } from 'react-router-dom';
import { App } from '../../src/app/App';
import type { InitialState } from '../../src/api/types';
import { buildInitialState } from '../../src/demo/backend/printed-initial-state';
import type { DemoBackend } from '../../src/demo/backend/backend';
import { adoptLocaleFormats } from '../../src/lib/wordpress-formats';
import { createAppStore } from '../../src/state/store';
import { TEST_ORIGIN } from './demo-msw';

export interface RenderOptions {
	/** Hash route to start on, e.g. '#/settings'. */
	route?: string;
	/** Query string of the admin page (state notices: error=..., message=...). */
	query?: string;
	/** Adjust what the page prints before the store is created. */
	initial?: ( initial: InitialState ) => InitialState;
}

export function initialStateFor( backend: DemoBackend, query = '' ): InitialState {
	return buildInitialState( backend.state, { origin: TEST_ORIGIN, nonce: backend.nonce, query: new URLSearchParams( query ) } );
}

function storeFor( backend: DemoBackend, options: RenderOptions ) {
	const printed = initialStateFor( backend, options.query );
	window.location.hash = options.route ?? '#/dashboard';
	const initial = options.initial ? options.initial( printed ) : printed;
	// As the boot does (src/index.tsx).
	adoptLocaleFormats( initial.locale, initial.localeFormats );
	return createAppStore( initial );
}

/** Renders the whole app, as the page boots it. */
export function renderApp( backend: DemoBackend, options: RenderOptions = {} ) {
	const store = storeFor( backend, options );
	return { store, ...render( <App store={ store } /> ) };
}

/** Renders one piece of UI with the real store and a hash router. */
export function renderWithStore( ui: ReactElement, backend: DemoBackend, options: RenderOptions = {} ) {
	const store = storeFor( backend, options );
	return {
		store,
		...render(
			<Provider store={ store }>
				<HashRouter>{ ui }</HashRouter>
			</Provider>
		),
	};
}

/**
 * Renders the whole app at a screen's route and waits for its heading (level 1) and one card (a region): queries within
 * that card.
 */
export async function openCard( backend: DemoBackend, route: string, heading: string, card: string, options: RenderOptions = {} ) {
	renderApp( backend, { ...options, route } );
	await screen.findByRole( 'heading', { level: 1, name: heading } );
	return within( await screen.findByRole( 'region', { name: card } ) );
}
