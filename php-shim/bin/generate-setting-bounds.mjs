#!/usr/bin/env node
/**
 * Emits php-shim/includes/setting-bounds.php from the bounds the app and the demo site check (src/lib/setting-bounds.ts),
 * so the plugin refuses exactly what they refuse: each exported constant becomes a constant of
 * Jetpack_Dashboard_Setting_Bounds with the same name and its doc comment.
 *
 * `npm run build` writes the file (through generate-php.mjs), which is not committed
 * (docs/wordpress-plugin.md#rest-routes); alone: node php-shim/bin/generate-setting-bounds.mjs. The unit tests read
 * settingBoundsPhp()'s text.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTs } from './load-ts.mjs';
import { phpLiteral as php } from './php-literal.mjs';

const SOURCE = 'src/lib/setting-bounds.ts';
/** The file the plugin reads, from the repository root. */
export const SETTING_BOUNDS = 'php-shim/includes/setting-bounds.php';
const root = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../..' );

/** The bounds' PHP and how many bounds it holds. */
function settingBounds() {
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
 * Regenerate: node php-shim/bin/generate-setting-bounds.mjs
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
	return { text, count: names.length };
}

/** The text of setting-bounds.php, from the bounds src/lib/setting-bounds.ts exports now. */
export function settingBoundsPhp() {
	return settingBounds().text;
}

/** Writes setting-bounds.php; answers what it wrote. */
export function writeSettingBounds() {
	const { text, count } = settingBounds();
	writeFileSync( path.join( root, SETTING_BOUNDS ), text );
	return `wrote ${ SETTING_BOUNDS } (${ count } bounds)`;
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	console.log( writeSettingBounds() );
}
