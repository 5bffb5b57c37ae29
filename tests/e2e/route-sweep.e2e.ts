/**
 * Gate 1 and 2 of the quality gates: every path of the hand-written route table (support/route-table.ts) in every
 * scenario, each loaded fresh. The browser must end on the hash the table gives, show that screen's heading and
 * the one text only that screen shows, under that screen's title; no uncaught exception, console error or warning,
 * or failed request; axe finds nothing of moderate impact or worse. Nothing here asks the app's routing code.
 */
import type { Browser, Page } from 'playwright-core';
import { auditPage, contrastToReviewReport, describeFindings } from './support/axe';
import { demoUrl, launchBrowser, openWatchedPage, resetScenario } from './support/browser';
import type { WatchedPage } from './support/browser';
import { landingOf, ROUTE_TABLE, SCENARIOS, SCREENS } from './support/route-table';
import type { Scenario, Screen } from './support/route-table';

// Each test loads every path of the table once: far longer than one page's test.
jest.setTimeout( 5 * 60 * 1000 );

const PATHS = Object.keys( ROUTE_TABLE );
const tally = { visits: 0, redirects: 0, leaves: 0, audits: 0, findings: 0 };

let browser: Browser;
beforeAll( async () => {
	browser = await launchBrowser();
} );
afterAll( async () => {
	await browser.close();
	process.stdout.write(
		`\nRoute sweep: ${ PATHS.length } paths × ${ SCENARIOS.length } scenarios = ${ tally.visits } page loads ` +
			`(${ tally.redirects } redirected to /dashboard, ${ tally.leaves } left for the plans page); ` +
			`axe ran ${ tally.audits } times: ${ tally.findings } violations of moderate impact or worse.\n` +
			`${ contrastToReviewReport() }\n`
	);
} );

async function openScenario( scenario: string ): Promise< WatchedPage > {
	await resetScenario( scenario );
	const watched = await openWatchedPage( browser );
	// The plans routes leave for the provider's site, which this machine cannot reach: answer it locally.
	await watched.context.route(
		( url ) => ! url.href.startsWith( demoUrl() ),
		( route ) => route.fulfill( { contentType: 'text/html', body: '<!doctype html><title>Plans</title><h1>Plans</h1>' } )
	);
	return watched;
}

/** What is wrong with the page a path led to, as readable lines (none when all is well). */
async function checkScreen( page: Page, hash: string, screen: Screen, siteTitle: string ): Promise< string[] > {
	const faults: string[] = [];
	const heading = page.locator( '#jp-main h1' ).first();
	const shown = await heading.waitFor( { state: 'visible', timeout: 10000 } ).then( () => true, () => false );
	const actualHeading = shown ? ( await heading.innerText() ).trim() : '(none)';
	if ( actualHeading !== screen.heading ) {
		faults.push( `heading is "${ actualHeading }", expected "${ screen.heading }"` );
	}
	if ( screen.only && ! ( await page.locator( '#jp-main' ).getByText( screen.only, { exact: true } ).first().isVisible() ) ) {
		await page
			.locator( '#jp-main' )
			.getByText( screen.only, { exact: true } )
			.first()
			.waitFor( { timeout: 10000 } )
			.catch( () => faults.push( `"${ screen.only }" is not on the screen` ) );
	}
	const title = `${ screen.title } ‹ Jetpack ‹ ${ siteTitle } — WordPress`;
	await page.waitForFunction( ( wanted ) => document.title === wanted, title, { timeout: 10000 } ).catch( () => undefined );
	const actualTitle = await page.title();
	if ( actualTitle !== title ) {
		faults.push( `title is "${ actualTitle }", expected "${ title }"` );
	}
	const actualHash = new URL( page.url() ).hash;
	if ( actualHash !== `#${ hash }` ) {
		faults.push( `ended on ${ actualHash }, expected #${ hash }` );
	}
	await page.locator( '#jp-main [role="status"]' ).first().waitFor( { state: 'detached', timeout: 10000 } ).catch( () => {
		faults.push( 'still loading after 10 s' );
	} );
	const findings = await auditPage( page );
	tally.audits++;
	tally.findings += findings.length;
	faults.push( ...describeFindings( findings ) );
	return faults;
}

async function visit( watched: WatchedPage, path: string, scenario: Scenario, siteTitle: string ): Promise< string[] > {
	const { page } = watched;
	const seen = watched.problems.length;
	const landing = landingOf( path, scenario );
	tally.visits++;
	// A query that changes per visit makes each one a fresh page load rather than a hash change.
	await page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack&visit=${ tally.visits }#${ path }` );
	let faults: string[];
	if ( landing === 'leaves' ) {
		tally.leaves++;
		const left = await page.waitForURL( ( url ) => ! url.href.startsWith( demoUrl() ), { timeout: 10000 } ).then( () => true, () => false );
		faults = left ? [] : [ `stayed on ${ page.url() } instead of leaving for the plans page` ];
	} else {
		tally.redirects += landing.hash !== path ? 1 : 0;
		faults = await checkScreen( page, landing.hash, SCREENS[ landing.screen ], siteTitle );
	}
	await watched.restCallsEnded();
	faults.push( ...watched.problems.slice( seen ) );
	return faults.map( ( fault ) => `${ path }: ${ fault }` );
}

describe.each( SCENARIOS )( 'scenario %s', ( scenario ) => {
	it( 'opens every path of the table cleanly, on the screen the table says, with no moderate accessibility violation', async () => {
		const watched = await openScenario( scenario );
		// Settled, so that the first path's load does not cut off this page's own calls (the stats card's).
		await watched.page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack#/dashboard`, { waitUntil: 'networkidle' } );
		const siteTitle = await watched.page.evaluate( () => window.Initial_State?.siteTitle ?? '' );
		const faults: string[] = [];
		for ( const path of PATHS ) {
			faults.push( ...( await visit( watched, path, scenario, siteTitle ) ) );
		}
		await watched.close();
		expect( faults ).toEqual( [] );
	} );
} );
