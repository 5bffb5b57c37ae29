/**
 * Which WordPress the suite runs on, and where Debian's packages are fetched from (wordpress-versions.mjs): the
 * parts that need no download. run.mjs runs this file with the WordPress suite.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { chosenVersion, debianArchive } from './wordpress-versions.mjs';

function assertPinned( lock ) {
	for ( const { name, version, sha256 } of lock.packages ) {
		assert.match( version, /^\d[\w.+~:-]*$/, name );
		assert.match( sha256, /^[0-9a-f]{64}$/, name );
	}
}

describe( 'the WordPress versions the suite runs on', () => {
	it( 'runs on 6.1 unless --wp or JP_WP_VERSION names another it knows', () => {
		assert.equal( chosenVersion( [], {} ), '6.1' );
		assert.equal( chosenVersion( [], { JP_WP_VERSION: '6.8' } ), '6.8' );
		assert.equal( chosenVersion( [ '--wp=6.8' ], { JP_WP_VERSION: '6.1' } ), '6.8' );
		assert.equal( chosenVersion( [ '--wp=6.4' ], {} ), '6.4' );
		assert.throws( () => chosenVersion( [ '--wp=6.0' ], {} ), /WordPress 6\.0 is not one the suite knows: 6\.1, 6\.2, 6\.3, 6\.4, 6\.5, 6\.6, 6\.7, 6\.8/ );
	} );

	it( 'fetches trixie from the Debian archive the machine’s apt sources name, not its security archive', () => {
		const deb822 = 'Types: deb\nURIs: http://mirror.test/debian-security\nSuites: bookworm-security\nComponents: main\n\nTypes: deb\nURIs: http://mirror.test/debian\nSuites: bookworm bookworm-updates\nComponents: main\nSigned-By: /keys/debian.gpg\n';
		assert.deepEqual( debianArchive( [ deb822 ] ), { uri: 'http://mirror.test/debian', keyring: '/keys/debian.gpg' } );
		const oneLine = 'deb http://mirror.test/debian-security bookworm-security main\ndeb [arch=amd64] http://mirror.test/debian bookworm main\n';
		assert.deepEqual( debianArchive( [ 'deb https://other.test/apt cloud main\n', oneLine ] ), { uri: 'http://mirror.test/debian', keyring: '/usr/share/keyrings/debian-archive-keyring.gpg' } );
		assert.throws( () => debianArchive( [ 'deb https://other.test/apt cloud main\n' ] ), /no Debian archive/ );
	} );

	it( 'pins every package of WordPress 6.8 by version and sha256', () => {
		const lock = JSON.parse( readFileSync( new URL( '../versions/wordpress-6.8.json', import.meta.url ), 'utf8' ) );
		assert.equal( lock.suite, 'trixie' );
		assert.deepEqual( lock.packages.map( ( { name } ) => name ).sort(), [ 'libjs-cropper', 'libjs-lodash', 'libjs-underscore', 'php-getid3', 'wordpress', 'wordpress-theme-twentytwentyfive' ] );
		assertPinned( lock );
	} );

	it( 'pins every package of WordPress 7.1 by version and sha256, with the two libraries 7.1 links to besides', () => {
		const lock = JSON.parse( readFileSync( new URL( '../versions/wordpress-7.1.json', import.meta.url ), 'utf8' ) );
		assert.equal( lock.suite, 'sid' );
		assert.match( lock.wordpress, /^7\.1\.\d+$/ );
		assert.deepEqual( lock.packages.map( ( { name } ) => name ).sort(), [ 'libjs-cropper', 'libjs-jquery-ui', 'libjs-lodash', 'libjs-underscore', 'libphp-phpmailer', 'php-getid3', 'wordpress', 'wordpress-theme-twentytwentyfive' ] );
		assertPinned( lock );
	} );
} );
