#!/usr/bin/env node
/**
 * One cell of the real-WordPress version matrix (run-matrix.mjs runs them all): provisions a throwaway WordPress site
 * on 127.0.0.1 (Debian's PHP 8.2 and MariaDB; WordPress 6.1 unless --wp names another, README.md#versions; a
 * network of two sites with --run=multisite), installs the built plugin (php-shim/ + build/), creates an administrator, an
 * editor and a subscriber, runs tests/wordpress/*.test.mjs with node's test runner against it (Chromium through
 * playwright-core), then tears everything down, even on failure, and fails on any PHP notice, warning, deprecation
 * or error logged during the run, whichever file PHP names. `--run=full` (the default) runs every test file,
 * `--run=smoke` and `--run=multisite` the smoke run, `--run=jetpack` the plugin beside a stand-in of the original
 * Jetpack plugin (fixtures/jetpack/, matrix.json). `--db=sqlite` keeps the site in SQLite through the SQLite Database
 * Integration, as WordPress Playground and `npm run wordpress` run it, instead of MariaDB. `--php=8.4` (or 8.3) serves the site with PHP
 * compiled to WebAssembly through WordPress Playground's server instead of Debian's `php -S`; provisioning and the
 * tests' own command-line steps stay on Debian's PHP 8.2. `--prepare` only installs and caches what the cell needs.
 * Environment:
 *   JP_WP_HOLD=1   keep the site running after provisioning until SIGINT (debugging).
 *   JP_WP_KEEP=1   keep the temporary site folder (its path is printed) for inspection.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packPlugin } from '../../php-shim/bin/plugin-zip.mjs';
import { chosenVersion, releaseOf, wordpressFolder } from './tools/wordpress-versions.mjs';
import { RUNS, chosenDatabase, chosenPhp, chosenRun, tapPrefix } from './tools/matrix.mjs';
import { ensureTools, TOOLS } from './playground/builds.mjs';
import { phpIniArgument } from './playground/php-ini.mjs';
import { writeRecordedRoutes } from './tools/recorded-routes.mjs';
import { freePort } from './tools/free-port.mjs';

const here = path.dirname( fileURLToPath( import.meta.url ) );
const root = path.resolve( here, '../..' );
const started = Date.now();
const PACKAGES = [
	'php8.2-cli', 'php8.2-mysql', 'php8.2-xml', 'php8.2-mbstring', 'php8.2-curl', 'php8.2-gd', 'php8.2-intl', 'php8.2-zip',
	'php8.2-sqlite3', 'mariadb-server', 'wordpress',
];
export const USERS = {
	admin: { login: 'admin', password: 'admin-pass-8273', role: 'administrator' },
	editor: { login: 'editor', password: 'editor-pass-8273', role: 'editor' },
	subscriber: { login: 'subscriber', password: 'subscriber-pass-8273', role: 'subscriber' },
};

function log( message ) {
	console.log( `# [wordpress] ${ message } (${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) }s)` );
}

function run( command, args, options = {} ) {
	return execFileSync( command, args, { stdio: [ 'ignore', 'pipe', 'pipe' ], ...options } ).toString();
}

function ensurePackages() {
	const missing = [ '/usr/bin/php8.2', '/etc/php/8.2/mods-available/pdo_sqlite.ini', '/usr/sbin/mariadbd', '/usr/share/wordpress/wp-settings.php' ].some( ( file ) => ! existsSync( file ) );
	if ( ! missing ) {
		return;
	}
	// The machine's own WordPress is installed whatever the version chosen: its package brings the PHP modules.
	log( `apt-get install ${ PACKAGES.join( ' ' ) }` );
	// The wordpress package pulls apache2: keep apt from starting any service.
	if ( ! existsSync( '/usr/sbin/policy-rc.d' ) ) {
		writeFileSync( '/usr/sbin/policy-rc.d', '#!/bin/sh\nexit 101\n', { mode: 0o755 } );
	}
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	run( 'apt-get', [ 'update', '-qq' ], { env } );
	run( 'apt-get', [ 'install', '-y', '-qq', '--no-install-recommends', ...PACKAGES ], { env } );
}


const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );

async function waitFor( what, check, timeoutMs = 30000 ) {
	const end = Date.now() + timeoutMs;
	while ( Date.now() < end ) {
		if ( await check() ) {
			return;
		}
		await sleep( 200 );
	}
	throw new Error( `timed out waiting for ${ what }` );
}

/**
 * Starts a long-running process in its own process group (stopped as a group in teardown). Its output goes
 * straight to a file: a pipe would fill up while the suite runs (spawnSync blocks this process) and stall it.
 */
function startGroup( command, args, logFile, env = process.env ) {
	const fd = openSync( logFile, 'a' );
	const child = spawn( command, args, { detached: true, stdio: [ 'ignore', fd, fd ], env } );
	closeSync( fd );
	return child;
}

function stopGroup( child ) {
	if ( ! child || child.exitCode !== null ) {
		return Promise.resolve();
	}
	return new Promise( ( resolve ) => {
		const timer = setTimeout( () => {
			try {
				process.kill( -child.pid, 'SIGKILL' );
			} catch {}
			resolve();
		}, 5000 );
		child.once( 'exit', () => {
			clearTimeout( timer );
			resolve();
		} );
		try {
			process.kill( -child.pid, 'SIGTERM' );
		} catch {
			clearTimeout( timer );
			resolve();
		}
	} );
}

function php( value ) {
	return `'${ String( value ).replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`;
}

/**
 * The database part of wp-config.php: MariaDB on its port, or an SQLite file in the cell's folder (outside the
 * served tree), through the drop-in provisioning puts in wp-content/db.php. The network of package.test.mjs gets a
 * database of its own either way.
 */
function databaseConfig( { database, dbPort, work } ) {
	if ( database === 'sqlite' ) {
		return `define( 'DB_NAME', 'wordpress' );
define( 'DB_DIR', ${ php( path.join( work, 'database' ) ) } );
define( 'DB_FILE', getenv( 'JP_WP_NETWORK' ) ? 'network.sqlite' : 'site.sqlite' );
// The journal Playground's own SQLite setup sets: a write-ahead log's shared memory is not shared between PHP in
// WebAssembly and Debian's PHP, which reads the same file (tools/sqlite-query.php).
define( 'SQLITE_JOURNAL_MODE', 'DELETE' );
define( 'DB_USER', '' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '' );
`;
	}
	return `define( 'DB_NAME', getenv( 'JP_WP_NETWORK' ) ? 'wordpress_network' : 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'wp-pass' );
define( 'DB_HOST', '127.0.0.1:${ dbPort }' );
`;
}

function wpConfig( { database, dbPort, work, site, debugLog, network = null } ) {
	// A network served to the browser (--run=multisite): a sub-folder network on the server's own address.
	const served = network ? `define( 'MULTISITE', true );
define( 'SUBDOMAIN_INSTALL', false );
define( 'DOMAIN_CURRENT_SITE', ${ php( network ) } );
define( 'PATH_CURRENT_SITE', '/' );
define( 'SITE_ID_CURRENT_SITE', 1 );
define( 'BLOG_ID_CURRENT_SITE', 1 );
` : '';
	return `<?php
${ served }// A network of sites in a database of its own, for command-line tests only (JP_WP_NETWORK): the web server never has it.
${ databaseConfig( { database, dbPort, work } ) }if ( 'installed' === getenv( 'JP_WP_NETWORK' ) ) {
	define( 'MULTISITE', true );
	define( 'SUBDOMAIN_INSTALL', false );
	define( 'DOMAIN_CURRENT_SITE', 'network.test' );
	define( 'PATH_CURRENT_SITE', '/' );
	define( 'SITE_ID_CURRENT_SITE', 1 );
	define( 'BLOG_ID_CURRENT_SITE', 1 );
}
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'AUTH_KEY', 'jp-test-auth' );
define( 'SECURE_AUTH_KEY', 'jp-test-secure-auth' );
define( 'LOGGED_IN_KEY', 'jp-test-logged-in' );
define( 'NONCE_KEY', 'jp-test-nonce' );
define( 'AUTH_SALT', 'jp-test-auth-salt' );
define( 'SECURE_AUTH_SALT', 'jp-test-secure-auth-salt' );
define( 'LOGGED_IN_SALT', 'jp-test-logged-in-salt' );
define( 'NONCE_SALT', 'jp-test-nonce-salt' );
$table_prefix = 'wp_';
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
// The network's command-line runs log apart: WordPress 6.1's own multisite code logs PHP 8.2 deprecations as it
// loads, which the network test reads and tells from the plugin's (tests/wordpress/README.md).
define( 'WP_DEBUG_LOG', getenv( 'JP_WP_NETWORK' ) ? ${ php( debugLog.replace( /debug\.log$/, 'network-debug.log' ) ) } : ${ php( debugLog ) } );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'DISABLE_WP_CRON', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'FS_METHOD', 'direct' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', ${ php( site + '/' ) } );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

const MU_PLUGIN = `<?php
/* Test site only: no update checks, no outgoing requests, quiet log. */
add_filter( 'pre_site_transient_update_core', '__return_null' );
add_filter( 'pre_site_transient_update_plugins', '__return_null' );
add_filter( 'pre_site_transient_update_themes', '__return_null' );
/* No translations to offer offline: WordPress 6.5+ asks for the list on an administrator's profile page, and warns when the request fails. */
add_filter( 'pre_site_transient_available_translations', '__return_empty_array' );
add_filter( 'pre_http_request', static fn() => new WP_Error( 'http_blocked', 'Outgoing requests are blocked on the test site.' ), 1 );
remove_action( 'admin_init', '_maybe_update_core' );
remove_action( 'admin_init', '_maybe_update_plugins' );
remove_action( 'admin_init', '_maybe_update_themes' );
remove_action( 'init', 'wp_schedule_update_checks' );
/* The plugins, themes and updates screens check for updates as they load (the network's plugins screen too). */
remove_action( 'load-plugins.php', 'wp_update_plugins' );
remove_action( 'load-themes.php', 'wp_update_themes' );
remove_action( 'load-update.php', 'wp_update_plugins' );
remove_action( 'load-update.php', 'wp_update_themes' );
remove_action( 'load-update-core.php', 'wp_update_plugins' );
remove_action( 'load-update-core.php', 'wp_update_themes' );
add_filter( 'wp_is_application_passwords_available', '__return_false' );
/* The suite sets this option to see the first run of a site that is online but not connected yet. */
add_filter( 'jetpack_offline_mode', static fn( $offline ) => get_option( 'jp_test_online' ) ? false : $offline );
/* And this one to see the formats of a language pack that writes its thousands separator as an entity, as French's. */
add_action( 'init', static function () {
	if ( get_option( 'jp_test_pack_formats' ) ) {
		$GLOBALS['wp_locale']->number_format = array( 'thousands_sep' => '&nbsp;', 'decimal_point' => ',' );
		$GLOBALS['wp_locale']->month['11'] = 'novembre';
	}
} );
`;

/**
 * The site served by PHP compiled to WebAssembly (8.3 or 8.4): WordPress Playground's server, pinned with
 * `npm run wordpress`' tools, on the same files and the same MariaDB (Playground's PHP reaches it over TCP). The
 * site is mounted as Playground's WordPress and also at its own path, where wp-config.php's ABSPATH and log point;
 * Playground installs nothing and sets up no SQLite.
 */
function startPlayground( { phpVersion, site, work, webPort, serverLog } ) {
	const cli = path.join( TOOLS, 'node_modules/@wp-playground/cli/wp-playground.js' );
	// On the loopback only, as npm run wordpress (playground/listen-host.mjs): the command line listens on every interface.
	return startGroup( process.execPath, [
		'--import',
		path.join( here, 'playground/listen-host.mjs' ),
		cli,
		'server',
		phpIniArgument( work ),
		`--php=${ phpVersion }`,
		`--port=${ webPort }`,
		`--mount-before-install=${ site }:/wordpress`,
		`--mount=${ work }:${ work }`,
		'--wordpress-install-mode=do-not-attempt-installing',
		'--skip-sqlite-setup',
		// Two request workers, not Playground's default of one per core but one: a page's REST calls go out together.
		'--workers=2',
	], serverLog );
}

/**
 * WordPress on SQLite as Playground sets it up: the SQLite Database Integration that Playground's command line
 * ships (the same files its own setup installs) in wp-content/plugins/, and its drop-in as wp-content/db.php. Put in
 * the site's files rather than left to Playground, so that Debian's PHP (provisioning, the tests' database reads and
 * command-line steps) and Playground's use one database.
 */
function installSqlite( { site, work } ) {
	const plugins = path.join( site, 'wp-content/plugins' );
	run( 'unzip', [ '-q', path.join( TOOLS, 'node_modules/@wp-playground/cli/sqlite-database-integration.zip' ), '-d', plugins ] );
	const integration = path.join( plugins, 'sqlite-database-integration' );
	run( 'mv', [ path.join( plugins, 'plugin-sqlite-database-integration' ), integration ] );
	const dropIn = readFileSync( path.join( integration, 'db.copy' ), 'utf8' )
		.replaceAll( '{SQLITE_IMPLEMENTATION_FOLDER_PATH}', integration )
		.replaceAll( '{SQLITE_PLUGIN}', 'sqlite-database-integration/load.php' );
	writeFileSync( path.join( site, 'wp-content/db.php' ), dropIn );
	mkdirSync( path.join( work, 'database' ) );
}

function installScript( { site, url, zip, network, besideJetpack, database } ) {
	const users = Object.values( USERS )
		.map( ( user ) => `$id = wp_insert_user( array( 'user_login' => ${ php( user.login ) }, 'user_pass' => ${ php( user.password ) }, 'user_email' => ${ php( user.login + '@example.test' ) }, 'role' => ${ php( user.role ) } ) );
if ( is_wp_error( $id ) ) { fwrite( STDERR, $id->get_error_message() ); exit( 1 ); }` )
		.join( '\n' );
	return `<?php
define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST'] = ${ php( new URL( url ).host ) };
require ${ php( site + '/wp-load.php' ) };
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$result = wp_install( 'Jetpack Dashboard Test Site', 'setup', 'setup@example.test', true, '', wp_generate_password( 24 ) );
update_option( 'siteurl', ${ php( url ) } );
update_option( 'home', ${ php( url ) } );
${ users }
// Stats are visible to the roles in the stats module's roles option (default: administrators only).
update_option( 'roles', array( 'administrator', 'editor', 'subscriber' ) );
// Installed from the plugin package the way WordPress' upload does: unzipped into wp-content/plugins/, then activated.
require_once ABSPATH . 'wp-admin/includes/file.php';
WP_Filesystem();
$unzipped = unzip_file( ${ php( zip ) }, WP_PLUGIN_DIR );
if ( is_wp_error( $unzipped ) ) { fwrite( STDERR, $unzipped->get_error_message() ); exit( 1 ); }
${ network ? `// A network's tables, as wp-admin/network.php makes them; the plugin is activated for the network once it is one.
foreach ( $wpdb->tables( 'ms_global' ) as $table => $prefixed ) {
	$wpdb->$table = $prefixed;
}
install_network();
$made = populate_network( 1, ${ php( network ) }, 'setup@example.test', 'Test Network', '/', false );
if ( is_wp_error( $made ) ) { fwrite( STDERR, $made->get_error_message() ); exit( 1 ); }` : `$activated = activate_plugin( 'jetpack-dashboard/jetpack-dashboard.php' );
if ( is_wp_error( $activated ) ) { fwrite( STDERR, $activated->get_error_message() ); exit( 1 ); }` }
${ database === 'sqlite' ? `// As Playground's own SQLite setup leaves it: the integration's plugin active beside its drop-in.
$integration = activate_plugin( 'sqlite-database-integration/load.php' );
if ( is_wp_error( $integration ) ) { fwrite( STDERR, $integration->get_error_message() ); exit( 1 ); }` : '' }
${ besideJetpack ? `// The stand-in of the original plugin, active beside this one (fixtures/jetpack/).
$beside = activate_plugin( 'jetpack/jetpack.php' );
if ( is_wp_error( $beside ) ) { fwrite( STDERR, $beside->get_error_message() ); exit( 1 ); }` : '' }
echo "installed\\n";
`;
}

/**
 * Once wp-config.php makes the site a network: the administrator becomes a super admin, a second site is made, and
 * the plugin is activated for the whole network, as a network's administrator does it.
 */
function networkScript( { site, network } ) {
	return `<?php
$_SERVER['HTTP_HOST'] = ${ php( network ) };
$_SERVER['REQUEST_URI'] = '/';
// A new site's registration is logged with the address it came from (wpmu_log_new_registrations).
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
require ${ php( site + '/wp-load.php' ) };
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$admin = get_user_by( 'login', ${ php( USERS.admin.login ) } );
grant_super_admin( $admin->ID );
wp_set_current_user( $admin->ID );
$second = wpmu_create_blog( ${ php( network ) }, '/second/', 'Second Site', $admin->ID );
if ( is_wp_error( $second ) ) { fwrite( STDERR, $second->get_error_message() ); exit( 1 ); }
$activated = activate_plugin( 'jetpack-dashboard/jetpack-dashboard.php', '', true );
if ( is_wp_error( $activated ) ) { fwrite( STDERR, $activated->get_error_message() ); exit( 1 ); }
echo "network\\n";
`;
}

async function main() {
	const version = chosenVersion();
	const runKind = chosenRun();
	const phpVersion = chosenPhp();
	const database = chosenDatabase();
	ensurePackages();
	const wordpress = wordpressFolder( version, log );
	const release = releaseOf( wordpress );
	if ( phpVersion !== '8.2' || database === 'sqlite' ) {
		ensureTools( log );
	}
	if ( process.argv.includes( '--prepare' ) ) {
		// Only what the cell needs installed and cached (run-matrix.mjs, before it runs cells side by side).
		log( `ready to run WordPress ${ release } on PHP ${ phpVersion }` );
		return;
	}
	log( `WordPress ${ release } from ${ wordpress }, PHP ${ phpVersion }, ${ database === 'sqlite' ? 'SQLite' : 'MariaDB' }, the ${ runKind } run` );
	const prefix = tapPrefix( { wordpress: version, php: phpVersion, run: runKind, database } );
	if ( ! existsSync( path.join( root, 'build/manifest.json' ) ) ) {
		throw new Error( 'build/ is missing: run npm run build first (npm run test:wordpress does).' );
	}
	const work = mkdtempSync( path.join( tmpdir(), 'jp-wordpress-' ) );
	const site = path.join( work, 'site' );
	const dataDir = path.join( work, 'mysql' );
	const socket = path.join( work, 'mysql.sock' );
	const debugLog = path.join( work, 'debug.log' );
	const phpLog = path.join( work, 'php-errors.log' );
	const serverLog = path.join( work, 'server.log' );
	const [ dbPort, webPort ] = [ await freePort(), await freePort() ];
	const url = `http://127.0.0.1:${ webPort }`;
	// A network's address is its domain: the server's host and port (WordPress keeps ports other than 80 and 443).
	const network = runKind === 'multisite' ? new URL( url ).host : null;
	if ( network && ( phpVersion !== '8.2' || database === 'sqlite' ) ) {
		throw new Error( 'a network is served by php -S (PHP 8.2) only: its sub-folder sites need the router Playground has no place for' );
	}
	let db;
	let web;
	let exitCode = 1;
	try {
		log( `provisioning in ${ work }` );
		if ( database === 'mariadb' ) {
			// A temporary folder of the cell's own: two cells side by side once had one's bootstrap lose a temporary
			// table in the shared /tmp ("Unknown table 'mysql.tmp_user_sys'").
			const dbTmp = path.join( work, 'mysql-tmp' );
			mkdirSync( dbTmp );
			run( 'mariadb-install-db', [ '--no-defaults', `--datadir=${ dataDir }`, `--tmpdir=${ dbTmp }`, '--user=root', '--auth-root-authentication-method=socket', '--skip-test-db' ] );
			db = startGroup( 'mariadbd', [ '--no-defaults', `--datadir=${ dataDir }`, `--tmpdir=${ dbTmp }`, '--user=root', '--bind-address=127.0.0.1', `--port=${ dbPort }`, `--socket=${ socket }`, '--skip-log-bin' ], path.join( work, 'mariadb.log' ) );
			await waitFor( 'MariaDB', () => spawnSync( 'mariadb-admin', [ `--socket=${ socket }`, 'ping' ], { stdio: 'ignore' } ).status === 0 );
			run( 'mariadb', [ `--socket=${ socket }`, '-e', "CREATE DATABASE wordpress; CREATE DATABASE wordpress_network; CREATE USER 'wp'@'127.0.0.1' IDENTIFIED BY 'wp-pass'; GRANT ALL ON wordpress.* TO 'wp'@'127.0.0.1'; GRANT ALL ON wordpress_network.* TO 'wp'@'127.0.0.1';" ] );
		}

		run( 'cp', [ '-rL', wordpress, site ] );
		rmSync( path.join( site, '.htaccess' ), { force: true } );
		if ( database === 'sqlite' ) {
			installSqlite( { site, work } );
		}
		writeFileSync( path.join( site, 'wp-config.php' ), wpConfig( { database, dbPort, work, site, debugLog } ) );
		mkdirSync( path.join( site, 'wp-content/mu-plugins' ), { recursive: true } );
		writeFileSync( path.join( site, 'wp-content/mu-plugins/test-site-offline.php' ), MU_PLUGIN );
		// An installed, inactive plugin for POST plugins to activate (no side effects, unlike Akismet).
		mkdirSync( path.join( site, 'wp-content/plugins/jp-test-plugin' ) );
		writeFileSync( path.join( site, 'wp-content/plugins/jp-test-plugin/jp-test-plugin.php' ), "<?php\n/**\n * Plugin Name: JP Test Plugin\n * Version: 1.0\n */\n" );
		// A zip of its own: cells of the matrix run side by side, and each installs from its own copy.
		const packed = packPlugin( { destination: path.join( work, 'jetpack-dashboard.zip' ) } );
		log( `plugin package ${ path.basename( packed.path ) }: ${ ( packed.bytes / 1000 ).toFixed( 1 ) } KB, ${ packed.files } files` );
		const phpIni = [ '-d', 'log_errors=1', '-d', `error_log=${ phpLog }`, '-d', 'display_errors=0', '-d', 'error_reporting=-1' ];
		const besideJetpack = runKind === 'jetpack';
		if ( besideJetpack ) {
			run( 'cp', [ '-r', path.join( here, 'fixtures/jetpack' ), path.join( site, 'wp-content/plugins/jetpack' ) ] );
			// The routes the stand-in answers, as recorded from Jetpack's source.
			writeRecordedRoutes( path.join( site, 'wp-content/plugins/jetpack/recorded-routes.json' ) );
		}
		writeFileSync( path.join( work, 'install.php' ), installScript( { site, url, zip: packed.path, network, besideJetpack, database } ) );
		run( 'php', [ ...phpIni, path.join( work, 'install.php' ) ] );
		if ( network ) {
			writeFileSync( path.join( site, 'wp-config.php' ), wpConfig( { database, dbPort, work, site, debugLog, network } ) );
			writeFileSync( path.join( work, 'network.php' ), networkScript( { site, network } ) );
			run( 'php', [ ...phpIni, path.join( work, 'network.php' ) ] );
		}

		// A network's sites live in sub-folders that are no folders: a router does what WordPress' .htaccess does.
		const router = network ? [ path.join( here, 'tools/network-router.php' ) ] : [];
		web = phpVersion === '8.2'
			? startGroup( 'php', [ ...phpIni, '-S', `127.0.0.1:${ webPort }`, '-t', site, ...router ], serverLog, { ...process.env, PHP_CLI_SERVER_WORKERS: '4' } )
			: startPlayground( { phpVersion, site, work, webPort, serverLog } );
		await waitFor( `the web server (PHP ${ phpVersion })`, async () => {
			try {
				// The REST index, not wp-login.php: showing the login form logs PHP 8.2 deprecations in WordPress 6.1.
				return ( await fetch( `${ url }/?rest_route=/` ) ).status === 200;
			} catch {
				return false;
			}
		}, 120000 );
		const provisioned = ( Date.now() - started ) / 1000;
		log( `site ready at ${ url } after ${ provisioned.toFixed( 1 ) }s` );

		if ( process.env.JP_WP_HOLD ) {
			// Debugging: keep the site up until this process is interrupted.
			log( `holding ${ url } (socket ${ socket }); Ctrl-C to stop` );
			await new Promise( ( resolve ) => process.once( 'SIGINT', resolve ) );
		}
		mkdirSync( path.join( root, 'test-results' ), { recursive: true } );
		const suiteStart = Date.now();
		const env = {
			...process.env,
			JP_WP_VERSION: version,
			JP_WP_RELEASE: release,
			JP_WP_PHP: phpVersion,
			JP_WP_SECOND_SITE: network ? `${ url }/second` : '',
			JP_WP_URL: url,
			JP_WP_SOCKET: database === 'mariadb' ? socket : '',
			JP_WP_DB: database,
			JP_WP_SITE: site,
			JP_WP_PHP_INI: JSON.stringify( phpIni ),
			JP_WP_LOGS: JSON.stringify( [ phpLog, debugLog, serverLog ] ),
			JP_WP_NETWORK_LOG: path.join( work, 'network-debug.log' ),
			JP_WP_USERS: JSON.stringify( USERS ),
			JP_WP_SCREENSHOTS: path.join( root, 'test-results/wordpress' ),
		};
		// Each test file of the run in turn, with a TAP file of its own that CI's closing summary reads: the suite and
		// the security model first, then the package's own tests, whose last one deletes the plugin. The full run ends
		// with the tools' own checks, which need no site (the versions' pins, npm run wordpress' blueprint).
		const runs = RUNS[ runKind ].map( ( name ) => [ name, [ `${ name }.test.mjs` ] ] );
		if ( runKind === 'full' ) {
			// The SQLite cell also starts npm run wordpress itself, once: it serves WordPress on SQLite the same way.
			const command = database === 'sqlite' ? [ 'playground/serve-command.test.mjs' ] : [];
			runs.push( [ 'tools', [ 'tools/wordpress-versions.test.mjs', 'tools/matrix.test.mjs', 'playground/serve.test.mjs', ...command ] ] );
		}
		const statuses = runs.map( ( [ name, files ] ) =>
			spawnSync( process.execPath, [
				'--test',
				'--test-concurrency=1',
				// The readable report on the console, and a TAP copy whose counts CI's closing line adds up.
				'--test-reporter=spec',
				'--test-reporter-destination=stdout',
				'--test-reporter=tap',
				`--test-reporter-destination=${ path.join( root, `test-results/${ prefix }-${ name }.tap` ) }`,
				...files.map( ( file ) => path.join( here, file ) ),
			], { stdio: 'inherit', env } ).status
		);
		log( `suite took ${ ( ( Date.now() - suiteStart ) / 1000 ).toFixed( 1 ) }s (provisioning ${ provisioned.toFixed( 1 ) }s)` );
		exitCode = statuses.every( ( status ) => status === 0 ) ? 0 : 1;
	} catch ( error ) {
		console.error( error.stderr ? `${ error.message }\n${ error.stderr }` : error );
		exitCode = 1;
	} finally {
		await stopGroup( web );
		await stopGroup( db );
		// Every PHP notice, warning, deprecation and error, wherever PHP wrote it.
		const logged = [ phpLog, debugLog, serverLog ]
			.filter( ( file ) => existsSync( file ) )
			.flatMap( ( file ) => readFileSync( file, 'utf8' ).split( '\n' ) )
			.filter( ( line ) => /PHP (Warning|Notice|Deprecated|Fatal|Parse|Error)|Stack trace|Uncaught/i.test( line ) );
		// On a network, WordPress' own multisite functions (as Debian packages them) log a PHP 8 deprecation as they
		// load: those lines only are WordPress' own, and are counted apart (tests/wordpress/README.md#the-version-matrix).
		const coreOnly = ( line ) => network && / PHP Deprecated: {2}Optional parameter \$\w+ declared before required parameter \$\w+ is implicitly treated as a required parameter in \S+\/wp-includes\/ms-functions\.php on line \d+$/.test( line );
		const lines = logged.filter( ( line ) => ! coreOnly( line ) );
		if ( logged.length > lines.length ) {
			console.log( `# [wordpress] WordPress' own multisite deprecations, not the plugin's: ${ logged.length - lines.length } line(s)` );
		}
		// Whichever file PHP names: WordPress core logs a notice when the plugin misuses it (a REST route registered
		// without permission_callback is reported from rest-api.php, a deprecated call from functions.php).
		if ( lines.length ) {
			console.log( `# [wordpress] PHP log: ${ lines.length } notice/warning/deprecation/error line(s)` );
			for ( const line of lines.slice( 0, 50 ) ) {
				console.log( `#   ${ line }` );
			}
			console.log( '# fail: PHP logged notices, warnings, deprecations or errors during the run' );
			exitCode = 1;
		} else {
			console.log( '# [wordpress] no PHP notice, warning, deprecation or error in the logs' );
		}
		if ( process.env.JP_WP_KEEP ) {
			log( `kept ${ work }` );
		} else {
			rmSync( work, { recursive: true, force: true } );
		}
	}
	// The cell's line of the matrix's table (run-matrix.mjs prints it).
	mkdirSync( path.join( root, 'test-results' ), { recursive: true } );
	const seconds = Math.round( ( Date.now() - started ) / 1000 );
	writeFileSync( path.join( root, `test-results/${ prefix }.json` ), JSON.stringify( { wordpress: release, php: phpVersion, database, run: runKind, passed: exitCode === 0, seconds } ) );
	log( `WordPress ${ release }, PHP ${ phpVersion }, ${ database === 'sqlite' ? 'SQLite' : 'MariaDB' }, ${ runKind } run: ${ exitCode === 0 ? 'passed' : 'FAILED' }` );
	process.exit( exitCode );
}

main();
