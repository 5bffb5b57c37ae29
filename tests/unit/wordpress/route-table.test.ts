/**
 * The WordPress plugin's route table (php-shim/includes/route-table.php) is generated from the app's declaration of
 * its routes (src/api/rest-routes.ts); this fails when someone changed one without regenerating the other.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REST_ROUTES } from '../../../src/api/rest-routes';

const ROOT = path.resolve( __dirname, '../../..' );

it( 'the PHP route table is the one generated from the declared routes', () => {
	const run = spawnSync( process.execPath, [ path.join( ROOT, 'php-shim/bin/generate-routes.mjs' ), '--check' ], { encoding: 'utf8' } );
	expect( { status: run.status, stderr: run.stderr.trim() } ).toEqual( { status: 0, stderr: '' } );
	expect( run.stdout ).toContain( `php-shim/includes/route-table.php matches the declared routes (${ Object.keys( REST_ROUTES ).length } routes)` );
} );

/** The route names a PHP class's `handlers()` answers, read from its source. */
function handlerNames( file: string ): string[] {
	const source = readFileSync( path.join( ROOT, 'php-shim/includes', file ), 'utf8' );
	const start = source.indexOf( 'function handlers()' );
	const body = source.slice( start, source.indexOf( '\n\t}\n', start ) );
	return [ ...body.matchAll( /^\t\t\t'(\w+)'\s*=>/gm ) ].map( ( [ , name ] ) => name ?? '' );
}

it( 'the plugin answers every declared route the site answers itself (a missing one would only warn at run time)', () => {
	const answered = new Set( [ ...handlerNames( 'class-jetpack-dashboard-rest.php' ), ...handlerNames( 'class-jetpack-dashboard-social.php' ) ] );
	expect( answered.has( 'plugins' ) ).toBe( true );
	const local = Object.entries( REST_ROUTES ).flatMap( ( [ name, route ] ) => ( 'needsProvider' in route || 'demoOnly' in route ? [] : [ name ] ) );
	expect( local.filter( ( name ) => ! answered.has( name ) ) ).toEqual( [] );
} );
