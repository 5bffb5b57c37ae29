/**
 * The plugin as a site owner gets it: installed from its zip (run.mjs unzips and activates it the way WordPress'
 * upload does), refusing a WordPress older than it needs with a readable message, translated when the site speaks
 * another language, and removable without a PHP error. run.mjs runs it after suite.test.mjs: its last test deletes
 * the plugin.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import gettext from 'gettext-parser';
import { signIn } from './tools/sign-in.mjs';
import { sql } from './tools/site.mjs';
import { launchChromium } from '../support/chromium.mjs';

const URL_ROOT = process.env.JP_WP_URL;
const SITE = process.env.JP_WP_SITE;
const PHP_INI = JSON.parse( process.env.JP_WP_PHP_INI ?? '[]' );
const LOGS = JSON.parse( process.env.JP_WP_LOGS ?? '[]' );
const NETWORK_LOG = process.env.JP_WP_NETWORK_LOG ?? '';
const ADMIN = JSON.parse( process.env.JP_WP_USERS ?? '{}' ).admin;
const PLUGIN = 'jetpack-dashboard/jetpack-dashboard.php';
const PLUGIN_DIR = path.join( SITE ?? '', 'wp-content/plugins/jetpack-dashboard' );
const LANGUAGES = path.join( PLUGIN_DIR, 'languages' );

/** A small German translation of strings the administrator sees on the offline site's dashboard. */
const GERMAN = {
	'At A Glance': [ 'Auf einen Blick' ],
	Dashboard: [ 'Übersicht' ],
	Settings: [ 'Einstellungen' ],
	'Site Stats': [ 'Website-Statistiken' ],
	'Unavailable in Offline Mode.': [ 'Im Offline-Modus nicht verfügbar.' ],
	'%d new recommendation': [ '%d neue Empfehlung', '%d neue Empfehlungen' ],
};
/** The PHP side's own string: the admin menu's title. */
const GERMAN_PHP = { Jetpack: [ 'Jetpack-Zentrale' ] };

/**
 * Runs PHP with WordPress loaded as the site's own scripts would, and returns what it printed as JSON. With `network`
 * ('installing' or 'installed'), it loads the network of sites run.mjs keeps in a database of its own instead.
 */
function wordpressPhp( body, network = '' ) {
	const script = path.join( SITE, '..', 'package-test.php' );
	const host = network ? 'network.test' : new URL( URL_ROOT ).host;
	writeFileSync( script, `<?php
${ network === 'installing' ? "define( 'WP_INSTALLING', true );" : '' }
$_SERVER['HTTP_HOST'] = '${ host }';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
require '${ SITE }/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
${ body }
` );
	return JSON.parse( execFileSync( 'php', [ ...PHP_INI, script ], { env: { ...process.env, JP_WP_NETWORK: network } } ).toString() );
}

function setOption( name, value ) {
	sql( `INSERT INTO wp_options ( option_name, option_value, autoload ) VALUES ( '${ name }', '${ value }', 'yes' ) ON DUPLICATE KEY UPDATE option_value = '${ value }'` );
}

/** PHP warnings, notices and errors logged since `sizes` was taken. */
function logSizes() {
	return LOGS.map( ( file ) => ( existsSync( file ) ? statSync( file ).size : 0 ) );
}
function newPhpProblems( sizes ) {
	return LOGS.flatMap( ( file, index ) =>
		existsSync( file ) ? readFileSync( file ).subarray( sizes[ index ] ).toString().split( '\n' ) : []
	).filter( ( line ) => /PHP (Warning|Notice|Deprecated|Fatal|Parse|Error)|Uncaught/i.test( line ) );
}

/** A catalogue of the template's own entries with the given translations filled in. */
function catalogueFrom( template, translations ) {
	const entries = {};
	for ( const [ msgid, msgstr ] of Object.entries( translations ) ) {
		const entry = template.translations[ '' ][ msgid ];
		assert.ok( entry, `"${ msgid }" is in the translation template` );
		entries[ msgid ] = { ...entry, msgstr };
	}
	return { charset: 'utf-8', headers: { ...template.headers, language: 'de_DE' }, translations: { '': { '': template.translations[ '' ][ '' ], ...entries } } };
}

/** The WordPress version the site's files say (wp-includes/version.php). */
const SITE_WP_VERSION = SITE ? readFileSync( path.join( SITE, 'wp-includes/version.php' ), 'utf8' ).match( /\$wp_version = '([^']+)'/ )[ 1 ] : '';

/**
 * Runs `body` with the installed plugin's header raised to need other versions (`{ wordpress, php }`), and puts the
 * header back after. The header is what WordPress checks before activating and what the plugin checks as it loads
 * (docs/wordpress-plugin.md#requirements): faking the requirement, not the site's version, which WordPress 6.7+
 * reads from its files whatever a test sets.
 */
async function withRequirements( needs, body ) {
	const file = path.join( PLUGIN_DIR, 'jetpack-dashboard.php' );
	const original = readFileSync( file, 'utf8' );
	let raised = original;
	if ( needs.wordpress ) {
		raised = raised.replace( /^( \* Requires at least:\s*).*$/m, `$1${ needs.wordpress }` );
	}
	if ( needs.php ) {
		raised = raised.replace( /^( \* Requires PHP:\s*).*$/m, `$1${ needs.php }` );
	}
	assert.notEqual( raised, original, 'the header names the requirement' );
	writeFileSync( file, raised );
	try {
		return await body();
	} finally {
		writeFileSync( file, original );
	}
}

let browser;
let page;

before( async () => {
	browser = await launchChromium();
	const context = await browser.newContext( { viewport: { width: 1280, height: 900 } } );
	await context.route( ( url ) => ! url.href.startsWith( URL_ROOT ), ( route ) => route.abort( 'blockedbyclient' ) );
	page = await context.newPage();
	await signIn( context, URL_ROOT, ADMIN );
} );

after( async () => {
	await browser?.close();
} );

describe( 'the plugin package', () => {
	it( 'was installed from the zip: one folder with the PHP, readme.txt, the build, its RTL styles and the template', () => {
		// The three files of includes/ the build generates are not committed: the zip takes them from the build.
		const generated = [ 'includes/module-catalogue.php', 'includes/route-table.php', 'includes/setting-bounds.php' ];
		for ( const file of [ 'jetpack-dashboard.php', 'readme.txt', 'includes/bootstrap.php', ...generated, 'build/manifest.json', 'languages/jetpack.pot' ] ) {
			assert.ok( existsSync( path.join( PLUGIN_DIR, file ) ), `${ file } is in the installed plugin` );
		}
		const manifest = JSON.parse( readFileSync( path.join( PLUGIN_DIR, 'build/manifest.json' ), 'utf8' ) );
		assert.ok( existsSync( path.join( PLUGIN_DIR, 'build', manifest[ 'app.rtl.css' ] ) ), 'the right-to-left stylesheet is there' );
		assert.ok( ! existsSync( path.join( PLUGIN_DIR, 'README.md' ) ), 'the developer README stays out' );
		assert.ok( ! existsSync( path.join( PLUGIN_DIR, 'build', `${ manifest[ 'app.js' ] }.map` ) ), 'no source maps' );
	} );

	it( 'refuses to activate on a WordPress older than it needs, saying why, and logs nothing', async () => {
		const sizes = logSizes();
		const outcome = await withRequirements( { wordpress: '99.0' }, () => wordpressPhp( `
deactivate_plugins( '${ PLUGIN }', true );
$refused = activate_plugin( '${ PLUGIN }' );
echo wp_json_encode( array( 'refused' => is_wp_error( $refused ) ? wp_strip_all_tags( $refused->get_error_message() ) : '', 'inactive' => ! is_plugin_active( '${ PLUGIN }' ) ) );` ) );
		assert.match( outcome.refused, /does not meet minimum requirements for Jetpack Dashboard/ );
		assert.equal( outcome.inactive, true );
		assert.equal( wordpressPhp( `echo wp_json_encode( null === activate_plugin( '${ PLUGIN }' ) );` ), true, 'activated again with the real requirements' );
		assert.deepEqual( newPhpProblems( sizes ), [] );
	} );

	for ( const [ needs, says ] of [
		[ { wordpress: '99.0' }, `Jetpack Dashboard needs WordPress 99.0 or later; this site runs WordPress ${ SITE_WP_VERSION }. The plugin is not loaded.` ],
		[ { php: '99.0' }, /^Jetpack Dashboard needs PHP 99\.0 or later; this site runs PHP 8\.\d+\.\d+\S*\. The plugin is not loaded\.$/ ],
	] ) {
		it( `stays unloaded, tells the administrator why and logs nothing when the site misses its ${ Object.keys( needs )[ 0 ] === 'php' ? 'PHP' : 'WordPress' } requirement`, async () => {
			const sizes = logSizes();
			await withRequirements( needs, async () => {
				await page.goto( `${ URL_ROOT }/wp-admin/index.php` );
				const notice = page.locator( '.notice-error p' ).filter( { hasText: 'Jetpack Dashboard needs' } );
				await notice.waitFor();
				if ( typeof says === 'string' ) {
					assert.equal( await notice.innerText(), says );
				} else {
					assert.match( await notice.innerText(), says );
				}
				assert.equal( await page.locator( '#adminmenu a[href="admin.php?page=jetpack"]' ).count(), 0, 'no Jetpack menu' );
			} );
			// WordPress 6.7+ logs a translation asked for before init: the check must not ask for one.
			assert.deepEqual( newPhpProblems( sizes ), [] );
		} );
	}

	it( 'speaks the site language: the app and the PHP side load the translations in languages/', async () => {
		const template = gettext.po.parse( readFileSync( path.join( LANGUAGES, 'jetpack.pot' ) ) );
		const app = catalogueFrom( template, GERMAN );
		const messages = { '': { domain: 'messages', lang: 'de_DE', 'plural-forms': template.headers[ 'plural-forms' ] } };
		for ( const [ msgid, entry ] of Object.entries( app.translations[ '' ] ) ) {
			if ( msgid ) {
				messages[ msgid ] = entry.msgstr;
			}
		}
		// Named after the script's handle: the first file load_script_textdomain() looks for.
		writeFileSync( path.join( LANGUAGES, 'jetpack-de_DE-jetpack-dashboard.json' ), JSON.stringify( { domain: 'messages', locale_data: { messages } } ) );
		const php = { charset: 'utf-8', headers: app.headers, translations: { '': { '': app.translations[ '' ][ '' ], Jetpack: { msgid: 'Jetpack', msgstr: GERMAN_PHP.Jetpack } } } };
		writeFileSync( path.join( LANGUAGES, 'jetpack-de_DE.mo' ), gettext.mo.compile( php ) );
		setOption( 'WPLANG', 'de_DE' );
		try {
			await page.goto( `${ URL_ROOT }/wp-admin/admin.php?page=jetpack#/dashboard` );
			const main = page.locator( '#jp-plugin-container' );
			await main.getByRole( 'link', { name: 'Auf einen Blick' } ).waitFor();
			await main.getByRole( 'link', { name: 'Übersicht', exact: true } ).waitFor();
			await main.getByRole( 'link', { name: 'Einstellungen', exact: true } ).waitFor();
			await main.getByRole( 'heading', { name: 'Website-Statistiken' } ).waitFor();
			await main.getByText( 'Im Offline-Modus nicht verfügbar.' ).first().waitFor();
			assert.equal( ( await page.locator( '#adminmenu .toplevel_page_jetpack .wp-menu-name' ).innerText() ).trim(), 'Jetpack-Zentrale' );
			// Plural forms, as WordPress handed them to the page (the app takes the same data at boot).
			const plurals = await page.evaluate( () =>
				// translators: %d: number of new recommendations.
				[ 1, 3 ].map( ( count ) => window.wp.i18n.sprintf( window.wp.i18n._n( '%d new recommendation', '%d new recommendations', count, 'jetpack' ), count ) )
			);
			assert.deepEqual( plurals, [ '1 neue Empfehlung', '3 neue Empfehlungen' ] );
		} finally {
			setOption( 'WPLANG', '' );
		}
	} );

	it( 'on a network: a network-only plugin is never activated from one site, and uninstalling clears every site', () => {
		const sizes = logSizes();
		const networkPlugin = path.join( SITE, 'wp-content/plugins/jp-network-plugin' );
		mkdirSync( networkPlugin );
		writeFileSync( path.join( networkPlugin, 'jp-network-plugin.php' ), "<?php\n/**\n * Plugin Name: JP Network Plugin\n * Network: true\n * Version: 1.0\n */\n" );
		try {
			assert.deepEqual( wordpressPhp( `
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
wp_install( 'Network', 'admin', 'admin@example.test', true, '', wp_generate_password( 24 ) );
update_option( 'siteurl', 'http://network.test' );
update_option( 'home', 'http://network.test' );
// As wp-admin/network.php does before it makes the network's tables.
foreach ( $wpdb->tables( 'ms_global' ) as $table => $prefixed ) {
	$wpdb->$table = $prefixed;
}
install_network();
$made = populate_network( 1, 'network.test', 'admin@example.test', 'Network', '/', false );
echo wp_json_encode( array( 'network' => ! is_wp_error( $made ) ) );`, 'installing' ), { network: true } );
			const outcome = wordpressPhp( `
wp_set_current_user( 1 );
$second = wpmu_create_blog( 'network.test', '/second/', 'Second', 1 );
$activated = activate_plugin( '${ PLUGIN }' );
$request = new WP_REST_Request( 'POST', '/jetpack/v4/plugins' );
$request->set_header( 'Content-Type', 'application/json' );
$request->set_body( wp_json_encode( array( 'slug' => 'jp-network-plugin', 'status' => 'active' ) ) );
$answer = rest_do_request( $request );
$refused = array( $answer->get_status(), $answer->get_data()['code'] ?? null, is_plugin_active( 'jp-network-plugin/jp-network-plugin.php' ) );
foreach ( array( 1, $second ) as $site ) {
	switch_to_blog( $site );
	update_option( 'jetpack_dashboard_settings', array( 'google' => 'site-' . $site ) );
	restore_current_blog();
}
// Dismissals kept for the whole network, as the first versions did: each site takes them as its own, once. Then each
// site's dismissals are its own, and Reset Options on one site leaves the other's.
update_user_meta( 1, 'jetpack_dashboard_dismissed_notices', array( 'whats-new' => true ) );
$notice = static function ( string $route, array $body ): int {
	$request = new WP_REST_Request( 'POST', $route );
	$request->set_header( 'Content-Type', 'application/json' );
	$request->set_body( wp_json_encode( $body ) );
	return rest_do_request( $request )->get_status();
};
$statuses = array();
foreach ( array( 1, $second ) as $site ) {
	switch_to_blog( $site );
	delete_option( 'jetpack_dashboard_storage_version' );
	Jetpack_Dashboard_Storage::migrate();
	$statuses[] = $notice( '/jetpack/v4/notice/dev-version', array( 'dismissed' => true ) );
	restore_current_blog();
}
switch_to_blog( 1 );
$statuses[] = $notice( '/jetpack/v4/options/options', array( 'reset' => true ) );
restore_current_blog();
$dismissed = array();
foreach ( array( 1, $second ) as $site ) {
	switch_to_blog( $site );
	wp_cache_delete( 1, 'user_meta' );
	$dismissed[] = Jetpack_Dashboard_Store::dismissed_notices();
	restore_current_blog();
}
define( 'WP_UNINSTALL_PLUGIN', '${ PLUGIN }' );
include WP_PLUGIN_DIR . '/jetpack-dashboard/uninstall.php';
$left = array();
foreach ( array( 1, $second ) as $site ) {
	switch_to_blog( $site );
	$left[] = get_option( 'jetpack_dashboard_settings', null );
	restore_current_blog();
}
wp_cache_delete( 1, 'user_meta' );
$meta = $wpdb->get_col( "SELECT meta_key FROM {$wpdb->usermeta} WHERE meta_key LIKE '%jetpack\\_dashboard\\_%'" );
echo wp_json_encode( array( 'activated' => ! is_wp_error( $activated ), 'refused' => $refused, 'statuses' => $statuses, 'dismissed' => $dismissed, 'left' => $left, 'meta' => $meta ) );`, 'installed' );
			assert.deepEqual( outcome, {
				activated: true,
				refused: [ 403, 'plugin_network_only', false ],
				statuses: [ 200, 200, 200 ],
				// The first site's reset cleared its own; the second's, moved and then dismissed there, stay.
				dismissed: [ [], { 'whats-new': true, 'dev-version': true } ],
				left: [ null, null ],
				meta: [],
			} );
		} finally {
			rmSync( networkPlugin, { recursive: true, force: true } );
		}
		assert.deepEqual( newPhpProblems( sizes ), [] );
		// WordPress 6.1's multisite functions declare an optional parameter before a required one, which PHP 8.2
		// reports as the file loads: the only lines the network's log may hold.
		const networkLog = existsSync( NETWORK_LOG ) ? readFileSync( NETWORK_LOG, 'utf8' ).split( '\n' ).filter( ( line ) => /PHP /.test( line ) ) : [];
		assert.deepEqual( networkLog.filter( ( line ) => ! /PHP Deprecated: {2}Optional parameter .* in \S+\/wp-includes\/ms-functions\.php on line \d+$/.test( line ) ), [] );
	} );

	it( 'deactivates and deletes without a PHP error, removing every row it owns and nothing else', () => {
		const sizes = logSizes();
		const rows = () =>
			sql( "SELECT option_name FROM wp_options WHERE option_name LIKE 'jetpack\\_dashboard\\_%' UNION ALL SELECT meta_key FROM wp_usermeta WHERE meta_key LIKE '%jetpack\\_dashboard\\_%'" )
				.split( '\n' ).filter( Boolean );
		// The suite before this left settings, module states, dismissals and usage choices behind, and Akismet's key.
		setOption( 'wordpress_api_key', 'akismet-key-kept' );
		assert.ok( rows().length >= 3, `the plugin stored rows of its own: ${ rows().join( ', ' ) }` );
		const outcome = wordpressPhp( `
WP_Filesystem();
deactivate_plugins( '${ PLUGIN }' );
$deleted = delete_plugins( array( '${ PLUGIN }' ) );
echo wp_json_encode( array( 'deleted' => true === $deleted, 'active' => is_plugin_active( '${ PLUGIN }' ) ) );` );
		assert.deepEqual( outcome, { deleted: true, active: false } );
		assert.ok( ! existsSync( PLUGIN_DIR ), 'the plugin folder is gone' );
		assert.deepEqual( rows(), [], 'no option or user meta of the plugin is left' );
		const kept = sql( "SELECT option_value FROM wp_options WHERE option_name = 'wordpress_api_key'" ).trim();
		assert.equal( kept, 'akismet-key-kept', 'Akismet’s own key stays' );
		assert.deepEqual( newPhpProblems( sizes ), [] );
	} );
} );
