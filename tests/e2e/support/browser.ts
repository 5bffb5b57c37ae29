/**
 * Chromium (Debian's, at /usr/bin/chromium) driven by playwright-core against the demo site. Every page
 * records uncaught exceptions, console errors and warnings, and failed requests; `expectClean()` fails the
 * test on any the test did not declare.
 */
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { launchChromium } from '../../support/chromium.mjs';
import { devApiOk } from './dev-api';
import { watchRequests } from './page-quiet';

export function demoUrl(): string {
	const url = process.env.DEMO_URL;
	if ( ! url ) {
		throw new Error( 'DEMO_URL is not set: the e2e global setup starts the demo site.' );
	}
	return url;
}

/** Headless Chromium with the browser suites' switches (tests/support/chromium.mjs). */
export const launchBrowser = launchChromium;

/**
 * The test file's browser: launched before its tests, closed after them. Call at the file's top level; tests and hooks
 * read it through the function returned.
 */
export function sharedBrowser(): () => Browser {
	let browser: Browser | null = null;
	beforeAll( async () => {
		browser = await launchBrowser();
	} );
	afterAll( async () => {
		await browser?.close();
	} );
	return () => {
		if ( ! browser ) {
			throw new Error( 'The browser is launched before the tests: read it inside a test or a hook.' );
		}
		return browser;
	};
}

/** Starts a scenario afresh; with a locale (he_IL), its user reads the admin in that locale. */
export async function resetScenario( scenario: string, base = demoUrl(), locale?: string ): Promise< void > {
	await devApiOk( base, 'POST', 'reset', { scenario, locale } );
	await devApiOk( base, 'DELETE', 'faults' );
}

export interface WatchedPage {
	page: Page;
	context: BrowserContext;
	problems: string[];
	/** Declares an expected console message or failed request (by pattern) so it does not fail the test. */
	allow( pattern: RegExp ): void;
	expectClean(): void;
	/**
	 * Resolves once the page's REST calls under way have ended (at most 10 s): a save refetches what it changed, a
	 * card asks for its data, and the next load or reload would otherwise cut them off and report them failed.
	 */
	restCallsEnded(): Promise< void >;
	/**
	 * Resolves once every request of the page under way has ended (at most 10 s): REST calls, images, and the
	 * documents of frames (the connection's authorize page opens in one), so the next load cuts nothing off.
	 */
	requestsEnded(): Promise< void >;
	/**
	 * Resolves once no request of the page has been in flight for a short quiet spell (at most 15 s, then it fails
	 * naming the requests still under way): what Playwright's networkidle says, but one that says what it waited for.
	 */
	settled(): Promise< void >;
	close(): Promise< void >;
}

/** How long no request may be under way before the page's calls count as ended. */
const QUIET_MS = 200;

function trackRequests( page: Page, which: ( url: string ) => boolean ): () => Promise< void > {
	const pending = new Set< Request >();
	page.on( 'request', ( request ) => {
		if ( which( request.url() ) ) {
			pending.add( request );
		}
	} );
	page.on( 'requestfinished', ( request ) => pending.delete( request ) );
	page.on( 'requestfailed', ( request ) => pending.delete( request ) );
	// Ended means quiet for a moment, not only none under way: a save is often followed by the next call (a step
	// saved, then marked seen) once its answer is in.
	return async () => {
		let quietSince = Date.now();
		for ( let waited = 0; waited < 10000; waited += 50 ) {
			if ( pending.size > 0 ) {
				quietSince = Date.now();
			} else if ( Date.now() - quietSince >= QUIET_MS ) {
				return;
			}
			await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		}
	};
}

export async function openWatchedPage( browser: Browser ): Promise< WatchedPage > {
	const context = await browser.newContext( { viewport: { width: 1280, height: 900 } } );
	const page = await context.newPage();
	const problems: string[] = [];
	const allowed: RegExp[] = [];
	const note = ( text: string ) => {
		if ( ! allowed.some( ( pattern ) => pattern.test( text ) ) ) {
			problems.push( text );
		}
	};
	page.on( 'pageerror', ( error ) => note( `uncaught: ${ error.message }` ) );
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' || message.type() === 'warning' ) {
			note( `console.${ message.type() }: ${ message.text() }` );
		}
	} );
	page.on( 'requestfailed', ( request ) => note( `request failed: ${ request.method() } ${ request.url() } ${ request.failure()?.errorText ?? '' }` ) );
	page.on( 'response', ( response ) => {
		if ( response.status() >= 400 ) {
			note( `HTTP ${ response.status() }: ${ response.request().method() } ${ response.url() }` );
		}
	} );
	const restCallsEnded = trackRequests( page, ( url ) => url.includes( '/wp-json/' ) );
	const requestsEnded = trackRequests( page, () => true );
	// The three request events share one listener type; Playwright's overloads name them one by one.
	const requests = watchRequests( ( event, listener ) => page.on( event as 'request', listener ) );
	return {
		page,
		context,
		problems,
		allow: ( pattern ) => allowed.push( pattern ),
		expectClean: () => expect( problems ).toEqual( [] ),
		restCallsEnded,
		requestsEnded,
		settled: () => requests.quiet(),
		close: () => context.close(),
	};
}

/**
 * A page in a locale other than English asks the app stores for their badge in that language; this machine cannot
 * reach them, so the request fails and the card draws its local badge instead (what a user offline sees too).
 */
export const STORE_BADGES_UNREACHABLE: RegExp[] = [
	/request failed: GET https:\/\/(play\.google\.com|tools\.applemarketingtools\.com)\//,
	/console\.error: Failed to load resource: net::ERR_NAME_NOT_RESOLVED/,
];

export interface OpenAppOptions {
	scenario?: string;
	/** The user's WordPress locale, e.g. he_IL for a right-to-left admin. */
	locale?: string;
	/** Console messages and failed requests the page is expected to log (see WatchedPage.allow). */
	allow?: RegExp[];
	viewport?: { width: number; height: number };
}

/** A watched page on the app at `hash` in a freshly reset scenario (owner by default), once its heading shows. */
export async function openApp( browser: Browser, hash: string, heading: string, options: OpenAppOptions = {} ): Promise< WatchedPage > {
	await resetScenario( options.scenario ?? 'owner', demoUrl(), options.locale );
	const watched = await openWatchedPage( browser );
	options.allow?.forEach( ( pattern ) => watched.allow( pattern ) );
	if ( options.viewport ) {
		await watched.page.setViewportSize( options.viewport );
	}
	await watched.page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack${ hash }` );
	await watched.page.getByRole( 'heading', { level: 1, name: heading } ).waitFor();
	return watched;
}

/** Opens the footer's Dev Tools card and answers it once its preview has loaded. */
export async function openDevToolsCard( page: Page ): Promise< Locator > {
	await page.getByRole( 'button', { name: 'Dev Tools' } ).click();
	const card = page.locator( '#jp-dev-tools' );
	await card.getByLabel( 'User permission' ).waitFor();
	return card;
}
