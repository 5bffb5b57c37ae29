/**
 * The WordPress plugin's route table (php-shim/includes/route-table.php) is generated from the app's declaration of
 * its routes (src/api/rest-routes.ts) by `npm run build`, which runs after these tests. They read the generator's
 * text in memory and hold each row to its declaration, as PHP would read it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REST_ROUTES, type RouteDeclaration } from '../../../src/api/rest-routes';
import { asPhp, generatorAnswer, returnedBy, ROOT } from './generated-php';

const text = generatorAnswer( 'generate-routes.mjs', 'routeTable' );
const table = returnedBy( text, 'jetpack_dashboard_route_table' ) as Record< string, unknown[] >;
const declared = Object.entries( REST_ROUTES as Record< string, RouteDeclaration > );

/** WordPress' pattern for a declared path: each {name} a named group of the declared pattern. */
const wordpressPattern = ( route: RouteDeclaration ) => route.path.replace( /\{(\w+)\}/g, ( _match, name: string ) => `(?P<${ name }>${ route.params?.[ name ] })` );

it( 'is a PHP file that WordPress alone may load', () => {
	expect( text.startsWith( '<?php\n' ) ).toBe( true );
	expect( text ).toContain( "\ndeclare( strict_types = 1 );\n\ndefined( 'ABSPATH' ) || exit;\n" );
} );

it( 'has a row for every declared route, by name, in the declared order, and no other', () => {
	expect( Object.keys( table ) ).toEqual( declared.map( ( [ name ] ) => name ) );
	expect( declared.length ).toBeGreaterThan( 50 );
} );

it.each( declared )( '%s: its method, pattern, permission, availability, arguments and place beside Jetpack', ( name, route ) => {
	expect( table[ name ] ).toEqual( [
		route.method,
		wordpressPattern( route ),
		route.permission,
		route.needsProvider === true || route.demoOnly === true,
		asPhp( route.args ?? {} ),
		route.keptBesideJetpack === true,
	] );
} );

it( 'writes a path parameter as the named group WordPress matches, with its pattern escaped for PHP', () => {
	expect( table.setModuleActive?.slice( 0, 3 ) ).toEqual( [ 'POST', 'module/(?P<slug>[a-z0-9-]+)/active', 'manage_modules' ] );
	expect( text ).toContain( "'disconnectSocialAccount' => array( 'DELETE', 'publicize/connections/(?P<id>\\\\d+)', 'publish_posts'," );
} );

it( 'lists the preloaded routes as rest_preload_api_request() takes their paths', () => {
	const preloaded = declared.flatMap( ( [ , route ] ) => ( route.preloaded === true ? [ `/jetpack/v4/${ route.path }` ] : [] ) );
	// The plugins list is preloaded (docs/api.md#preloaded-answers); a route declared preloaded later joins it.
	expect( preloaded ).toContain( '/jetpack/v4/plugins' );
	expect( returnedBy( text, 'jetpack_dashboard_preloaded_paths' ) ).toEqual( preloaded );
} );

/** The route names a PHP class's `handlers()` answers, read from its source. */
function handlerNames( file: string ): string[] {
	const source = readFileSync( path.join( ROOT, 'php-shim/includes', file ), 'utf8' );
	const start = source.indexOf( 'function handlers()' );
	const body = source.slice( start, source.indexOf( '\n\t}\n', start ) );
	return [ ...body.matchAll( /^\t\t\t'(\w+)'\s*=>/gm ) ].map( ( [ , name ] ) => name ?? '' );
}

it( 'the plugin answers every declared route the site answers itself (a missing one would only warn at run time)', () => {
	const answered = new Set( [ ...handlerNames( 'class-jetpack-dashboard-rest.php' ), ...handlerNames( 'class-jetpack-dashboard-social.php' ) ] );
	expect( answered.has( 'plugins' ) ).toBe( true );
	const local = Object.entries( REST_ROUTES ).flatMap( ( [ name, route ] ) => ( 'needsProvider' in route || 'demoOnly' in route ? [] : [ name ] ) );
	expect( local.filter( ( name ) => ! answered.has( name ) ) ).toEqual( [] );
} );
