/** The head's route preload: which screen an address opens, which files it starts, and how it adds them to the page. */
import { isMastheadVisible } from '../../../src/app/navigation';
import { filesToStart, PRINTED_MASTHEAD_SHOWN, screenOf, showsMasthead, startScreenFiles } from '../../../src/app/preload-screen-files';
import ROUTE_SCREENS from '../../../src/app/route-screens.json';
import { APP_ROUTES } from '../../../src/app/app-routes';

const firstSegment = ( path: string ) => path.replace( /^\//, '' ).split( '/' )[ 0 ] ?? '';

describe( 'route-screens.json', () => {
	const screens: Record< string, string | null > = ROUTE_SCREENS;

	it.each( APP_ROUTES.map( ( route ) => [ route.path, route.screen ] as const ) )( '%s opens the screen the route table names (%s)', ( path, screen ) => {
		expect( screens[ firstSegment( path ) ] ).toBe( screen );
	} );

	it( 'names no segment the route table does not have', () => {
		const segments = new Set( APP_ROUTES.map( ( route ) => firstSegment( route.path ) ) );
		expect( Object.keys( screens ).filter( ( segment ) => ! segments.has( segment ) ) ).toEqual( [] );
	} );
} );

describe( 'screenOf', () => {
	it.each( [
		[ '', '', 'at-a-glance' ],
		[ '#/', '', 'at-a-glance' ],
		[ '#/dashboard', '', 'at-a-glance' ],
		[ '#/security', '', 'settings' ],
		[ '#/settings?term=spam', '', 'settings' ],
		[ '#/recommendations/site-type', '', 'recommendations' ],
		[ '#/product/backup', '', 'product' ],
		[ '#/plans', '', null ],
		// An unknown route is replaced by the dashboard; a name inherited by every object is not a route.
		[ '#/nowhere', '', 'at-a-glance' ],
		[ '#/constructor', '', 'at-a-glance' ],
		// A submenu page starts on its route unless the address has one of its own.
		[ '', '/about', 'about' ],
		[ '#/', '/modules', 'modules' ],
		[ '#/security', '/about', 'settings' ],
	] )( 'hash %j on a page starting at %j → %s', ( hash, start, screen ) => {
		expect( screenOf( hash, start ) ).toBe( screen );
	} );
} );

describe( 'showsMasthead', () => {
	// The head decides from the screen alone; the app shows the masthead by the route's group: they must agree.
	it.each( APP_ROUTES.map( ( route ) => [ route.path, route.screen, isMastheadVisible( route.group ) ] as const ) )(
		'%s (screen %s) shows the masthead: %s',
		( _path, screen, shown ) => {
			expect( showsMasthead( screen ) ).toBe( shown );
		}
	);
} );

describe( 'filesToStart', () => {
	const files = { settings: [ '434.a.js', 'settings.b.css', 'settings.c.js' ] };

	it( "gives the screen's files, with right-to-left stylesheets on a right-to-left page", () => {
		expect( filesToStart( 'settings', files, false ) ).toEqual( [ '434.a.js', 'settings.b.css', 'settings.c.js' ] );
		expect( filesToStart( 'settings', files, true ) ).toEqual( [ '434.a.js', 'settings.b-rtl.css', 'settings.c.js' ] );
	} );

	it( 'gives nothing for a route with no screen or a screen the build does not list', () => {
		expect( filesToStart( null, files, false ) ).toEqual( [] );
		expect( filesToStart( 'about', files, false ) ).toEqual( [] );
	} );
} );

describe( 'startScreenFiles', () => {
	afterEach( () => {
		document.head.innerHTML = '';
		document.documentElement.classList.remove( PRINTED_MASTHEAD_SHOWN );
		window.location.hash = '';
	} );

	function runAsHeadScript( attributes: Record< string, string > ) {
		const script = document.createElement( 'script' );
		Object.entries( attributes ).forEach( ( [ name, value ] ) => script.setAttribute( name, value ) );
		document.head.appendChild( script );
		jest.spyOn( document, 'currentScript', 'get' ).mockReturnValue( script );
		startScreenFiles( document );
	}

	const files = JSON.stringify( { settings: [ '434.a.js', 'settings.b.css', 'settings.c.js' ], about: [ 'about.d.js' ] } );

	it( "adds the opened screen's scripts (async) and stylesheets to the head, at their absolute addresses", () => {
		window.location.hash = '#/security';
		runAsHeadScript( { 'data-base': '/wp-content/plugins/jetpack/build/', 'data-files': files } );
		const base = `${ window.location.origin }/wp-content/plugins/jetpack/build/`;
		expect( [ ...document.head.querySelectorAll( 'script[src]' ) ].map( ( element ) => [ element.getAttribute( 'src' ), ( element as HTMLScriptElement ).async ] ) ).toEqual( [
			[ `${ base }434.a.js`, true ],
			[ `${ base }settings.c.js`, true ],
		] );
		expect( [ ...document.head.querySelectorAll( 'link[rel="stylesheet"]' ) ].map( ( element ) => element.getAttribute( 'href' ) ) ).toEqual( [ `${ base }settings.b.css` ] );
	} );

	it( "starts the page's own route when the address has none", () => {
		runAsHeadScript( { 'data-base': 'https://example.test/build/', 'data-files': files, 'data-route': '/about' } );
		expect( [ ...document.head.querySelectorAll( 'script[src]' ) ].map( ( element ) => element.getAttribute( 'src' ) ) ).toEqual( [ 'https://example.test/build/about.d.js' ] );
	} );

	it( "removes a file that failed, so that webpack's own load starts afresh", () => {
		window.location.hash = '#/about';
		runAsHeadScript( { 'data-base': 'https://example.test/build/', 'data-files': files } );
		const added = document.head.querySelector( 'script[src]' );
		added?.dispatchEvent( new Event( 'error' ) );
		expect( document.head.querySelector( 'script[src]' ) ).toBeNull();
	} );

	it( 'does nothing without its data', () => {
		runAsHeadScript( {} );
		expect( document.head.querySelectorAll( 'script[src], link' ) ).toHaveLength( 0 );
	} );

	it.each( [
		[ '#/dashboard', '', true ],
		[ '', '', true ],
		[ '#/security', '', true ],
		[ '#/recommendations/site-type', '', true ],
		[ '#/product/backup', '', false ],
		[ '#/plans', '', false ],
		[ '', '/about', false ],
		[ '#/settings', '/about', true ],
	] )( 'on %j of a page starting at %j, shows the printed masthead: %s', ( hash, route, shown ) => {
		window.location.hash = hash;
		runAsHeadScript( route ? { 'data-route': route } : {} );
		expect( document.documentElement.classList.contains( PRINTED_MASTHEAD_SHOWN ) ).toBe( shown );
	} );
} );
