#!/usr/bin/env node
/**
 * Emits php-shim/includes/setting-bounds.php from the bounds the app and the demo site check (src/lib/setting-bounds.ts),
 * so the plugin refuses exactly what they refuse: each exported constant becomes a constant of
 * Jetpack_Dashboard_Setting_Bounds with the same name and its doc comment.
 *
 * Regenerate: node php-shim/bin/generate-setting-bounds.mjs
 * Check only (exits 1 when the committed file differs): node php-shim/bin/generate-setting-bounds.mjs --check
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTs } from './load-ts.mjs';
import { phpLiteral as php } from './php-literal.mjs';

const SOURCE = 'src/lib/setting-bounds.ts';
const TARGET = 'php-shim/includes/setting-bounds.php';
const root = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../..' );
const bounds = loadTs( SOURCE );
const source = readFileSync( path.join( root, SOURCE ), 'utf8' );


/** The one-line doc comment written just above `export const NAME` in the TypeScript, if any. */
function docComment( name ) {
	const match = new RegExp( `/\\*\\* (.+?) \\*/\\nexport const ${ name }\\b` ).exec( source );
	return match ? match[ 1 ] : null;
}

// In the order the TypeScript declares them.
const place = ( name ) => source.indexOf( `export const ${ name } ` );
const names = Object.keys( bounds ).sort( ( a, b ) => place( a ) - place( b ) );
const constants = names.map( ( name ) => {
	const comment = docComment( name );
	return `${ comment ? `\t/** ${ comment } */\n` : '' }\tconst ${ name } = ${ php( bounds[ name ] ) };`;
} );

const body = `<?php
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

const target = path.join( root, TARGET );
if ( process.argv.includes( '--check' ) ) {
	if ( readFileSync( target, 'utf8' ) !== body ) {
		console.error( `${ TARGET } does not match ${ SOURCE }: regenerate it with node php-shim/bin/generate-setting-bounds.mjs` );
		process.exit( 1 );
	}
	console.log( `${ TARGET } matches ${ SOURCE } (${ names.length } bounds)` );
} else {
	writeFileSync( target, body );
	console.log( `wrote ${ TARGET } (${ names.length } bounds)` );
}
