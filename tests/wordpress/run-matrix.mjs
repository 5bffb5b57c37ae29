#!/usr/bin/env node
/**
 * `npm run test:wordpress`: the version matrix (matrix.json, README.md#the-version-matrix). First installs and caches
 * what every cell needs, one cell after the other (`run.mjs --prepare`: apt and npm must not run twice at once); then
 * runs the cells on two lanes side by side, the WebAssembly PHP cells first (the longest), each cell's
 * output kept in test-results/PREFIX.log and printed whole when it ends. Prints the table WordPress × PHP × run →
 * result, writes it to test-results/wordpress-matrix.md and fails when any cell failed. `--only=6.8` runs the cells
 * of the versions named (comma-separated); `--lanes=1` one cell at a time; `--prepare-only` installs and caches what
 * the cells need and stops there (CI does it while other suites run).
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CELLS, tapPrefix } from './tools/matrix.mjs';

const here = path.dirname( fileURLToPath( import.meta.url ) );
const results = path.resolve( here, '../../test-results' );
const argv = process.argv.slice( 2 );
const option = ( name ) => argv.find( ( arg ) => arg.startsWith( `--${ name }=` ) )?.slice( name.length + 3 );

const only = option( 'only' )?.split( ',' );
const lanes = Number( option( 'lanes' ) ?? 2 );
const cells = only ? CELLS.filter( ( cell ) => only.includes( cell.wordpress ) ) : CELLS;
if ( cells.length === 0 || ! ( lanes >= 1 ) ) {
	console.error( `# [wordpress] nothing to run: --only names none of ${ [ ...new Set( CELLS.map( ( cell ) => cell.wordpress ) ) ].join( ', ' ) }, or --lanes is not a number` );
	process.exit( 1 );
}
const cellArgs = ( cell ) => [ path.join( here, 'run.mjs' ), `--wp=${ cell.wordpress }`, `--php=${ cell.php }`, `--db=${ cell.database ?? 'mariadb' }`, `--run=${ cell.run }` ];
const started = Date.now();

for ( const cell of cells ) {
	const { status } = spawnSync( process.execPath, [ ...cellArgs( cell ), '--prepare' ], { stdio: 'inherit' } );
	if ( status !== 0 ) {
		console.error( `# [wordpress] could not prepare WordPress ${ cell.wordpress } on PHP ${ cell.php }` );
		process.exit( 1 );
	}
}
if ( argv.includes( '--prepare-only' ) ) {
	console.log( `# [wordpress] every cell ready, ${ Math.round( ( Date.now() - started ) / 1000 ) } s` );
	process.exit( 0 );
}

mkdirSync( results, { recursive: true } );
/** One cell, its output in a file of its own; answers its line of the table. */
function runCell( cell ) {
	const prefix = tapPrefix( cell );
	const line = path.join( results, `${ prefix }.json` );
	const logFile = path.join( results, `${ prefix }.log` );
	rmSync( line, { force: true } );
	const fd = openSync( logFile, 'w' );
	const child = spawn( process.execPath, cellArgs( cell ), { stdio: [ 'ignore', fd, fd ] } );
	closeSync( fd );
	return new Promise( ( resolve ) => {
		child.on( 'exit', ( status ) => {
			console.log( `# [wordpress] == WordPress ${ cell.wordpress }, PHP ${ cell.php }${ cell.database === 'sqlite' ? ', SQLite' : '' }, ${ cell.run } run (test-results/${ prefix }.log)` );
			process.stdout.write( readFileSync( logFile, 'utf8' ) );
			// A run that stopped before writing its line (a crash while provisioning) is a failed cell all the same.
			const outcome = existsSync( line ) ? JSON.parse( readFileSync( line, 'utf8' ) ) : { wordpress: cell.wordpress, php: cell.php, database: cell.database ?? 'mariadb', run: cell.run, passed: false, seconds: null };
			resolve( { ...outcome, passed: outcome.passed && status === 0 } );
		} );
	} );
}

// The WebAssembly PHP cells first: they take longest, and the others fill the second lane meanwhile.
const queue = [ ...cells.filter( ( cell ) => cell.php !== '8.2' ), ...cells.filter( ( cell ) => cell.php === '8.2' ) ];
const outcomes = new Map();
await Promise.all(
	Array.from( { length: Math.min( lanes, queue.length ) }, async () => {
		for ( let cell = queue.shift(); cell; cell = queue.shift() ) {
			outcomes.set( cell, await runCell( cell ) );
		}
	} )
);
const rows = cells.map( ( cell ) => outcomes.get( cell ) );

const table = [
	'| WordPress | PHP | Database | Run | Result | Time |',
	'| --- | --- | --- | --- | --- | --- |',
	...rows.map( ( row ) => `| ${ row.wordpress } | ${ row.php } | ${ row.database === 'sqlite' ? 'SQLite' : 'MariaDB' } | ${ row.run } | ${ row.passed ? 'passed' : 'FAILED' } | ${ row.seconds === null ? '–' : `${ row.seconds } s` } |` ),
];
writeFileSync( path.join( results, 'wordpress-matrix.md' ), `${ table.join( '\n' ) }\n` );
console.log( `# [wordpress] the version matrix, ${ lanes } lane(s), ${ Math.round( ( Date.now() - started ) / 1000 ) } s in all` );
for ( const row of table ) {
	console.log( `#   ${ row }` );
}
process.exit( rows.every( ( row ) => row.passed ) ? 0 : 1 );
