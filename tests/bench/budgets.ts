/**
 * The quality gates' budgets and the one decision over them: measured figures in, table rows out. Pure, so the
 * rules are unit-tested apart from the browser that produces the figures.
 */

/** 1 KB = 1000 bytes, as browsers' network panels count. */
export const KB = 1000;

export const BUDGETS = {
	/** Every script the dashboard needs until it has settled, gzipped. */
	dashboardJsKb: 170,
	/** The scripts another screen loads beyond the dashboard's, gzipped. */
	routeJsKb: 60,
	/** The non-RTL stylesheets of the build, gzipped. */
	cssKb: 30,
	/** REST requests a dashboard load fires. */
	restRequests: 5,
	/** The settings search applying one term over every module of the catalogue, in milliseconds. */
	settingsSearchMs: 10,
	/** In the browser, a keystroke's results on screen after the search's own 500 ms delay has ended (median), in ms. */
	settingsSearchAfterDelayMs: 50,
	/** REST requests one save sends, reads it starts included (docs/settings.md#save-model). */
	requestsPerSave: 1,
	/** The dashboard settled, as a multiple of the bare admin page's first paint (median of the paired loads). */
	dashboardSettledRatio: 3.5,
} as const;

/** Data Initial_State already carries: fetching it again on load is waste (exact jetpack/v4 routes, GET). */
export const INITIAL_STATE_ROUTES: readonly string[] = [
	'jetpack/v4/settings',
	'jetpack/v4/module/all',
	'jetpack/v4/connection',
	'jetpack/v4/connection/data',
	'jetpack/v4/site',
];

export interface SizedFile {
	/** URL or file name. */
	name: string;
	gzBytes: number;
	/** A script that opens with V8's compile hint, compiled at once while it streams (docs/api.md#first-paint). */
	compiledAtOnce?: boolean;
}

export interface RestRequest {
	method: string;
	/** The route under the REST root, without query: 'jetpack/v4/site'. */
	route: string;
	/** PerformanceResourceTiming startTime (ms from navigation start); null when the browser gave no entry. */
	startTime: number | null;
}

export interface RouteLoad {
	/** The hash path asked for, e.g. '/my-plan'. */
	path: string;
	scenario: string;
	/** False when the app sent the browser elsewhere (a guard redirected): then nothing of the screen was measured. */
	reached: boolean;
	/** Scripts loaded beyond what the dashboard had loaded. */
	scripts: SizedFile[];
	restRequests: number;
}

/** One save a user makes and the REST requests it sent ('POST jetpack/v4/settings'). */
export interface SaveLoad {
	action: string;
	requests: string[];
}

export interface Measurements {
	dashboardScripts: SizedFile[];
	routes: RouteLoad[];
	stylesheets: SizedFile[];
	dashboardRest: RestRequest[];
	/** When the shell (jp-shell Element Timing) first painted, ms from navigation start; null if never seen. */
	shellPaint: number | null;
	/** Median time the settings search takes to apply one term over every module (ms); absent when not measured. */
	settingsSearchMs?: number;
	/** The saves measured; absent when not measured. */
	saves?: SaveLoad[];
	/** In the browser: each keystroke's time to its last change on screen, less the search's delay (ms); absent when not measured. */
	searchAfterDelayMs?: number[];
	/**
	 * Each dashboard load's settled time over the first paint of the bare page loaded right after it: paired, so a
	 * burst of load from other jobs on the machine slows both sides of a ratio alike. Absent when not measured.
	 */
	settledRatios?: number[];
}

export interface BudgetRow {
	check: string;
	measured: number;
	budget: number;
	unit: 'KB' | 'requests' | 'ms' | '× bare';
	pass: boolean;
	note: string;
}

const sum = ( files: SizedFile[] ) => files.reduce( ( total, file ) => total + file.gzBytes, 0 );
const kb = ( bytes: number ) => Math.round( ( bytes / KB ) * 10 ) / 10;
const baseName = ( name: string ) => name.replace( /[?#].*$/, '' ).split( '/' ).pop() ?? name;
const listFiles = ( files: SizedFile[] ) => files.map( ( file ) => `${ baseName( file.name ) } ${ kb( file.gzBytes ) }` ).join( ', ' );

/** The jetpack/v4 route of a REST URL, in either root form (/wp-json/... or ?rest_route=/...); null if not REST. */
export function restRouteOf( url: string ): string | null {
	const parsed = new URL( url );
	const route = parsed.searchParams.get( 'rest_route' ) ?? ( parsed.pathname.match( /\/wp-json\/(.*)$/ )?.[ 1 ] ?? null );
	return route === null ? null : route.replace( /^\/+|\/+$/g, '' );
}

function sizeRow( check: string, files: SizedFile[], budgetKb: number, note: string ): BudgetRow {
	const bytes = sum( files );
	// No file at all means the measurement saw nothing, not that the app is free.
	const pass = files.length > 0 && bytes <= budgetKb * KB;
	return { check, measured: kb( bytes ), budget: budgetKb, unit: 'KB', pass, note: files.length ? note : 'nothing measured' };
}

function countRow( check: string, offenders: string[], budget: number ): BudgetRow {
	const pass = offenders.length <= budget;
	return { check, measured: offenders.length, budget, unit: 'requests', pass, note: offenders.join( ', ' ) || 'none' };
}

export function evaluateBudgets( measurements: Measurements ): BudgetRow[] {
	const { dashboardScripts, routes, stylesheets, dashboardRest, shellPaint } = measurements;
	const rows: BudgetRow[] = [
		sizeRow( 'Dashboard JS, every script (gz)', dashboardScripts, BUDGETS.dashboardJsKb, listFiles( dashboardScripts ) ),
	];
	for ( const route of routes ) {
		const check = `#${ route.path } own JS (gz)`;
		if ( ! route.reached ) {
			rows.push( { check, measured: 0, budget: BUDGETS.routeJsKb, unit: 'KB', pass: false, note: `redirected in ${ route.scenario }: not measured` } );
			continue;
		}
		// A screen may reuse everything the dashboard loaded: zero new bytes is a real answer here.
		const bytes = sum( route.scripts );
		rows.push( {
			check,
			measured: kb( bytes ),
			budget: BUDGETS.routeJsKb,
			unit: 'KB',
			pass: bytes <= BUDGETS.routeJsKb * KB,
			note: `${ route.scenario }; ${ listFiles( route.scripts ) || 'no new script' }; ${ route.restRequests } REST`,
		} );
	}
	rows.push( sizeRow( 'CSS, non-RTL stylesheets (gz)', stylesheets, BUDGETS.cssKb, listFiles( stylesheets ) ) );

	const describe = ( request: RestRequest ) => `${ request.method } ${ request.route }`;
	rows.push(
		countRow(
			'Dashboard scripts compiled function by function',
			dashboardScripts.filter( ( script ) => ! script.compiledAtOnce ).map( ( script ) => baseName( script.name ) ),
			0
		)
	);
	rows.push( countRow( 'REST requests on dashboard load', dashboardRest.map( describe ), BUDGETS.restRequests ) );
	// A request without a start time cannot be shown to come after the paint; a shell never seen fails the row.
	const early = dashboardRest.filter( ( request ) => request.startTime === null || ( shellPaint !== null && request.startTime < shellPaint ) );
	const paint = shellPaint === null ? 'shell paint not observed' : `shell painted at ${ Math.round( shellPaint ) } ms`;
	rows.push( {
		...countRow( 'REST requests before shell paint', early.map( describe ), 0 ),
		pass: shellPaint !== null && early.length === 0,
		note: `${ paint }; ${ early.map( describe ).join( ', ' ) || 'none before it' }`,
	} );
	const refetched = dashboardRest.filter( ( request ) => request.method === 'GET' && INITIAL_STATE_ROUTES.includes( request.route ) );
	rows.push( countRow( 'Initial_State data fetched again', refetched.map( describe ), 0 ) );
	for ( const save of measurements.saves ?? [] ) {
		// No request at all means the save was never seen, not that it was free.
		const row = countRow( `Requests of one save: ${ save.action }`, save.requests, BUDGETS.requestsPerSave );
		rows.push( save.requests.length ? row : { ...row, pass: false, note: 'no request seen' } );
	}
	if ( measurements.settingsSearchMs !== undefined ) {
		const measured = Math.round( measurements.settingsSearchMs * 1000 ) / 1000;
		rows.push( {
			check: 'Settings search, one term over every module',
			measured,
			budget: BUDGETS.settingsSearchMs,
			unit: 'ms',
			pass: measured <= BUDGETS.settingsSearchMs,
			note: 'median of the demo catalogue searched for several terms',
		} );
	}
	if ( measurements.searchAfterDelayMs?.length ) {
		const values = measurements.searchAfterDelayMs;
		const middle = median( values );
		rows.push( {
			check: 'Settings search, results after the delay',
			measured: Math.round( middle ),
			budget: BUDGETS.settingsSearchAfterDelayMs,
			unit: 'ms',
			pass: middle <= BUDGETS.settingsSearchAfterDelayMs,
			note: `median of ${ values.length } keystrokes: ${ values.map( Math.round ).join( ', ' ) }`,
		} );
	}
	if ( measurements.settledRatios?.length ) {
		const values = measurements.settledRatios;
		const middle = Math.round( median( values ) * 100 ) / 100;
		rows.push( {
			check: 'Dashboard settled, over the bare page’s first paint',
			measured: middle,
			budget: BUDGETS.dashboardSettledRatio,
			unit: '× bare',
			pass: middle <= BUDGETS.dashboardSettledRatio,
			note: `median of ${ values.length } paired loads (spread ${ Math.min( ...values ).toFixed( 2 ) }–${ Math.max( ...values ).toFixed(
				2
			) }; goal ${ DASHBOARD_SETTLED_GOAL } × bare): ${ values.map( ( value ) => value.toFixed( 2 ) ).join( ', ' ) }`,
		} );
	}
	return rows;
}

/** Where the settled ratio is headed: printed beside the budget, not judged. */
export const DASHBOARD_SETTLED_GOAL = 3;

export function median( values: number[] ): number {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	const at = ( index: number ) => sorted[ index ] ?? Number.NaN;
	return sorted.length % 2 ? at( middle ) : ( at( middle - 1 ) + at( middle ) ) / 2;
}

export function failures( rows: BudgetRow[] ): string[] {
	return rows.filter( ( row ) => ! row.pass ).map( ( row ) => `${ row.check }: ${ row.measured } > ${ row.budget } ${ row.unit } (${ row.note })` );
}
