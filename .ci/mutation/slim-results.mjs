// Slims a run's incremental file to what is read again: Stryker's incremental mode (each file's and test file's source,
// each mutant's place, kind, status and tests, each test's name and place) and the verdict (score-rules.mjs,
// current-results.mjs). Left out: why each killed mutant died (the failing test's message and stack, with the machine's
// temporary paths), the configuration and the run's project root. `run.mjs` calls it after every Stryker run; after a
// run made by hand: `node .ci/mutation/slim-results.mjs <incremental file>…`. See .ci/mutation/README.md.
import fs from 'node:fs';

const MUTANT_FIELDS = [ 'id', 'mutatorName', 'replacement', 'location', 'status', 'static', 'coveredBy', 'killedBy', 'testsCompleted' ];
const TEST_FIELDS = [ 'id', 'name', 'location' ];

function pick( object, fields ) {
	return Object.fromEntries( fields.filter( ( field ) => object[ field ] !== undefined ).map( ( field ) => [ field, object[ field ] ] ) );
}

function slimMutant( mutant ) {
	const slim = pick( mutant, MUTANT_FIELDS );
	// An ignored mutant's reason is the ignorer's own sentence (no trace, no path): the report shows it.
	if ( mutant.status === 'Ignored' && mutant.statusReason !== undefined ) {
		slim.statusReason = mutant.statusReason;
	}
	return slim;
}

/** The report with only what is read again; the order of files, mutants and tests kept. */
export function slimResults( report ) {
	const files = Object.fromEntries(
		Object.entries( report.files ?? {} ).map( ( [ name, file ] ) => [
			name,
			{ language: file.language, source: file.source, mutants: file.mutants.map( slimMutant ) },
		] )
	);
	const slim = { schemaVersion: report.schemaVersion, thresholds: report.thresholds, files };
	if ( report.testFiles ) {
		slim.testFiles = Object.fromEntries(
			Object.entries( report.testFiles ).map( ( [ name, file ] ) => [
				name,
				{ source: file.source, tests: file.tests.map( ( test ) => pick( test, TEST_FIELDS ) ) },
			] )
		);
	}
	return slim;
}

/** Slims each file in place: one line, as no one reads it but the tools. */
export function slimFiles( files ) {
	for ( const file of files ) {
		const report = JSON.parse( fs.readFileSync( file, 'utf8' ) );
		fs.writeFileSync( file, `${ JSON.stringify( slimResults( report ) ) }\n` );
	}
}

// Run as a command (not imported: its unit test loads it through jest, which has no import.meta).
if ( /slim-results\.mjs$/.test( process.argv[ 1 ] ?? '' ) ) {
	slimFiles( process.argv.slice( 2 ) );
}
