// The parts of src/ and which parts each may import (docs/parts.md). ESLint turns every arrow this table leaves out
// into an error (eslint.config.mjs); tests/unit/architecture/parts.test.ts tries each forbidden arrow once.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../..' );

/** Each screen folder is a part of its own: a screen never reaches into another one. */
export const SCREENS = fs
	.readdirSync( path.join( root, 'src/screens' ), { withFileTypes: true } )
	.filter( ( entry ) => entry.isDirectory() )
	.map( ( entry ) => `screens/${ entry.name }` )
	.sort();

const SCREEN_MAY_IMPORT = [ 'components', 'hooks', 'state', 'api', 'lib' ];

/**
 * Part (a folder under src/) → the parts it may import besides itself. `lib` imports only `api`'s types, never its
 * code (a second lint rule): the rules describe the data the API answers, and stay pure. The dashboard is the one
 * screen that opens another's views: the connection screens (its first screen, the disconnect dialog). The module
 * catalogue and the recorded Jetpack answers are read by both hosts (the demo site, the plugin's generators and the
 * WordPress suites), never by the app.
 */
export const PARTS = {
	lib: [ 'api' ],
	api: [ 'lib' ],
	state: [ 'api', 'lib' ],
	hooks: [ 'state', 'api', 'lib' ],
	components: [ 'hooks', 'state', 'api', 'lib' ],
	...Object.fromEntries( SCREENS.map( ( screen ) => [ screen, SCREEN_MAY_IMPORT ] ) ),
	'screens/at-a-glance': [ 'screens/connection', ...SCREEN_MAY_IMPORT ],
	app: [ 'screens', 'components', 'hooks', 'state', 'api', 'lib' ],
	'module-catalogue': [ 'api', 'lib' ],
	'jetpack-recorded': [ 'api' ],
	demo: [ 'module-catalogue', 'jetpack-recorded', 'api', 'lib' ],
};

/** Every part of src/ a part may not import: the table's complement, one entry per forbidden arrow. */
export function forbiddenArrows() {
	return Object.entries( PARTS ).flatMap( ( [ part, allowed ] ) =>
		Object.keys( PARTS )
			.filter( ( target ) => target !== part && ! allowed.some( ( name ) => target === name || target.startsWith( `${ name }/` ) ) )
			.map( ( target ) => ( { from: part, to: target } ) )
	);
}

/** The zones of import-x's no-restricted-paths: for each part, every folder of src/ but its own and those it may import. */
export function restrictedZones() {
	const zones = Object.entries( PARTS ).map( ( [ part, allowed ] ) => ( {
		target: `./src/${ part }`,
		from: './src',
		except: [ part, ...allowed ].map( ( name ) => `./${ name }` ),
		message: `src/${ part } may import only ${ [ part, ...allowed ].map( ( name ) => `src/${ name }` ).join( ', ' ) } (docs/parts.md).`,
	} ) );
	return [ ...zones, { target: './src', from: './tests', message: 'The product never imports its tests.' } ];
}
