/**
 * Emits php-shim/includes/setting-bounds.php from the bounds the app and the demo site check (src/lib/setting-bounds.ts),
 * so the plugin refuses exactly what they refuse: each exported constant becomes a constant of
 * Jetpack_Dashboard_Setting_Bounds with the same name and its doc comment.
 *
 * `npm run build` writes the file (through generate-php.mjs), which is not committed
 * (docs/wordpress-plugin.md#rest-routes); the unit tests read what settingBounds() answers.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTs } from './load-ts.mjs';
import { phpLiteral as php } from './php-literal.mjs';

const SOURCE = 'src/lib/setting-bounds.ts';
/** The file the plugin reads, from the repository root. */
export const SETTING_BOUNDS = 'php-shim/includes/setting-bounds.php';
const root = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../..' );

/** The file (from the repository root), its text and what it holds. */
export function settingBounds() {
	const bounds = loadTs( SOURCE );
	const source = readFileSync( path.join( root, SOURCE ), 'utf8' );

	/** The one-line doc comment written just above `export const NAME` in the TypeScript, if any. */
	const docComment = ( name ) => new RegExp( `/\\*\\* (.+?) \\*/\\nexport const ${ name }\\b` ).exec( source )?.[ 1 ] ?? null;

	// In the order the TypeScript declares them.
	const place = ( name ) => source.indexOf( `export const ${ name } ` );
	const names = Object.keys( bounds ).sort( ( a, b ) => place( a ) - place( b ) );
	const constants = names.map( ( name ) => {
		const comment = docComment( name );
		return `${ comment ? `\t/** ${ comment } */\n` : '' }\tconst ${ name } = ${ php( bounds[ name ] ) };`;
	} );

	const text = `<?php
/**
 * The bounds a few settings keep to, generated from ${ SOURCE }. Do not edit by hand.
 * Written by npm run build (php-shim/bin/generate-php.mjs).
 *
 * @package jetpack-dashboard
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * The same bounds the app checks before a save and the demo site refuses beyond.
 */
final class Jetpack_Dashboard_Setting_Bounds {

${ constants.join( '\n\n' ) }
}
`;
	return { file: SETTING_BOUNDS, text, holds: `${ names.length } bounds` };
}
