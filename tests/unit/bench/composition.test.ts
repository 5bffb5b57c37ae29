/** The bundle's composition by package, from a source map: the package naming and the byte attribution. */
import { composeScript, packageOf } from '../../bench/composition';
import { compositionRow } from '../../bench/report';

describe( 'packageOf', () => {
	it.each( [
		[ 'webpack://jetpack-dashboard/./node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom' ],
		[ 'webpack://jetpack-dashboard/./node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs', '@reduxjs/toolkit' ],
		[ 'webpack://jetpack-dashboard/./node_modules/@wordpress/components/node_modules/clsx/dist/clsx.mjs', 'clsx' ],
		[ 'webpack://jetpack-dashboard/./src/app/App.tsx', 'app' ],
		[ 'webpack://jetpack-dashboard/webpack/runtime/jsonp chunk loading', 'webpack runtime' ],
		[ null, 'unmapped' ],
	] )( '%s → %s', ( source, name ) => {
		expect( packageOf( source ) ).toBe( name );
	} );
} );

describe( 'composeScript', () => {
	// Two lines: "abcdef" (a from the app, then bcdef from react-dom) and "xyz" (all the app's).
	const code = 'abcdef\nxyz';
	const map = JSON.stringify( {
		version: 3,
		sources: [ 'webpack://x/./src/a.ts', 'webpack://x/./node_modules/react-dom/index.js' ],
		names: [],
		// Line 1: column 0 → source 0; column 1 → source 1. Line 2: column 0 → source 0.
		mappings: 'AAAA,CCAA;ADAA',
	} );

	it( 'gives each package the characters up to the next mapping or the end of the line', () => {
		expect( Object.fromEntries( composeScript( code, map ) ) ).toEqual( { app: 4, 'react-dom': 5 } );
	} );

	it( 'adds to the totals of the scripts before', () => {
		const totals = composeScript( code, map );
		composeScript( code, map, totals );
		expect( Object.fromEntries( totals ) ).toEqual( { app: 8, 'react-dom': 10 } );
	} );
} );

describe( 'compositionRow', () => {
	it( 'names the largest packages with their share and sums the rest', () => {
		const row = compositionRow(
			[
				{ name: 'react-dom', bytes: 6000 },
				{ name: 'app', bytes: 3000 },
				{ name: 'redux', bytes: 600 },
				{ name: 'clsx', bytes: 400 },
			],
			2
		);
		expect( row ).toEqual( {
			check: 'Dashboard JS by package (minified, source maps)',
			measured: '10.0 KB',
			note: 'react-dom 6.0 KB (60 %), app 3.0 KB (30 %), 2 others 1.0 KB (10 %)',
		} );
	} );
} );
