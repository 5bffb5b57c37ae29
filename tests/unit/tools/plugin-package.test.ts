/**
 * @jest-environment node
 *
 * The plugin package (php-shim/bin/plugin-zip.mjs). WordPress reads a plugin's version from its header and
 * readme.txt; the package refuses to build when they and the version constant differ from package.json's, which
 * keeps main releasable. And it ships the plugin, not the tools that build it.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve( __dirname, '../../..' );

/** Calls an export of plugin-zip.mjs in a process of its own (an ES module reading import.meta) and reads its answer. */
function call( name: string ): unknown {
	const script = `import( ${ JSON.stringify( path.join( root, 'php-shim/bin/plugin-zip.mjs' ) ) } ).then( ( m ) => process.stdout.write( JSON.stringify( m.${ name }() ) ) )`;
	return JSON.parse( execFileSync( process.execPath, [ '-e', script ] ).toString() );
}

it( "gives the plugin header, the version constant and readme.txt's stable tag package.json's version", () => {
	expect( call( 'versionProblems' ) ).toEqual( [] );
} );

it( 'ships the PHP and readme.txt of php-shim/, without its README or its build tools', () => {
	const files = call( 'shippedSourceFiles' ) as string[];
	expect( files ).toEqual( expect.arrayContaining( [ 'jetpack-dashboard.php', 'readme.txt', 'includes/bootstrap.php' ] ) );
	expect( files.filter( ( file ) => file === 'README.md' || file.startsWith( 'bin/' ) ) ).toEqual( [] );
} );
