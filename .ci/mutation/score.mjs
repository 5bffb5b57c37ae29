// `npm run mutation`'s verdict, after Stryker's two runs: reads their JSON reports (the rules', the hooks'), prints the score per file and per group, and
// exits 1 when the rules are under the budget, when an equivalent entry names no surviving mutant, or when the report is
// missing or unfinished. Writes the figures to test-results/mutation/score.json. See .ci/mutation/README.md.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluate, formatScores, mergeReports } from './score-rules.mjs';

const root = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../..' );
// Arguments: the reports to score, and `--not-run <why>` for each run that was not made.
const args = process.argv.slice( 2 );
const notRun = args.flatMap( ( arg, index ) => ( args[ index - 1 ] === '--not-run' ? [ arg ] : [] ) );
const given = args.filter( ( arg, index ) => arg !== '--not-run' && args[ index - 1 ] !== '--not-run' );
const reportFiles = ( given.length ? given : [ 'test-results/mutation/mutation.json', 'test-results/mutation/hooks.json' ] ).map( ( file ) =>
	path.join( root, file )
);
const equivalentFile = path.join( root, '.ci/mutation/equivalent.json' );
const scoreFile = path.join( root, 'test-results/mutation/score.json' );

const say = ( line ) => process.stdout.write( `${ line }\n` );

function readJson( file ) {
	try {
		return JSON.parse( fs.readFileSync( file, 'utf8' ) );
	} catch ( error ) {
		say( `FAILED: cannot read ${ path.relative( root, file ) }: ${ error.message }` );
		process.exit( 1 );
	}
}

const verdict = { ...evaluate( mergeReports( reportFiles.map( readJson ) ), readJson( equivalentFile ) ), notRun };
for ( const line of formatScores( verdict ) ) {
	say( line );
}
for ( const problem of verdict.problems ) {
	say( problem );
}
for ( const reason of notRun ) {
	say( `not run: ${ reason }` );
}
fs.mkdirSync( path.dirname( scoreFile ), { recursive: true } );
fs.writeFileSync( scoreFile, `${ JSON.stringify( verdict, null, '\t' ) }\n` );
say( verdict.ok ? 'mutation budget met' : `FAILED: ${ verdict.problems.length } problem(s) above` );
process.exit( verdict.ok ? 0 : 1 );
