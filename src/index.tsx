/** Boot only: configure the client, create the store, start the opened screen's calls, mount the app. */
import '@wordpress/components/build-style/style.css';
import { configureApiClient, dropPreloadedAnswers } from './api/client';
import { prepareHost } from './api/host';
import { afterFirstPaint, delay, nextTask, PRINTED_SHELL_WAIT_MS, showsPrintedShell, START_ANSWERS_WAIT_MS } from './app/first-paint';
import { adoptHostTranslations } from './app/host-translations';
import { keepInPageLinksOffTheRouter } from './app/in-page-links';
import { readInitialState } from './app/initial-state';
import { loadRightToLeftScreenStyles } from './app/rtl-chunk-styles';
import { hashPath, loadStartScreen, startCallsOf } from './app/screens';
import { createAppStore } from './state/store';
import { startHash } from './lib/admin-pages';
import { warmFormatters } from './app/warm-formatters';

const container = document.getElementById( 'jp-plugin-container' );
if ( container ) {
	adoptHostTranslations( window as Parameters< typeof adoptHostTranslations >[ 0 ] );
	const initial = readInitialState( window );
	let painted = (): void => undefined;
	const firstPaint = new Promise< void >( ( resolve ) => ( painted = resolve ) );
	// The masthead the host printed is the shell's first paint when the page shows it (docs/api.md#first-paint).
	const printed = showsPrintedShell( document );
	if ( printed ) {
		afterFirstPaint( window, () => painted() );
	}
	// Nothing is sent before the shell has painted, nor before the client knows its host's way of answering.
	const ready = Promise.all( [ firstPaint, prepareHost( initial ) ] ).then( () => undefined );
	void firstPaint.then( () => warmFormatters( window, initial.locale ) );
	configureApiClient( {
		root: initial.WP_API_root,
		nonce: initial.WP_API_nonce,
		adminUrl: initial.adminUrl,
		notBefore: ready,
		preloaded: initial.preloadedAnswers,
	} );
	keepInPageLinksOffTheRouter( document );
	// The plugin's About, Debug and Modules pages mount the app on their own route (docs/shell.md#admin-pages).
	const start = startHash( container.dataset.route, window.location.hash );
	if ( start ) {
		window.history.replaceState( null, '', start );
	}
	loadRightToLeftScreenStyles( document );
	const store = createAppStore( initial );
	// The opened screen renders with the shell when its chunk is here (the page's head started it with app.js). Its
	// calls are sent once the shell has been painted. After a printed masthead, a screen that knows its calls from the
	// store starts them now, while its chunk loads, and is drawn once their answers are in (briefly waited for);
	// another screen waits for the masthead's paint report (briefly) and runs its effects as it commits, so its calls
	// leave while it is drawn.
	const painting = delay( PRINTED_SHELL_WAIT_MS );
	const started = printed ? startCallsOf( window.location.hash )?.( store, hashPath( window.location.hash ) ) ?? null : null;
	// The renderer, the components and the screen's chunk are evaluated in a task after the one that sends the calls,
	// so that the calls leave while they are (docs/api.md#start-calls).
	const callsSent = started ? Promise.race( [ ready, painting ] ).then( nextTask ) : Promise.resolve();
	void callsSent
		.then( () => Promise.all( [ import( /* webpackMode: "eager" */ './app/mount' ), loadStartScreen( window.location.hash ) ] ) )
		.then( async ( [ { mountApp } ] ) => {
			if ( started ) {
				await Promise.race( [ started.answered, delay( START_ANSWERS_WAIT_MS ) ] );
			} else if ( printed ) {
				await Promise.race( [ firstPaint, painting ] );
			}
			mountApp( container, store, () => painted() );
			started?.release();
			// The opened screen's calls have left once calls may be sent (docs/api.md#preloaded-answers).
			void ready.then( nextTask ).then( dropPreloadedAnswers );
		} );
}
