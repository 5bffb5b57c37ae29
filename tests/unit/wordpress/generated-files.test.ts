/**
 * The plugin's three generated files are the build's output, not the repository's
 * (docs/wordpress-plugin.md#rest-routes): `npm run build` writes them, git ignores them, the plugin package refuses
 * to pack without them, and the plugin loads them only when they are all there (otherwise an administrator's notice
 * says it is not built).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatorAnswer, ROOT } from './generated-php';

const GENERATED = JSON.parse( generatorAnswer( 'generate-php.mjs', 'GENERATED_PHP' ) ) as string[];
const read = ( file: string ) => readFileSync( path.join( ROOT, file ), 'utf8' );

it( 'are the module catalogue, the route table and the setting bounds, under includes/', () => {
	expect( GENERATED ).toEqual( [ 'includes/module-catalogue.php', 'includes/route-table.php', 'includes/setting-bounds.php' ] );
} );

it( 'are written by npm run build, before the app is built', () => {
	const build = ( JSON.parse( read( 'package.json' ) ) as { scripts: Record< string, string > } ).scripts.build ?? '';
	expect( build.split( ' && ' )[ 0 ] ).toBe( 'node php-shim/bin/generate-php.mjs' );
	expect( build ).toContain( 'webpack --mode production' );
} );

it( 'are ignored by git, each by its path', () => {
	const ignored = read( '.gitignore' ).split( '\n' );
	expect( GENERATED.filter( ( file ) => ! ignored.includes( `php-shim/${ file }` ) ) ).toEqual( [] );
} );

it( 'are loaded by the plugin only once it has found them all', () => {
	const bootstrap = read( 'php-shim/includes/bootstrap.php' );
	const checked = /\$generated = array\( ([^)]*) \);/.exec( bootstrap )?.[ 1 ] ?? '';
	expect( checked ).toBe( GENERATED.map( ( file ) => `'${ path.basename( file ) }'` ).join( ', ' ) );
	const check = bootstrap.indexOf( "add_action( 'admin_notices', 'jetpack_dashboard_not_built_notice' );\n\treturn;" );
	expect( check ).toBeGreaterThan( 0 );
	for ( const file of GENERATED ) {
		expect( bootstrap.indexOf( `require_once __DIR__ . '/${ path.basename( file ) }';` ) ).toBeGreaterThan( check );
	}
} );

it( 'are what the plugin package refuses to pack without', () => {
	const folder = mkdtempSync( path.join( tmpdir(), 'jp-generated-' ) );
	mkdirSync( path.join( folder, 'includes' ) );
	writeFileSync( path.join( folder, 'includes/route-table.php' ), '<?php\n' );
	const script = `import( ${ JSON.stringify( path.join( ROOT, 'php-shim/bin/plugin-zip.mjs' ) ) } ).then( ( m ) => process.stdout.write( JSON.stringify( m.missingGeneratedPhp( ${ JSON.stringify( folder ) } ) ) ) )`;
	const missing = JSON.parse( execFileSync( process.execPath, [ '-e', script ], { encoding: 'utf8' } ) ) as string[];
	rmSync( folder, { recursive: true } );
	expect( missing ).toEqual( [ 'includes/module-catalogue.php', 'includes/setting-bounds.php' ] );
} );
