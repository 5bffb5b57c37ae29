#!/usr/bin/env node
/**
 * `npm run wordpress`: the plugin in real WordPress for anyone who wants to try it, with no PHP and no database set
 * up (README.md, tests/wordpress/README.md#npm-run-wordpress). WordPress Playground's command line runs WordPress on
 * PHP compiled to WebAssembly with SQLite, offline:
 *   1. on the first run, installs the versions pinned in tools/package-lock.json with `npm ci` into
 *      .wp-test/playground/ (gitignored; never part of the project's own `npm ci`: it weighs hundreds of MB);
 *   2. assembles a WordPress from the installed `@wp-playground/wordpress-builds` (its PHP files and static assets,
 *      without its placeholder database and configuration), once per version: the command line would otherwise
 *      download one;
 *   3. unzips dist/jetpack-dashboard.zip (`npm run wordpress` builds it first), mounts it into wp-content/plugins and
 *      starts Playground with a blueprint that activates it and signs the administrator in on the plugin's page;
 *   4. prints the address, and serves until Ctrl-C. The site (its SQLite database) is kept for the next run.
 * Options: --port=N (default 9400), --php=X.Y (default 8.4), --wp=VERSION (a build's name; default the newest),
 * --fresh (start from a new site).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assembleWordPress, ensureTools, TOOLS } from './builds.mjs';

const root = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../../..' );
export const LANDING_PAGE = '/wp-admin/admin.php?page=jetpack';
export const PLUGIN_FILE = 'jetpack-dashboard/jetpack-dashboard.php';
/** The PHP versions Playground's command line runs (its `--php` choices from 8.2 on: the plugin needs 8.2). */
export const PHP_VERSIONS = [ '8.2', '8.3', '8.4', '8.5' ];
/**
 * The builds of @wp-playground/wordpress-builds 0.9.19, by name: `nightly` is WordPress 6.7-alpha, the newest it has
 * and the only one whose PHP files PHP 8.4 loads without deprecations (6.5 and before log "Implicitly marking
 * parameter as nullable" from core on every request).
 */
export const WORDPRESS_BUILDS = [ 'nightly', 'beta', '6.5', '6.4', '6.3', '6.2' ];
export const DEFAULTS = { port: 9400, php: '8.4', wp: 'nightly', fresh: false };

/** The command line's options, checked: a mistake is said at once, before anything is installed. */
export function parseArgs( argv ) {
	const options = { ...DEFAULTS };
	for ( const arg of argv ) {
		const [ , name, value ] = arg.match( /^--([a-z]+)(?:=(.*))?$/ ) ?? [];
		if ( name === 'fresh' && value === undefined ) {
			options.fresh = true;
		} else if ( name === 'port' && /^\d+$/.test( value ?? '' ) && Number( value ) > 0 && Number( value ) < 65536 ) {
			options.port = Number( value );
		} else if ( name === 'php' && PHP_VERSIONS.includes( value ) ) {
			options.php = value;
		} else if ( name === 'wp' && WORDPRESS_BUILDS.includes( value ) ) {
			options.wp = value;
		} else {
			throw new Error( `unknown option ${ arg }: use --port=N, --php=${ PHP_VERSIONS.join( '|' ) }, --wp=${ WORDPRESS_BUILDS.join( '|' ) } or --fresh` );
		}
	}
	return options;
}

/**
 * What Playground does once WordPress is up: the plugin activated, the administrator signed in, the plugin's page
 * opened. `preferredVersions` too, because the command line takes its PHP version from the blueprint when there is one.
 * No network for WordPress (Playground's default is on): it is an offline site, and its update checks and
 * translation lists fail at once instead of waiting on hosts it cannot reach.
 */
export function blueprint( { php, wp } ) {
	return {
		$schema: 'https://playground.wordpress.net/blueprint-schema.json',
		landingPage: LANDING_PAGE,
		login: true,
		features: { networking: false },
		preferredVersions: { php, wp },
		steps: [ { step: 'activatePlugin', pluginPath: PLUGIN_FILE } ],
	};
}

/** The command line's arguments: the assembled WordPress as the site, the unzipped plugin mounted into it. */
export function cliArgs( { port, php, site, plugin, blueprintFile } ) {
	return [
		'start',
		`--path=${ site }`,
		`--mount=${ plugin }:/wordpress/wp-content/plugins/jetpack-dashboard`,
		`--blueprint=${ blueprintFile }`,
		`--php=${ php }`,
		`--port=${ port }`,
		'--login',
		'--skip-browser',
	];
}

function log( message ) {
	console.log( `# [wordpress] ${ message }` );
}

function main() {
	const options = parseArgs( process.argv.slice( 2 ) );
	const started = Date.now();
	const zip = path.join( root, 'dist/jetpack-dashboard.zip' );
	if ( ! existsSync( zip ) ) {
		throw new Error( 'dist/jetpack-dashboard.zip is missing: run npm run wordpress (it builds the zip first).' );
	}
	ensureTools( log );
	const site = assembleWordPress( options.wp, { fresh: options.fresh, log } );
	const plugin = path.join( TOOLS, 'plugin' );
	rmSync( plugin, { recursive: true, force: true } );
	execFileSync( 'unzip', [ '-q', zip, '-d', plugin ] );
	const blueprintFile = path.join( TOOLS, 'blueprint.json' );
	writeFileSync( blueprintFile, JSON.stringify( blueprint( options ), null, '\t' ) );
	const cli = path.join( TOOLS, 'node_modules/@wp-playground/cli/wp-playground.js' );
	const child = spawn( process.execPath, [ cli, ...cliArgs( { ...options, site, plugin: path.join( plugin, 'jetpack-dashboard' ), blueprintFile } ) ], { stdio: [ 'ignore', 'pipe', 'inherit' ] } );
	let ready = false;
	child.stdout.on( 'data', ( chunk ) => {
		process.stdout.write( chunk );
		if ( ! ready && /Ready!/.test( chunk.toString() ) ) {
			ready = true;
			log( `ready after ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) }s: http://127.0.0.1:${ options.port }${ LANDING_PAGE } (signed in as the administrator; Ctrl-C to stop)` );
		}
	} );
	for ( const signal of [ 'SIGINT', 'SIGTERM' ] ) {
		process.on( signal, () => child.kill( signal ) );
	}
	child.on( 'exit', ( code ) => process.exit( code ?? 0 ) );
}

if ( process.argv[ 1 ] && path.resolve( process.argv[ 1 ] ) === fileURLToPath( import.meta.url ) ) {
	try {
		main();
	} catch ( error ) {
		console.error( `# [wordpress] ${ error.message }` );
		process.exit( 1 );
	}
}
