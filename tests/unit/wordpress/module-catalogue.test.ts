/**
 * The WordPress plugin's module catalogue (php-shim/includes/module-catalogue.php) is generated from the demo
 * site's TypeScript one; this fails when someone changed one without regenerating the other.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve( __dirname, '../../..' );

it( 'the PHP module catalogue is the one generated from the TypeScript catalogue', () => {
	const run = spawnSync( process.execPath, [ path.join( ROOT, 'php-shim/bin/generate-catalogue.mjs' ), '--check' ], { encoding: 'utf8' } );
	expect( { status: run.status, stderr: run.stderr.trim() } ).toEqual( { status: 0, stderr: '' } );
	expect( run.stdout ).toMatch( /^php-shim\/includes\/module-catalogue\.php matches the TypeScript catalogue \(\d+ modules\)/ );
} );
