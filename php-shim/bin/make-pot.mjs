#!/usr/bin/env node
/**
 * Writes the translation template of the app: every string passed to __, _n, _x and _nx in src/ (the demo site
 * left out: it never ships), with its file references and translator comments, extracted by WordPress' own
 * Babel plugin. `npm run build` runs it; the plugin package carries the template in languages/.
 *
 *   node php-shim/bin/make-pot.mjs [output]   (default: build/languages/jetpack.pot)
 */
import { transformFileSync } from '@babel/core';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire( import.meta.url );
const root = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../..' );

export const TEXT_DOMAIN = 'jetpack';

/** The app's source files whose strings users can see, sorted so that the template is the same on every run. */
export function sourceFiles( dir = path.join( root, 'src' ) ) {
	return readdirSync( dir, { withFileTypes: true } )
		.flatMap( ( entry ) => {
			const full = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				return full === path.join( root, 'src/demo' ) ? [] : sourceFiles( full );
			}
			return /\.tsx?$/.test( entry.name ) && ! /\.(test|d)\.tsx?$/.test( entry.name ) ? [ full ] : [];
		} )
		.sort();
}

/** Extracts the template into `output` and returns its path. */
export function makePot( output = path.join( root, 'build/languages/jetpack.pot' ) ) {
	mkdirSync( path.dirname( output ), { recursive: true } );
	rmSync( output, { force: true } );
	const headers = {
		'content-type': 'text/plain; charset=UTF-8',
		'plural-forms': 'nplurals=2; plural=(n != 1);',
		'project-id-version': `Jetpack Dashboard ${ require( path.join( root, 'package.json' ) ).version }`,
		'x-domain': TEXT_DOMAIN,
		'x-generator': 'babel-plugin-makepot',
	};
	// One plugin instance for the whole run: it keeps the strings of every file it has seen and rewrites the whole
	// template after each file, so the last write holds them all.
	const extractor = require( '@wordpress/babel-plugin-makepot' )();
	const makepot = () => extractor;
	const previous = process.cwd();
	process.chdir( root ); // references are written relative to the working folder
	try {
		for ( const file of sourceFiles() ) {
			transformFileSync( file, {
				babelrc: false,
				configFile: false,
				code: false,
				parserOpts: { plugins: [ 'typescript', 'jsx' ] },
				plugins: [ [ makepot, { output, headers } ] ],
			} );
		}
	} finally {
		process.chdir( previous );
	}
	return output;
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const written = makePot( process.argv[ 2 ] ? path.resolve( process.argv[ 2 ] ) : undefined );
	console.log( `translation template: ${ path.relative( root, written ) }` );
}
