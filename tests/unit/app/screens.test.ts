/** The start screen is loaded before the first render, so that it shows with the shell; a screen keeps its component. */
import { loadStartScreen, screenComponent } from '../../../src/app/screens';

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
