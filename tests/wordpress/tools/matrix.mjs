/**
 * The version matrix (tests/wordpress/matrix.json, tests/wordpress/README.md#the-version-matrix): which runs there
 * are (the full suite; a smoke run; the smoke run on a network) with the test files of each, and the cells CI runs.
 * CI's closing summary reads the same file to know which results to expect.
 */
import { readFileSync } from 'node:fs';

const matrix = JSON.parse( readFileSync( new URL( '../matrix.json', import.meta.url ), 'utf8' ) );
export const RUNS = matrix.runs;
export const CELLS = matrix.cells;

/** The run asked for: `--run=full|smoke|multisite` on the command line, else the full suite. */
export function chosenRun( argv = process.argv.slice( 2 ) ) {
	const option = argv.find( ( arg ) => arg.startsWith( '--run=' ) );
	const run = option ? option.slice( '--run='.length ) : 'full';
	if ( ! RUNS[ run ] ) {
		throw new Error( `--run=${ run } is not a run the suite knows: ${ Object.keys( RUNS ).join( ', ' ) }` );
	}
	return run;
}

/**
 * The PHP that serves the site: Debian's 8.2 through `php -S` (the default), or 8.3 or 8.4 compiled to WebAssembly
 * through WordPress Playground's server (`--php=8.4`).
 */
export const PHP_VERSIONS = [ '8.2', '8.3', '8.4' ];
export function chosenPhp( argv = process.argv.slice( 2 ) ) {
	const option = argv.find( ( arg ) => arg.startsWith( '--php=' ) );
	const php = option ? option.slice( '--php='.length ) : '8.2';
	if ( ! PHP_VERSIONS.includes( php ) ) {
		throw new Error( `--php=${ php } is not a PHP the suite runs on: ${ PHP_VERSIONS.join( ', ' ) }` );
	}
	return php;
}

/**
 * The site's database: MariaDB (the default), or SQLite through the SQLite Database Integration, as WordPress
 * Playground and `npm run wordpress` run WordPress (`--db=sqlite`; README.md#the-version-matrix).
 */
export const DATABASES = [ 'mariadb', 'sqlite' ];
export function chosenDatabase( argv = process.argv.slice( 2 ) ) {
	const option = argv.find( ( arg ) => arg.startsWith( '--db=' ) );
	const database = option ? option.slice( '--db='.length ) : 'mariadb';
	if ( ! DATABASES.includes( database ) ) {
		throw new Error( `--db=${ database } is not a database the suite runs on: ${ DATABASES.join( ', ' ) }` );
	}
	return database;
}

/**
 * Where a cell's results go: test-results/PREFIX-<file>.tap for each test file, and PREFIX.json for the table. A
 * cell on SQLite says so in its name; MariaDB's keep the names they had.
 */
export function tapPrefix( { wordpress, php, run, database = 'mariadb' } ) {
	return `wordpress-${ wordpress }-php${ php }${ database === 'mariadb' ? '' : `-${ database }` }-${ run }`;
}
