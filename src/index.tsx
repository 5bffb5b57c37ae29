/**
 * Boot only: configure the client and send the opened screen's calls once the shell has painted; then, in a later task,
 * evaluate the store and the app and mount it (app/start-app.ts). Nothing here imports the store or React.
 */
import '@wordpress/components/build-style/style.css';
import { configureApiClient } from './api/client';
import { prepareHost } from './api/host';
import { sendStartCalls } from './app/boot-calls';
import { afterFirstPaint, delay, nextTask, PRINTED_SHELL_WAIT_MS, showsPrintedShell } from './app/first-paint';
import { adoptHostTranslations } from './app/host-translations';
import { keepInPageLinksOffTheRouter } from './app/in-page-links';
import { showLoadFailure } from './app/load-failure';
import { readInitialState } from './app/initial-state';
import { loadRightToLeftScreenStyles } from './app/rtl-chunk-styles';
import { startHash } from './lib/admin-pages';
import { pageFactsOf } from './lib/page-facts';
import { adoptLocaleFormats } from './lib/wordpress-formats';
import { warmFormatters, warmFormattersNow } from './app/warm-formatters';

const container = document.getElementById( 'jp-plugin-container' );
if ( container ) {
	adoptHostTranslations( window as Parameters< typeof adoptHostTranslations >[ 0 ] );
	const initial = readInitialState( window );
	// Counts and dates are written as the rest of wp-admin writes them, where the page printed how (docs/hosts.md#locale-formats).
	adoptLocaleFormats( initial.locale, initial.localeFormats );
	let painted = (): void => undefined;
	const firstPaint = new Promise< void >( ( resolve ) => ( painted = resolve ) );
	// The masthead the host printed is the shell's first paint when the page shows it (docs/api.md#first-paint).
	const printed = showsPrintedShell( document );
	if ( printed ) {
		afterFirstPaint( window, () => painted() );
	}
	// Nothing is sent before the shell has painted, nor before the client knows its host's way of answering.
	const ready = Promise.all( [ firstPaint, prepareHost( initial ) ] ).then( () => undefined );
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
	// The calls of the opened screen, when the page's facts decide them, leave once the shell has painted. The store,
	// React's renderer, the components and the screen's chunk are evaluated in a task after the one that sends them, so
	// that the calls leave while they are (docs/api.md#start-calls).
	const painting = delay( PRINTED_SHELL_WAIT_MS );
	const sent = printed ? sendStartCalls( pageFactsOf( initial ), window.location.hash ) : [];
	const callsSent = sent.length > 0 ? Promise.race( [ ready, painting ] ).then( nextTask ) : Promise.resolve();
	// A screen drawn with its answers has the locale's formatters made while they travel, and while the app's main
	// part is still being compiled (the cards format their figures as they are drawn); another has them made once the
	// main thread is idle.
	if ( sent.length > 0 ) {
		void callsSent.then( () => warmFormattersNow( initial.locale ) );
	} else {
		void firstPaint.then( () => warmFormatters( window, initial.locale ) );
	}
	void callsSent
		.then( () => import( /* webpackChunkName: "app-start" */ './app/start-app' ) )
		.then( ( { startApp } ) =>
			startApp( {
				container,
				initial,
				sent,
				shellPainted: Promise.race( [ firstPaint, painting ] ),
				ready,
				painted: () => painted(),
				printed,
			} )
		)
		.catch( ( error: unknown ) => {
			console.error( 'The dashboard could not be loaded:', error );
			showLoadFailure( container );
		} );
}
