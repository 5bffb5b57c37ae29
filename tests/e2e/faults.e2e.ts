/**
 * Gate 3, the parts that load: every part of a route that calls the server as the page loads, under each injected
 * fault, in two scenarios: the free site of its owner, and a paid site with threats and backups, where the
 * security cards show their data rather than an upgrade. Each failing call shows its part's message and a "Try again" that works once the fault is gone
 * (its absence fails the cell), the page stays and its other parts keep working, a slow call shows a loading state,
 * and a load whose every call meets an expired nonce refreshes it once and loads. The user's own writes (the Dev
 * Tools save, settings and Traffic saves, the recommendations steps among them) are user-writes.e2e.ts, each tested
 * there only. Cells run side by side on separate demo sites (support/lanes.ts). Prints the table part × fault.
 */
import type { Locator, Page } from 'playwright-core';
import { auditPage, describeFindings } from './support/axe';
import { openWatchedPage, sharedBrowser } from './support/browser';
import type { WatchedPage } from './support/browser';
import { CARD_FAULTS } from './support/card-faults';
import type { CardFault } from './support/card-faults';
import { landingOf, ROUTE_TABLE } from './support/route-table';
import { FAULT_KINDS, faultBody, REASONS } from './support/faults';
import type { FaultKind } from './support/faults';
import { runOnLanes, startLanes } from './support/lanes';
import type { Lane } from './support/lanes';
import { OPEN_STEP } from './support/user-writes';
import type { WriteCall } from './support/user-writes';

/**
 * The scenarios the gate runs in: a free site, a paid one with threats and backups, and the free site on the original
 * Jetpack plugin, where the parts whose calls its adapters send or read another way are tried (docs/hosts.md), and on
 * the Jetpack that removed its dashboard, where this plugin serves the assistant's calls in its own namespace.
 */
const GATE_SCENARIOS = [ 'owner', 'threats', 'jetpack-owner', 'jetpack-latest' ] as const;
type GateScenario = ( typeof GATE_SCENARIOS )[ number ];
/** Where the app's calls go: Jetpack's namespace, and this plugin's own, where it serves what Jetpack does not. */
const OWN_OR_JETPACKS = [ 'jetpack/v4', 'jetpack-dashboard/v1' ] as const;

type Ready = ( page: Page ) => Locator;
/**
 * What shows once a part's data is there, in each scenario it is tried in: nearly every part in the owner's, and in the
 * paid site's those whose data differs there (the security cards, the plan, the backup status) or that only it shows
 * (Jetpack Social's accounts). A part without an entry for a scenario is still declared there (its call on load is
 * known), it is only not tried again.
 */
type ReadyIn = Partial< Record< GateScenario, Ready > >;

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
	ready: ReadyIn;
	/**
	 * Why a failure of its call is told to no one. Such a part must show and work as it does when the call succeeds:
	 * no failure message, nothing held up by the call.
	 */
	silent?: string;
}

const openDevTools = ( page: Page ) => page.getByRole( 'button', { name: 'Dev Tools' } ).click();
const DEV_TOOLS: FaultTarget = {
	part: 'Dev Tools card',
	restPath: 'dev-tools/preview',
	onLoad: false,
	open: openDevTools,
	region: ( page ) => page.locator( '.jp-isolated[data-part="Dev Tools"]' ),
	ready: { owner: ( page ) => page.locator( '#jp-dev-tools' ).getByLabel( 'User permission' ) },
};

type ReadyInRegion = Partial< Record< GateScenario, ( region: Locator ) => Locator > >;

/** The same readiness, found inside a part's region. */
function inRegion( region: ( page: Page ) => Locator, ready: ReadyInRegion ): ReadyIn {
	const found: Partial< Record< GateScenario, Ready > > = {};
	for ( const scenario of GATE_SCENARIOS ) {
		const inside = ready[ scenario ];
		if ( inside ) {
			found[ scenario ] = ( page ) => inside( region( page ) );
		}
	}
	return found;
}

/**
 * A dashboard card that calls once as the page loads (support/card-faults.ts); every path of the dashboard shows the
 * same card, so one is enough.
 */
function cardTarget( { title, restPath, open, ready }: CardFault ): FaultTarget {
	const region = ( page: Page ) => page.locator( `.jp-isolated[data-part="${ title }"]` );
	return {
		part: `${ title } card`,
		restPath,
		onLoad: true,
		open: open && ( ( page ) => open( region( page ) ) ),
		routes: [ '/dashboard' ],
		region,
		ready: inRegion( region, ready ),
	};
}

const CARDS: readonly FaultTarget[] = CARD_FAULTS.map( cardTarget );

/** A part of another screen that calls as its page loads, tried on one route of that screen. */
function screenTarget( part: string, restPath: string, route: string, region: ( page: Page ) => Locator, ready: ReadyInRegion ): FaultTarget {
	return { part, restPath, onLoad: true, routes: [ route ], region, ready: inRegion( region, ready ) };
}
/** Readiness tried in the owner's scenario only: the part shows the same data on the paid site. */
const ownerOnly = ( ready: ( region: Locator ) => Locator ): ReadyInRegion => ( { owner: ready } );
/** Tried on a Jetpack site too: Jetpack answers the part's call in another shape, which an adapter reads. */
const alsoOnJetpack = ( ready: ReadyInRegion ): ReadyInRegion => ( { ...ready, 'jetpack-owner': ready.owner, 'jetpack-latest': ready.owner } );

const isolated = ( title: string ) => ( page: Page ) => page.locator( `.jp-isolated[data-part="${ title }"]` );
const productPage = ( page: Page ) => page.locator( '.jp-product-page' );
const socialAccounts = ( page: Page ) => page.locator( '.jp-social' );
const backupCard = ( region: Locator ) => region.getByRole( 'article', { name: 'Jetpack Backup' } );
const offerEnds = ( region: Locator ) => backupCard( region ).getByText( /^Offer ends in/ );
const noOtherProducts = ( region: Locator ) => region.getByText( 'No products beside your plan yet.' );
const firewallRules = ( region: Locator ) => region.getByText( /automatic firewall rules/ );
/** The backup status of the security settings: the upgrade banner on the free plan, running on the paid one. */
const backupStatus: ReadyInRegion = {
	owner: ( region ) => region.getByText( 'Back up your site and scan it for threats automatically, with restores in one click.' ),
	threats: ( region ) => region.getByText( 'Your site is backed up and every change is recorded.' ),
};
/** The scan's badge of the security settings: asked only where the plan scans, the paid site. */
const scanBadge: ReadyInRegion = { threats: ( region ) => region.getByText( '17 threats' ) };

/** My Plan's plan and purchases, and a product page's catalogue, offers and discount. */
const SCREENS: readonly FaultTarget[] = [
	screenTarget( 'My Plan', 'site', '/my-plan', isolated( 'My Plan' ), {
		owner: ( region ) => region.getByText( 'Jetpack Free' ),
		threats: ( region ) => region.getByText( 'Jetpack Security (10GB)' ),
	} ),
	screenTarget( 'My Products', 'site/purchases', '/my-plan', isolated( 'My Products' ), {
		owner: noOtherProducts,
		threats: noOtherProducts,
	} ),
	screenTarget( 'Product catalogue', 'products', '/product/backup', productPage, {
		owner: backupCard,
		// The paid plan includes backups: the page shows the bundle the site already has.
		threats: ( region ) => region.getByRole( 'article', { name: 'Jetpack Security' } ).getByText( 'Included in the bundle' ),
	} ),
	// On Jetpack the catalogue is drawn from the page's words and the provider's products for the site.
	screenTarget( 'Product catalogue on Jetpack', 'site/products', '/product/backup', productPage, { 'jetpack-owner': backupCard, 'jetpack-latest': backupCard } ),
	screenTarget( 'Product offers', 'intro-offers', '/product/backup', productPage, ownerOnly( offerEnds ) ),
	screenTarget( 'Site discount', 'site/discount', '/product/backup', productPage, ownerOnly( offerEnds ) ),
	screenTarget( 'SEO plugins check', 'plugins', '/traffic', isolated( 'SEO' ), ownerOnly( ( region ) =>
		region.getByRole( 'checkbox', { name: 'Customize your SEO settings' } )
	) ),
	screenTarget( 'Google verification status', 'verify-site/google', '/traffic', isolated( 'Site verification' ), alsoOnJetpack( ownerOnly( ( region ) =>
		region.getByRole( 'button', { name: 'Verify with Google' } )
	) ) ),
	// Settings sections: the cards that ask the server for more than the printed settings when they show.
	screenTarget( 'Security backups', 'rewind', '/security', isolated( 'Backups and security scanning' ), backupStatus ),
	screenTarget( 'Security firewall', 'waf', '/security', isolated( 'Firewall' ), alsoOnJetpack( ownerOnly( firewallRules ) ) ),
	screenTarget( 'Settings backups', 'rewind', '/settings', isolated( 'Backups and security scanning' ), backupStatus ),
	screenTarget( 'Security scan badge', 'scan', '/security', isolated( 'Backups and security scanning' ), scanBadge ),
	screenTarget( 'Settings scan badge', 'scan', '/settings', isolated( 'Backups and security scanning' ), scanBadge ),
	screenTarget( 'Settings firewall', 'waf', '/settings', isolated( 'Firewall' ), ownerOnly( firewallRules ) ),
	screenTarget( 'Performance search plan', 'search/plan', '/performance', isolated( 'Search' ), ownerOnly( ( region ) =>
		region.getByText( 'Instant search is included in Jetpack Search plans.' )
	) ),
	screenTarget( 'Privacy tracking', 'tracking/settings', '/privacy', isolated( 'Privacy settings' ), ownerOnly( ( region ) =>
		region.getByRole( 'checkbox', { name: /Share information with our analytics tool/ } )
	) ),
	// Jetpack prints no owner in its page data: the Site connection card asks connection/data for the name
	// (docs/hosts.md#page-data).
	{
		...screenTarget( 'Connection owner on Jetpack', 'connection/data', '/dashboard', isolated( 'Site connection' ), {
			'jetpack-owner': ( region ) => region.getByText( 'Site connection', { exact: true } ),
			'jetpack-latest': ( region ) => region.getByText( 'Site connection', { exact: true } ),
		} ),
		silent: 'without the name the card leaves the owner line out and works as ever (docs/hosts.md#page-data)',
	},
	// Jetpack Social's accounts load once the module is on: on the paid site, not on the free one.
	screenTarget( 'Social accounts', 'publicize/connections', '/sharing', socialAccounts, {
		threats: ( region ) => region.getByRole( 'list', { name: 'Facebook' } ),
	} ),
	screenTarget( 'Social services', 'publicize/services', '/sharing', socialAccounts, {
		threats: ( region ) => region.getByRole( 'button', { name: 'Connect Mastodon' } ),
	} ),
];

const recommendationStep = ( page: Page ) => page.locator( '.jp-recommendations__step' );
const recommendationsSidebar = isolated( 'Recommendations sidebar' );
const enableMonitor = ownerOnly( ( region ) => region.getByRole( 'button', { name: 'Enable Downtime Monitoring' } ) );
const guarantee = ownerOnly( ( region ) => region.getByText( '14-day money-back guarantee' ) );

/** The recommendations assistant: what every step loads (tried on one step), and the summary sidebar's calls. */
const RECOMMENDATIONS: readonly FaultTarget[] = [
	screenTarget( 'Recommendations data', 'recommendations/data', '/recommendations/monitor', recommendationStep, alsoOnJetpack( enableMonitor ) ),
	screenTarget( 'Recommendations step', 'recommendations/step', '/recommendations/monitor', recommendationStep, enableMonitor ),
	screenTarget( 'Recommendations conditional', 'recommendations/conditional', '/recommendations/monitor', recommendationStep, alsoOnJetpack( enableMonitor ) ),
	screenTarget( 'Recommendations plugins', 'plugins', '/recommendations/monitor', recommendationStep, enableMonitor ),
	// The step's view is a usage event: the page reads the user's usage-data choice before recording it.
	{
		...screenTarget( 'Usage data choice', 'tracking/settings', '/recommendations/monitor', recommendationStep, enableMonitor ),
		silent: 'an unread choice only means no usage event is recorded; the step works as ever (docs/rules.md#usage-events)',
	},
	screenTarget( 'Product suggestions', 'recommendations/product-suggestions', '/recommendations/product-suggestions', recommendationStep, ownerOnly( ( region ) =>
		region.getByRole( 'button', { name: 'Decide later' } )
	) ),
	// The discounted products carry the site's discount: its countdown shows once the discount has loaded.
	screenTarget( 'Suggestions discount', 'site/discount', '/recommendations/product-suggestions', recommendationStep, ownerOnly( ( region ) =>
		region.getByText( /^Offer ends in/ ).first()
	) ),
	// On the paid site the sidebar tells the backups are running (no upsell, so no offer to load).
	screenTarget( 'Summary backup status', 'rewind', '/recommendations/summary', recommendationsSidebar, {
		owner: ( region ) => region.getByText( '14-day money-back guarantee' ),
		threats: ( region ) => region.getByText( 'Your backups are running.', { exact: false } ),
	} ),
	screenTarget( 'Summary upsell', 'recommendations/upsell', '/recommendations/summary', recommendationsSidebar, alsoOnJetpack( guarantee ) ),
	screenTarget( 'Summary suggestions', 'recommendations/product-suggestions', '/recommendations/summary', recommendationsSidebar, guarantee ),
	screenTarget( 'Summary discount', 'site/discount', '/recommendations/summary', recommendationsSidebar, ownerOnly( ( region ) =>
		region.getByText( /^Offer ends in/ )
	) ),
];

/** The parts that call on load; each route's own are those whose region its page shows. */
const LOAD_TARGETS: readonly FaultTarget[] = [ ...CARDS, ...SCREENS, ...RECOMMENDATIONS ];

/** Routes whose page opens a dialog over the screen (disconnect, reconnect): it is closed before the parts are used. */
const DIALOG_ON_LOAD = new Set( [ '/disconnect', '/reconnect' ] );

// Each test walks every route: far longer than one page's test.
jest.setTimeout( 10 * 60 * 1000 );

const results = new Map< GateScenario, Map< string, Map< FaultKind, string[] > > >();

const browser = sharedBrowser();
let lanes: Awaited< ReturnType< typeof startLanes > >;
/** Each scenario's paths that show their own screen, as the hand-written route table says. */
const pathsOf = ( scenario: GateScenario ): string[] =>
	Object.keys( ROUTE_TABLE ).filter( ( path ) => {
		const landing = landingOf( path, scenario );
		return landing !== 'leaves' && landing.hash === path;
	} );
beforeAll( async () => {
	lanes = await startLanes();
} );
afterAll( async () => {
	await lanes?.stop();
	process.stdout.write( `\n${ GATE_SCENARIOS.map( faultTable ).join( '\n\n' ) }\n` );
} );

/** pass, FAIL, or a dash for a cell this run did not reach (a filtered run). */
function cellText( faults: string[] | undefined ): string {
	if ( ! faults ) {
		return '—';
	}
	return faults.length === 0 ? 'pass' : 'FAIL';
}

function faultTable( scenario: GateScenario ): string {
	const rowsOf = results.get( scenario ) ?? new Map< string, Map< FaultKind, string[] > >();
	const width = Math.max( ...[ ...rowsOf.keys() ].map( ( row ) => row.length ), 5 );
	const header = [ 'route'.padEnd( width ), ...FAULT_KINDS.map( ( kind ) => kind.padEnd( 13 ) ) ].join( ' │ ' );
	const rows = [ ...rowsOf ].map( ( [ row, cells ] ) =>
		[ row.padEnd( width ), ...FAULT_KINDS.map( ( kind ) => cellText( cells.get( kind ) ).padEnd( 13 ) ) ].join( ' │ ' )
	);
	return [ `Injected faults (${ scenario } scenario), part (route) × fault:`, header, '─'.repeat( header.length ), ...rows ].join( '\n' );
}

function record( scenario: GateScenario, row: string, kind: FaultKind, faults: string[] ): void {
	const rowsOf = results.get( scenario ) ?? new Map< string, Map< FaultKind, string[] > >();
	const cells = rowsOf.get( row ) ?? new Map< FaultKind, string[] >();
	cells.set( kind, faults );
	rowsOf.set( row, cells );
	results.set( scenario, rowsOf );
}

interface OpenedPage {
	watched: WatchedPage;
	/** How many times the page has asked for a fresh nonce. */
	nonceRefreshes: () => number;
	/** The calls made since the page started loading, under jetpack/v4 or this plugin's own namespace. */
	calls: string[];
	/** How many answers the target's own calls have had so far. */
	targetAnswers: () => number;
}

/**
 * The fault a cell sets. A slow call is held by the demo site until the cell has looked for the loading state and
 * cleared the faults, rather than delayed by a fixed time a busy machine can outlast before the page has drawn.
 */
function gateFault( kind: FaultKind, restPath: string ): Record< string, unknown > {
	return kind === 'slow' ? { path: restPath, hold: true } : faultBody( kind, restPath );
}

/** Where a cell runs: its lane's demo site, reset to the scenario. */
interface Site {
	lane: Lane;
	scenario: GateScenario;
}

async function openPage( { lane, scenario }: Site, path: string, target: FaultTarget, faultFirst?: FaultKind ): Promise< OpenedPage > {
	await lane.reset( scenario );
	if ( faultFirst ) {
		await lane.fault( gateFault( faultFirst, target.restPath ) );
	}
	const watched = await openWatchedPage( browser() );
	// The injected failures themselves, and the browser's own console line for each, are expected.
	watched.allow( new RegExp( `(HTTP \\d+|request failed): \\w+ \\S*${ target.restPath }` ) );
	watched.allow( /console\.error: Failed to load resource/ );
	let refreshes = 0;
	const calls: string[] = [];
	let targetAnswers = 0;
	watched.page.on( 'response', ( response ) => {
		targetAnswers += OWN_OR_JETPACKS.some( ( namespace ) => new URL( response.url() ).pathname.includes( `/${ namespace }/${ target.restPath }` ) ) ? 1 : 0;
	} );
	watched.page.on( 'request', ( request ) => {
		refreshes += request.url().includes( 'action=rest-nonce' ) ? 1 : 0;
		if ( OWN_OR_JETPACKS.some( ( namespace ) => request.url().includes( `/${ namespace }/` ) ) ) {
			calls.push( `${ request.method() } ${ request.url() }` );
		}
	} );
	await watched.page.goto( `${ lane.url }/wp-admin/admin.php?page=jetpack#${ path }` );
	await watched.page.locator( '#jp-main h1' ).first().waitFor();
	if ( DIALOG_ON_LOAD.has( path ) ) {
		// Closed with its own button: the disconnect dialog deliberately ignores Escape.
		const dialog = watched.page.getByRole( 'dialog' );
		await dialog.waitFor();
		await dialog.getByRole( 'button', { name: /^(Stay connected|Close|Cancel)$/ } ).first().click();
		await dialog.waitFor( { state: 'detached' } );
	}
	return { watched, nonceRefreshes: () => refreshes, calls, targetAnswers: () => targetAnswers };
}

/** "GET module/stats/data" from "GET http://…/wp-json/jetpack/v4/module/stats/data?range=day&_cacheBuster=…". */
function routeOf( call: string ): string {
	const [ method, url = '' ] = call.split( ' ' );
	return `${ method } ${ new URL( url ).pathname.replace( /^.*\/(jetpack\/v4|jetpack-dashboard\/v1)\//, '' ) }`;
}

/**
 * Writes a route makes by itself as it opens, declared by path: a recommendations step saves itself as the step to
 * resume at, then records that it was seen (the same calls the user-writes gate puts under faults as `opens`).
 */
const WRITES_ON_OPEN: readonly { under: string; calls: readonly WriteCall[] }[] = [ { under: '/recommendations/', calls: OPEN_STEP } ];

const writesOnOpen = ( path: string ): readonly string[] =>
	WRITES_ON_OPEN.filter( ( { under } ) => path.startsWith( under ) ).flatMap( ( { calls } ) => calls.map( ( call ) => `${ call.method } ${ call.path }` ) );

interface LoadedRoute {
	/** The parts of the route's page that call on load and are tried on it (their region shows there). */
	targets: FaultTarget[];
	/** Calls no shown part declares, and anything else that went wrong on the way. */
	undeclared: string[];
}

/** Opens a route once as it is: which declared parts call on load, and whether anything undeclared called. */
async function loadRoute( site: Site, path: string ): Promise< LoadedRoute > {
	const { watched, calls } = await openPage( site, path, DEV_TOOLS );
	await watched.settled();
	await watched.restCallsEnded();
	// A part can show a moment after its call went out (the page may have settled between the heading and a part
	// that mounts later, on a busy machine): each route called gets up to 5 s for a part that declares it to show.
	for ( const route of new Set( calls.map( routeOf ) ) ) {
		const regions = LOAD_TARGETS.filter( ( target ) => `GET ${ target.restPath }` === route ).map( ( target ) => target.region( watched.page ) );
		const any = regions.reduce< Locator | null >( ( found, region ) => ( found ? found.or( region ) : region ), null );
		await any?.first().waitFor( { timeout: 5000 } ).catch( () => undefined );
	}
	const shown: FaultTarget[] = [];
	for ( const target of LOAD_TARGETS ) {
		if ( ( await target.region( watched.page ).count() ) > 0 ) {
			shown.push( target );
		}
	}
	// Matched on the exact method and route: a GET of the route a shown part names, nothing more and nothing less.
	const declared = new Set( shown.map( ( target ) => `GET ${ target.restPath }` ) );
	const unknown = calls.filter( ( call ) => ! declared.has( routeOf( call ) ) && ! writesOnOpen( path ).includes( routeOf( call ) ) );
	await watched.close();
	return {
		targets: shown.filter( ( target ) => ! target.routes || target.routes.includes( path ) ),
		undeclared: [ ...unknown, ...watched.problems ],
	};
}

/** Each route's load, found once per scenario and path (by whichever test first needs it). */
const loaded = new Map< string, LoadedRoute >();
async function loadRoutes( scenario: GateScenario, paths: readonly string[] ): Promise< Map< string, LoadedRoute > > {
	const missing = paths.filter( ( path ) => ! loaded.has( `${ scenario } ${ path }` ) );
	const found = await runOnLanes( lanes.lanes, missing, ( lane, path ) => loadRoute( { lane, scenario }, path ) );
	missing.forEach( ( path, index ) => {
		const route = found[ index ];
		if ( route ) {
			loaded.set( `${ scenario } ${ path }`, route );
		}
	} );
	return new Map( paths.map( ( path ) => [ path, loaded.get( `${ scenario } ${ path }` ) as LoadedRoute ] ) );
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

/** The screens whose failure state axe has checked (by scenario and heading). */
const auditedFailures = new Set< string >();

async function failingCall( { lane, scenario }: Site, page: Page, target: FaultTarget, ready: Ready, kind: FaultKind, heading: string ): Promise< string[] > {
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
	if ( kind === 'server error' && ! auditedFailures.has( `${ scenario } ${ heading }` ) ) {
		auditedFailures.add( `${ scenario } ${ heading }` );
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
	await lane.clearFaults();
	if ( ( await target.region( page ).count() ) === 0 ) {
		await target.open?.( page );
	}
	const retry = target.region( page ).getByRole( 'button', { name: 'Try again' } );
	// A part that loads with the page asked again when the screen came back, maybe before the fault was cleared:
	// wait for that call to end, in its failure (and its retry) or in the data.
	await retry.or( ready( page ) ).first().waitFor( { timeout: 10000 } ).catch( () => undefined );
	if ( await retry.isVisible() ) {
		await retry.click();
	}
	const recovered = await ready( page ).waitFor( { timeout: 10000 } ).then( () => true, () => false );
	if ( ! recovered || ( await alert.count() ) > 0 ) {
		faults.push( `"Try again" did not bring the ${ target.part } back once the fault was gone` );
	}
	return faults;
}

async function slowCall( site: Site, page: Page, target: FaultTarget, ready: Ready, answeredSinceFault: () => boolean ): Promise< string[] > {
	// The first: a part may announce more than one thing loading (the backup status and the scan beside it).
	const loading = target.region( page ).getByRole( 'status' ).first();
	const shown = await loading.waitFor( { timeout: 10000 } ).then( () => true, () => false );
	const faults = shown ? [] : [ `no loading state in the ${ target.part } while its call was under way` ];
	if ( answeredSinceFault() ) {
		faults.push( 'the call was answered while it should have been held: the fault did not apply' );
	}
	// Clearing the faults lets the held call answer.
	await site.lane.clearFaults();
	await ready( page ).waitFor( { timeout: 10000 } );
	return faults;
}

/** A part whose failing call is told to no one (`silent`): it shows and works as if the call had succeeded. */
async function silentCall( { page, settled }: WatchedPage, target: FaultTarget, ready: Ready, heading: string, release?: () => Promise< void > ): Promise< string[] > {
	const faults: string[] = [];
	// A held call (the slow kind) has been pending while the page opened; it answers now, as a slow one would.
	await release?.();
	if ( ! ( await ready( page ).waitFor( { timeout: 10000 } ).then( () => true, () => false ) ) ) {
		faults.push( `the ${ target.part } did not show as it does when its call succeeds` );
	}
	// Every call of the page answered (the failing one too) before looking for a message.
	await settled();
	if ( await target.region( page ).getByRole( 'alert' ).count() ) {
		faults.push( `the ${ target.part } shows a failure its rules say no one is told of` );
	}
	if ( ! ( await page.getByRole( 'heading', { level: 1, name: heading, exact: true } ).isVisible() ) ) {
		faults.push( 'the screen heading went away' );
	}
	return faults;
}

async function cell( site: Site, path: string, target: FaultTarget, ready: Ready, kind: FaultKind ): Promise< string[] > {
	// A part that calls on load meets the fault as the page opens; an expired nonce is only stale for a page
	// printed before it, so that one is met on the next call the user makes.
	const atLoad = target.onLoad && kind !== 'expired nonce';
	const { watched, nonceRefreshes, targetAnswers } = await openPage( site, path, target, atLoad ? kind : undefined );
	let answersBeforeFault = 0;
	const { page } = watched;
	const heading = ( await page.locator( '#jp-main h1' ).first().innerText() ).trim();
	if ( ! atLoad ) {
		if ( target.onLoad ) {
			await ready( page ).waitFor();
		}
		// The page's own load calls (the cards') end first: an expired nonce is meant for the part's call alone.
		await watched.settled();
		answersBeforeFault = targetAnswers();
		await site.lane.fault( gateFault( kind, target.restPath ) );
		await target.open?.( page );
	}
	let faults: string[];
	if ( target.silent && kind !== 'expired nonce' ) {
		faults = await silentCall( watched, target, ready, heading, kind === 'slow' ? () => site.lane.clearFaults() : undefined );
	} else if ( kind === 'slow' ) {
		faults = await slowCall( site, page, target, ready, () => targetAnswers() > answersBeforeFault );
	} else if ( kind === 'expired nonce' ) {
		const shown = await ready( page ).waitFor( { timeout: 10000 } ).then( () => true, () => false );
		faults = shown && ( await target.region( page ).getByRole( 'alert' ).count() ) === 0 ? [] : [ 'the call failed instead of refreshing the nonce' ];
		if ( nonceRefreshes() === 0 ) {
			faults.push( 'the nonce was not refreshed: the fault did not apply' );
		}
	} else {
		faults = await failingCall( site, page, target, ready, kind, heading );
	}
	faults.push( ...watched.problems );
	await watched.close();
	return faults;
}

/**
 * A page left open past its nonce's life: the user goes on to this route, and every call of its load meets the
 * expired nonce. The client refreshes the nonce once for all of them, and the part loads.
 */
async function nonceOnLoadCell( site: Site, path: string, target: FaultTarget, ready: Ready ): Promise< string[] > {
	// The licence screen asks the server for nothing: a quiet page to leave open while the nonce expires.
	const { watched, nonceRefreshes } = await openPage( site, '/license/activation', DEV_TOOLS );
	const { page } = watched;
	await watched.settled();
	// Each call's first answer is the refusal of the stale nonce: expected, and what the refresh answers.
	watched.allow( /HTTP 403: GET \S*\/(jetpack\/v4|jetpack-dashboard\/v1)\// );
	await site.lane.fault( faultBody( 'expired nonce', target.restPath ) );
	const before = nonceRefreshes();
	await page.evaluate( ( hash ) => {
		window.location.hash = hash;
	}, path );
	const faults: string[] = [];
	if ( ! ( await ready( page ).waitFor( { timeout: 15000 } ).then( () => true, () => false ) ) ) {
		faults.push( `the ${ target.part } did not load after the nonce expired` );
	}
	await watched.settled();
	if ( await target.region( page ).getByRole( 'alert' ).count() ) {
		faults.push( `the ${ target.part } shows a failure` );
	}
	const refreshes = nonceRefreshes() - before;
	if ( refreshes !== 1 ) {
		faults.push( `the nonce was refreshed ${ refreshes } times for one load, not once` );
	}
	faults.push( ...watched.problems );
	await watched.close();
	return faults;
}

describe.each( GATE_SCENARIOS )( 'in the %s scenario', ( scenario ) => {
	it( 'fires no call on load that has no fault target declared', async () => {
		const paths = pathsOf( scenario );
		const routes = await loadRoutes( scenario, paths );
		const undeclared = [ ...routes ].flatMap( ( [ path, route ] ) => route.undeclared.map( ( line ) => `${ path }: ${ line }` ) );
		expect( paths.length ).toBeGreaterThan( 20 );
		expect( undeclared ).toEqual( [] );
	} );

	it( 'copes with every fault in each part that loads with the page', async () => {
		const routes = await loadRoutes( scenario, pathsOf( scenario ) );
		const jobs = [ ...routes ].flatMap( ( [ path, route ] ) =>
			route.targets.flatMap( ( target ) => {
				const ready = target.ready[ scenario ];
				return ready ? FAULT_KINDS.map( ( kind ) => ( { path, target, ready, kind } ) ) : [];
			} )
		);
		const startedAt = Date.now();
		const found = await runOnLanes( lanes.lanes, jobs, ( lane, { path, target, ready, kind } ) => {
			const site = { lane, scenario };
			return kind === 'expired nonce' && ! target.open ? nonceOnLoadCell( site, path, target, ready ) : cell( site, path, target, ready, kind );
		} );
		const faults = jobs.flatMap( ( { path, target, kind }, index ) => {
			const cellFaults = found[ index ] ?? [];
			record( scenario, `${ target.part } (${ path })`, kind, cellFaults );
			return cellFaults.map( ( fault ) => `${ path }, ${ target.part }, ${ kind }: ${ fault }` );
		} );
		process.stdout.write( `\nLoad fault gate (${ scenario }): ${ jobs.length } cells on ${ lanes.lanes.length } lanes in ${ Math.round( ( Date.now() - startedAt ) / 1000 ) } s.\n` );
		expect( jobs.length ).toBeGreaterThan( 0 );
		expect( faults ).toEqual( [] );
	} );
} );
