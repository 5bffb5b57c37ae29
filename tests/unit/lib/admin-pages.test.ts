import { ADMIN_PAGE_ROUTES, appPagePath, debugReport, startHash } from '../../../src/lib/admin-pages';
import type { DebugFacts } from '../../../src/lib/admin-pages';

describe( 'startHash', () => {
	it.each( [
		[ '/about', '', '#/about' ],
		[ '/debug', '#', '#/debug' ],
		[ '/modules', '#/', '#/modules' ],
		// The address already names a route (a reload, a deeper link): it is kept.
		[ '/about', '#/dashboard', null ],
		[ '/modules', '#/modules', null ],
		// Only a leading "#" is the hash's own: a route that merely contains one is a route.
		[ '/about', '/#', null ],
		// The dashboard page names no route; an unknown one is ignored.
		[ undefined, '', null ],
		[ '', '', null ],
		[ '/settings', '', null ],
	] )( 'data-route %p with hash %p starts on %p', ( route, hash, expected ) => {
		expect( startHash( route, hash ) ).toBe( expected );
	} );

	it( 'maps each admin page to its route', () => {
		expect( ADMIN_PAGE_ROUTES ).toEqual( { jetpack_about: '/about', 'jetpack-debugger': '/debug', jetpack_modules: '/modules' } );
	} );
} );

describe( 'appPagePath', () => {
	it.each( [
		[ 'jetpack', {}, 'admin.php?page=jetpack' ],
		[ 'jetpack-dashboard', {}, 'admin.php?page=jetpack-dashboard' ],
		[ undefined, {}, 'admin.php?page=jetpack' ],
		[ 'jetpack-dashboard', { route: '/dashboard' }, 'admin.php?page=jetpack-dashboard#/dashboard' ],
		[ 'jetpack', { route: '/woo-setup', query: { a: 'x y' } }, 'admin.php?page=jetpack&a=x+y#/woo-setup' ],
	] )( 'page %p at %p is %p', ( page, place, expected ) => {
		expect( appPagePath( page, place ) ).toBe( expected );
	} );

	it( 'is the page alone when no place is named', () => {
		expect( appPagePath( 'jetpack-dashboard' ) ).toBe( 'admin.php?page=jetpack-dashboard' );
	} );
} );

describe( 'debugReport', () => {
	const facts: DebugFacts = {
		siteUrl: 'example.test',
		apiRoot: 'https://example.test/wp-json/',
		pluginVersion: '15.0',
		wordpressVersion: '6.8',
		phpVersion: '8.4.1',
		siteConnected: true,
		offlineMode: false,
		userLinked: true,
		connectionOwner: false,
		siteId: 1234,
		lastTest: null,
	};

	it( 'lists every fact, one a line', () => {
		expect( debugReport( facts ) ).toBe(
			[
				'Jetpack debug report',
				'Site URL: example.test',
				'REST API root: https://example.test/wp-json/',
				'Plugin version: 15.0',
				'WordPress version: 6.8',
				'PHP version: 8.4.1',
				'Site connected: yes',
				'User linked: yes',
				'Connection owner: no',
				'Site ID: 1234',
			].join( '\n' )
		);
	} );

	it.each< [ string, Partial< DebugFacts >, string ] >( [
		[ 'offline mode', { offlineMode: true, siteConnected: false }, 'Site connected: offline mode' ],
		[ 'not connected', { siteConnected: false }, 'Site connected: no' ],
		[ 'no site id', { siteId: null }, 'Site ID: none' ],
		[ 'unknown versions', { wordpressVersion: '', phpVersion: '' }, 'WordPress version: unknown\nPHP version: unknown' ],
		[
			'an unknown address, root and version',
			{ siteUrl: '', apiRoot: '', pluginVersion: '' },
			'Site URL: unknown\nREST API root: unknown\nPlugin version: unknown',
		],
		[ 'a passed test', { lastTest: { ok: true, message: 'Connection test passed.' } }, 'Connection test: passed: Connection test passed.' ],
		[ 'a failed test', { lastTest: { ok: false, message: 'No route.' } }, 'Connection test: failed: No route.' ],
	] )( 'says %s', ( _name, change, line ) => {
		expect( debugReport( { ...facts, ...change } ) ).toContain( line );
	} );
} );
