/**
 * What the real-WordPress test files share: the site run.mjs provisioned (its URL, database socket and users, from
 * the environment), a signed-in browser context per role, REST calls as each role, database reads and the
 * "nothing changed" check.
 */
import { after, afterEach, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { signIn } from './sign-in.mjs';
import { launchChromium } from '../../support/chromium.mjs';

export const URL_ROOT = process.env.JP_WP_URL;
export const SOCKET = process.env.JP_WP_SOCKET;
/** The site's database: 'mariadb' (a server on SOCKET), or 'sqlite' (a file, through the SQLite Database Integration). */
export const DATABASE = process.env.JP_WP_DB || 'mariadb';
export const SITE = process.env.JP_WP_SITE;
export const USERS = JSON.parse( process.env.JP_WP_USERS ?? '{}' );
export const SHOTS = process.env.JP_WP_SCREENSHOTS;

/**
 * Runs SQL (MySQL's dialect, on either database) on the site's database; answers what `mariadb -N -B` prints. On
 * SQLite, through the site's own database layer (sqlite-query.php), which reads the MySQL the tests write as it reads
 * WordPress' own queries.
 */
export function sql( query ) {
	if ( DATABASE === 'sqlite' ) {
		return execFileSync( 'php', [ new URL( './sqlite-query.php', import.meta.url ).pathname ], { input: query, env: { ...process.env, JP_WP_SITE: SITE } } ).toString();
	}
	return execFileSync( 'mariadb', [ `--socket=${ SOCKET }`, 'wordpress', '-N', '-B', '-e', query ] ).toString();
}

/** One row of a query, as text (null when there is none). */
export function sqlValue( query ) {
	const out = sql( query );
	return out === '' ? null : out.replace( /\n$/, '' );
}

/** A row of wp_options, as the database holds it (null when absent). */
export function dbOption( name ) {
	return sqlValue( `SELECT option_value FROM wp_options WHERE option_name = '${ name.replace( /'/g, '' ) }'` );
}

/**
 * Every option and every user meta row but WordPress' own bookkeeping (cron schedule, transients, sessions),
 * which changes on any request.
 */
export function dbSnapshot() {
	return [
		sql( "SELECT option_name, option_value FROM wp_options WHERE option_name NOT LIKE '%transient%' AND option_name <> 'cron' ORDER BY option_name" ),
		sql( "SELECT user_id, meta_key, meta_value FROM wp_usermeta WHERE meta_key NOT IN ( 'session_tokens', 'wp_dashboard_quick_press_last_post_id' ) ORDER BY umeta_id" ),
	].join( '' ).split( '\n' );
}

/** Asserts that nothing in the snapshot changed, naming the rows that did. */
export function assertUnchanged( before, what ) {
	const after = dbSnapshot();
	const changed = [ ...after.filter( ( row ) => ! before.includes( row ) ), ...before.filter( ( row ) => ! after.includes( row ) ) ];
	assert.deepEqual( changed, [], `${ what } changed nothing` );
}

let browser;
export const sessions = {};

/**
 * What WordPress core says about the plugin's misuse of it during REST requests. There, core does not log
 * "doing it wrong" and deprecation notices (a route registered without permission_callback, a deprecated call):
 * it sends them as X-WP-DoingItWrong / X-WP-DeprecatedFunction / X-WP-DeprecatedParam headers. Any one of them,
 * from any answer of the run, fails the last test.
 */
export const coreNotices = [];
function noteCoreNotices( url, headers ) {
	for ( const name of [ 'x-wp-doingitwrong', 'x-wp-deprecatedfunction', 'x-wp-deprecatedparam' ] ) {
		if ( headers[ name ] ) {
			coreNotices.push( `${ name }: ${ headers[ name ] } (${ url })` );
		}
	}
}

/** A logged-in browser context for a role, with a page that collects console errors and its REST nonce. */
async function login( role ) {
	const user = USERS[ role ];
	const context = await browser.newContext( { viewport: { width: 1280, height: 900 } } );
	// The site is offline: anything not served by it is refused at once (no DNS wait for external hosts).
	await context.route( ( url ) => ! url.href.startsWith( URL_ROOT ), ( route ) => route.abort( 'blockedbyclient' ) );
	const page = await context.newPage();
	const problems = [];
	page.on( 'pageerror', ( error ) => problems.push( `uncaught: ${ error.message }` ) );
	page.on( 'console', ( message ) => {
		// Failed loads are reported below with their URL (external ones, e.g. avatars, are blocked on purpose).
		if ( message.type() === 'error' && ! message.text().startsWith( 'Failed to load resource' ) ) {
			problems.push( `console.error: ${ message.text() }` );
		}
	} );
	page.on( 'requestfailed', ( request ) => {
		if ( request.url().startsWith( URL_ROOT ) && ! /ERR_ABORTED/.test( request.failure()?.errorText ?? '' ) ) {
			problems.push( `request failed: ${ request.url() } ${ request.failure()?.errorText }` );
		}
	} );
	page.on( 'response', ( response ) => {
		noteCoreNotices( response.url(), response.headers() );
		if ( response.status() >= 400 && response.url().startsWith( URL_ROOT ) && ! /favicon/.test( response.url() ) ) {
			problems.push( `HTTP ${ response.status() }: ${ response.request().method() } ${ response.url() }` );
		}
	} );
	await signIn( context, URL_ROOT, user );
	await page.goto( `${ URL_ROOT }/wp-admin/profile.php`, { waitUntil: 'domcontentloaded' } );
	const nonce = ( await ( await context.request.get( `${ URL_ROOT }/wp-admin/admin-ajax.php?action=rest-nonce` ) ).text() ).trim();
	assert.match( nonce, /^[a-f0-9]{10}$/, `${ role } got a REST nonce` );
	return { context, page, problems, nonce };
}

/** One REST call: nonce 'valid' | 'none' | 'wrong'; anonymous uses a fresh request context without cookies. */
export async function rest( role, method, route, data, nonce = 'valid' ) {
	const session = role === 'anonymous' ? null : sessions[ role ];
	const request = session ? session.context.request : sessions.anonymous;
	const headers = { 'Content-Type': 'application/json' };
	if ( session && nonce === 'valid' ) {
		headers[ 'X-WP-Nonce' ] = session.nonce;
	} else if ( nonce === 'wrong' ) {
		headers[ 'X-WP-Nonce' ] = '0123456789';
	}
	// A route under jetpack/v4, or a whole route when it starts with '/' ('/JETPACK/v4/settings').
	const url = `${ URL_ROOT }/?rest_route=${ route.startsWith( '/' ) ? route : `/jetpack/v4/${ route }` }`;
	// Two minutes rather than Playwright's 30 s: served by PHP in WebAssembly (the PHP 8.4 cell), a burst of 40 writes
	// sent at once is answered one request at a time, about 0.7 s each, and the last answer comes after 30 s.
	const response = await request.fetch( url, { method, headers, data: data === undefined ? undefined : JSON.stringify( data ), timeout: 120000 } );
	noteCoreNotices( url, response.headers() );
	const text = await response.text();
	let body;
	try {
		body = JSON.parse( text );
	} catch {
		assert.fail( `${ method } ${ route } as ${ role } answered non-JSON (${ response.status() }): ${ text.slice( 0, 300 ) }` );
	}
	return { status: response.status(), body };
}

/** `appPage`: the admin page the app is on (beside Jetpack, its own: jetpack-dashboard). */
export async function openDashboard( role, hash = '#/dashboard', appPage = 'jetpack' ) {
	const { page } = sessions[ role ];
	// Always a fresh load: going to the address the page is already on, or one that differs only after '#', would only
	// change the hash, and the app would keep what it read from WordPress before (offline mode, the connection).
	await page.goto( 'about:blank' );
	await page.goto( `${ URL_ROOT }/wp-admin/admin.php?page=${ appPage }${ hash }` );
	await page.locator( '#jp-plugin-container .jp-shell' ).waitFor( { timeout: 20000 } );
	return page;
}

/**
 * A fresh load of the app at `hash`, settled: the screen's heading is there, nothing in the main area is loading,
 * and the network has gone quiet (so a lazily loaded overlay or part had its chance to show). What a negative check
 * ("X does not show") waits for instead of a fixed sleep.
 */
export async function openSettled( role, hash, appPage = 'jetpack' ) {
	// openDashboard is a fresh load already: what is left is to wait until the screen has settled.
	const page = await openDashboard( role, hash, appPage );
	await page.locator( '#jp-main h1' ).first().waitFor( { timeout: 20000 } );
	await page.waitForLoadState( 'networkidle' );
	return settled( page );
}

/**
 * The screen has nothing left loading: no part of the main area says it is (a status that says something: an empty one
 * is a live region waiting for what a later action announces). After a step inside the app, what waits for the parts a
 * new screen loads; the page's 'networkidle' is passed once, after the page's own load, and never waits again.
 */
export async function settled( page ) {
	await page.locator( '#jp-main [role="status"]' ).filter( { hasText: /\S/ } ).first().waitFor( { state: 'detached', timeout: 20000 } );
	return page;
}

/**
 * What the page's head did to start the opened screen's files (src/app/preload-screen-files.ts): where its inline script
 * sits and what it was given, and each built file's requests by name without its content hash (app.js,
 * at-a-glance.js, ...): how many, when the first started and ended (ms since the page's navigation started).
 */
export async function routePreload( page ) {
	return page.evaluate( () => {
		const script = document.getElementById( 'jetpack-dashboard-route-preload' );
		const firstStylesheet = document.querySelector( 'link[rel="stylesheet"]' );
		const requests = {};
		for ( const entry of performance.getEntriesByType( 'resource' ) ) {
			const file = /\/build\/([^/]+)$/.exec( new URL( entry.name ).pathname )?.[ 1 ];
			if ( file ) {
				const name = file.replace( /\.[0-9a-f]{8}(?=\.(js|css)$)/, '' ).replace( /\.[0-9a-f]{8}(?=-rtl\.css$)/, '' );
				const seen = requests[ name ];
				requests[ name ] = seen ? { ...seen, count: seen.count + 1 } : { count: 1, start: entry.startTime, end: entry.responseEnd };
			}
		}
		return {
			inHead: script?.parentElement === document.head,
			beforeStylesheets: !! script && !! firstStylesheet && !! ( script.compareDocumentPosition( firstStylesheet ) & Node.DOCUMENT_POSITION_FOLLOWING ),
			base: script?.dataset.base ?? null,
			route: script?.dataset.route ?? '',
			// The head's word that the opened screen shows the masthead the plugin printed (docs/shell.md#printed-masthead).
			printedMastheadShown: document.documentElement.classList.contains( 'jp-printed-masthead-shown' ),
			requests,
		};
	} );
}

/** The admin page as WordPress sent it holds the printed masthead, with the shell's mark, in the app's container. */
export async function assertPrintsMasthead( page ) {
	const html = await ( await page.request.get( page.url() ) ).text();
	assert.match( html, /<div id="jp-plugin-container"[^>]*><div class="jp-printed-shell"><header class="jp-masthead">.*?<span elementtiming="jp-shell">Jetpack<\/span>/s );
}

/** The screen's own chunk was started by the head, while the bundle downloaded, and nothing built loaded twice. */
export function assertStartedEarly( preload, chunk ) {
	assert.equal( preload.inHead, true, 'the route-preload script is in the head' );
	assert.equal( preload.beforeStylesheets, true, 'before every stylesheet' );
	assert.match( preload.base ?? '', /^https?:\/\/.+\/build\/$/ );
	const { requests } = preload;
	assert.ok( requests[ chunk ] && requests[ 'app.js' ], JSON.stringify( requests ) );
	assert.ok( requests[ chunk ].start < requests[ 'app.js' ].end, `${ chunk } started before app.js arrived: ${ JSON.stringify( requests ) }` );
	for ( const [ name, { count } ] of Object.entries( requests ) ) {
		assert.equal( count, 1, `${ name } loaded once` );
	}
}

export async function navLinks( page, name ) {
	const nav = page.getByRole( 'navigation', { name, exact: true } );
	if ( ( await nav.count() ) === 0 ) {
		return [];
	}
	return ( await nav.getByRole( 'link' ).allTextContents() ).map( ( text ) => text.replace( /\d+$/, '' ).trim() );
}

/** The headings of a level in the app's main area, in reading order. */
export async function headings( page, level ) {
	return ( await page.locator( '#jp-main' ).getByRole( 'heading', { level } ).allInnerTexts() ).map( ( text ) => text.trim() );
}

export function expectClean( role ) {
	const { problems } = sessions[ role ];
	assert.deepEqual( problems.splice( 0 ), [], `${ role }: no console error, uncaught error or failed request` );
}

/** Every test file signs each role in once, before its tests, and closes the browser after them. */
export function signInEveryRole() {
	before( async () => {
		browser = await launchChromium();
		for ( const role of Object.keys( USERS ) ) {
			sessions[ role ] = await login( role );
		}
		const { request } = await import( 'playwright-core' );
		sessions.anonymous = await request.newContext();
		if ( SHOTS ) {
			mkdirSync( SHOTS, { recursive: true } );
		}
	} );

	// What a test's pages still do after it ends (an answer on its way, a console error) is that test's: each page is
	// left, and whatever went wrong on it fails the test that opened it, not the next one to check.
	afterEach( async () => {
		const signedIn = Object.keys( USERS ).filter( ( role ) => sessions[ role ] );
		for ( const role of signedIn ) {
			await sessions[ role ].page.goto( 'about:blank' );
		}
		for ( const role of signedIn ) {
			expectClean( role );
		}
	} );

	after( async () => {
		await sessions.anonymous?.dispose();
		await browser?.close();
	} );
}


/**
 * A scalar setting as the plugin stores it: the value of `name` in the serialized map of jetpack_dashboard_settings
 * (undefined when the map does not hold it).
 */
export function dbSetting( name ) {
	const map = dbOption( 'jetpack_dashboard_settings' ) ?? '';
	const at = map.indexOf( `s:${ Buffer.byteLength( name ) }:"${ name }";` );
	if ( at < 0 ) {
		return undefined;
	}
	const rest = map.slice( at + `s:${ Buffer.byteLength( name ) }:"${ name }";`.length );
	const scalar = rest.match( /^(?:b:([01]);|i:(-?\d+);|s:(\d+):")/ );
	if ( ! scalar ) {
		return undefined;
	}
	if ( scalar[ 1 ] !== undefined ) {
		return scalar[ 1 ] === '1';
	}
	if ( scalar[ 2 ] !== undefined ) {
		return Number( scalar[ 2 ] );
	}
	const bytes = Buffer.from( rest.slice( scalar[ 0 ].length ) );
	return bytes.subarray( 0, Number( scalar[ 3 ] ) ).toString();
}

/** A user meta value of a user, by login (null when absent). */
export function dbUserMeta( login, key ) {
	return sqlValue(
		`SELECT meta_value FROM wp_usermeta m JOIN wp_users u ON u.ID = m.user_id WHERE u.user_login = '${ login.replace( /'/g, '' ) }' AND meta_key = '${ key.replace( /'/g, '' ) }'`
	);
}

/** Rows a describe block collects and prints under `title` once its tests have run (figures for the closing note). */
export function printedAfter( title ) {
	const rows = [];
	after( () => {
		console.log( `# ${ title }` );
		for ( const row of rows ) {
			console.log( `#   ${ row }` );
		}
	} );
	return rows;
}
