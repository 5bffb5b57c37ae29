/**
 * The WordPress plugin's setting bounds (php-shim/includes/setting-bounds.php) are generated from the ones the app
 * and the demo site check (src/lib/setting-bounds.ts) by `npm run build`, which runs after these tests. They read the
 * generator's text in memory: each bound a constant of the same name and value, as PHP would read it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as BOUNDS from '../../../src/lib/setting-bounds';
import { asPhp, generatorAnswer, readPhpValue, ROOT, type PhpValue } from './generated-php';

const text = generatorAnswer( 'generate-setting-bounds.mjs', 'settingBounds' );

/** Each `const NAME = value;` of the class, in the file's order. */
function constants(): [ string, PhpValue ][] {
	return [ ...text.matchAll( /^\tconst (\w+) = /gm ) ].map( ( match ) => {
		const { value, end } = readPhpValue( text, ( match.index ?? 0 ) + match[ 0 ].length );
		expect( text[ end ] ).toBe( ';' );
		return [ match[ 1 ] ?? '', value ];
	} );
}

it( 'is a PHP file that WordPress alone may load, with the class the plugin reads', () => {
	expect( text.startsWith( '<?php\n' ) ).toBe( true );
	expect( text ).toContain( "\ndefined( 'ABSPATH' ) || exit;\n" );
	expect( text ).toContain( '\nfinal class Jetpack_Dashboard_Setting_Bounds {\n' );
} );

it( 'holds every bound of the TypeScript, with its value, in the declared order', () => {
	const source = readFileSync( path.join( ROOT, 'src/lib/setting-bounds.ts' ), 'utf8' );
	const order = [ ...source.matchAll( /^export const (\w+)/gm ) ].map( ( [ , name ] ) => name );
	expect( constants() ).toEqual( order.map( ( name ) => [ name, asPhp( BOUNDS[ name as keyof typeof BOUNDS ] ) ] ) );
	expect( order ).toHaveLength( Object.keys( BOUNDS ).length );
} );

it( 'gives each constant the doc comment of its TypeScript declaration', () => {
	expect( text.match( /^\t\/\*\* .+ \*\/\n\tconst \w+ = /gm ) ).toHaveLength( Object.keys( BOUNDS ).length );
	expect( text ).toContain( '\t/** The longest front page meta description, in characters. */\n\tconst META_DESCRIPTION_MAX = 300;\n' );
	expect( text ).toContain(
		"\tconst CONTENT_TYPE_PAGE_SIZE = array( 'jetpack_testimonial' => 'jetpack_testimonial_posts_per_page', 'jetpack_portfolio' => 'jetpack_portfolio_posts_per_page' );\n"
	);
} );
