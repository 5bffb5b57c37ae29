/**
 * When the shell is first on screen, so the boot calls can wait for it (docs/api.md#first-paint): the masthead the host
 * printed, or else the app's first render.
 *
 * A frame and a task after the commit is when the main thread has painted, but the browser may show that frame later
 * on a busy machine. Where the browser reports when a marked element was shown (Element Timing), that report is
 * waited for instead. A hidden page paints nothing, so it waits for nothing; a report that never comes is waited
 * for no longer than `latestMs`.
 */

import { PRINTED_MASTHEAD_SHOWN } from './preload-screen-files';

/** The shell's mark: the element whose showing counts as the shell's first paint. */
export const SHELL_MARK = 'jp-shell';

/** How long the app's first render waits for the printed masthead's paint to be reported. */
export const PRINTED_SHELL_WAIT_MS = 100;

/**
 * How long the app's first render waits for the answers of the calls its screen started at boot: long enough for a
 * fast host's answers, so the screen is drawn once, complete; short enough that a slow host's page does not wait long
 * for its loading placeholders (docs/api.md#start-calls).
 */
export const START_ANSWERS_WAIT_MS = 150;

/** Resolves after `ms`: the cap of a wait raced against it. */
export function delay( ms: number ): Promise< void > {
	return new Promise( ( resolve ) => setTimeout( resolve, ms ) );
}

/** Resolves in a later task: what follows runs after the work the current task's promises started (calls sent). */
export function nextTask(): Promise< void > {
	return delay( 0 );
}

/**
 * Whether the page shows the masthead the host printed in the app's container, with the shell's mark
 * (docs/shell.md#printed-masthead): its paint is then the shell's first paint.
 */
export function showsPrintedShell( doc: Document ): boolean {
	return (
		doc.documentElement.classList.contains( PRINTED_MASTHEAD_SHOWN ) &&
		doc.querySelector( `.jp-printed-shell [elementtiming="${ SHELL_MARK }"]` ) !== null
	);
}

type ElementTimingEntry = PerformanceEntry & { identifier?: string };

type PaintWindow = Pick< Window, 'requestAnimationFrame' | 'setTimeout' | 'document' > & {
	PerformanceObserver?: typeof PerformanceObserver;
};

export function afterFirstPaint( win: PaintWindow, then: () => void, latestMs = 3000 ): void {
	let observer: PerformanceObserver | null = null;
	let done = false;
	const once = () => {
		if ( ! done ) {
			done = true;
			observer?.disconnect();
			then();
		}
	};
	const { document } = win;
	if ( document.visibilityState === 'hidden' ) {
		once();
		return;
	}
	const Observer = win.PerformanceObserver;
	const marked = document.querySelector( `[elementtiming="${ SHELL_MARK }"]` );
	if ( ! marked || ! Observer?.supportedEntryTypes?.includes( 'element' ) ) {
		win.requestAnimationFrame( () => win.setTimeout( once ) );
		return;
	}
	observer = new Observer( ( list ) => {
		if ( ( list.getEntries() as ElementTimingEntry[] ).some( ( entry ) => entry.identifier === SHELL_MARK ) ) {
			once();
		}
	} );
	observer.observe( { type: 'element', buffered: true } );
	document.addEventListener( 'visibilitychange', once, { once: true } );
	win.setTimeout( once, latestMs );
}
