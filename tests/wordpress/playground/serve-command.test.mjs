/**
 * `npm run wordpress` as a user runs it (serve.mjs, after the zip is built): it says which WordPress it serves and who
 * can reach it, listens on the loopback only, signs the visitor in as the administrator (the blueprint's login), and a
 * switch saved through the REST API with the page's nonce is stored: read back after a reload, with WordPress on
 * SQLite. Its served site is a temporary folder of its own, never the user's. run.mjs runs it with the tools' checks of
 * the SQLite cell (tests/wordpress/README.md#npm-run-wordpress).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from 'playwright-core';
import { isLoopback, LANDING_PAGE } from './serve.mjs';
import { freePort } from '../tools/free-port.mjs';

const here = path.dirname( fileURLToPath( import.meta.url ) );


/** The listening TCP sockets of a process group: `ss -ltnpH`'s local address and port, for each of its processes. */
function listenersOf( group ) {
	const pids = new Set( execFileSync( 'ps', [ '-o', 'pid=', '-g', String( group ) ] ).toString().split( /\s+/ ).filter( Boolean ) );
	return execFileSync( 'ss', [ '-ltnpH' ] ).toString().split( '\n' )
		.filter( ( line ) => [ ...line.matchAll( /pid=(\d+)/g ) ].some( ( [ , pid ] ) => pids.has( pid ) ) )
		.map( ( line ) => {
			const local = line.trim().split( /\s+/ )[ 3 ];
			const at = local.lastIndexOf( ':' );
			return { address: local.slice( 0, at ).replace( /^\[|\]$/g, '' ).replace( /%.*$/, '' ), port: Number( local.slice( at + 1 ) ) };
		} );
}

describe( 'npm run wordpress, started as a user starts it', () => {
	const folder = mkdtempSync( path.join( tmpdir(), 'jp-serve-' ) );
	let child;
	let port;
	let output = '';
	let api;

	before( async () => {
		port = await freePort();
		child = spawn( process.execPath, [ path.join( here, 'serve.mjs' ), `--port=${ port }` ], {
			detached: true,
			stdio: [ 'ignore', 'pipe', 'pipe' ],
			env: { ...process.env, JP_PLAYGROUND_SERVED: path.join( folder, 'site' ) },
		} );
		const ready = new Promise( ( resolve, reject ) => {
			const timer = setTimeout( () => reject( new Error( `not ready in 5 minutes:\n${ output }` ) ), 300000 );
			const read = ( chunk ) => {
				output += chunk.toString();
				if ( /# \[wordpress\] ready after/.test( output ) ) {
					clearTimeout( timer );
					resolve();
				}
			};
			child.stdout.on( 'data', read );
			child.stderr.on( 'data', read );
			child.once( 'exit', ( code ) => {
				clearTimeout( timer );
				reject( new Error( `npm run wordpress stopped (${ code }):\n${ output }` ) );
			} );
		} );
		await ready;
		// A worker's first request loads WordPress into its PHP: minutes on a busy machine of two cores.
		api = await request.newContext( { baseURL: `http://127.0.0.1:${ port }`, timeout: 180000 } );
	} );

	after( async () => {
		await api?.dispose();
		if ( child && child.exitCode === null ) {
			const stopped = new Promise( ( resolve ) => child.once( 'exit', resolve ) );
			process.kill( -child.pid, 'SIGINT' );
			const timer = setTimeout( () => process.kill( -child.pid, 'SIGKILL' ), 10000 );
			await stopped;
			clearTimeout( timer );
		}
		rmSync( folder, { recursive: true, force: true } );
	} );

	it( 'says which WordPress it serves and that only this machine reaches it, and warns about nothing it ignores', () => {
		assert.match( output, /# \[wordpress\] WordPress 7\.1\.\d+ \(Debian's package\), PHP 8\.4 \(WebAssembly\), SQLite/ );
		assert.match( output, new RegExp( `Listening on 127\\.0\\.0\\.1:${ port } only: other machines cannot reach it\\.` ) );
		assert.match( output, new RegExp( `ready after [\\d.]+s: WordPress 7\\.1\\.\\d+ at http://127\\.0\\.0\\.1:${ port }${ LANDING_PAGE.replace( /[?.]/g, '\\$&' ) }` ) );
		assert.doesNotMatch( output, /WordPress\s+(\S*\[\d+m)?latest/, 'no "WordPress latest"' );
		assert.doesNotMatch( output, /worker count|below the recommended/i );
	} );

	it( 'listens on the loopback only', () => {
		const listeners = listenersOf( child.pid );
		assert.ok( listeners.some( ( listener ) => listener.port === port ), `a listener on ${ port }: ${ JSON.stringify( listeners ) }` );
		assert.deepEqual( listeners.filter( ( listener ) => ! isLoopback( listener.address ) ), [], 'no listener beyond the loopback' );
	} );

	it( 'signs the visitor in as the administrator, and a switch saved with the page’s nonce is there after a reload', async () => {
		const page = await api.get( LANDING_PAGE );
		assert.equal( page.status(), 200 );
		assert.match( new URL( page.url() ).pathname, /^\/wp-admin\/admin\.php$/, 'the plugin’s page, not the login form' );
		const html = await page.text();
		assert.match( html, /id="jp-plugin-container"/ );
		const nonce = ( await ( await api.get( '/wp-admin/admin-ajax.php?action=rest-nonce' ) ).text() ).trim();
		assert.match( nonce, /^[a-f0-9]{10}$/ );

		const headers = { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce };
		// Carousel's switch on Writing, as the app sends it (before the lock worked on SQLite: 503, "Another change is
		// being saved right now").
		const saved = await api.post( '/?rest_route=/jetpack/v4/module/carousel/active', { headers, data: JSON.stringify( { active: true } ) } );
		assert.equal( saved.status(), 200, await saved.text() );

		// A reload: the page again, and the stored state as the app reads it.
		const reloaded = await api.get( LANDING_PAGE );
		assert.equal( reloaded.status(), 200 );
		const carousel = await ( await api.get( '/?rest_route=/jetpack/v4/module/carousel', { headers } ) ).json();
		assert.equal( carousel.activated, true, 'Carousel is on after the reload' );
	} );
} );
