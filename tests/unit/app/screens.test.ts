/** The start screen is loaded before the first render, so that it shows with the shell; a screen keeps its component. */
import { hashPath, loadStartScreen, screenComponent, startCallsOf } from '../../../src/app/screens';
import { startCalls } from '../../../src/screens/at-a-glance/dashboard-start-calls';

it( 'draws the screen the address opens with its own component once loaded, not a lazy one', async () => {
	await loadStartScreen( '#/about?from=footer' );
	const About = ( await import( '../../../src/screens/about/About' ) ).default;
	expect( screenComponent( 'about' ) ).toBe( About );
} );

it( 'loads the dashboard for an address the route table does not know, and nothing for one that leaves the app', async () => {
	await loadStartScreen( '#/nowhere' );
	const AtAGlance = ( await import( '../../../src/screens/at-a-glance/AtAGlance' ) ).default;
	expect( screenComponent( 'at-a-glance' ) ).toBe( AtAGlance );
	await loadStartScreen( '#/plans' );
	expect( screenComponent( 'at-a-glance' ) ).toBe( AtAGlance );
} );

it( 'keeps the component a screen was first drawn with, so that loading it later does not remount it', async () => {
	const first = screenComponent( 'debug' );
	await loadStartScreen( '#/debug' );
	expect( screenComponent( 'debug' ) ).toBe( first );
	expect( first ).not.toBe( ( await import( '../../../src/screens/debug/Debug' ) ).default );
} );

it.each( [ '#/dashboard?from=menu', '#/', '', '#/nowhere' ] )( 'knows the dashboard’s start calls at %p without its chunk', ( hash ) => {
	expect( startCallsOf( hash ) ).toBe( startCalls );
} );

it.each( [ '#/about', '#/settings', '#/plans' ] )( 'knows no start calls at %p', ( hash ) => {
	expect( startCallsOf( hash ) ).toBeUndefined();
} );

it.each( [
	[ '#/dashboard', '/dashboard' ],
	[ '#/settings?term=stats', '/settings' ],
	[ '#/', '/' ],
	[ '', '/' ],
	[ '#', '/' ],
] )( 'reads the route path of %p as %p', ( hash, path ) => {
	expect( hashPath( hash ) ).toBe( path );
} );
