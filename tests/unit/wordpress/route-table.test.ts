/**
 * The WordPress plugin's route table (php-shim/includes/route-table.php) is generated from the app's declaration of
 * its routes (src/api/rest-routes.ts); this fails when someone changed one without regenerating the other.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REST_ROUTES } from '../../../src/api/rest-routes';

const ROOT = path.resolve( __dirname, '../../..' );

it( 'the PHP route table is the one generated from the declared routes', () => {
	const run = spawnSync( process.execPath, [ path.join( ROOT, 'php-shim/bin/generate-routes.mjs' ), '--check' ], { encoding: 'utf8' } );
	expect( { status: run.status, stderr: run.stderr.trim() } ).toEqual( { status: 0, stderr: '' } );
	expect( run.stdout ).toContain( `php-shim/includes/route-table.php matches the declared routes (${ Object.keys( REST_ROUTES ).length } routes)` );
} );
