// Prints one closing line over every jest run of `npm test` (unit and e2e): "tests: N passed, N failed".
const fs = require( 'fs' );
const path = require( 'path' );

const dir = path.resolve( __dirname, '../../test-results' );
let passed = 0;
let failed = 0;
for ( const file of fs.existsSync( dir ) ? fs.readdirSync( dir ) : [] ) {
	if ( file.endsWith( '.json' ) ) {
		const result = JSON.parse( fs.readFileSync( path.join( dir, file ), 'utf8' ) );
		passed += result.numPassedTests;
		failed += result.numFailedTests;
	}
}
console.log( `tests: ${ passed } passed, ${ failed } failed` );
process.exit( failed > 0 || passed === 0 ? 1 : 0 );
