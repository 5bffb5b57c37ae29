/**
 * The pure parts of `npm run wordpress` (serve.mjs): its options and the blueprint and arguments it hands to
 * WordPress Playground's command line. run.mjs runs this file with the WordPress suite; it needs no site.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { blueprint, cliArgs, DEFAULTS, LANDING_PAGE, parseArgs, PLUGIN_FILE } from './serve.mjs';

describe( 'npm run wordpress', () => {
	it( 'serves PHP 8.4 and the newest WordPress build on port 9400 unless told otherwise', () => {
		assert.deepEqual( parseArgs( [] ), { port: 9400, php: '8.4', wp: 'nightly', fresh: false } );
		assert.deepEqual( parseArgs( [ '--port=8123', '--php=8.2', '--wp=6.5', '--fresh' ] ), { port: 8123, php: '8.2', wp: '6.5', fresh: true } );
	} );

	it( 'refuses an option it does not know, or a value out of range, naming the ones it takes', () => {
		for ( const wrong of [ '--port=0', '--port=70000', '--port=abc', '--php=7.4', '--wp=5.9', '--fresh=yes', '--login', 'serve' ] ) {
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
		assert.deepEqual( plan.preferredVersions, { php: '8.3', wp: 'nightly' } );
		assert.deepEqual( plan.steps, [ { step: 'activatePlugin', pluginPath: 'jetpack-dashboard/jetpack-dashboard.php' } ] );
		assert.equal( PLUGIN_FILE, 'jetpack-dashboard/jetpack-dashboard.php' );
	} );

	it( 'starts Playground on the assembled WordPress with the unzipped plugin mounted into wp-content/plugins', () => {
		assert.deepEqual( cliArgs( { port: 9400, php: '8.4', site: '/cache/site-nightly', plugin: '/cache/plugin/jetpack-dashboard', blueprintFile: '/cache/blueprint.json' } ), [
			'start',
			'--path=/cache/site-nightly',
			'--mount=/cache/plugin/jetpack-dashboard:/wordpress/wp-content/plugins/jetpack-dashboard',
			'--blueprint=/cache/blueprint.json',
			'--php=8.4',
			'--port=9400',
			'--login',
			'--skip-browser',
		] );
	} );
} );
