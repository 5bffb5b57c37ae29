// A jest reporter that keeps each run's pass/fail counts in test-results/, for the closing line CI prints.
const fs = require( 'fs' );
const path = require( 'path' );

class ResultsReporter {
	constructor() {
		// One file per jest process: `npm test` runs jest twice (unit, then e2e).
		this.name = `jest-${ process.pid }`;
	}

	onRunComplete( _contexts, results ) {
		const dir = path.resolve( __dirname, '../../test-results' );
		fs.mkdirSync( dir, { recursive: true } );
		fs.writeFileSync(
			path.join( dir, `${ this.name }.json` ),
			JSON.stringify( { numPassedTests: results.numPassedTests, numFailedTests: results.numFailedTests } )
		);
	}
}

module.exports = ResultsReporter;
