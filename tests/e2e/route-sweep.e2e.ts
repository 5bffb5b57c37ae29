/**
 * Gate 1 and 2 of the quality gates: every route of the table in every scenario, each loaded fresh. No uncaught
 * exception, console error or warning, or failed request; the main area is never blank; the title is the label of
 * where the route leads; guarded routes redirect as the table says; axe finds nothing serious or critical.
 */
import type { Browser, Page } from 'playwright-core';
import type { InitialState } from '../../src/api/types';
import { SCENARIO_NAMES } from '../../src/demo/backend/scenarios';
import { auditPage, describeFindings } from './support/axe';
import { demoUrl, launchBrowser, openWatchedPage, resetScenario } from './support/browser';
import type { WatchedPage } from './support/browser';
import { expectedRoute, sweepPaths } from './support/expected-route';
import type { ExpectedRoute } from './support/expected-route';

// Each test loads every path of the table once: far longer than one page's test.
jest.setTimeout( 5 * 60 * 1000 );

const PATHS = sweepPaths();
const tally = { visits: 0, redirects: 0, leaves: 0, audits: 0, findings: 0 };

let browser: Browser;
beforeAll( async () => {
	browser = await launchBrowser();
} );
afterAll( async () => {
	await browser.close();
	process.stdout.write(
		`\nRoute sweep: ${ PATHS.length } paths × ${ SCENARIO_NAMES.length } scenarios = ${ tally.visits } page loads ` +
			`(${ tally.redirects } redirected to /dashboard, ${ tally.leaves } left for the plans page); ` +
			`axe ran ${ tally.audits } times: ${ tally.findings } serious or critical violations.\n`
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
async function checkScreen( page: Page, expected: ExpectedRoute, siteTitle: string ): Promise< string[] > {
	const faults: string[] = [];
	const title = `${ expected.label } ‹ Jetpack ‹ ${ siteTitle } — WordPress`;
	await page.waitForFunction( ( wanted ) => document.title === wanted, title, { timeout: 10000 } ).catch( () => undefined );
	const actualTitle = await page.title();
	if ( actualTitle !== title ) {
		faults.push( `title is "${ actualTitle }", expected "${ title }"` );
	}
	// A screen may move on by itself (/recommendations to the saved step): wait for where it should end.
	const wantedHash = expected.movesOnUnder ? null : `#${ expected.finalPath }`;
	await page.waitForFunction( ( wanted ) => wanted === null || window.location.hash === wanted, wantedHash, { timeout: 10000 } ).catch( () => undefined );
	const hash = new URL( page.url() ).hash;
	const arrived = expected.movesOnUnder ? hash.startsWith( `#${ expected.movesOnUnder }` ) : hash === `#${ expected.finalPath }`;
	if ( ! arrived ) {
		faults.push( `ended on ${ hash }, expected #${ expected.finalPath }` );
	}
	// Never blank: the screen's heading, or for users who may see no screen, the notice that tells them why.
	const message = expected.seesScreens ? page.locator( '#jp-main h1' ) : page.locator( '.jp-notices .components-notice' );
	const shown = await message.first().waitFor( { state: 'visible', timeout: 10000 } ).then( () => true, () => false );
	if ( ! shown || ! ( await message.first().innerText() ).trim() ) {
		faults.push( expected.seesScreens ? 'the main area shows no heading' : 'no notice tells the user why nothing shows' );
	}
	await page.locator( '#jp-main [role="status"]' ).first().waitFor( { state: 'detached', timeout: 10000 } ).catch( () => {
		faults.push( 'still loading after 10 s' );
	} );
	// The Traffic screen shows its cards to those who may manage them (the section's first card is Ads).
	if ( expected.finalPath === '/traffic' && ( await page.locator( '#jp-main .jp-settings-section' ).count() ) > 0 ) {
		const ads = await page.getByRole( 'region', { name: 'Ads', exact: true } ).isVisible();
		faults.push( ...( ads ? [] : [ 'the Traffic section shows no Ads card' ] ) );
	}
	const findings = await auditPage( page );
	tally.audits++;
	tally.findings += findings.length;
	faults.push( ...describeFindings( findings ) );
	return faults;
}

async function visit( watched: WatchedPage, path: string, initial: InitialState ): Promise< string[] > {
	const { page } = watched;
	const seen = watched.problems.length;
	const expected = expectedRoute( initial, path );
	tally.visits++;
	// A query that changes per visit makes each one a fresh page load rather than a hash change.
	await page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack&visit=${ tally.visits }#${ path }` );
	let faults: string[];
	if ( expected.kind === 'leave' ) {
		tally.leaves++;
		const left = await page.waitForURL( ( url ) => ! url.href.startsWith( demoUrl() ), { timeout: 10000 } ).then( () => true, () => false );
		faults = left ? [] : [ `stayed on ${ page.url() } instead of leaving for the plans page` ];
	} else {
		tally.redirects += expected.kind === 'redirect' ? 1 : 0;
		faults = await checkScreen( page, expected, initial.siteTitle );
	}
	await watched.restCallsEnded();
	faults.push( ...watched.problems.slice( seen ) );
	return faults.map( ( fault ) => `${ path }: ${ fault }` );
}

describe.each( SCENARIO_NAMES )( 'scenario %s', ( scenario ) => {
	it( 'opens every route of the table cleanly, where the table says, with no serious accessibility violation', async () => {
		const watched = await openScenario( scenario );
		// Settled, so that the first path's load does not cut off this page's own calls (the stats card's).
		await watched.page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack#/dashboard`, { waitUntil: 'networkidle' } );
		const initial = await watched.page.evaluate( () => window.Initial_State );
		if ( ! initial ) {
			throw new Error( 'The demo page printed no Initial_State.' );
		}
		const faults: string[] = [];
		for ( const path of PATHS ) {
			faults.push( ...( await visit( watched, path, initial ) ) );
		}
		await watched.close();
		expect( faults ).toEqual( [] );
	} );
} );
