/**
 * The app as a Jetpack site's page boots it (docs/hosts.md): the page data the demo's Jetpack scenario prints, read
 * through JSON as the page reads it, with the Jetpack adapters installed; and a watch on the calls it makes.
 */
import { render } from '@testing-library/react';
import { App } from '../../src/app/App';
import { jetpackAdapters, jetpackPage } from '../../src/api/jetpack-host';
import { installRouteAdapters } from '../../src/api/route-adapters';
import { readInitialState } from '../../src/app/initial-state';
import { pageDataFor } from '../../src/demo/jetpack-host/page-data';
import { adoptLocaleFormats } from '../../src/lib/wordpress-formats';
import { createAppStore } from '../../src/state/store';
import type { DemoMsw } from './demo-msw';
import { initialStateFor } from './render';

/** What the page reads from the scenario's page data, as printed. */
export function printedJetpackPage( demo: DemoMsw ) {
	return readInitialState( { Initial_State: JSON.parse( JSON.stringify( pageDataFor( demo.backend.state, initialStateFor( demo.backend ) ) ) ) as unknown } );
}

/** Renders the whole app at `route`; `appPage` as this plugin prints it beside Jetpack (the demo serves `jetpack`). */
export function renderOnJetpack( demo: DemoMsw, route: string, appPage?: string ) {
	const initial = { ...printedJetpackPage( demo ), ...( appPage ? { appPage } : {} ) };
	installRouteAdapters( jetpackAdapters( jetpackPage( initial ) ) );
	window.location.hash = route;
	adoptLocaleFormats( initial.locale, initial.localeFormats );
	const store = createAppStore( initial );
	return { store, ...render( <App store={ store } /> ) };
}

/** The calls still unanswered, each call answered ("METHOD path"), and those answered 400 or more ("… status"). */
export interface CallWatch {
	pending: number;
	answered: string[];
	refused: string[];
}

/** Watches every call of each test (call in a beforeEach); the adapters are uninstalled after it. */
export function watchCalls( demo: DemoMsw ): CallWatch {
	const watch: CallWatch = { pending: 0, answered: [], refused: [] };
	demo.server.events.on( 'request:start', () => {
		watch.pending++;
	} );
	demo.server.events.on( 'response:mocked', ( { request, response } ) => {
		watch.pending--;
		const call = `${ request.method } ${ new URL( request.url ).pathname }`;
		watch.answered.push( call );
		if ( response.status >= 400 ) {
			watch.refused.push( `${ call } ${ response.status }` );
		}
	} );
	return watch;
}

export function stopWatching( demo: DemoMsw ): void {
	demo.server.events.removeAllListeners();
	installRouteAdapters( {} );
}
