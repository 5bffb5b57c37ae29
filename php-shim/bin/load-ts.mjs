/**
 * Loads a TypeScript module of the app that imports nothing at run time into Node (Babel strips the types), so the
 * tools and the WordPress suites read the very declarations the app and the demo site use.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../..' );
const require = createRequire( import.meta.url );
const out = mkdtempSync( path.join( tmpdir(), 'jp-ts-' ) );

/** The module at `relative` (from the repository root), as CommonJS exports. */
export function loadTs( relative ) {
	const babel = require( '@babel/core' );
	const source = path.join( root, relative );
	const { code } = babel.transformSync( readFileSync( source, 'utf8' ), {
		filename: source,
		babelrc: false,
		configFile: false,
		presets: [ '@babel/preset-typescript', [ '@babel/preset-env', { targets: { node: '20' }, modules: 'commonjs' } ] ],
	} );
	const file = path.join( out, path.basename( relative ).replace( /\.ts$/, '.cjs' ) );
	writeFileSync( file, code );
	return require( file );
}
