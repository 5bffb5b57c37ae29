// `npm run mutation`: Stryker over the rules (stryker.config.mjs), then over the hooks (stryker.hooks.config.mjs), each
// incremental from its committed results, then the verdict (score.mjs). A run whose committed results are current
// (current-results.mjs) is not started: its results are the report, as Stryker would have reused every one of them.
// `npm run mutation -- --force` runs Stryker over every mutant of both. In CI, a run with no committed results yet is
// not started (its first full run takes longer than CI may) and the verdict says so. See .ci/mutation/README.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expandMutate, staleReasons } from './current-results.mjs';
import { slimFiles } from './slim-results.mjs';

const root = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../..' );
const force = process.argv.includes( '--force' );
const CONFIGS = [ '.ci/mutation/stryker.config.mjs', '.ci/mutation/stryker.hooks.config.mjs' ];
// The hooks' run tests each mutant with the integration tests on one runner: a few hundred changed mutants take hours,
// past CI's limit. In CI, its stale results are scored as committed and said to be stale; `npm run mutation` refreshes them.
const NOT_RERUN_IN_CI = new Set( [ '.ci/mutation/stryker.hooks.config.mjs' ] );

const say = ( line ) => process.stdout.write( `${ line }\n` );

function read( file ) {
	try {
		return fs.readFileSync( path.join( root, file ), 'utf8' );
	} catch {
		return null;
	}
}

function listDir( dir ) {
	return fs
		.readdirSync( path.join( root, dir ), { recursive: true, withFileTypes: true } )
		.filter( ( entry ) => entry.isFile() )
		.map( ( entry ) => path.relative( root, path.join( entry.parentPath ?? entry.path, entry.name ) ).split( path.sep ).join( '/' ) );
}

function run( command, args ) {
	const result = spawnSync( command, args, { cwd: root, stdio: 'inherit' } );
	return result.status ?? 1;
}

const reports = [];
const notRun = [];
for ( const config of CONFIGS ) {
	const options = ( await import( path.join( root, config ) ) ).default;
	const committed = read( options.incrementalFile );
	if ( committed === null && process.env.CI && ! force ) {
		say( `== ${ config }: not run in CI, no committed results yet (${ options.incrementalFile })` );
		notRun.push( `${ config }: no committed results yet (${ options.incrementalFile })` );
		continue;
	}
	reports.push( options.jsonReporter.fileName );
	const reasons = force ? [ 'forced' ] : staleReasons( committed && JSON.parse( committed ), expandMutate( options.mutate, listDir ), read );
	if ( reasons.length === 0 ) {
		say( `== ${ config }: the committed results are current (${ options.incrementalFile }); Stryker not run` );
		fs.mkdirSync( path.dirname( path.join( root, options.jsonReporter.fileName ) ), { recursive: true } );
		fs.copyFileSync( path.join( root, options.incrementalFile ), path.join( root, options.jsonReporter.fileName ) );
		continue;
	}
	if ( process.env.CI && ! force && NOT_RERUN_IN_CI.has( config ) ) {
		const why = `${ reasons.slice( 0, 3 ).join( '; ' ) }${ reasons.length > 3 ? `; and ${ reasons.length - 3 } more` : '' }`;
		say( `== ${ config }: the committed results are stale (${ why }); not re-run in CI (hours on one runner), scored as committed` );
		notRun.push( `${ config }: re-run, committed results stale (${ why }); run \`npm run mutation\` to refresh them` );
		fs.mkdirSync( path.dirname( path.join( root, options.jsonReporter.fileName ) ), { recursive: true } );
		fs.copyFileSync( path.join( root, options.incrementalFile ), path.join( root, options.jsonReporter.fileName ) );
		continue;
	}
	say( `== ${ config }: Stryker runs (${ reasons.slice( 0, 3 ).join( '; ' ) }${ reasons.length > 3 ? `; and ${ reasons.length - 3 } more` : '' })` );
	if ( run( 'npx', [ 'stryker', 'run', config, ...( force ? [ '--force' ] : [] ) ] ) !== 0 ) {
		say( `FAILED: Stryker over ${ config }` );
		process.exit( 1 );
	}
	// Committed, so kept to what the next run and the verdict read (slim-results.mjs).
	slimFiles( [ path.join( root, options.incrementalFile ) ] );
}
const notRunArgs = notRun.flatMap( ( reason ) => [ '--not-run', reason ] );
process.exit( run( process.execPath, [ path.join( root, '.ci/mutation/score.mjs' ), ...reports, ...notRunArgs ] ) );
