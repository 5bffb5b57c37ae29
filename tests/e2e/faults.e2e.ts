/**
 * Gate 3, the parts that load: every part of an owner route that calls the server as the page loads, under each
 * injected fault. Each failing call shows its part's message and a "Try again" that works once the fault is gone
 * (its absence fails the cell), the page stays and its other parts keep working, a slow call shows a loading state,
 * and a load whose every call meets an expired nonce refreshes it once and loads. The user's own writes (the Dev
 * Tools save, settings and Traffic saves, the recommendations steps among them) are user-writes.e2e.ts, each tested
 * there only. Prints the table part × fault.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { auditPage, describeFindings } from './support/axe';
import { demoUrl, launchBrowser, openWatchedPage, resetScenario } from './support/browser';
import type { WatchedPage } from './support/browser';
import { landingOf, ROUTE_TABLE } from './support/route-table';
import { clearFaults, FAULT_KINDS, injectFault, REASONS } from './support/faults';
import type { FaultKind } from './support/faults';
import { OPEN_STEP } from './support/user-writes';
import type { WriteCall } from './support/user-writes';

/**
 * A part of the page that calls the server, and how a user makes it call. A part that calls as the page loads
 * (a dashboard card) gets its fault before the page opens; a screen that starts fetching on load fails the
 * "no undeclared call" check below until its calls get a target here.
 */
interface FaultTarget {
	part: string;
	restPath: string;
	/** It calls as the page loads, so the fault is set first. `open` is then a user action that calls again. */
	onLoad: boolean;
	/**
	 * A user action that makes the part call. A card that only calls as the page loads has none: an expired nonce,
	 * only stale for a page printed before it, cannot reach it (the stats card and the Dev Tools card cover it).
	 */
	open?: ( page: Page ) => Promise< void >;
	/** The routes to try it on, when not every route that shows it (the same screen under other paths). */
	routes?: readonly string[];
	region( page: Page ): Locator;
	/** What shows once the part's data is there (after `open`, for a part that calls on load). */
	ready( page: Page ): Locator;
}

const openDevTools = ( page: Page ) => page.getByRole( 'button', { name: 'Dev Tools' } ).click();
const DEV_TOOLS: FaultTarget = {
	part: 'Dev Tools card',
	restPath: 'dev-tools/preview',
	onLoad: false,
	open: openDevTools,
	region: ( page ) => page.locator( '.jp-isolated[data-part="Dev Tools"]' ),
	ready: ( page ) => page.locator( '#jp-dev-tools' ).getByLabel( 'User permission' ),
};

const statsRegion = ( page: Page ) => page.locator( '.jp-isolated[data-part="Site Stats"]' );
const STATS: FaultTarget = {
	part: 'Site Stats card',
	restPath: 'module/stats/data',
	onLoad: true,
	// Another range: once its tab is selected, the chart shown is that range's (the old one went with the switch).
	open: async ( page ) => {
		await statsRegion( page ).getByRole( 'tab', { name: 'Weeks' } ).click();
		await statsRegion( page ).getByRole( 'tab', { name: 'Weeks', selected: true } ).waitFor();
	},
	region: statsRegion,
	ready: ( page ) => statsRegion( page ).getByRole( 'list', { name: /^Views per/ } ),
};

/** A dashboard card that calls once as the page loads; every path of the dashboard shows the same screen. */
function cardTarget( title: string, restPath: string, ready: ( region: Locator ) => Locator ): FaultTarget {
	const region = ( page: Page ) => page.locator( `.jp-isolated[data-part="${ title }"]` );
	return {
		part: `${ title } card`,
		restPath,
		onLoad: true,
		routes: [ '/dashboard' ],
		region,
		ready: ( page ) => ready( region( page ) ),
	};
}

/** What each card shows in the owner scenario once its data is there. */
const CARDS: readonly FaultTarget[] = [
	cardTarget( 'Backup', 'rewind', ( card ) => card.getByRole( 'link', { name: 'Upgrade' } ) ),
	cardTarget( 'Scan', 'scan', ( card ) => card.getByRole( 'link', { name: 'Upgrade' } ) ),
	cardTarget( 'Anti-spam', 'module/akismet/data', ( card ) => card.getByRole( 'button', { name: 'Activate Akismet' } ) ),
	cardTarget( 'Brute force protection', 'module/protect/data', ( card ) => card.getByText( '23 blocked attempts' ) ),
	cardTarget( 'Speed up your site', 'plugins', ( card ) => card.getByRole( 'button', { name: 'Install' } ) ),
];

/** A part of another screen that calls as its page loads, tried on one route of that screen. */
function screenTarget( part: string, restPath: string, route: string, region: ( page: Page ) => Locator, ready: ( region: Locator ) => Locator ): FaultTarget {
	return { part, restPath, onLoad: true, routes: [ route ], region, ready: ( page ) => ready( region( page ) ) };
}

const isolated = ( title: string ) => ( page: Page ) => page.locator( `.jp-isolated[data-part="${ title }"]` );
const productPage = ( page: Page ) => page.locator( '.jp-product-page' );
const socialAccounts = ( page: Page ) => page.locator( '.jp-social' );
const backupCard = ( region: Locator ) => region.getByRole( 'article', { name: 'Jetpack VaultPress Backup' } );

/** My Plan's plan and purchases, and a product page's catalogue, offers and discount (owner scenario). */
const SCREENS: readonly FaultTarget[] = [
	screenTarget( 'My Plan', 'site', '/my-plan', isolated( 'My Plan' ), ( region ) => region.getByText( 'Jetpack Free' ) ),
	screenTarget( 'My Products', 'site/purchases', '/my-plan', isolated( 'My Products' ), ( region ) =>
		region.getByText( 'No products beside your plan yet.' )
	),
	screenTarget( 'Product catalogue', 'products', '/product/backup', productPage, backupCard ),
	screenTarget( 'Product offers', 'intro-offers', '/product/backup', productPage, ( region ) => backupCard( region ).getByText( /^Offer ends in/ ) ),
	screenTarget( 'Site discount', 'site/discount', '/product/backup', productPage, ( region ) => backupCard( region ).getByText( /^Offer ends in/ ) ),
	screenTarget( 'SEO plugins check', 'plugins', '/traffic', isolated( 'SEO' ), ( region ) =>
		region.getByRole( 'checkbox', { name: 'Customize your SEO settings' } )
	),
	screenTarget( 'Google verification status', 'verify-site/google', '/traffic', isolated( 'Site verification' ), ( region ) =>
		region.getByRole( 'button', { name: 'Verify with Google' } )
	),
	// Settings sections: the cards that ask the server for more than the printed settings when they show.
	screenTarget( 'Security backups', 'rewind', '/security', isolated( 'Backups and security scanning' ), ( region ) =>
		region.getByText( 'Not in your plan' )
	),
	screenTarget( 'Security firewall', 'waf', '/security', isolated( 'Firewall' ), ( region ) => region.getByText( /automatic firewall rules/ ) ),
	screenTarget( 'Settings backups', 'rewind', '/settings', isolated( 'Backups and security scanning' ), ( region ) =>
		region.getByText( 'Not in your plan' )
	),
	screenTarget( 'Settings firewall', 'waf', '/settings', isolated( 'Firewall' ), ( region ) => region.getByText( /automatic firewall rules/ ) ),
	screenTarget( 'Performance search plan', 'search/plan', '/performance', isolated( 'Search' ), ( region ) =>
		region.getByText( 'Instant search is included in Jetpack Search plans.' )
	),
	screenTarget( 'Privacy tracking', 'tracking/settings', '/privacy', isolated( 'Privacy settings' ), ( region ) =>
		region.getByRole( 'checkbox', { name: /Share information with our analytics tool/ } )
	),
	// Jetpack Social's accounts load once the module is on (it is off in the owner scenario, so the part is absent there).
	screenTarget( 'Social accounts', 'publicize/connections', '/sharing', socialAccounts, ( region ) => region.getByRole( 'list', { name: 'Facebook' } ) ),
	screenTarget( 'Social services', 'publicize/services', '/sharing', socialAccounts, ( region ) => region.getByRole( 'button', { name: 'Connect Mastodon' } ) ),
];

const recommendationStep = ( page: Page ) => page.locator( '.jp-recommendations__step' );
const recommendationsSidebar = isolated( 'Recommendations sidebar' );
const enableMonitor = ( region: Locator ) => region.getByRole( 'button', { name: 'Enable Downtime Monitoring' } );
const guarantee = ( region: Locator ) => region.getByText( '14-day money-back guarantee' );

/** The recommendations assistant: what every step loads (tried on one step), and the summary sidebar's calls. */
const RECOMMENDATIONS: readonly FaultTarget[] = [
	screenTarget( 'Recommendations data', 'recommendations/data', '/recommendations/monitor', recommendationStep, enableMonitor ),
	screenTarget( 'Recommendations step', 'recommendations/step', '/recommendations/monitor', recommendationStep, enableMonitor ),
	screenTarget( 'Recommendations conditional', 'recommendations/conditional', '/recommendations/monitor', recommendationStep, enableMonitor ),
	screenTarget( 'Recommendations plugins', 'plugins', '/recommendations/monitor', recommendationStep, enableMonitor ),
	screenTarget( 'Product suggestions', 'recommendations/product-suggestions', '/recommendations/product-suggestions', recommendationStep, ( region ) =>
		region.getByRole( 'button', { name: 'Decide later' } )
	),
	screenTarget( 'Summary backup status', 'rewind', '/recommendations/summary', recommendationsSidebar, guarantee ),
	screenTarget( 'Summary upsell', 'recommendations/upsell', '/recommendations/summary', recommendationsSidebar, guarantee ),
	screenTarget( 'Summary suggestions', 'recommendations/product-suggestions', '/recommendations/summary', recommendationsSidebar, guarantee ),
	screenTarget( 'Summary discount', 'site/discount', '/recommendations/summary', recommendationsSidebar, ( region ) => region.getByText( /^Offer ends in/ ) ),
];

/** The parts that call on load; each route's own are those whose region its page shows. */
const LOAD_TARGETS: readonly FaultTarget[] = [ STATS, ...CARDS, ...SCREENS, ...RECOMMENDATIONS ];

/** Routes whose page opens a dialog over the screen (disconnect, reconnect): it is closed before the parts are used. */
const DIALOG_ON_LOAD = new Set( [ '/disconnect', '/reconnect' ] );

// Each test walks every route: far longer than one page's test.
jest.setTimeout( 10 * 60 * 1000 );

const results = new Map< string, Map< FaultKind, string[] > >();

let browser: Browser;
let ownerPaths: string[] = [];
beforeAll( async () => {
	browser = await launchBrowser();
	// The owner's paths that show their own screen, as the hand-written route table says.
	ownerPaths = Object.keys( ROUTE_TABLE ).filter( ( path ) => {
		const landing = landingOf( path, 'owner' );
		return landing !== 'leaves' && landing.hash === path;
	} );
} );
afterAll( async () => {
	await browser.close();
	process.stdout.write( `\n${ faultTable() }\n` );
} );

/** pass, FAIL, or a dash for a cell this run did not reach (a filtered run). */
function cellText( faults: string[] | undefined ): string {
	if ( ! faults ) {
		return '—';
	}
	return faults.length === 0 ? 'pass' : 'FAIL';
}

function faultTable(): string {
	const width = Math.max( ...[ ...results.keys() ].map( ( row ) => row.length ), 5 );
	const header = [ 'route'.padEnd( width ), ...FAULT_KINDS.map( ( kind ) => kind.padEnd( 13 ) ) ].join( ' │ ' );
	const rows = [ ...results ].map( ( [ row, cells ] ) =>
		[ row.padEnd( width ), ...FAULT_KINDS.map( ( kind ) => cellText( cells.get( kind ) ).padEnd( 13 ) ) ].join( ' │ ' )
	);
	return [ 'Injected faults (owner scenario), route × fault:', header, '─'.repeat( header.length ), ...rows ].join( '\n' );
}

function record( row: string, kind: FaultKind, faults: string[] ): void {
	const cells = results.get( row ) ?? new Map< FaultKind, string[] >();
	cells.set( kind, faults );
	results.set( row, cells );
}

interface OpenedPage {
	watched: WatchedPage;
	nonceRefreshed: () => boolean;
	/** The jetpack/v4 calls made since the page started loading. */
	calls: string[];
}

async function openPage( path: string, target: FaultTarget, faultFirst?: FaultKind ): Promise< OpenedPage > {
	await resetScenario( 'owner' );
	if ( faultFirst ) {
		await injectFault( faultFirst, target.restPath );
	}
	const watched = await openWatchedPage( browser );
	// The injected failures themselves, and the browser's own console line for each, are expected.
	watched.allow( new RegExp( `(HTTP \\d+|request failed): \\w+ \\S*${ target.restPath }` ) );
	watched.allow( /console\.error: Failed to load resource/ );
	let refreshed = false;
	const calls: string[] = [];
	watched.page.on( 'request', ( request ) => {
		refreshed ||= request.url().includes( 'action=rest-nonce' );
		if ( request.url().includes( '/jetpack/v4/' ) ) {
			calls.push( `${ request.method() } ${ request.url() }` );
		}
	} );
	await watched.page.goto( `${ demoUrl() }/wp-admin/admin.php?page=jetpack#${ path }` );
	await watched.page.locator( '#jp-main h1' ).first().waitFor();
	if ( DIALOG_ON_LOAD.has( path ) ) {
		// Closed with its own button: the disconnect dialog deliberately ignores Escape.
		const dialog = watched.page.getByRole( 'dialog' );
		await dialog.waitFor();
		await dialog.getByRole( 'button', { name: /^(Stay connected|Close|Cancel)$/ } ).first().click();
		await dialog.waitFor( { state: 'detached' } );
	}
	return { watched, nonceRefreshed: () => refreshed, calls };
}

/** The parts of this route's page that call on load (found once per route). */
const loadTargetsByPath = new Map< string, FaultTarget[] >();
async function loadTargetsOf( path: string ): Promise< FaultTarget[] > {
	const known = loadTargetsByPath.get( path );
	if ( known ) {
		return known;
	}
	const { watched } = await openPage( path, DEV_TOOLS );
	await watched.page.waitForLoadState( 'networkidle' );
	const present: FaultTarget[] = [];
	for ( const target of LOAD_TARGETS ) {
		const onThisRoute = ! target.routes || target.routes.includes( path );
		if ( onThisRoute && ( await target.region( watched.page ).count() ) > 0 ) {
			present.push( target );
		}
	}
	await watched.close();
	loadTargetsByPath.set( path, present );
	return present;
}

/** A link to another screen the user can follow from here: the masthead's other button, when there is a masthead. */
async function leaveAndComeBack( page: Page, heading: string ): Promise< string[] > {
	const masthead = page.getByRole( 'navigation', { name: 'Dashboard or settings' } );
	if ( ( await masthead.count() ) === 0 ) {
		return [];
	}
	const current = await masthead.locator( '[aria-current="page"]' ).textContent();
	const other = current === 'Dashboard' ? 'Settings' : 'Dashboard';
	const link = masthead.getByRole( 'link', { name: other, exact: true } );
	if ( ( await link.count() ) === 0 ) {
		return [];
	}
	await link.click();
	const arrived = await page
		.getByRole( 'heading', { level: 1, name: other === 'Dashboard' ? 'At a Glance' : 'Settings' } )
		.waitFor( { timeout: 5000 } )
		.then( () => true, () => false );
	await page.goBack();
	await page.getByRole( 'heading', { level: 1, name: heading, exact: true } ).waitFor();
	return arrived ? [] : [ `the ${ other } link did not work while a part had failed` ];
}

/** The screens whose failure state axe has checked (by heading). */
const auditedFailures = new Set< string >();

async function failingCall( page: Page, target: FaultTarget, kind: FaultKind, heading: string ): Promise< string[] > {
	const faults: string[] = [];
	const alert = target.region( page ).getByRole( 'alert' );
	if ( ! ( await alert.waitFor( { timeout: 10000 } ).then( () => true, () => false ) ) ) {
		return [ `no failure message in the ${ target.part }` ];
	}
	const text = await alert.innerText();
	if ( ! text.includes( REASONS[ kind ] ?? '' ) ) {
		faults.push( `the message "${ text }" does not say "${ REASONS[ kind ] }"` );
	}
	// Accessibility of a failure state too: axe once per screen, on its first failing part (500s only, to keep it short).
	if ( kind === 'server error' && ! auditedFailures.has( heading ) ) {
		auditedFailures.add( heading );
		faults.push( ...describeFindings( await auditPage( page ) ).map( ( finding ) => `axe on the failure state: ${ finding }` ) );
	}
	// Strict: the failing part itself offers "Try again", whatever happens next.
	if ( ! ( await alert.getByRole( 'button', { name: 'Try again' } ).isVisible() ) ) {
		faults.push( `no "Try again" in the ${ target.part }'s failure message` );
	}
	if ( ! ( await page.getByRole( 'heading', { level: 1, name: heading, exact: true } ).isVisible() ) ) {
		faults.push( 'the screen heading went away' );
	}
	faults.push( ...( await leaveAndComeBack( page, heading ) ) );
	await clearFaults();
	if ( ( await target.region( page ).count() ) === 0 ) {
		await target.open?.( page );
	}
	const retry = target.region( page ).getByRole( 'button', { name: 'Try again' } );
	// A part that loads with the page asked again when the screen came back, maybe before the fault was cleared:
	// wait for that call to end, in its failure (and its retry) or in the data.
	await retry.or( target.ready( page ) ).first().waitFor( { timeout: 10000 } ).catch( () => undefined );
	if ( await retry.isVisible() ) {
		await retry.click();
	}
	const recovered = await target.ready( page ).waitFor( { timeout: 10000 } ).then( () => true, () => false );
	if ( ! recovered || ( await alert.count() ) > 0 ) {
		faults.push( `"Try again" did not bring the ${ target.part } back once the fault was gone` );
	}
	return faults;
}

async function slowCall( page: Page, target: FaultTarget, openedAt: number ): Promise< string[] > {
	const loading = target.region( page ).getByRole( 'status' );
	const shown = await loading.waitFor( { timeout: 2500 } ).then( () => true, () => false );
	await target.ready( page ).waitFor( { timeout: 10000 } );
	const faults = shown ? [] : [ `no loading state in the ${ target.part } during the delay` ];
	if ( Date.now() - openedAt < 2500 ) {
		faults.push( 'the call was not delayed: the fault did not apply' );
	}
	return faults;
}

async function cell( path: string, target: FaultTarget, kind: FaultKind ): Promise< string[] > {
	// A part that calls on load meets the fault as the page opens; an expired nonce is only stale for a page
	// printed before it, so that one is met on the next call the user makes.
	const atLoad = target.onLoad && kind !== 'expired nonce';
	let openedAt = Date.now();
	const { watched, nonceRefreshed } = await openPage( path, target, atLoad ? kind : undefined );
	const { page } = watched;
	const heading = ( await page.locator( '#jp-main h1' ).first().innerText() ).trim();
	if ( ! atLoad ) {
		if ( target.onLoad ) {
			await target.ready( page ).waitFor();
		}
		// The page's own load calls (the cards') end first: an expired nonce is meant for the part's call alone.
		await page.waitForLoadState( 'networkidle' );
		await injectFault( kind, target.restPath );
		openedAt = Date.now();
		await target.open?.( page );
	}
	let faults: string[];
	if ( kind === 'slow' ) {
		faults = await slowCall( page, target, openedAt );
	} else if ( kind === 'expired nonce' ) {
		const ready = await target.ready( page ).waitFor( { timeout: 10000 } ).then( () => true, () => false );
		faults = ready && ( await target.region( page ).getByRole( 'alert' ).count() ) === 0 ? [] : [ 'the call failed instead of refreshing the nonce' ];
		if ( ! nonceRefreshed() ) {
			faults.push( 'the nonce was not refreshed: the fault did not apply' );
		}
	} else {
		faults = await failingCall( page, target, kind, heading );
	}
	faults.push( ...watched.problems );
	await watched.close();
	return faults;
}

/**
 * A page left open past its nonce's life: the user goes on to this route, and every call of its load meets the
 * expired nonce. The client refreshes the nonce once for all of them, and the part loads.
 */
async function nonceOnLoadCell( path: string, target: FaultTarget ): Promise< string[] > {
	// The licence screen asks the server for nothing: a quiet page to leave open while the nonce expires.
	const { watched } = await openPage( '/license/activation', DEV_TOOLS );
	const { page } = watched;
	await page.waitForLoadState( 'networkidle' );
	// Each call's first answer is the refusal of the stale nonce: expected, and what the refresh answers.
	watched.allow( /HTTP 403: GET \S*\/jetpack\/v4\// );
	await injectFault( 'expired nonce', target.restPath );
	let refreshes = 0;
	page.on( 'request', ( request ) => {
		refreshes += request.url().includes( 'action=rest-nonce' ) ? 1 : 0;
	} );
	await page.evaluate( ( hash ) => {
		window.location.hash = hash;
	}, path );
	const faults: string[] = [];
	if ( ! ( await target.ready( page ).waitFor( { timeout: 15000 } ).then( () => true, () => false ) ) ) {
		faults.push( `the ${ target.part } did not load after the nonce expired` );
	}
	await page.waitForLoadState( 'networkidle' );
	if ( await target.region( page ).getByRole( 'alert' ).count() ) {
		faults.push( `the ${ target.part } shows a failure` );
	}
	if ( refreshes !== 1 ) {
		faults.push( `the nonce was refreshed ${ refreshes } times for one load, not once` );
	}
	faults.push( ...watched.problems );
	await watched.close();
	return faults;
}

/** "GET module/stats/data" from "GET http://…/wp-json/jetpack/v4/module/stats/data?range=day&_cacheBuster=…". */
function routeOf( call: string ): string {
	const [ method, url = '' ] = call.split( ' ' );
	return `${ method } ${ new URL( url ).pathname.replace( /^.*\/jetpack\/v4\//, '' ) }`;
}

/**
 * Writes a route makes by itself as it opens, declared by path: a recommendations step saves itself as the step to
 * resume at, then records that it was seen (the same calls the user-writes gate puts under faults as `opens`).
 */
const WRITES_ON_OPEN: readonly { under: string; calls: readonly WriteCall[] }[] = [ { under: '/recommendations/', calls: OPEN_STEP } ];

const writesOnOpen = ( path: string ): readonly string[] =>
	WRITES_ON_OPEN.filter( ( { under } ) => path.startsWith( under ) ).flatMap( ( { calls } ) => calls.map( ( call ) => `${ call.method } ${ call.path }` ) );

it( 'fires no call on load that has no fault target declared', async () => {
	const undeclared: string[] = [];
	for ( const path of ownerPaths ) {
		const { watched, calls } = await openPage( path, DEV_TOOLS );
		await watched.page.waitForLoadState( 'networkidle' );
		const declared: FaultTarget[] = [];
		for ( const target of LOAD_TARGETS ) {
			if ( ( await target.region( watched.page ).count() ) > 0 ) {
				declared.push( target );
			}
		}
		// Matched on the exact method and route: a GET of the route the target names, nothing more and nothing less.
		const unknown = calls.filter(
			( call ) => ! declared.some( ( target ) => routeOf( call ) === `GET ${ target.restPath }` ) && ! writesOnOpen( path ).includes( routeOf( call ) )
		);
		undeclared.push( ...[ ...unknown, ...watched.problems ].map( ( line ) => `${ path }: ${ line }` ) );
		await watched.close();
	}
	expect( ownerPaths.length ).toBeGreaterThan( 20 );
	expect( undeclared ).toEqual( [] );
} );

describe( 'every part that calls as an owner route loads', () => {
	it.each( FAULT_KINDS )( 'copes with the fault "%s" in each card that loads with the page', async ( kind ) => {
		const faults: string[] = [];
		let cells = 0;
		for ( const path of ownerPaths ) {
			for ( const target of await loadTargetsOf( path ) ) {
				const found = kind === 'expired nonce' && ! target.open ? await nonceOnLoadCell( path, target ) : await cell( path, target, kind );
				cells++;
				record( `${ target.part } (${ path })`, kind, found );
				faults.push( ...found.map( ( fault ) => `${ path }, ${ target.part }: ${ fault }` ) );
			}
		}
		expect( cells ).toBeGreaterThan( 0 );
		expect( faults ).toEqual( [] );
	} );
} );
