import { BUDGETS, evaluateBudgets, failures, KB, restRouteOf } from '../../bench/budgets';
import type { BudgetRow, Measurements, RestRequest } from '../../bench/budgets';

const within = (): Measurements => ( {
	dashboardScripts: [
		{ name: 'http://x/wp-content/plugins/jetpack/build/app.1.js', gzBytes: 160 * KB, compiledAtOnce: true },
		{ name: 'http://x/wp-content/plugins/jetpack/build/at-a-glance.2.js', gzBytes: 600, compiledAtOnce: true },
	],
	routes: [ { path: '/my-plan', scenario: 'owner', reached: true, scripts: [ { name: 'my-plan.3.js', gzBytes: 300 } ], restRequests: 0 } ],
	stylesheets: [ { name: 'app.4.css', gzBytes: 17 * KB } ],
	dashboardRest: [],
	shellPaint: 250,
} );

const row = ( rows: BudgetRow[], check: string ): BudgetRow => {
	const found = rows.find( ( candidate ) => candidate.check === check );
	if ( ! found ) {
		throw new Error( `no row "${ check }" in ${ rows.map( ( candidate ) => candidate.check ).join( ', ' ) }` );
	}
	return found;
};

const get = ( route: string, startTime: number | null = 400 ): RestRequest => ( { method: 'GET', route, startTime } );

describe( 'evaluateBudgets', () => {
	it( 'passes every row when the figures are within budget, in KB of 1000 bytes', () => {
		const rows = evaluateBudgets( within() );
		expect( failures( rows ) ).toEqual( [] );
		expect( row( rows, 'Dashboard JS, every script (gz)' ) ).toMatchObject( { measured: 160.6, budget: BUDGETS.dashboardJsKb, unit: 'KB' } );
		expect( row( rows, '#/my-plan own JS (gz)' ).measured ).toBe( 0.3 );
		expect( row( rows, 'REST requests on dashboard load' ) ).toMatchObject( { measured: 0, unit: 'requests', pass: true } );
	} );

	it( 'fails the dashboard JS one byte over 170 KB, not at it', () => {
		const at = { ...within(), dashboardScripts: [ { name: 'app.js', gzBytes: 170 * KB, compiledAtOnce: true } ] };
		expect( row( evaluateBudgets( at ), 'Dashboard JS, every script (gz)' ).pass ).toBe( true );
		const over = { ...within(), dashboardScripts: [ { name: 'app.js', gzBytes: 170 * KB + 1, compiledAtOnce: true } ] };
		expect( failures( evaluateBudgets( over ) ) ).toEqual( [ expect.stringContaining( 'Dashboard JS' ) ] );
	} );

	it( 'fails a dashboard script without the compile hint, by name', () => {
		const dashboardScripts = within().dashboardScripts.map( ( script, index ) => ( { ...script, compiledAtOnce: index > 0 } ) );
		const rows = evaluateBudgets( { ...within(), dashboardScripts } );
		expect( row( rows, 'Dashboard scripts compiled function by function' ) ).toMatchObject( { measured: 1, budget: 0, pass: false, note: 'app.1.js' } );
		expect( row( evaluateBudgets( within() ), 'Dashboard scripts compiled function by function' ) ).toMatchObject( { measured: 0, pass: true } );
	} );

	it( 'fails a size row that measured no file at all', () => {
		const rows = evaluateBudgets( { ...within(), dashboardScripts: [], stylesheets: [] } );
		expect( row( rows, 'Dashboard JS, every script (gz)' ) ).toMatchObject( { pass: false, note: 'nothing measured' } );
		expect( row( rows, 'CSS, non-RTL stylesheets (gz)' ).pass ).toBe( false );
	} );

	it( 'fails CSS over 30 KB', () => {
		const rows = evaluateBudgets( { ...within(), stylesheets: [ { name: 'a.css', gzBytes: 20 * KB }, { name: 'b.css', gzBytes: 11 * KB } ] } );
		expect( row( rows, 'CSS, non-RTL stylesheets (gz)' ) ).toMatchObject( { measured: 31, pass: false } );
	} );

	it( 'judges each route by its own chunks: over 60 KB or not reached fails, no new chunk passes', () => {
		const rows = evaluateBudgets( {
			...within(),
			routes: [
				{ path: '/settings', scenario: 'owner', reached: true, scripts: [ { name: 'settings.js', gzBytes: 61 * KB } ], restRequests: 2 },
				{ path: '/license/activation', scenario: 'owner', reached: false, scripts: [], restRequests: 0 },
				{ path: '/security', scenario: 'owner', reached: true, scripts: [], restRequests: 0 },
			],
		} );
		expect( row( rows, '#/settings own JS (gz)' ) ).toMatchObject( { pass: false, note: 'owner; settings.js 61; 2 REST' } );
		expect( row( rows, '#/license/activation own JS (gz)' ) ).toMatchObject( { pass: false, note: 'redirected in owner: not measured' } );
		expect( row( rows, '#/security own JS (gz)' ) ).toMatchObject( { measured: 0, pass: true } );
	} );

	it( 'allows five REST requests on load and fails the sixth', () => {
		const five = [ 'a', 'b', 'c', 'd', 'e' ].map( ( name ) => get( `jetpack/v4/${ name }` ) );
		expect( row( evaluateBudgets( { ...within(), dashboardRest: five } ), 'REST requests on dashboard load' ).pass ).toBe( true );
		const six = [ ...five, get( 'jetpack/v4/f' ) ];
		expect( row( evaluateBudgets( { ...within(), dashboardRest: six } ), 'REST requests on dashboard load' ) ).toMatchObject( { measured: 6, pass: false } );
	} );

	it( 'fails requests started before the shell painted, without a start time, or when the shell never painted', () => {
		const check = 'REST requests before shell paint';
		const early = evaluateBudgets( { ...within(), dashboardRest: [ get( 'jetpack/v4/rewind', 100 ), get( 'jetpack/v4/scan', 300 ) ] } );
		expect( row( early, check ) ).toMatchObject( { measured: 1, pass: false, note: 'shell painted at 250 ms; GET jetpack/v4/rewind' } );
		expect( row( evaluateBudgets( { ...within(), dashboardRest: [ get( 'jetpack/v4/scan', null ) ] } ), check ).pass ).toBe( false );
		expect( row( evaluateBudgets( { ...within(), shellPaint: null } ), check ) ).toMatchObject( { measured: 0, pass: false } );
	} );

	it( 'fails a GET of data Initial_State carries, by exact route only', () => {
		const check = 'Initial_State data fetched again';
		const refetch = evaluateBudgets( { ...within(), dashboardRest: [ get( 'jetpack/v4/connection/data' ), get( 'jetpack/v4/module/all' ) ] } );
		expect( row( refetch, check ) ).toMatchObject( { measured: 2, pass: false, note: 'GET jetpack/v4/connection/data, GET jetpack/v4/module/all' } );
		const others = [ get( 'jetpack/v4/site/features' ), get( 'jetpack/v4/settings/extra' ), { method: 'POST', route: 'jetpack/v4/settings', startTime: 400 } ];
		expect( row( evaluateBudgets( { ...within(), dashboardRest: others } ), check ).pass ).toBe( true );
	} );
} );

describe( 'restRouteOf', () => {
	it( 'reads the route of either REST root form, without the query', () => {
		expect( restRouteOf( 'http://x/wp-json/jetpack/v4/site?_cacheBuster=1&_locale=user' ) ).toBe( 'jetpack/v4/site' );
		expect( restRouteOf( 'http://x/index.php?rest_route=/jetpack/v4/module/all&_locale=user' ) ).toBe( 'jetpack/v4/module/all' );
		expect( restRouteOf( 'http://x/wp-content/plugins/jetpack/build/app.js' ) ).toBeNull();
	} );
} );

describe( 'the settings search budget', () => {
	it.each( [
		[ 2.5, true ],
		[ 10, true ],
		[ 10.001, false ],
	] )( '%s ms per term passes: %s', ( ms, pass ) => {
		const rows = evaluateBudgets( { ...within(), settingsSearchMs: ms } );
		expect( row( rows, 'Settings search, one term over every module' ) ).toMatchObject( { measured: ms, unit: 'ms', pass } );
	} );

	it( 'has no row when it was not measured', () => {
		expect( evaluateBudgets( within() ).some( ( candidate ) => candidate.check.startsWith( 'Settings search' ) ) ).toBe( false );
	} );
} );

describe( 'the dashboard settled over the bare page', () => {
	const CHECK = 'Dashboard settled, over the bare page’s first paint';
	it.each( [
		// The median of the pairs, so one slow load does not decide it.
		[ [ 2.6, 6.9, 2.9, 2.7, 2.8 ], 2.8, true ],
		[ [ 3.5, 3.5 ], 3.5, true ],
		[ [ 3.49, 3.52 ], 3.51, false ],
		[ [ 3.7, 2.6, 3.9 ], 3.7, false ],
	] )( '%j → median %s× bare, passes: %s', ( values, measured, pass ) => {
		const rows = evaluateBudgets( { ...within(), settledRatios: values } );
		expect( row( rows, CHECK ) ).toMatchObject( { measured, budget: 3.5, unit: '× bare', pass } );
	} );

	it( 'has no row when it was not measured', () => {
		expect( evaluateBudgets( { ...within(), settledRatios: [] } ).some( ( candidate ) => candidate.check === CHECK ) ).toBe( false );
	} );
} );

describe( 'the settings search in the browser: results after the delay', () => {
	const CHECK = 'Settings search, results after the delay';
	it.each( [
		// The median of the keystrokes, so one slow first keystroke does not decide it.
		[ [ 187, 31, 31, 18, 19 ], 31, true ],
		[ [ 50, 50 ], 50, true ],
		[ [ 50, 51 ], 51, false ],
		[ [ 40, 60, 70 ], 60, false ],
	] )( '%j → median %s ms, passes: %s', ( values, measured, pass ) => {
		const rows = evaluateBudgets( { ...within(), searchAfterDelayMs: values } );
		expect( row( rows, CHECK ) ).toMatchObject( { measured, budget: 50, unit: 'ms', pass } );
	} );

	it( 'has no row when it was not measured', () => {
		expect( evaluateBudgets( { ...within(), searchAfterDelayMs: [] } ).some( ( candidate ) => candidate.check === CHECK ) ).toBe( false );
	} );
} );

describe( 'the requests-per-save budget', () => {
	const SAVE = 'Requests of one save: a switch';
	it.each( [
		[ [ 'POST jetpack/v4/settings' ], true, 'POST jetpack/v4/settings' ],
		[ [ 'POST jetpack/v4/settings', 'GET jetpack/v4/settings' ], false, 'POST jetpack/v4/settings, GET jetpack/v4/settings' ],
		[ [], false, 'no request seen' ],
	] )( '%j passes: %s', ( requests, pass, note ) => {
		const rows = evaluateBudgets( { ...within(), saves: [ { action: 'a switch', requests } ] } );
		expect( row( rows, SAVE ) ).toMatchObject( { measured: requests.length, budget: 1, unit: 'requests', pass, note } );
	} );

	it( 'has a row for each save measured, and none when none was', () => {
		const saves = [ { action: 'a switch', requests: [ 'POST jetpack/v4/settings' ] }, { action: 'a Save', requests: [ 'POST jetpack/v4/settings' ] } ];
		expect( evaluateBudgets( { ...within(), saves } ).filter( ( candidate ) => candidate.check.startsWith( 'Requests of one save' ) ) ).toHaveLength( 2 );
		expect( evaluateBudgets( within() ).some( ( candidate ) => candidate.check.startsWith( 'Requests of one save' ) ) ).toBe( false );
	} );
} );
