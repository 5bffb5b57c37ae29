/**
 * Emits php-shim/includes/route-table.php from the app's declaration of its REST routes (src/api/rest-routes.ts), so the
 * plugin registers the very routes the client calls, each with the declared method, path pattern, permission and
 * arguments (WordPress validates a route's `args` before its permission and its handler: docs/api.md#arguments).
 *
 * `npm run build` writes the file (through generate-php.mjs), which is not committed
 * (docs/api.md#routes); the unit tests read what routeTable() answers.
 */
import { loadTs } from './load-ts.mjs';
import { phpLiteral as php, phpQuote as quote } from './php-literal.mjs';

/** The file the plugin reads, from the repository root. */
export const ROUTE_TABLE = 'php-shim/includes/route-table.php';

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

/** The file (from the repository root), its text and what it holds. */
export function routeTable() {
	const { REST_ROUTES } = loadTs( 'src/api/rest-routes.ts' );
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

	const text = `<?php
/**
 * The REST routes of the app under jetpack/v4, generated from src/api/rest-routes.ts. Do not edit by hand.
 * Written by npm run build (php-shim/bin/generate-php.mjs).
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
	return { file: ROUTE_TABLE, text, holds: `${ rows.length } routes` };
}
