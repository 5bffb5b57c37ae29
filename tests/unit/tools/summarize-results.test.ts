/**
 * @jest-environment node
 *
 * CI's closing line (.ci/results/summarize-results.js) over fake results in a directory of its own: a copy of the
 * script, the repository's jest.config.js and results reporter, a few test files for each project, and the results
 * each run would leave in test-results/. A test file that fails to load counts as failed and fails the run; a suite
 * CI must run that left no result fails it; a run where everything ran and passed passes.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve( __dirname, '../../..' );

/** The test files of the fake repository, by jest project, and the WordPress suite's files. */
const UNIT = [ 'tests/unit/lib/alpha.test.ts', 'tests/integration/beta.test.tsx' ];
const E2E = [ 'tests/e2e/gamma.e2e.ts' ];
const BENCH = [ 'tests/bench/delta.bench.ts' ];
/** The version matrix of the fake repository (tests/wordpress/matrix.json): a full run and a smoke run. */
const MATRIX = {
	runs: { full: [ 'suite', 'package' ], smoke: [ 'smoke' ] },
	cells: [ { wordpress: '6.1', php: '8.2', run: 'full' }, { wordpress: '6.5', php: '8.2', run: 'smoke' } ],
};
const WORDPRESS = [ '6.1-php8.2-full-suite', '6.1-php8.2-full-package', '6.5-php8.2-smoke-smoke' ];

let root: string;

function write( file: string, text: string ): void {
	fs.mkdirSync( path.dirname( path.join( root, file ) ), { recursive: true } );
	fs.writeFileSync( path.join( root, file ), text );
}

/** What the results reporter writes for one jest process: its own shape, made by the repository's reporter itself. */
function report( name: string, suites: Array< { file: string; passed: number; failed?: number; skipped?: number; execError?: string } > ): void {
	const testResults = suites.map( ( suite ) => ( {
		testFilePath: path.join( root, suite.file ),
		numPassingTests: suite.passed,
		numFailingTests: suite.failed ?? 0,
		numPendingTests: suite.skipped ?? 0,
		numTodoTests: 0,
		...( suite.execError ? { testExecError: { message: suite.execError } } : {} ),
	} ) );
	const results = {
		numPassedTests: suites.reduce( ( sum, suite ) => sum + suite.passed, 0 ),
		numFailedTests: suites.reduce( ( sum, suite ) => sum + ( suite.failed ?? 0 ), 0 ),
		numFailedTestSuites: suites.filter( ( suite ) => suite.failed || suite.execError ).length,
		testResults,
	};
	const script = `
		const Reporter = require( ${ JSON.stringify( path.join( root, '.ci/results/results-reporter.js' ) ) } );
		const reporter = new Reporter( { rootDir: ${ JSON.stringify( root ) } } );
		reporter.name = ${ JSON.stringify( name ) };
		reporter.onRunComplete( new Set(), ${ JSON.stringify( results ) } );`;
	const made = spawnSync( process.execPath, [ '-e', script ], { encoding: 'utf8' } );
	expect( made.stderr ).toBe( '' );
}

/** node's test runner's TAP report, as run.mjs keeps it. */
function tap( name: string, counts: { pass: number; fail?: number; skipped?: number } ): void {
	const { pass, fail = 0, skipped = 0 } = counts;
	const tests = Array.from( { length: pass + fail }, ( _, index ) => `${ index < pass ? 'ok' : 'not ok' } ${ index + 1 } - test ${ index + 1 }` );
	write(
		`test-results/wordpress-${ name }.tap`,
		[ 'TAP version 13', ...tests, `1..${ pass + fail }`, `# tests ${ pass + fail }`, '# suites 0', `# pass ${ pass }`, `# fail ${ fail }`, '# cancelled 0', `# skipped ${ skipped }`, '# todo 0', '# duration_ms 12.5', '' ].join( '\n' )
	);
}

/** Every run CI makes, each passing. */
function allGood(): void {
	report( 'jest-101', UNIT.map( ( file ) => ( { file, passed: 3 } ) ) );
	report( 'jest-102', E2E.map( ( file ) => ( { file, passed: 2 } ) ) );
	report( 'jest-103', BENCH.map( ( file ) => ( { file, passed: 1 } ) ) );
	// The bench's figures sit beside the counts.
	write( 'test-results/bench.json', JSON.stringify( { budgets: [ { name: 'dashboard JS', kb: 100 } ] } ) );
	for ( const name of WORDPRESS ) {
		tap( name, { pass: 4 } );
	}
}

function summary(): { status: number | null; lines: string[] } {
	const run = spawnSync( process.execPath, [ path.join( root, '.ci/results/summarize-results.js' ) ], { encoding: 'utf8' } );
	expect( run.stderr ).toBe( '' );
	return { status: run.status, lines: run.stdout.trimEnd().split( '\n' ) };
}

/** The closing line, alone on the last line, and the only line that reads "N passed, N failed". */
function closing( lines: string[] ): { passed: number; failed: number } {
	const counted = lines.filter( ( line ) => /\d+ passed, \d+ failed/.test( line ) );
	expect( counted ).toEqual( [ lines.at( -1 ) ] );
	const match = /^tests: (\d+) passed, (\d+) failed$/.exec( lines.at( -1 ) ?? '' );
	expect( match ).not.toBeNull();
	return { passed: Number( match?.[ 1 ] ), failed: Number( match?.[ 2 ] ) };
}

beforeEach( () => {
	root = fs.mkdtempSync( path.join( os.tmpdir(), 'summary-' ) );
	for ( const file of [ '.ci/results/summarize-results.js', '.ci/results/results-reporter.js', 'jest.config.js' ] ) {
		write( file, fs.readFileSync( path.join( repo, file ), 'utf8' ) );
	}
	for ( const file of [ ...UNIT, ...E2E, ...BENCH ] ) {
		write( file, "it( 'runs', () => undefined );\n" );
	}
	write( 'tests/wordpress/matrix.json', JSON.stringify( MATRIX ) );
	// Not a test file of any project: no result is expected for it.
	write( 'tests/e2e/support/helper.ts', '' );
} );

afterEach( () => {
	fs.rmSync( root, { recursive: true, force: true } );
} );

it( 'passes when every suite CI runs ran and passed', () => {
	allGood();
	const { status, lines } = summary();
	expect( closing( lines ) ).toEqual( { passed: 3 + 3 + 2 + 1 + 4 + 4 + 4, failed: 0 } );
	expect( status ).toBe( 0 );
} );

it( 'counts a test file that fails to load as failed, names it, and exits 1', () => {
	allGood();
	// Jest ran the other file; this one threw on import: no test of it ran, and jest's own failed-test count is 0.
	report( 'jest-101', [
		{ file: UNIT[ 0 ] ?? '', passed: 23 },
		{ file: UNIT[ 1 ] ?? '', passed: 0, execError: "Cannot find module './gone' from 'beta.test.tsx'" },
	] );
	const { status, lines } = summary();
	expect( JSON.parse( fs.readFileSync( path.join( root, 'test-results/jest-101.json' ), 'utf8' ) ).numFailedTests ).toBe( 0 );
	expect( closing( lines ) ).toEqual( { passed: 23 + 2 + 1 + 12, failed: 1 } );
	expect( lines ).toContain( `failing: ${ UNIT[ 1 ] } (1 failing)` );
	expect( lines.at( -2 ) ).toMatch( /^FAILED/ );
	expect( status ).toBe( 1 );
} );

it.each( [
	[
		'jest’s aggregated results (testExecError)',
		( file: string ) => ( {
			numPassedTests: 0,
			numFailedTests: 0,
			numFailedTestSuites: 1,
			testResults: [ { testFilePath: file, numPassingTests: 0, numFailingTests: 0, numPendingTests: 0, numTodoTests: 0, testExecError: { message: 'SyntaxError: Unexpected token' }, failureMessage: '● Test suite failed to run' } ],
		} ),
	],
	[
		'jest --json (a failed file with no test results)',
		( file: string ) => ( {
			numPassedTests: 0,
			numFailedTests: 0,
			numFailedTestSuites: 1,
			numRuntimeErrorTestSuites: 1,
			testResults: [ { name: file, status: 'failed', message: '  ● Test suite failed to run\n\n    SyntaxError: Unexpected token', assertionResults: [] } ],
		} ),
	],
	[
		'a failure outside the tests (afterAll), its tests passed',
		( file: string ) => ( {
			numPassedTests: 2,
			numFailedTests: 0,
			numFailedTestSuites: 1,
			testResults: [ { testFilePath: file, numPassingTests: 2, numFailingTests: 0, numPendingTests: 0, numTodoTests: 0, failureMessage: '● afterAll: the server did not stop' } ],
		} ),
	],
] )( 'reads a file that failed as a whole from %s', ( _shape, result ) => {
	allGood();
	fs.rmSync( path.join( root, 'test-results/jest-102.json' ) );
	write( 'test-results/jest-e2e.json', JSON.stringify( result( path.join( root, E2E[ 0 ] ?? '' ) ) ) );
	const { status, lines } = summary();
	expect( closing( lines ).failed ).toBe( 1 );
	expect( lines.some( ( line ) => line.startsWith( `failed outside its tests (did not load, or broke in a hook): ${ E2E[ 0 ] }:` ) ) ).toBe( true );
	expect( status ).toBe( 1 );
} );

it.each( [
	[ 'the e2e run', () => fs.rmSync( path.join( root, 'test-results/jest-102.json' ) ), 'missing: the e2e suite left no result (none of its 1 test files ran)' ],
	[ 'the bench run', () => fs.rmSync( path.join( root, 'test-results/jest-103.json' ) ), 'missing: the bench suite left no result (none of its 1 test files ran)' ],
	[ 'one unit file', () => report( 'jest-101', [ { file: UNIT[ 0 ] ?? '', passed: 3 } ] ), `missing: ${ UNIT[ 1 ] } (unit) left no result` ],
	[ 'a WordPress TAP file', () => fs.rmSync( path.join( root, 'test-results/wordpress-6.5-php8.2-smoke-smoke.tap' ) ), 'missing: test-results/wordpress-6.5-php8.2-smoke-smoke.tap (the WordPress suite left no result for it)' ],
	[
		'a WordPress TAP file cut off before its counts',
		() => write( 'test-results/wordpress-6.1-php8.2-full-suite.tap', 'TAP version 13\nok 1 - test 1\n' ),
		'missing: test-results/wordpress-6.1-php8.2-full-suite.tap has no closing counts (its run stopped before the end)',
	],
	[ 'a WordPress TAP file with no test', () => tap( '6.1-php8.2-full-suite', { pass: 0 } ), 'ran no test or skipped some: test-results/wordpress-6.1-php8.2-full-suite.tap (0 passed, 0 skipped)' ],
	[ 'a jest file with no test', () => report( 'jest-102', [ { file: E2E[ 0 ] ?? '', passed: 0 } ] ), `ran no test or skipped some: ${ E2E[ 0 ] } (0 passed, 0 skipped)` ],
] )( 'fails when %s is missing or empty', ( _what, spoil, said ) => {
	allGood();
	spoil();
	const { status, lines } = summary();
	expect( lines ).toContain( said );
	expect( closing( lines ).failed ).toBeGreaterThan( 0 );
	expect( lines.at( -2 ) ).toMatch( /^FAILED/ );
	expect( status ).toBe( 1 );
} );

it( 'fails when nothing ran at all', () => {
	const { status, lines } = summary();
	expect( lines ).toContain( 'nothing ran: no passing test in test-results/' );
	expect( closing( lines ).passed ).toBe( 0 );
	expect( status ).toBe( 1 );
} );

it( 'adds up failing tests of jest and of the WordPress suite', () => {
	allGood();
	report( 'jest-101', [
		{ file: UNIT[ 0 ] ?? '', passed: 2, failed: 1 },
		{ file: UNIT[ 1 ] ?? '', passed: 3 },
	] );
	tap( '6.1-php8.2-full-package', { pass: 3, fail: 2 } );
	const { status, lines } = summary();
	expect( closing( lines ) ).toEqual( { passed: 2 + 3 + 2 + 1 + 4 + 3 + 4, failed: 3 } );
	expect( lines ).toEqual( expect.arrayContaining( [ `failing: ${ UNIT[ 0 ] } (1 failing)`, 'failing: test-results/wordpress-6.1-php8.2-full-package.tap (2 failing)' ] ) );
	expect( status ).toBe( 1 );
} );

it( 'names each failing WordPress test with the first lines of its error, and not the suites around it', () => {
	allGood();
	write(
		'test-results/wordpress-6.1-php8.2-full-package.tap',
		[
			'TAP version 13',
			'# Subtest: notices',
			'    # Subtest: a body over 256 KB is refused',
			'    not ok 1 - a body over 256 KB is refused',
			'      ---',
			"      failureType: 'testCodeFailure'",
			'      error: |-',
			'        the huge one',
			'        + actual - expected',
			'          [',
			'        +   500,',
			'        -   413,',
			'          ]',
			"      code: 'ERR_ASSERTION'",
			'      ...',
			'    ok 2 - another',
			'not ok 1 - notices',
			'  ---',
			"  type: 'suite'",
			"  error: '1 subtest failed'",
			'  ...',
			'1..1',
			'# pass 1',
			'# fail 1',
			'',
		].join( '\n' )
	);
	const { lines } = summary();
	const at = lines.indexOf( 'failing: test-results/wordpress-6.1-php8.2-full-package.tap (1 failing)' );
	expect( lines[ at + 1 ] ).toBe( '  a body over 256 KB is refused: the huge one / + actual - expected / [ / +   500, / -   413, / ]' );
	expect( lines.join( '\n' ) ).not.toContain( 'notices:' );
} );

it( 'names a test failed by the check after it, with that check’s error', () => {
	allGood();
	write(
		'test-results/wordpress-6.8-php8.2-jetpack-jetpack-host.tap',
		[
			'TAP version 13',
			'# Subtest: beside the Jetpack that removed its dashboard',
			'    # Subtest: runs the assistant to the summary',
			'    not ok 1 - runs the assistant to the summary',
			'      ---',
			"      failureType: 'hookFailed'",
			'      error: |-',
			'        admin: no console error, uncaught error or failed request',
			'        + actual - expected',
			'        ',
			'        + [',
			"        +   'HTTP 400: GET /jetpack/v4/site/discount'",
			'        + ]',
			'        - []',
			"      code: 'ERR_ASSERTION'",
			'      ...',
			'not ok 1 - beside the Jetpack that removed its dashboard',
			'  ---',
			"  type: 'suite'",
			'  ...',
			'1..1',
			'# pass 0',
			'# fail 1',
			'',
		].join( '\n' )
	);
	const { lines } = summary();
	const at = lines.indexOf( 'failing: test-results/wordpress-6.8-php8.2-jetpack-jetpack-host.tap (1 failing)' );
	expect( lines[ at + 1 ] ).toBe(
		"  runs the assistant to the summary: admin: no console error, uncaught error or failed request / + actual - expected / + [ / +   'HTTP 400: GET /jetpack/v4/site/discount' / + ] / - []"
	);
} );

it( 'keeps the bench’s load timeline and settled ratio in the closing lines, as the machine measured them', () => {
	allGood();
	write(
		'test-results/bench.json',
		JSON.stringify( {
			budgets: [ { check: 'Dashboard settled, over the bare page’s first paint', measured: 3.1, budget: 4, note: 'median of 41 paired loads (spread 2.1–4.2; goal 3 × bare): 3.1, 2.9' } ],
			timing: [
				{ check: 'Bare page FCP (app scripts blocked)', measured: '240 ms' },
				{ check: 'Navigation start → dashboard settled', measured: '744 ms (3.10× bare)' },
				{ check: 'JS heap after the dashboard loads', measured: '5.8 MB' },
			],
		} )
	);
	expect( summary().lines ).toContain(
		'bench, as measured here: Bare page FCP (app scripts blocked): 240 ms; Navigation start → dashboard settled: 744 ms (3.10× bare); Dashboard settled, over the bare page’s first paint: 3.1 (budget 4; median of 41 paired loads (spread 2.1–4.2; goal 3 × bare))'
	);
} );

it( 'expects a SQLite cell’s TAP files under the names run.mjs gives them, with the database in the name', () => {
	allGood();
	write( 'tests/wordpress/matrix.json', JSON.stringify( { ...MATRIX, cells: [ ...MATRIX.cells, { wordpress: '7.1', php: '8.4', database: 'sqlite', run: 'smoke' } ] } ) );
	expect( summary().lines ).toContain( 'missing: test-results/wordpress-7.1-php8.4-sqlite-smoke-smoke.tap (the WordPress suite left no result for it)' );
	tap( '7.1-php8.4-sqlite-smoke-smoke', { pass: 4 } );
	const { status, lines } = summary();
	expect( closing( lines ) ).toEqual( { passed: 3 + 3 + 2 + 1 + 4 + 4 + 4 + 4, failed: 0 } );
	expect( status ).toBe( 0 );
} );
