/** The start screen is loaded before the first render, so that it shows with the shell; a screen keeps its component. */
import { hashPath, loadStartScreen, screenComponent } from '../../../src/app/screens';

it( 'draws the screen the address opens with its own component once loaded, not a lazy one', async () => {
	await loadStartScreen( '#/about?from=footer' );
	const About = ( await import( '../../../src/screens/about/About' ) ).default;
	expect( screenComponent( 'about' ) ).toBe( About );
} );

it( 'loads the dashboard for an address the route table does not know, and nothing for one that leaves the app', async () => {
	await loadStartScreen( '#/nowhere' );
	const AtAGlance = ( await import( '../../../src/screens/at-a-glance/AtAGlance' ) ).default;
	expect( screenComponent( 'at-a-glance' ) ).toBe( AtAGlance );
	await expect( loadStartScreen( '#/plans' ) ).resolves.toBeUndefined();
} );

it( 'keeps the component a screen was first drawn with, so that loading it later does not remount it', async () => {
	const first = screenComponent( 'debug' );
	await loadStartScreen( '#/debug' );
	expect( screenComponent( 'debug' ) ).toBe( first );
	expect( first ).not.toBe( ( await import( '../../../src/screens/debug/Debug' ) ).default );
} );

it( 'answers with the start calls of a screen that declares them (the dashboard), and none for another', async () => {
	const { startCalls } = await import( '../../../src/screens/at-a-glance/AtAGlance' );
	await expect( loadStartScreen( '#/dashboard?from=menu' ) ).resolves.toBe( startCalls );
	await expect( loadStartScreen( '#/about' ) ).resolves.toBeUndefined();
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
