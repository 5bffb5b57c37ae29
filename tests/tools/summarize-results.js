// Prints one closing line over every test run of CI (jest unit and e2e, the WordPress suite): "tests: N passed, N failed".
const fs = require( 'fs' );
const path = require( 'path' );

const dir = path.resolve( __dirname, '../../test-results' );
let passed = 0;
let failed = 0;
for ( const file of fs.existsSync( dir ) ? fs.readdirSync( dir ) : [] ) {
	if ( file.endsWith( '.tap' ) ) {
		// node's test runner (the WordPress suite) ends its TAP report with "# pass N" and "# fail N".
		const tap = fs.readFileSync( path.join( dir, file ), 'utf8' );
		passed += Number( tap.match( /^# pass (\d+)$/m )?.[ 1 ] ?? 0 );
		failed += Number( tap.match( /^# fail (\d+)$/m )?.[ 1 ] ?? 0 );
	}
	if ( file.endsWith( '.json' ) ) {
		const result = JSON.parse( fs.readFileSync( path.join( dir, file ), 'utf8' ) );
		// Jest's reports carry the counts; other JSON here (the bench's figures) carries none.
		if ( typeof result.numPassedTests === 'number' ) {
			passed += result.numPassedTests;
			failed += result.numFailedTests;
		}
	}
}
console.log( `tests: ${ passed } passed, ${ failed } failed` );
process.exit( failed > 0 || passed === 0 ? 1 : 0 );
