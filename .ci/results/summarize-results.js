// CI's closing line over every test run (jest's unit, e2e and bench projects, the WordPress suite's TAP files):
// "tests: N passed, N failed", alone on the last line. Failed counts every failing test, and every suite (a test file,
// a WordPress TAP file) that failed as a whole: one that failed to load or failed outside its tests (a crash on
// import, an error in afterAll), one that ran no test or skipped one, and one that must run in CI and left no result.
// Which suites must run is read from the repository, not from the results: every test file of every project in
// jest.config.js, and a test-results/wordpress-<cell>-<name>.tap for every test file <name> of every cell of the
// WordPress version matrix, tests/wordpress/matrix.json (run.mjs runs each). When the repository has mutation testing with committed results (.ci/mutation/stryker-incremental.json),
// its verdict, test-results/mutation/score.json written by .ci/mutation/score.mjs, must be there and met: a missing
// or failed one counts as one failed suite; without committed results a line says it did not run. It exits 1 when anything failed or nothing ran, and says why on the lines above the
// closing line.
//
// The results it reads, from test-results/: jest-<pid>.json, one per jest process, written by
// .ci/results/results-reporter.js ({ numPassedTests, numFailedTests, suites: [ { file, passed, failed, skipped } ] },
// a suite's `failed` counting its testExecError); jest's own --json output and its aggregated results (testResults[]
// with testExecError / failureMessage / assertionResults) are read as well. Other JSON there (the bench's figures)
// carries no counts; its load timeline and settled ratio are repeated in a note. A failing WordPress test is named
// with the first lines of its error. The WordPress suite's TAP files end with "# pass N", "# fail N"...
const fs = require( 'fs' );
const path = require( 'path' );

const root = path.resolve( __dirname, '../..' );
const resultsDir = path.join( root, 'test-results' );
const relative = ( file ) => ( path.isAbsolute( file ) ? path.relative( root, file ) : file ).split( path.sep ).join( '/' );
const firstLine = ( text ) => String( text ?? '' ).replace( /\u001b\[[0-9;]*m/g, '' ).split( '\n' ).map( ( line ) => line.trim() ).find( Boolean ) ?? '';

/** A jest glob (testMatch) as a regular expression over a whole path. */
function globToRegExp( glob ) {
	let source = '';
	for ( let index = 0; index < glob.length; index++ ) {
		const char = glob[ index ];
		if ( char === '*' && glob[ index + 1 ] === '*' ) {
			source += glob[ index + 2 ] === '/' ? '(?:.*/)?' : '.*';
			index += glob[ index + 2 ] === '/' ? 2 : 1;
		} else if ( char === '*' ) {
			source += '[^/]*';
		} else if ( char === '?' ) {
			source += '[^/]';
		} else {
			source += char.replace( /[.+^${}()|[\]\\]/g, '\\$&' );
		}
	}
	return new RegExp( `^${ source }$` );
}

function walk( dir ) {
	if ( ! fs.existsSync( dir ) ) {
		return [];
	}
	return fs.readdirSync( dir, { withFileTypes: true } ).flatMap( ( entry ) => {
		const full = path.join( dir, entry.name );
		if ( entry.isDirectory() ) {
			return entry.name === 'node_modules' || entry.name.startsWith( '.' ) ? [] : walk( full );
		}
		return [ full ];
	} );
}

/** Every jest project of jest.config.js with the test files it runs (its roots, testMatch or testRegex, ignores). */
function jestProjects() {
	const configFile = path.join( root, 'jest.config.js' );
	if ( ! fs.existsSync( configFile ) ) {
		return [];
	}
	const config = require( configFile );
	const withRoot = ( value ) => value.replace( /<rootDir>/g, root );
	return ( config.projects ?? [ config ] ).map( ( project, index ) => {
		const roots = ( project.roots ?? [ '<rootDir>' ] ).map( withRoot );
		const matches = project.testRegex
			? [ project.testRegex ].flat().map( ( pattern ) => new RegExp( pattern ) )
			: ( project.testMatch ?? [ '**/__tests__/**/*.?([mc])[jt]s?(x)', '**/?(*.)+(spec|test).?([mc])[jt]s?(x)' ] ).map( ( glob ) => globToRegExp( withRoot( glob ) ) );
		const ignores = ( project.testPathIgnorePatterns ?? [ '/node_modules/' ] ).map( ( pattern ) => new RegExp( withRoot( pattern ) ) );
		const files = [ ...new Set( roots.flatMap( walk ) ) ]
			.map( ( file ) => file.split( path.sep ).join( '/' ) )
			.filter( ( file ) => matches.some( ( match ) => match.test( file ) ) && ! ignores.some( ( ignore ) => ignore.test( file ) ) )
			.map( relative )
			.sort();
		return { name: project.displayName?.name ?? project.displayName ?? `project ${ index + 1 }`, files };
	} );
}

/**
 * The WordPress suite's TAP files that must exist: one per test file of each cell of the version matrix
 * (tests/wordpress/matrix.json), named as tests/wordpress/tools/matrix.mjs names them.
 */
function wordpressTapFiles() {
	const file = path.join( root, 'tests/wordpress/matrix.json' );
	if ( ! fs.existsSync( file ) ) {
		return [];
	}
	const { runs, cells } = JSON.parse( fs.readFileSync( file, 'utf8' ) );
	return cells
		.flatMap( ( { wordpress, php, run, database = 'mariadb' } ) =>
			( runs[ run ] ?? [] ).map( ( name ) => `wordpress-${ wordpress }-php${ php }${ database === 'mariadb' ? '' : `-${ database }` }-${ run }-${ name }.tap` )
		)
		.sort();
}

/** One jest test file's counts, whichever of jest's shapes it comes in; `broke` says why it failed as a whole. */
function jestSuites( result ) {
	if ( Array.isArray( result.suites ) ) {
		// The results reporter's own shape: `failed` already counts a testExecError as one.
		return result.suites.map( ( suite ) => ( {
			file: relative( suite.file ),
			passed: suite.passed ?? 0,
			failed: suite.failed ?? 0,
			skipped: suite.skipped ?? 0,
			broke: null,
		} ) );
	}
	return ( result.testResults ?? [] ).map( ( suite ) => {
		const assertions = suite.assertionResults ?? [];
		const count = ( statuses ) => assertions.filter( ( assertion ) => statuses.includes( assertion.status ) ).length;
		const passed = suite.numPassingTests ?? count( [ 'passed' ] );
		const failing = suite.numFailingTests ?? count( [ 'failed' ] );
		const skipped = ( suite.numPendingTests ?? count( [ 'pending', 'skipped', 'disabled' ] ) ) + ( suite.numTodoTests ?? count( [ 'todo' ] ) );
		const message = suite.testExecError?.message ?? suite.failureMessage ?? suite.message ?? '';
		// A file that failed with no failing test of its own: it did not load, or broke outside its tests.
		const broke = suite.testExecError || ( failing === 0 && ( suite.status === 'failed' || message ) ) ? firstLine( message ) || 'failed outside its tests' : null;
		return { file: relative( suite.testFilePath ?? suite.name ?? '' ), passed, failed: failing + ( broke ? 1 : 0 ), skipped, broke };
	} );
}

function summarize() {
	let passed = 0;
	let failed = 0;
	const problems = [];
	/** Said above the closing line without failing it. */
	const notes = [];
	const ran = new Set();
	const files = fs.existsSync( resultsDir ) ? fs.readdirSync( resultsDir ).sort() : [];

	for ( const file of files.filter( ( name ) => name.endsWith( '.json' ) ) ) {
		let result;
		try {
			result = JSON.parse( fs.readFileSync( path.join( resultsDir, file ), 'utf8' ) );
		} catch ( error ) {
			failed += 1;
			problems.push( `unreadable result: test-results/${ file } (${ firstLine( error.message ) })` );
			continue;
		}
		// Jest's results carry the counts; other JSON here (the bench's figures) carries none.
		if ( typeof result?.numPassedTests !== 'number' ) {
			continue;
		}
		const suites = jestSuites( result );
		const suiteFailed = suites.reduce( ( sum, suite ) => sum + suite.failed, 0 );
		passed += result.numPassedTests;
		// The files' own counts, which include the files that failed as a whole; never fewer than jest's total.
		failed += Math.max( suiteFailed, result.numFailedTests ?? 0 );
		for ( const suite of suites ) {
			ran.add( suite.file );
			if ( suite.broke ) {
				problems.push( `failed outside its tests (did not load, or broke in a hook): ${ suite.file }: ${ suite.broke }` );
			} else if ( suite.failed > 0 ) {
				problems.push( `failing: ${ suite.file } (${ suite.failed } failing)` );
			} else if ( suite.passed === 0 || suite.skipped > 0 ) {
				failed += 1;
				problems.push( `ran no test or skipped some: ${ suite.file } (${ suite.passed } passed, ${ suite.skipped } skipped)` );
			}
		}
		// A shape without per-file results: the files jest counts as failed count once each.
		if ( suites.length === 0 && ( result.numFailedTestSuites ?? 0 ) > 0 ) {
			failed += result.numFailedTestSuites;
			problems.push( `failing: ${ result.numFailedTestSuites } test file(s) of test-results/${ file }` );
		}
		if ( result.runExecError || result.wasInterrupted ) {
			failed += 1;
			problems.push( `jest run did not complete: test-results/${ file } (${ firstLine( result.runExecError?.message ) || 'interrupted' })` );
		}
	}

	for ( const project of jestProjects() ) {
		const missing = project.files.filter( ( file ) => ! ran.has( file ) );
		failed += missing.length;
		if ( project.files.length === 0 ) {
			failed += 1;
			problems.push( `missing: the ${ project.name } suite has no test file` );
		} else if ( missing.length === project.files.length ) {
			problems.push( `missing: the ${ project.name } suite left no result (none of its ${ project.files.length } test files ran)` );
		} else {
			for ( const file of missing ) {
				problems.push( `missing: ${ file } (${ project.name }) left no result` );
			}
		}
	}

	// CI runs mutation testing from its committed results only (a first full run is longer than CI's time): once they
	// are committed, its verdict is required; until then the closing lines say it did not run.
	const hasMutationTesting = fs.existsSync( path.join( root, '.ci/mutation/stryker.config.mjs' ) );
	if ( hasMutationTesting && ! fs.existsSync( path.join( root, '.ci/mutation/stryker-incremental.json' ) ) ) {
		notes.push( 'not run: mutation testing has no committed results yet (.ci/mutation/stryker-incremental.json; see .ci/mutation/README.md)' );
	} else if ( hasMutationTesting ) {
		const scoreFile = path.join( resultsDir, 'mutation/score.json' );
		let verdict = null;
		try {
			verdict = JSON.parse( fs.readFileSync( scoreFile, 'utf8' ) );
		} catch {
			failed += 1;
			problems.push( 'missing: mutation testing left no verdict (test-results/mutation/score.json)' );
		}
		if ( verdict && verdict.ok !== true ) {
			failed += 1;
			problems.push( `failing: mutation testing (${ firstLine( verdict.problems?.[ 0 ] ) || 'no verdict' })` );
		}
		for ( const reason of verdict?.notRun ?? [] ) {
			notes.push( `not run: mutation testing of ${ reason }` );
		}
	}

	notes.push( ...benchTimeline() );

	const taps = files.filter( ( name ) => name.endsWith( '.tap' ) );
	for ( const wanted of wordpressTapFiles() ) {
		if ( ! taps.includes( wanted ) ) {
			failed += 1;
			problems.push( `missing: test-results/${ wanted } (the WordPress suite left no result for it)` );
		}
	}
	for ( const file of taps ) {
		// node's test runner ends its TAP report with "# tests N", "# pass N", "# fail N", "# cancelled N", "# skipped N".
		const tap = fs.readFileSync( path.join( resultsDir, file ), 'utf8' );
		const count = ( name ) => {
			const found = [ ...tap.matchAll( new RegExp( `^# ${ name } (\\d+)$`, 'gm' ) ) ].at( -1 );
			return found ? Number( found[ 1 ] ) : null;
		};
		if ( count( 'pass' ) === null ) {
			failed += 1;
			problems.push( `missing: test-results/${ file } has no closing counts (its run stopped before the end)` );
			continue;
		}
		const pass = count( 'pass' );
		const fail = ( count( 'fail' ) ?? 0 ) + ( count( 'cancelled' ) ?? 0 );
		const skipped = ( count( 'skipped' ) ?? 0 ) + ( count( 'todo' ) ?? 0 );
		passed += pass;
		failed += fail;
		if ( fail > 0 ) {
			problems.push( `failing: test-results/${ file } (${ fail } failing)`, ...tapFailures( tap ).map( ( failure ) => `  ${ failure }` ) );
		} else if ( pass === 0 || skipped > 0 ) {
			failed += 1;
			problems.push( `ran no test or skipped some: test-results/${ file } (${ pass } passed, ${ skipped } skipped)` );
		}
	}

	if ( passed === 0 ) {
		problems.push( 'nothing ran: no passing test in test-results/' );
	}
	return { passed, failed, problems, notes };
}

/**
 * The bench's load timeline and settled ratio, from test-results/bench.json when it ran: what the machine CI ran on
 * measured, kept in the closing lines so that its figures can be set beside another machine's.
 */
function benchTimeline() {
	let bench;
	try {
		bench = JSON.parse( fs.readFileSync( path.join( resultsDir, 'bench.json' ), 'utf8' ) );
	} catch {
		return [];
	}
	const timeline = ( Array.isArray( bench.timing ) ? bench.timing : [] )
		.filter( ( entry ) => /^(Bare page|Navigation start)/.test( entry.check ?? '' ) )
		.map( ( entry ) => `${ entry.check }: ${ entry.measured }` );
	const ratio = ( Array.isArray( bench.budgets ) ? bench.budgets : [] ).find( ( entry ) => /settled/i.test( entry.check ?? '' ) );
	const ratioLine = ratio ? [ `${ ratio.check }: ${ ratio.measured } (budget ${ ratio.budget }; ${ firstLine( ratio.note ).replace( /\): .*$/, ')' ) })` ] : [];
	return timeline.length || ratioLine.length ? [ `bench, as measured here: ${ [ ...timeline, ...ratioLine ].join( '; ' ) }` ] : [];
}

/**
 * Each failing test of a TAP report (not its suites), with the first lines of its error: what CI shows of a failure
 * when a run's own output scrolled away.
 */
function tapFailures( tap ) {
	const lines = tap.split( '\n' );
	return lines.flatMap( ( line, index ) => {
		const failed = /^\s*not ok \d+ - (.*)$/.exec( line );
		if ( ! failed ) {
			return [];
		}
		// Its YAML block: from the '---' right under it to the '...' that closes it.
		const close = lines.findIndex( ( next, at ) => at > index && next.trim() === '...' );
		const block = lines[ index + 1 ]?.trim() === '---' && close > index ? lines.slice( index + 2, close ) : [];
		if ( block.some( ( entry ) => entry.trim() === "type: 'suite'" ) ) {
			return [];
		}
		// The error: on its own line, or under it ('|-'), indented deeper than its key.
		const at = block.findIndex( ( entry ) => /^\s*error: /.test( entry ) );
		const indent = at < 0 ? 0 : /^\s*/.exec( block[ at ] )[ 0 ].length;
		const under = at < 0 ? [] : block.slice( at + 1 );
		const deeper = under.findIndex( ( entry ) => entry.trim() !== '' && /^\s*/.exec( entry )[ 0 ].length <= indent );
		const error = at < 0 ? [] : [ block[ at ].replace( /^\s*error: (\|-)?/, '' ), ...( deeper < 0 ? under : under.slice( 0, deeper ) ) ];
		const message = error.map( ( entry ) => entry.trim() ).filter( Boolean ).slice( 0, 8 ).join( ' / ' );
		return [ `${ failed[ 1 ] }: ${ message || 'no error message' }` ];
	} );
}

if ( require.main === module ) {
	const { passed, failed, problems, notes } = summarize();
	for ( const line of [ ...notes, ...problems ] ) {
		console.log( line );
	}
	const ok = failed === 0 && passed > 0;
	console.log( ok ? 'every suite that CI runs ran and passed' : `FAILED: ${ problems.length } problem(s) above` );
	console.log( `tests: ${ passed } passed, ${ failed } failed` );
	process.exit( ok ? 0 : 1 );
}

module.exports = { summarize, jestProjects, wordpressTapFiles };
