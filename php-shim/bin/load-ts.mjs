/**
 * Loads a TypeScript module of the app into Node (Babel strips the types), so the tools and the WordPress suites read
 * the very declarations the app and the demo site use. The module may import other modules of the app by a relative
 * path: those are loaded the same way, compiled in the same layout. A package it imports at run time is not found.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../..' );
const require = createRequire( import.meta.url );
// Made on the first load, not on import: plugin-zip.mjs imports the generators only for their file names.
let out;

/** The module at `relative` (from the repository root), as CommonJS exports. */
export function loadTs( relative ) {
	out ??= mkdtempSync( path.join( tmpdir(), 'jp-ts-' ) );
	return require( compile( relative, new Set() ) );
}

/**
 * Compiles the module at `relative` into `out`, at the same path, and the modules it imports at run time by a relative
 * path beside it, so that its require calls find them; answers the compiled file.
 */
function compile( relative, compiled ) {
	const file = path.join( out, relative.replace( /\.ts$/, '.cjs' ) );
	if ( compiled.has( relative ) ) {
		return file;
	}
	compiled.add( relative );
	const babel = require( '@babel/core' );
	const source = path.join( root, relative );
	const { code } = babel.transformSync( readFileSync( source, 'utf8' ), {
		filename: source,
		babelrc: false,
		configFile: false,
		presets: [ '@babel/preset-typescript', [ '@babel/preset-env', { targets: { node: '20' }, modules: 'commonjs' } ] ],
	} );
	// Type-only imports are gone by now: what is left is needed at run time.
	const linked = code.replace( /require\("(\.\.?\/[^"]+)"\)/g, ( call, specifier ) => {
		const imported = path.posix.join( path.posix.dirname( relative ), specifier );
		const target = [ `${ imported }.ts`, `${ imported }/index.ts` ].find( ( candidate ) => existsSync( path.join( root, candidate ) ) );
		if ( ! target ) {
			throw new Error( `${ relative } imports ${ specifier }, which is no TypeScript module of the app.` );
		}
		compile( target, compiled );
		return `require(${ JSON.stringify( `./${ path.posix.relative( path.posix.dirname( relative ), target ).replace( /\.ts$/, '.cjs' ) }` ) })`;
	} );
	mkdirSync( path.dirname( file ), { recursive: true } );
	writeFileSync( file, linked );
	return file;
}
