/**
 * The boot's second part, evaluated in a task after the one that sent the opened screen's calls (docs/api.md#start-calls):
 * the store, the screen's chunk, React's renderer and the components; then the first render.
 */
import { dropEarlyCalls } from '../api/call-route';
import { dropPreloadedAnswers } from '../api/client';
import type { InitialState } from '../api/types';
import type { CardStart } from '../screens/at-a-glance/card-rule';
import { routeReadsApi } from '../state/route-reads/api';
import { createAppStore } from '../state/store';
import { holdStartCalls } from './boot-calls';
import { delay, nextTask, START_ANSWERS_WAIT_MS } from './first-paint';
import { loadStartScreen } from './screens';

export interface StartedPage {
	container: HTMLElement;
	initial: InitialState;
	/** The calls the boot sent for the opened screen. */
	sent: readonly CardStart[];
	/** Resolves once the shell was painted and the client may send (or once the paint report was waited for long enough). */
	shellPainted: Promise< void >;
	/** Resolves once calls may be sent. */
	ready: Promise< void >;
	/** Tells the boot the shell has painted, when the app's first render is its first paint. */
	painted: () => void;
	/** Whether the page shows the masthead the host printed. */
	printed: boolean;
}

export async function startApp( page: StartedPage ): Promise< void > {
	const store = createAppStore( page.initial );
	// After a printed masthead, the screen's calls were sent at boot: its queries take their answers and the screen is
	// drawn once they are in (briefly waited for); another screen waits for the masthead's paint report (briefly) and
	// runs its effects as it commits, so its calls leave while it is drawn.
	const held = page.sent.length > 0 ? holdStartCalls( store, routeReadsApi, page.sent ) : null;
	const [ { mountApp } ] = await Promise.all( [
		import( /* webpackMode: "eager" */ './mount' ),
		loadStartScreen( window.location.hash ),
	] );
	if ( held ) {
		await Promise.race( [ held.answered, delay( START_ANSWERS_WAIT_MS ) ] );
	} else if ( page.printed ) {
		await page.shellPainted;
	}
	mountApp( page.container, store, page.painted );
	held?.release();
	// The opened screen's calls have left once calls may be sent (docs/api.md#preloaded-answers).
	void page.ready.then( nextTask ).then( () => {
		dropPreloadedAnswers();
		dropEarlyCalls();
	} );
}
