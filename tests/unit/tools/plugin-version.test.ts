/**
 * @jest-environment node
 *
 * WordPress reads a plugin's version from its header and readme.txt; the package refuses to build when they and
 * the version constant differ from package.json's (tests/tools/plugin-zip.mjs). This keeps main releasable.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve( __dirname, '../../..' );

it( "gives the plugin header, the version constant and readme.txt's stable tag package.json's version", () => {
	const script = `import( ${ JSON.stringify( path.join( root, 'tests/tools/plugin-zip.mjs' ) ) } ).then( ( m ) => process.stdout.write( JSON.stringify( m.versionProblems() ) ) )`;
	const problems: unknown = JSON.parse( execFileSync( process.execPath, [ '-e', script ] ).toString() );
	expect( problems ).toEqual( [] );
} );
