#!/usr/bin/env node
/**
 * Emits php-shim/includes/route-table.php from the app's declaration of its REST routes (src/api/rest-routes.ts), so the
 * plugin registers the very routes the client calls, each with the declared method, path pattern, permission and
 * arguments (WordPress validates a route's `args` before its permission and its handler: docs/api.md#arguments).
 *
 * Regenerate: node php-shim/bin/generate-routes.mjs
 * Check only (exits 1 when the committed file differs): node php-shim/bin/generate-routes.mjs --check
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTs } from './load-ts.mjs';
import { phpLiteral as php, phpQuote as quote } from './php-literal.mjs';

const root = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../..' );
const { REST_ROUTES } = loadTs( 'src/api/rest-routes.ts' );

/** WordPress' route pattern: each {name} as a named group with its declared pattern. */
function wordpressRoute( declaration ) {
	return declaration.path.replace( /\{(\w+)\}/g, ( _match, name ) => {
		const pattern = declaration.params?.[ name ];
		if ( ! pattern ) {
			throw new Error( `${ declaration.method } ${ declaration.path }: no pattern declared for ${ name }` );
		}
		return `(?P<${ name }>${ pattern })`;
	} );
}


const rows = Object.entries( REST_ROUTES ).map( ( [ name, declaration ] ) => {
	const unavailable = declaration.needsProvider === true || declaration.demoOnly === true;
	return `\t\t${ quote( name ) } => array( ${ quote( declaration.method ) }, ${ quote( wordpressRoute( declaration ) ) }, ${ quote(
		declaration.permission
	) }, ${ unavailable ? 'true' : 'false' }, ${ php( declaration.args ?? [] ) }, ${ declaration.keptBesideJetpack === true ? 'true' : 'false' } ),`;
} );

const preloaded = Object.values( REST_ROUTES )
	.filter( ( declaration ) => declaration.preloaded === true )
	.map( ( declaration ) => {
		if ( declaration.method !== 'GET' || declaration.path.includes( '{' ) ) {
			throw new Error( `${ declaration.method } ${ declaration.path }: only a GET without parameters can be preloaded` );
		}
		return declaration.path;
	} );

const body = `<?php
/**
 * The REST routes of the app under jetpack/v4, generated from src/api/rest-routes.ts. Do not edit by hand.
 * Regenerate: node php-shim/bin/generate-routes.mjs
 *
 * @package jetpack-dashboard
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Route name => array( method, route pattern, permission (a key of Jetpack_Dashboard_Permissions::CAPS), whether this
 * site answers that it is unavailable: it needs the provider, or only the demo site has it, the body's arguments as
 * register_rest_route() takes them, whether it is kept beside the original Jetpack plugin, which has no such route ).
 *
 * @return array<string, array{0: string, 1: string, 2: string, 3: bool, 4: array<string, array<string, mixed>>, 5: bool}>
 */
function jetpack_dashboard_route_table(): array {
	return array(
${ rows.join( '\n' ) }
	);
}

/**
 * The paths whose answers the dashboard's page prints with it (declared \`preloaded\`: docs/api.md#preloaded-answers),
 * as rest_preload_api_request() takes them.
 *
 * @return list<string>
 */
function jetpack_dashboard_preloaded_paths(): array {
	return array( ${ preloaded.map( ( routePath ) => quote( `/jetpack/v4/${ routePath }` ) ).join( ', ' ) } );
}
`;

const target = path.join( root, 'php-shim/includes/route-table.php' );
const count = Object.keys( REST_ROUTES ).length;
if ( process.argv.includes( '--check' ) ) {
	if ( readFileSync( target, 'utf8' ) !== body ) {
		console.error( 'php-shim/includes/route-table.php does not match src/api/rest-routes.ts: regenerate it with node php-shim/bin/generate-routes.mjs' );
		process.exit( 1 );
	}
	console.log( `php-shim/includes/route-table.php matches the declared routes (${ count } routes)` );
} else {
	writeFileSync( target, body );
	console.log( `wrote php-shim/includes/route-table.php (${ count } routes)` );
}
