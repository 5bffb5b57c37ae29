/**
 * Timing figures: the dashboard's shell paint and settle against a bare admin page, the settings search per keystroke,
 * and the JS heap. Printed; the only ones budgeted are ratios of paired loads and the search's time past its delay,
 * which a shared 2-core machine slows on both sides alike.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PRODUCT_SLUGS, APP_ROUTES } from '../../src/app/app-routes';
import { resetScenario } from '../e2e/support/browser';
import { appUrl, navigate, openDashboard } from './measure-load';
import type { OpenedPage } from './measure-load';
import { installProbe, restSpan, shellPaint, waitSettled } from './page-probe';

export interface LoadTiming {
	shell: number[];
	settled: number[];
	/** When the dashboard's first call was sent and its last one answered: where the time after the shell goes. */
	callsSent: number[];
	callsAnswered: number[];
	/** First contentful paint of the same page with the app's scripts blocked: the host page alone. */
	bareFcp: number[];
}

export type SearchTiming = { built: false } | { built: true; query: string; perKey: number[] };

export interface HeapTiming {
	dashboardMb: number[];
	afterRoutesMb: number[];
	routes: string[];
}

/**
 * `BENCH_CPU_SLOWDOWN=3 npm run bench` times the loads on a CPU that many times slower (Chromium's CPU throttling),
 * as on a slower machine of this kind: how the settled ratio moves when the machine is slower. Off by default.
 */
const CPU_SLOWDOWN = Number( process.env.BENCH_CPU_SLOWDOWN ?? '1' );

async function slowedPage( context: BrowserContext ): Promise< Page > {
	const page = await context.newPage();
	if ( CPU_SLOWDOWN > 1 ) {
		const session = await context.newCDPSession( page );
		await session.send( 'Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN } );
	}
	return page;
}

async function timeAppLoad( browser: Browser ): Promise< { shell: number; settled: number; callsSent: number; callsAnswered: number } > {
	const context = await browser.newContext( { viewport: { width: 1280, height: 900 } } );
	try {
		await installProbe( context );
		const page = await slowedPage( context );
		await page.goto( appUrl() );
		const settled = await waitSettled( page, { heading: 'At a Glance' } );
		const shell = await shellPaint( page );
		const calls = await restSpan( page );
		if ( shell === null || calls.firstSent === null || calls.lastAnswered === null ) {
			throw new Error( 'The shell never painted its jp-shell mark, or the dashboard made no call.' );
		}
		return { shell, settled, callsSent: calls.firstSent, callsAnswered: calls.lastAnswered };
	} finally {
		await context.close();
	}
}

async function timeBarePage( browser: Browser ): Promise< number > {
	const context = await browser.newContext( { viewport: { width: 1280, height: 900 } } );
	try {
		await context.route( /\/wp-content\/plugins\/jetpack\/build\/.*\.js(\?|$)/, ( route ) => route.abort() );
		const page = await slowedPage( context );
		await page.goto( appUrl() );
		return await page.evaluate(
			() =>
				new Promise< number >( ( resolve ) =>
					new PerformanceObserver( ( list ) => {
						const fcp = list.getEntries().find( ( entry ) => entry.name === 'first-contentful-paint' );
						if ( fcp ) {
							resolve( fcp.startTime );
						}
					} ).observe( { type: 'paint', buffered: true } )
				)
		);
	} finally {
		await context.close();
	}
}

/** Each load's settled time over the bare page's first paint of its pair. */
export function pairedSettledRatios( load: LoadTiming ): number[] {
	return load.settled.map( ( settled, index ) => settled / ( load.bareFcp[ index ] ?? Number.NaN ) );
}

export async function timeLoads( browser: Browser, runs: number ): Promise< LoadTiming > {
	await resetScenario( 'owner' );
	const timing: LoadTiming = { shell: [], settled: [], callsSent: [], callsAnswered: [], bareFcp: [] };
	// Interleaved, so a burst of load from other jobs on the machine hits both sides alike.
	for ( let run = 0; run < runs; run++ ) {
		const app = await timeAppLoad( browser );
		timing.shell.push( app.shell );
		timing.settled.push( app.settled );
		timing.callsSent.push( app.callsSent );
		timing.callsAnswered.push( app.callsAnswered );
		timing.bareFcp.push( await timeBarePage( browser ) );
	}
	return timing;
}

/**
 * Arms a one-shot measurement for the next keydown: from the event's time stamp to the animation frame after
 * the last DOM mutation it caused (a burst ends after a second without mutations, e.g. past a debounce).
 */
function armKeystroke( page: Page ): Promise< void > {
	return page.evaluate( () => {
		const target = ( window as Window & { benchKey?: Promise< number > } );
		target.benchKey = new Promise< number >( ( resolve ) => {
			let start = 0;
			let last = 0;
			let quiet: ReturnType< typeof setTimeout > | undefined;
			const mark = () => {
				requestAnimationFrame( () => ( last = performance.now() ) );
				clearTimeout( quiet );
				quiet = setTimeout( () => {
					observer.disconnect();
					resolve( last - start );
				}, 1000 );
			};
			const observer = new MutationObserver( mark );
			document.addEventListener(
				'keydown',
				( event ) => {
					start = event.timeStamp;
					observer.observe( document.body, { subtree: true, childList: true, characterData: true, attributes: true } );
					mark();
				},
				{ capture: true, once: true }
			);
		} );
	} );
}

/** Types the query into the page's search box key by key; one time per keystroke. */
export async function timeSearch( opened: OpenedPage, query: string ): Promise< SearchTiming > {
	const search = opened.page.getByRole( 'searchbox' ).first();
	if ( ( await search.count() ) === 0 ) {
		return { built: false };
	}
	await search.focus();
	const perKey: number[] = [];
	for ( const key of query ) {
		await armKeystroke( opened.page );
		await opened.page.keyboard.press( key );
		perKey.push( await opened.page.evaluate( () => ( window as Window & { benchKey?: Promise< number > } ).benchKey ?? -1 ) );
	}
	return { built: true, query, perKey };
}

export async function timeSettingsSearch( browser: Browser, query: string ): Promise< SearchTiming > {
	await resetScenario( 'owner' );
	const opened = await openDashboard( browser );
	try {
		await navigate( opened, '/settings' );
		// The search box opens on request, as users open it.
		const open = opened.page.getByRole( 'button', { name: 'Search settings' } );
		if ( ( await open.count() ) > 0 ) {
			await open.click();
		}
		return await timeSearch( opened, query );
	} finally {
		await opened.context.close();
	}
}

/** Every concrete path of the route table an owner can reach in the app (plans leave the app; steps redirect). */
export function heapRoutes(): string[] {
	return APP_ROUTES.filter( ( route ) => route.screen !== null && ! route.path.includes( ':step' ) ).flatMap( ( route ) =>
		route.path.includes( ':slug' ) ? PRODUCT_SLUGS.map( ( slug ) => route.path.replace( ':slug', slug ) ) : [ route.path ]
	);
}

export async function measureHeap( browser: Browser, runs: number ): Promise< HeapTiming > {
	const routes = heapRoutes();
	const heap: HeapTiming = { dashboardMb: [], afterRoutesMb: [], routes };
	for ( let run = 0; run < runs; run++ ) {
		await resetScenario( 'owner' );
		const opened = await openDashboard( browser );
		try {
			const cdp = await opened.context.newCDPSession( opened.page );
			const usedMb = async () => {
				await cdp.send( 'HeapProfiler.collectGarbage' );
				return ( await cdp.send( 'Runtime.getHeapUsage' ) ).usedSize / 1e6;
			};
			heap.dashboardMb.push( await usedMb() );
			for ( const route of routes ) {
				await navigate( opened, route );
			}
			heap.afterRoutesMb.push( await usedMb() );
		} finally {
			await opened.context.close();
		}
	}
	return heap;
}
