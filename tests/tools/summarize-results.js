// Prints one closing line over every test run of CI (jest unit and e2e, the WordPress suite): "tests: N passed, N
// failed". It fails when any test failed, when nothing ran, and when any one suite (a jest test file, the WordPress
// suite) ran no test or skipped one: a suite that silently runs nothing proves nothing.
const fs = require( 'fs' );
const path = require( 'path' );

const dir = path.resolve( __dirname, '../../test-results' );
let passed = 0;
let failed = 0;
const empty = [];
for ( const file of fs.existsSync( dir ) ? fs.readdirSync( dir ) : [] ) {
	if ( file.endsWith( '.tap' ) ) {
		// node's test runner (the WordPress suite) ends its TAP report with "# pass N", "# fail N", "# skipped N".
		const tap = fs.readFileSync( path.join( dir, file ), 'utf8' );
		const count = ( name ) => Number( tap.match( new RegExp( `^# ${ name } (\\d+)$`, 'm' ) )?.[ 1 ] ?? 0 );
		passed += count( 'pass' );
		failed += count( 'fail' ) + count( 'cancelled' );
		if ( count( 'pass' ) + count( 'fail' ) === 0 || count( 'skipped' ) + count( 'todo' ) > 0 ) {
			empty.push( `${ file } (${ count( 'pass' ) } passed, ${ count( 'skipped' ) + count( 'todo' ) } skipped)` );
		}
	}
	if ( file.endsWith( '.json' ) ) {
		const result = JSON.parse( fs.readFileSync( path.join( dir, file ), 'utf8' ) );
		// Jest's reports carry the counts; other JSON here (the bench's figures) carries none.
		if ( typeof result.numPassedTests === 'number' ) {
			passed += result.numPassedTests;
			failed += result.numFailedTests;
			for ( const suite of result.suites ?? [] ) {
				if ( suite.passed + suite.failed === 0 || suite.skipped > 0 ) {
					empty.push( `${ suite.file } (${ suite.passed } passed, ${ suite.skipped } skipped)` );
				}
			}
		}
	}
}
for ( const suite of empty ) {
	console.log( `suite ran no test or skipped some: ${ suite }` );
}
console.log( `tests: ${ passed } passed, ${ failed } failed${ empty.length ? `, ${ empty.length } suites that ran nothing or skipped` : '' }` );
process.exit( failed > 0 || passed === 0 || empty.length > 0 ? 1 : 0 );
