// A jest reporter that keeps each run's pass/fail counts in test-results/, for the closing line CI prints; with
// each test file's own count, so that a file that ran no test at all (everything skipped or filtered out, or
// a file that crashed before its tests) fails the closing line instead of passing unseen.
const fs = require( 'fs' );
const path = require( 'path' );

class ResultsReporter {
	constructor( globalConfig ) {
		// One file per jest process: `npm test` runs jest twice (unit, then e2e).
		this.name = `jest-${ process.pid }`;
		this.rootDir = globalConfig.rootDir;
	}

	onRunComplete( _contexts, results ) {
		const dir = path.resolve( __dirname, '../../test-results' );
		fs.mkdirSync( dir, { recursive: true } );
		const suites = results.testResults.map( ( suite ) => ( {
			file: path.relative( this.rootDir, suite.testFilePath ),
			passed: suite.numPassingTests,
			failed: suite.numFailingTests + ( suite.testExecError ? 1 : 0 ),
			skipped: suite.numPendingTests + suite.numTodoTests,
		} ) );
		fs.writeFileSync(
			path.join( dir, `${ this.name }.json` ),
			JSON.stringify( { numPassedTests: results.numPassedTests, numFailedTests: results.numFailedTests, suites } )
		);
	}
}

module.exports = ResultsReporter;
