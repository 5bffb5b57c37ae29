/**
 * The pure parts of `npm run wordpress` (serve.mjs): its options and the blueprint and arguments it hands to
 * WordPress Playground's command line. run.mjs runs this file with the WordPress suite; it needs no site.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { blueprint, cliArgs, DEFAULTS, exposure, isLoopback, LANDING_PAGE, parseArgs, PLUGIN_FILE, shownLine } from './serve.mjs';

describe( 'npm run wordpress', () => {
	it( 'serves PHP 8.4 and WordPress 7.1 on 127.0.0.1:9400 unless told otherwise', () => {
		assert.deepEqual( parseArgs( [] ), { port: 9400, php: '8.4', wp: '7.1', host: '127.0.0.1', fresh: false } );
		assert.deepEqual( parseArgs( [ '--port=8123', '--php=8.2', '--wp=6.5', '--host=192.0.2.7', '--fresh' ] ), { port: 8123, php: '8.2', wp: '6.5', host: '192.0.2.7', fresh: true } );
		assert.deepEqual( parseArgs( [ '--wp=6.7' ] ).wp, '6.7' );
	} );

	it( 'refuses an option it does not know, or a value out of range, naming the ones it takes', () => {
		for ( const wrong of [ '--port=0', '--port=70000', '--port=abc', '--php=7.4', '--wp=5.9', '--wp=nightly', '--host=', '--host=example.test', '--fresh=yes', '--login', 'serve' ] ) {
			assert.throws( () => parseArgs( [ wrong ] ), new RegExp( `unknown option ${ wrong.replace( /[.]/g, '\\.' ) }: use --port=N` ), wrong );
		}
	} );

	it( 'has Playground activate the plugin and sign the administrator in on the plugin’s page, offline, on the PHP asked for', () => {
		const plan = blueprint( { ...DEFAULTS, php: '8.3' } );
		assert.equal( plan.landingPage, '/wp-admin/admin.php?page=jetpack' );
		assert.equal( plan.landingPage, LANDING_PAGE );
		assert.equal( plan.login, true );
		assert.deepEqual( plan.features, { networking: false }, 'an offline site' );
		// Without preferredVersions, the command line would run its default PHP whatever --php says.
		assert.deepEqual( plan.preferredVersions, { php: '8.3', wp: '7.1' } );
		assert.deepEqual( plan.steps, [ { step: 'activatePlugin', pluginPath: 'jetpack-dashboard/jetpack-dashboard.php' } ] );
		assert.equal( PLUGIN_FILE, 'jetpack-dashboard/jetpack-dashboard.php' );
	} );

	it( 'starts Playground on its own copy of WordPress with the unzipped plugin mounted into wp-content/plugins, six workers', () => {
		assert.deepEqual( cliArgs( { port: 9400, php: '8.4', site: '/cache/served-7.1', plugin: '/cache/served-7.1-plugin/jetpack-dashboard', blueprintFile: '/cache/served-7.1-blueprint.json' } ), [
			'server',
			'--mount-before-install=/cache/served-7.1:/wordpress',
			'--mount=/cache/served-7.1-plugin/jetpack-dashboard:/wordpress/wp-content/plugins/jetpack-dashboard',
			'--wordpress-install-mode=install-from-existing-files-if-needed',
			'--blueprint=/cache/served-7.1-blueprint.json',
			'--php=8.4',
			'--port=9400',
			'--workers=6',
			'--login',
		] );
		// On an address of the network, WordPress' own address is that one.
		assert.ok( cliArgs( { port: 9500, php: '8.4', host: '192.0.2.7', site: '/s', plugin: '/p', blueprintFile: '/b' } ).includes( '--site-url=http://192.0.2.7:9500' ) );
		assert.ok( ! cliArgs( { port: 9500, php: '8.4', host: '0.0.0.0', site: '/s', plugin: '/p', blueprintFile: '/b' } ).some( ( arg ) => arg.startsWith( '--site-url' ) ) );
	} );

	it( 'says in words who can reach the site: this machine only, or anyone who reaches the address, as the administrator', () => {
		assert.ok( isLoopback( '127.0.0.1' ) && isLoopback( '::1' ) && ! isLoopback( '0.0.0.0' ) && ! isLoopback( '192.0.2.7' ) );
		assert.match( exposure( { host: '127.0.0.1', port: 9400 } ), /^Listening on 127\.0\.0\.1:9400 only: other machines cannot reach it\./ );
		assert.match( exposure( { host: '0.0.0.0', port: 9400 } ), /ANYONE WHO CAN REACH THIS ADDRESS IS SIGNED IN AS THE SITE'S ADMINISTRATOR/ );
	} );

	it( 'leaves out Playground’s version line, which names no version, and passes the others', () => {
		assert.equal( shownLine( '\u001b[2mPHP\u001b[22m \u001b[36m8.4\u001b[39m  \u001b[2mWordPress\u001b[22m \u001b[36mlatest\u001b[39m' ), false );
		assert.equal( shownLine( 'Ready! WordPress is running on http://127.0.0.1:9400 (6 workers)' ), true );
	} );
} );
