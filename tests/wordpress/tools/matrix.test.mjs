/**
 * The version matrix's own rules (matrix.mjs, matrix.json): the runs, where each cell's results go, and a matrix
 * that runs every test file somewhere. run.mjs runs this file with the full suite; it needs no site.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { CELLS, DATABASES, PHP_VERSIONS, RUNS, chosenDatabase, chosenPhp, chosenRun, tapPrefix } from './matrix.mjs';
import { VERSIONS } from './wordpress-versions.mjs';

describe( 'the version matrix', () => {
	it( 'runs the full suite unless --run names another run it knows', () => {
		assert.equal( chosenRun( [] ), 'full' );
		assert.equal( chosenRun( [ '--wp=6.4', '--run=smoke' ] ), 'smoke' );
		assert.throws( () => chosenRun( [ '--run=quick' ] ), /--run=quick is not a run the suite knows: full, smoke, multisite, jetpack/ );
	} );

	it( 'serves PHP 8.2 unless --php names 8.3 or 8.4, which WebAssembly serves', () => {
		assert.equal( chosenPhp( [] ), '8.2' );
		assert.equal( chosenPhp( [ '--php=8.4' ] ), '8.4' );
		assert.throws( () => chosenPhp( [ '--php=7.4' ] ), /--php=7\.4 is not a PHP the suite runs on: 8\.2, 8\.3, 8\.4/ );
	} );

	it( 'keeps the site in MariaDB unless --db=sqlite asks for SQLite', () => {
		assert.equal( chosenDatabase( [] ), 'mariadb' );
		assert.equal( chosenDatabase( [ '--db=sqlite' ] ), 'sqlite' );
		assert.throws( () => chosenDatabase( [ '--db=postgres' ] ), /--db=postgres is not a database the suite runs on: mariadb, sqlite/ );
	} );

	it( 'names each cell’s results by WordPress, PHP, database when not MariaDB, and run', () => {
		assert.equal( tapPrefix( { wordpress: '6.8', php: '8.2', run: 'multisite' } ), 'wordpress-6.8-php8.2-multisite' );
		assert.equal( tapPrefix( { wordpress: '7.1', php: '8.4', database: 'sqlite', run: 'full' } ), 'wordpress-7.1-php8.4-sqlite-full' );
	} );

	it( 'runs every test file of the suite in some run, and every version the suite knows in some cell', () => {
		const files = readdirSync( new URL( '..', import.meta.url ) ).filter( ( file ) => file.endsWith( '.test.mjs' ) ).map( ( file ) => file.replace( /\.test\.mjs$/, '' ) );
		assert.deepEqual( [ ...new Set( Object.values( RUNS ).flat() ) ].sort(), files.sort() );
		assert.deepEqual( [ ...new Set( CELLS.map( ( cell ) => cell.wordpress ) ) ].sort(), [ ...VERSIONS ].sort() );
		for ( const cell of CELLS ) {
			assert.ok( RUNS[ cell.run ], `${ tapPrefix( cell ) } names a run there is` );
			assert.ok( PHP_VERSIONS.includes( cell.php ), `${ tapPrefix( cell ) } names a PHP there is` );
			assert.ok( DATABASES.includes( cell.database ?? 'mariadb' ), `${ tapPrefix( cell ) } names a database there is` );
			// A network's sub-folder sites need php -S's router (tests/wordpress/README.md#the-version-matrix).
			assert.ok( cell.run !== 'multisite' || ( cell.php === '8.2' && ! cell.database ), `${ tapPrefix( cell ) }: a network is served by PHP 8.2 on MariaDB` );
		}
	} );

	it( 'runs the full suite on SQLite, as npm run wordpress serves WordPress, on its WordPress and PHP', () => {
		assert.ok( CELLS.some( ( cell ) => cell.database === 'sqlite' && cell.run === 'full' && cell.wordpress === '7.1' && cell.php === '8.4' ) );
	} );

	it( 'runs the full suite on the newest WordPress with every PHP of the matrix, in one cell or in parts side by side', () => {
		const newest = [ ...VERSIONS ].sort( ( a, b ) => a.localeCompare( b, 'en', { numeric: true } ) ).at( -1 );
		for ( const php of new Set( CELLS.map( ( cell ) => cell.php ) ) ) {
			const files = new Set( CELLS.filter( ( cell ) => cell.wordpress === newest && cell.php === php ).flatMap( ( cell ) => RUNS[ cell.run ] ) );
			assert.deepEqual( RUNS.full.filter( ( file ) => ! files.has( file ) ), [], `WordPress ${ newest } on PHP ${ php } leaves out` );
		}
	} );
} );
