/**
 * The WordPress plugin's setting bounds (php-shim/includes/setting-bounds.php) are generated from the ones the app
 * and the demo site check (src/lib/setting-bounds.ts); this fails when someone changed one without regenerating the
 * other.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import * as BOUNDS from '../../../src/lib/setting-bounds';

const ROOT = path.resolve( __dirname, '../../..' );

it( 'the PHP setting bounds are the ones generated from the TypeScript bounds', () => {
	const run = spawnSync( process.execPath, [ path.join( ROOT, 'php-shim/bin/generate-setting-bounds.mjs' ), '--check' ], { encoding: 'utf8' } );
	expect( { status: run.status, stderr: run.stderr.trim() } ).toEqual( { status: 0, stderr: '' } );
	expect( run.stdout ).toContain(
		`php-shim/includes/setting-bounds.php matches src/lib/setting-bounds.ts (${ Object.keys( BOUNDS ).length } bounds)`
	);
} );
