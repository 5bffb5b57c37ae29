/**
 * Gate 1 and 2 of the quality gates: every path of the hand-written route table (support/route-table.ts) in every
 * scenario, each loaded fresh. The browser must end on the hash the table gives, show that screen's heading and
 * the one text only that screen shows, under that screen's title; no uncaught exception, console error or warning,
 * or failed request; axe finds nothing of moderate impact or worse; narrowed to a phone's 390 px, the screen does not
 * scroll sideways. Nothing here asks the app's routing code.
 */
import type { Browser, Page } from 'playwright-core';
import { auditPage, auditTally, contrastToReviewReport, describeFindings } from './support/axe';
import { launchBrowser, openWatchedPage, STORE_BADGES_UNREACHABLE } from './support/browser';
import type { WatchedPage } from './support/browser';
import { runOnLanes, startLanes } from './support/lanes';
import type { Lane } from './support/lanes';
import { landingOf, ROUTE_TABLE, SCENARIOS, SCREENS } from './support/route-table';
import type { Scenario, Screen } from './support/route-table';

// The sweep loads every path of the table in every scenario: far longer than one page's test.
const SWEEP_TIMEOUT_MS = 30 * 60 * 1000;

const PATHS = Object.keys( ROUTE_TABLE );
// SWEEP_SCENARIOS=jetpack-owner,jetpack-latest sweeps only those scenarios (their tests alone then run); all by default.
const SWEPT: readonly Scenario[] = process.env.SWEEP_SCENARIOS ? SCENARIOS.filter( ( name ) => process.env.SWEEP_SCENARIOS?.split( ',' ).includes( name ) ) : SCENARIOS;
/** The longest a screen may take to show what the table says (only a screen that never does waits this long). */
const SCREEN_WAIT_MS = 20000;
const tally = { visits: 0, redirects: 0, leaves: 0, audits: 0, findings: 0 };

async function openScenario( browser: Browser, lane: Lane, scenario: string ): Promise< WatchedPage > {
	await lane.reset( scenario );
	return openWatchedPage( browser );
}

// With an icon of its own: the browser would otherwise ask the provider's site for one once the visit has ended.
const PLANS_PAGE = '<!doctype html><title>Plans</title><link rel="icon" href="data:,"><h1>Plans</h1>';

/**
 * Loads `address`, which leaves for the provider's plans page; answers whether it left. That site cannot be reached
 * from here, so it is answered locally, during this visit only: Playwright turns the browser's cache off while any
 * route is set, and every other visit loads the app's scripts from the cache, as a user's second visit does.
 */
async function leavesForThePlansPage( page: Page, base: string, address: string ): Promise< boolean > {
	const elsewhere = ( url: URL ) => ! url.href.startsWith( base );
	await page.route( elsewhere, ( route ) => route.fulfill( { contentType: 'text/html', body: PLANS_PAGE } ) );
	try {
		await page.goto( address );
		return await page.waitForURL( elsewhere, { timeout: SCREEN_WAIT_MS } ).then( () => true, () => false );
	} finally {
		await page.unroute( elsewhere );
	}
}

/** What is wrong with the page a path led to, as readable lines (none when all is well). */
async function checkScreen( page: Page, hash: string, screen: Screen, siteTitle: string, audit: boolean ): Promise< string[] > {
	const faults: string[] = [];
	// A screen may move on by itself (a step with nothing to show goes to the next): wait until the page has settled
	// where the table says, then read it, so a screen seen on the way is not taken for the one it ends on. Generous
	// waits: three lanes share two cores, and a load can take seconds while the others audit.
	await page.waitForFunction( ( wanted ) => window.location.hash === wanted, `#${ hash }`, { timeout: SCREEN_WAIT_MS } ).catch( () => undefined );
	await page
		.waitForFunction(
			( wanted ) => document.querySelector( '#jp-main h1' )?.textContent?.trim() === wanted,
			screen.heading,
			{ timeout: SCREEN_WAIT_MS }
		)
		.catch( () => undefined );
	const heading = page.locator( '#jp-main h1' ).first();
	const shown = await heading.waitFor( { state: 'visible', timeout: 1000 } ).then( () => true, () => false );
	const actualHeading = shown ? ( await heading.innerText() ).trim() : '(none)';
	if ( actualHeading !== screen.heading ) {
		// What the main area shows instead, to tell a screen that never came from one that came late.
		const shownInstead = ( await page.locator( '#jp-main' ).first().innerText().catch( () => '(no main area)' ) ).replace( /\s+/g, ' ' ).slice( 0, 160 );
		faults.push( `heading is "${ actualHeading }", expected "${ screen.heading }" (the main area shows: ${ shownInstead || '(nothing)' })` );
	}
	if ( screen.only && ! ( await page.locator( '#jp-main' ).getByText( screen.only, { exact: true } ).first().isVisible() ) ) {
		await page
			.locator( '#jp-main' )
			.getByText( screen.only, { exact: true } )
			.first()
			.waitFor( { timeout: SCREEN_WAIT_MS } )
			.catch( () => faults.push( `"${ screen.only }" is not on the screen` ) );
	}
	const title = `${ screen.title } ‹ Jetpack ‹ ${ siteTitle } — WordPress`;
	await page.waitForFunction( ( wanted ) => document.title === wanted, title, { timeout: SCREEN_WAIT_MS } ).catch( () => undefined );
	const actualTitle = await page.title();
	if ( actualTitle !== title ) {
		faults.push( `title is "${ actualTitle }", expected "${ title }"` );
	}
	const actualHash = new URL( page.url() ).hash;
	if ( actualHash !== `#${ hash }` ) {
		faults.push( `ended on ${ actualHash }, expected #${ hash }` );
	}
	// A status that says something: an empty live region waits, from the start, for what a later action announces.
	await page.locator( '#jp-main [role="status"]' ).filter( { hasText: /\S/ } ).first().waitFor( { state: 'detached', timeout: SCREEN_WAIT_MS } ).catch( () => {
		faults.push( `still loading after ${ SCREEN_WAIT_MS / 1000 } s` );
	} );
	if ( ! audit ) {
		return faults;
	}
	const findings = await auditPage( page );
	tally.audits++;
	tally.findings += findings.length;
	faults.push( ...describeFindings( findings ) );
	return faults;
}

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** How long the screen may take to settle into a phone's width (the settings tabs re-measure 300 ms after a resize). */
const PHONE_SETTLE_MS = 3000;

/**
 * The screen, narrowed to a phone's width, fits it: the page does not scroll sideways. Checked once per screen and
 * scenario, as axe is, by resizing the page already open rather than loading it again.
 */
async function checkPhoneWidth( page: Page ): Promise< string[] > {
	await page.setViewportSize( PHONE );
	try {
		const fits = await page
			.waitForFunction( () => document.documentElement.scrollWidth <= window.innerWidth, undefined, { timeout: PHONE_SETTLE_MS } )
			.then( () => true, () => false );
		if ( fits ) {
			return [];
		}
		const width = await page.evaluate( () => document.documentElement.scrollWidth );
		return [ `at ${ PHONE.width } px wide the page is ${ width } px wide: it scrolls sideways` ];
	} finally {
		await page.setViewportSize( DESKTOP );
	}
}

/**
 * One fresh load of a path. `audited` holds the screens (hash and screen) axe has already checked in this scenario:
 * the paths redirected to the same screen (unknown paths, routes a user may not open) show the same page, audited once.
 */
async function visit( watched: WatchedPage, base: string, path: string, scenario: Scenario, siteTitle: string, audited: Set< string > ): Promise< string[] > {
	const { page } = watched;
	const seen = watched.problems.length;
	const landing = landingOf( path, scenario );
	tally.visits++;
	// A query that changes per visit makes each one a fresh page load rather than a hash change.
	const address = `${ base }/wp-admin/admin.php?page=jetpack&visit=${ tally.visits }#${ path }`;
	let faults: string[];
	if ( landing === 'leaves' ) {
		tally.leaves++;
		const left = await leavesForThePlansPage( page, base, address );
		faults = left ? [] : [ `stayed on ${ page.url() } instead of leaving for the plans page` ];
	} else {
		await page.goto( address );
		tally.redirects += landing.hash !== path ? 1 : 0;
		const screenKey = `${ landing.hash } ${ landing.screen }`;
		const firstSeen = ! audited.has( screenKey );
		faults = await checkScreen( page, landing.hash, SCREENS[ landing.screen ], siteTitle, firstSeen );
		if ( firstSeen ) {
			faults.push( ...( await checkPhoneWidth( page ) ) );
		}
		audited.add( screenKey );
	}
	await watched.requestsEnded();
	// Leaving a page cancels what it was still loading (on a Jetpack host, the adapters' chunk fetched at boot): the
	// browser's doing, not a fault of the app's.
	const cancelledByLeaving = ( problem: string ) =>
		landing === 'leaves' && problem.startsWith( `request failed: GET ${ base }/` ) && problem.endsWith( ' net::ERR_ABORTED' );
	faults.push( ...watched.problems.slice( seen ).filter( ( problem ) => ! cancelledByLeaving( problem ) ) );
	return faults.map( ( fault ) => `${ path }: ${ fault }` );
}

/** What the plugin page prints of the site and its user, read without opening a page in the browser. */
async function pageFactsOf( lane: Lane ): Promise< { siteTitle: string; lang: string } > {
	const html = await ( await fetch( `${ lane.url }/wp-admin/admin.php?page=jetpack` ) ).text();
	const quoted = /"siteTitle":("(?:[^"\\]|\\.)*")/.exec( html )?.[ 1 ];
	return { siteTitle: quoted ? ( JSON.parse( quoted ) as string ) : '', lang: /<html lang="([^"]*)"/.exec( html )?.[ 1 ] ?? '' };
}

/** Every path of the table in one scenario, on one lane's demo site: what is wrong, as readable lines. */
async function sweepScenario( browser: Browser, lane: Lane, scenario: Scenario ): Promise< string[] > {
	const watched = await openScenario( browser, lane, scenario );
	const { siteTitle, lang } = await pageFactsOf( lane );
	if ( ! lang.startsWith( 'en' ) ) {
		STORE_BADGES_UNREACHABLE.forEach( ( pattern ) => watched.allow( pattern ) );
	}
	const faults: string[] = [];
	const audited = new Set< string >();
	for ( const path of PATHS ) {
		// Some paths act on arrival (/setup starts connecting the site): each visit starts from the scenario as written.
		await lane.reset( scenario );
		faults.push( ...( await visit( watched, lane.url, path, scenario, siteTitle, audited ) ) );
	}
	await watched.close();
	return faults;
}

// The scenarios are swept side by side, each on its own demo site (a lane), then each scenario's test reads its result.
const results = new Map< Scenario, string[] >();
beforeAll( async () => {
	const startedAt = Date.now();
	const [ browser, lanes ] = await Promise.all( [ launchBrowser(), startLanes() ] );
	try {
		const found = await runOnLanes( lanes.lanes, SWEPT, ( lane, scenario ) => sweepScenario( browser, lane, scenario ) );
		SWEPT.forEach( ( scenario, index ) => results.set( scenario, found[ index ] ?? [] ) );
	} finally {
		await Promise.all( [ browser.close(), lanes.stop() ] );
	}
	process.stdout.write(
		`\nRoute sweep: ${ PATHS.length } paths × ${ SWEPT.length } scenarios = ${ tally.visits } page loads ` +
			`(${ tally.redirects } redirected, ${ tally.leaves } left for the plans page) on ${ lanes.lanes.length } lanes in ` +
			`${ Math.round( ( Date.now() - startedAt ) / 1000 ) } s; axe audited ${ tally.audits } screens (${ auditTally.run } run, ` +
			`${ auditTally.reused } the same page as one audited before): ${ tally.findings } violations of ` +
			`moderate impact or worse.\n${ contrastToReviewReport() }\n`
	);
}, SWEEP_TIMEOUT_MS );

it.each( SWEPT )( 'scenario %s: every path of the table opens cleanly, on the screen the table says, with no moderate accessibility violation', ( scenario ) => {
	expect( results.get( scenario ) ).toEqual( [] );
} );
