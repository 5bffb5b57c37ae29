/**
 * What the benchmark reads inside the page: when the shell first painted (the jp-shell Element Timing mark), how
 * many REST requests are in flight, and the moment the screen settled. Installed before any page script runs.
 */
import type { BrowserContext, Page } from 'playwright-core';

interface Probe {
	shell: number | null;
	restInFlight: number;
	/** When the first REST call was sent and the last one answered (ms from navigation start). */
	restFirstSent: number | null;
	restLastAnswered: number | null;
	/** Since when the screen has looked settled, with the heading it showed; null while it does not. */
	settled: { since: number; heading: string } | null;
}

type ProbeWindow = Window & { benchProbe?: Probe };

/** Runs in the page (serialised by Playwright): it can use nothing from this module's scope. */
function probeScript(): void {
	const probe: Probe = { shell: null, restInFlight: 0, restFirstSent: null, restLastAnswered: null, settled: null };
	( window as ProbeWindow ).benchProbe = probe;
	new PerformanceObserver( ( list ) => {
		for ( const entry of list.getEntries() as ( PerformanceEntry & { identifier?: string; renderTime?: number; loadTime?: number } )[] ) {
			if ( entry.identifier === 'jp-shell' && probe.shell === null ) {
				// renderTime is 0 only when the timing is withheld cross-origin; loadTime is the fallback then.
				probe.shell = entry.renderTime || entry.loadTime || entry.startTime;
			}
		}
	} ).observe( { type: 'element', buffered: true } );
	// The app's REST client goes through window.fetch (@wordpress/api-fetch): count its calls while they run.
	const original = window.fetch.bind( window );
	window.fetch = ( input, init ) => {
		const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
		if ( ! /\/wp-json\/|[?&]rest_route=/.test( url ) ) {
			return original( input, init );
		}
		probe.restInFlight++;
		probe.restFirstSent ??= performance.now();
		return original( input, init ).finally( () => {
			probe.restInFlight--;
			probe.restLastAnswered = performance.now();
		} );
	};
	// Settled: the main area shows a visible h1, no [role=status] loading indicator, and no REST request runs. An empty
	// status is a live region waiting for what a later action announces (the Debug page's), not a loading state.
	// Checked every frame from the start, so the time is right however late the test asks. The time is read when the
	// frame's callback runs: the callback's own time stamp is when the frame began, which a long task (a render) can
	// precede by its whole length.
	const frame = () => {
		const now = performance.now();
		const main = document.querySelector( '#jp-main' );
		const title = main?.querySelector( 'h1' );
		const heading = title?.textContent?.trim() ?? '';
		const loading = Array.from( main?.querySelectorAll( '[role="status"]' ) ?? [] ).some( ( status ) => status.textContent?.trim() );
		const settled = !! title && title.checkVisibility() && ! loading && probe.restInFlight === 0;
		if ( ! settled ) {
			probe.settled = null;
		} else if ( probe.settled?.heading !== heading ) {
			probe.settled = { since: now, heading };
		}
		requestAnimationFrame( frame );
	};
	requestAnimationFrame( frame );
	// A new route is a new screen to wait for, even while the old one still shows.
	window.addEventListener( 'hashchange', () => ( probe.settled = null ) );
}

export async function installProbe( context: BrowserContext ): Promise< void > {
	await context.addInitScript( probeScript );
}

export interface SettleOptions {
	/** The main area's h1 must read this (any visible h1 when omitted). */
	heading?: string;
	/** How long the screen must stay settled before it counts. */
	quietMs?: number;
	timeoutMs?: number;
}

/** Waits until the screen has stayed settled for quietMs; answers when that began (ms from navigation start). */
export async function waitSettled( page: Page, { heading, quietMs = 300, timeoutMs = 30000 }: SettleOptions = {} ): Promise< number > {
	const since = await page.waitForFunction(
		( options ) => {
			const settled = ( window as ProbeWindow ).benchProbe?.settled;
			const matches = !! settled && ( options.heading === null || settled.heading === options.heading );
			return matches && performance.now() - settled.since >= options.quietMs ? settled.since : false;
		},
		{ heading: heading ?? null, quietMs },
		{ polling: 'raf', timeout: timeoutMs }
	);
	const value = await since.jsonValue();
	if ( value === false ) {
		throw new Error( 'waitSettled resolved without a time' );
	}
	return value;
}

/** When the page's first REST call was sent and its last one answered, ms from navigation start. */
export function restSpan( page: Page ): Promise< { firstSent: number | null; lastAnswered: number | null } > {
	return page.evaluate( () => {
		const probe = ( window as ProbeWindow ).benchProbe;
		return { firstSent: probe?.restFirstSent ?? null, lastAnswered: probe?.restLastAnswered ?? null };
	} );
}

/** When the shell first painted, ms from navigation start (null if the mark was never painted). */
export function shellPaint( page: Page ): Promise< number | null > {
	return page.evaluate( () => ( window as ProbeWindow ).benchProbe?.shell ?? null );
}
