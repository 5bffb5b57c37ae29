import fs from 'node:fs';
import path from 'node:path';
import { BROWSER_UI_FEATURES, CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../../support/chromium.mjs';

/** The features playwright-core disables when it starts Chromium, as its bundle lists them. */
function playwrightDisabledFeatures(): string[] {
	const bundle = fs.readFileSync( path.join( path.dirname( require.resolve( 'playwright-core/package.json' ) ), 'lib/coreBundle.js' ), 'utf8' );
	const list = bundle.match( /disabledFeatures = \[([\s\S]*?)\]/ )?.[ 1 ] ?? '';
	return [ ...list.matchAll( /^\s*"([A-Za-z0-9]+)"/gm ) ].map( ( match ) => match[ 1 ] ?? '' );
}

const disableSwitches = CHROMIUM_ARGS.filter( ( arg ) => arg.startsWith( '--disable-features=' ) );

it( 'repeats every feature Playwright disables, as Chromium keeps only the last --disable-features', () => {
	const playwright = playwrightDisabledFeatures();
	expect( playwright ).toContain( 'AimEnabled' );
	expect( PLAYWRIGHT_DISABLED_FEATURES ).toEqual( expect.arrayContaining( playwright ) );
} );

it( 'disables Playwright’s features and the address bar’s WebUI popups in one switch', () => {
	expect( disableSwitches ).toHaveLength( 1 );
	const features = ( disableSwitches[ 0 ] ?? '' ).replace( '--disable-features=', '' ).split( ',' );
	expect( features ).toEqual( [ ...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES ] );
	expect( features ).toEqual( expect.arrayContaining( [ 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup' ] ) );
} );
