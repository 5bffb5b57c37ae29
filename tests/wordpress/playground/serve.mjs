#!/usr/bin/env node
/**
 * `npm run wordpress`: the plugin in real WordPress for anyone who wants to try it, with no PHP and no database set
 * up (README.md, tests/wordpress/README.md#npm-run-wordpress). WordPress Playground's command line runs WordPress on
 * PHP compiled to WebAssembly with SQLite, offline:
 *   1. on the first run, installs the versions pinned in tools/package-lock.json with `npm ci` into
 *      .wp-test/playground/ (gitignored; never part of the project's own `npm ci`: it weighs hundreds of MB);
 *   2. takes the WordPress asked for as the version matrix does (7.1 by default: Debian's package, fetched and
 *      checked against its pins once; or one of `@wp-playground/wordpress-builds`), a folder the matrix reads and
 *      nothing writes, and copies it once into a folder of this command's own, the served site: whatever the site
 *      writes (its SQLite database, uploads, a plugin installed in wp-admin) stays there, never run by another command;
 *   3. unzips dist/jetpack-dashboard.zip (`npm run wordpress` builds it first), mounts it into wp-content/plugins and
 *      starts Playground with a blueprint that activates it and signs the administrator in on the plugin's page,
 *      listening on 127.0.0.1 only (listen-host.mjs), unless --host names another address;
 *   4. prints which WordPress it serves, the address and who can reach it, and serves until Ctrl-C. The served site
 *      is kept for the next run.
 * Options: --port=N (default 9400), --php=X.Y (default 8.4), --wp=VERSION (default 7.1), --host=ADDRESS (default
 * 127.0.0.1), --fresh (start from a new site). JP_PLAYGROUND_SERVED names another folder for the served site (the
 * command's own test).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTools, TOOLS } from './builds.mjs';
import { PLAYGROUND_BUILDS, releaseOf, wordpressFolder } from '../tools/wordpress-versions.mjs';

const here = path.dirname( fileURLToPath( import.meta.url ) );
const root = path.resolve( here, '../../..' );
export const LANDING_PAGE = '/wp-admin/admin.php?page=jetpack';
export const PLUGIN_FILE = 'jetpack-dashboard/jetpack-dashboard.php';
/** The PHP versions Playground's command line runs (its `--php` choices from 8.2 on: the plugin needs 8.2). */
export const PHP_VERSIONS = [ '8.2', '8.3', '8.4', '8.5' ];
/**
 * The WordPress versions it serves: 7.1, Debian's package (tools/wordpress-versions.mjs, the version matrix's own),
 * and the builds of @wp-playground/wordpress-builds 0.9.19 by the version each holds (6.7 is its `nightly`, an
 * alpha; 6.6 its `beta`). PHP 8.4 loads 6.5 and before with core deprecations ("Implicitly marking parameter as
 * nullable") on every request.
 */
export const WORDPRESS_VERSIONS = [ '7.1', ...Object.keys( PLAYGROUND_BUILDS ).reverse() ];
export const LOOPBACK = '127.0.0.1';
export const DEFAULTS = { port: 9400, php: '8.4', wp: '7.1', host: LOOPBACK, fresh: false };
/**
 * Playground's own recommendation: fewer than six request workers "may increase the likelihood of deadlock due to
 * workers blocking on file locks" (SQLite's), and it warns below that; six it is, whatever the number of cores.
 */
export const WORKERS = 6;

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
		} else if ( name === 'wp' && WORDPRESS_VERSIONS.includes( value ) ) {
			options.wp = value;
		} else if ( name === 'host' && isIP( value ?? '' ) ) {
			options.host = value;
		} else {
			throw new Error( `unknown option ${ arg }: use --port=N, --php=${ PHP_VERSIONS.join( '|' ) }, --wp=${ WORDPRESS_VERSIONS.join( '|' ) }, --host=ADDRESS or --fresh` );
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

/** Whether an address is this machine's loopback: no other machine reaches it. */
export function isLoopback( address ) {
	return /^127\./.test( address ) || address === '::1' || /^::ffff:127\./.test( address );
}

/**
 * The command line's arguments: its server on the served copy as the site (what its `start` does with a WordPress
 * folder, but `start` takes no worker count), WordPress installed on SQLite from those files on the first run, the
 * unzipped plugin mounted into it. On another address than the loopback, WordPress' own address is that one, so that a
 * visitor from elsewhere is not sent to 127.0.0.1.
 */
export function cliArgs( { port, php, host = LOOPBACK, site, plugin, blueprintFile } ) {
	const wildcard = host === '0.0.0.0' || host === '::';
	const siteHost = isLoopback( host ) || wildcard ? LOOPBACK : host;
	return [
		'server',
		`--mount-before-install=${ site }:/wordpress`,
		`--mount=${ plugin }:/wordpress/wp-content/plugins/jetpack-dashboard`,
		'--wordpress-install-mode=install-from-existing-files-if-needed',
		`--blueprint=${ blueprintFile }`,
		`--php=${ php }`,
		`--port=${ port }`,
		`--workers=${ WORKERS }`,
		...( siteHost === LOOPBACK ? [] : [ `--site-url=http://${ host.includes( ':' ) ? `[${ host }]` : host }:${ port }` ] ),
		'--login',
	];
}

/** What the command says about who can reach the site it serves (README.md#npm-run-wordpress). */
export function exposure( { host, port } ) {
	if ( isLoopback( host ) ) {
		return `Listening on ${ host }:${ port } only: other machines cannot reach it. Anyone on this machine who opens it is signed in as the administrator.`;
	}
	return `WARNING: listening on ${ host }:${ port }, not on the loopback. ANYONE WHO CAN REACH THIS ADDRESS IS SIGNED IN AS THE SITE'S ADMINISTRATOR, with no password: they can install plugins and run any PHP in this site. Stop it with Ctrl-C when you are done.`;
}

/**
 * The served site: a copy of the WordPress folder the matrix reads, made once and kept (--fresh starts a new one).
 * The copy has no configuration of its own (Playground writes one for SQLite) and no Apache rules.
 */
export function servedCopy( { wordpress, folder, fresh } ) {
	if ( fresh ) {
		rmSync( folder, { recursive: true, force: true } );
	}
	if ( ! existsSync( path.join( folder, 'wp-settings.php' ) ) ) {
		rmSync( folder, { recursive: true, force: true } );
		mkdirSync( path.dirname( folder ), { recursive: true } );
		execFileSync( 'cp', [ '-rL', wordpress, folder ] );
		for ( const leftover of [ 'wp-config.php', '.htaccess' ] ) {
			rmSync( path.join( folder, leftover ), { force: true } );
		}
	}
	return folder;
}

/** Playground's lines that say something this command says better: its version line names no version ("latest"). */
export function shownLine( line ) {
	// Playground colours its output on a terminal.
	return ! /WordPress\s+latest\b/.test( line.replace( /\u001b\[[0-9;]*m/g, '' ) );
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
	let wordpress;
	try {
		wordpress = wordpressFolder( options.wp, log );
	} catch ( error ) {
		throw new Error( `could not get WordPress ${ options.wp }: ${ error.message.split( '\n' )[ 0 ] } (\`npm run wordpress -- --wp=6.7\` serves the newest Playground build, which needs no download)` );
	}
	const release = releaseOf( wordpress );
	const site = servedCopy( { wordpress, folder: process.env.JP_PLAYGROUND_SERVED || path.join( TOOLS, `served-${ options.wp }` ), fresh: options.fresh } );
	const plugin = path.join( site, '..', `${ path.basename( site ) }-plugin` );
	rmSync( plugin, { recursive: true, force: true } );
	execFileSync( 'unzip', [ '-q', zip, '-d', plugin ] );
	const blueprintFile = path.join( site, '..', `${ path.basename( site ) }-blueprint.json` );
	writeFileSync( blueprintFile, JSON.stringify( blueprint( options ), null, '\t' ) );
	const from = options.wp === '7.1' ? 'Debian\'s package' : `the Playground build ${ PLAYGROUND_BUILDS[ options.wp ] }`;
	log( `WordPress ${ release } (${ from }), PHP ${ options.php } (WebAssembly), SQLite; the site is kept in ${ path.relative( root, site ) }` );
	log( exposure( options ) );
	const cli = path.join( TOOLS, 'node_modules/@wp-playground/cli/wp-playground.js' );
	const child = spawn( process.execPath, [ '--import', path.join( here, 'listen-host.mjs' ), cli, ...cliArgs( { ...options, site, plugin: path.join( plugin, 'jetpack-dashboard' ), blueprintFile } ) ], {
		stdio: [ 'ignore', 'pipe', 'pipe' ],
		env: { ...process.env, JP_PLAYGROUND_HOST: options.host },
	} );
	let ready = false;
	const pass = ( stream, out ) => {
		let rest = '';
		stream.on( 'data', ( chunk ) => {
			const lines = ( rest + chunk.toString() ).split( '\n' );
			rest = lines.pop();
			for ( const line of lines.filter( shownLine ) ) {
				out.write( `${ line }\n` );
				if ( ! ready && /Ready!/.test( line ) ) {
					ready = true;
					const address = options.host.includes( ':' ) ? `[${ options.host }]` : options.host;
					log( `ready after ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) }s: WordPress ${ release } at http://${ address === '0.0.0.0' || address === '[::]' ? LOOPBACK : address }:${ options.port }${ LANDING_PAGE } (signed in as the administrator; Ctrl-C to stop)` );
					log( exposure( options ) );
				}
			}
		} );
	};
	pass( child.stdout, process.stdout );
	pass( child.stderr, process.stderr );
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
