/**
 * Chromium (Debian's, at /usr/bin/chromium) driven by playwright-core against the demo site. Every page
 * records uncaught exceptions, console errors and warnings, and failed requests; `expectClean()` fails the
 * test on any the test did not declare.
 */
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags that keep Chromium quiet on a machine with no outside network (it otherwise dials Google at start).
const ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--disable-dev-shm-usage',
];

export function demoUrl(): string {
	const url = process.env.DEMO_URL;
	if ( ! url ) {
		throw new Error( 'DEMO_URL is not set: the e2e global setup starts the demo site.' );
	}
	return url;
}

export function launchBrowser(): Promise< Browser > {
	return chromium.launch( { executablePath: CHROMIUM_PATH, headless: true, args: ARGS } );
}

export async function resetScenario( scenario: string, base = demoUrl() ): Promise< void > {
	const response = await fetch( `${ base }/dev-api/reset`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( { scenario } ),
	} );
	if ( ! response.ok ) {
		throw new Error( `reset to ${ scenario } failed: ${ response.status } ${ await response.text() }` );
	}
	await fetch( `${ base }/dev-api/faults`, { method: 'DELETE' } );
}

export interface WatchedPage {
	page: Page;
	context: BrowserContext;
	problems: string[];
	/** Declares an expected console message or failed request (by pattern) so it does not fail the test. */
	allow( pattern: RegExp ): void;
	expectClean(): void;
	close(): Promise< void >;
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
	return {
		page,
		context,
		problems,
		allow: ( pattern ) => allowed.push( pattern ),
		expectClean: () => expect( problems ).toEqual( [] ),
		close: () => context.close(),
	};
}
