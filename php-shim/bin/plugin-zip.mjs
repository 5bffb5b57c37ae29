#!/usr/bin/env node
/**
 * Packs the WordPress plugin as WordPress installs it (Plugins → Add New → Upload Plugin): one top-level folder,
 * jetpack-dashboard/, with the PHP of php-shim/ (with the three files the build generates into includes/),
 * readme.txt, the production build (its right-to-left stylesheets included; source maps only with --source-maps) and
 * languages/ (the translation template the build wrote, and any translations php-shim/languages/ holds). The demo
 * site, the tests and the developer's README stay out. `npm run plugin:zip` builds first, then runs this; it writes
 * dist/jetpack-dashboard.zip and prints its size and file count.
 */
import { zipSync } from 'fflate';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED_PHP } from './generate-php.mjs';

const root = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../..' );
export const PLUGIN_SLUG = 'jetpack-dashboard';
export const ZIP_PATH = path.join( root, 'dist', `${ PLUGIN_SLUG }.zip` );

/** Every file under a folder, as paths relative to it. */
function walk( dir, prefix = '' ) {
	return readdirSync( dir, { withFileTypes: true } ).flatMap( ( entry ) => {
		const relative = prefix ? `${ prefix }/${ entry.name }` : entry.name;
		return entry.isDirectory() ? walk( path.join( dir, entry.name ), relative ) : [ relative ];
	} );
}

/** The plugin header's Version, readme.txt's Stable tag and the version constant must all be package.json's. */
export function versionProblems() {
	const version = JSON.parse( readFileSync( path.join( root, 'package.json' ), 'utf8' ) ).version;
	const main = readFileSync( path.join( root, 'php-shim', `${ PLUGIN_SLUG }.php` ), 'utf8' );
	const readme = readFileSync( path.join( root, 'php-shim/readme.txt' ), 'utf8' );
	const found = {
		'plugin header Version': main.match( /^\s*\*\s*Version:\s*(\S+)/m )?.[ 1 ],
		'JETPACK_DASHBOARD_VERSION': main.match( /define\(\s*'JETPACK_DASHBOARD_VERSION',\s*'([^']+)'/ )?.[ 1 ],
		'readme.txt Stable tag': readme.match( /^Stable tag:\s*(\S+)/m )?.[ 1 ],
	};
	return Object.entries( found )
		.filter( ( [ , value ] ) => value !== version )
		.map( ( [ what, value ] ) => `${ what } is ${ value ?? 'missing' }, package.json's version is ${ version }` );
}

/** The files of php-shim/ the plugin ships: not the developer's README, nor the build tools in bin/. */
export function shippedSourceFiles() {
	return walk( path.join( root, 'php-shim' ) ).filter( ( file ) => file !== 'README.md' && ! file.startsWith( 'bin/' ) );
}

/**
 * The files the build generates into the plugin (generate-php.mjs) that `folder` lacks, as paths under it: a build/
 * copied from elsewhere, or one made before they were generated, leaves them out.
 */
export function missingGeneratedPhp( folder = path.join( root, 'php-shim' ) ) {
	return GENERATED_PHP.filter( ( file ) => ! existsSync( path.join( folder, file ) ) );
}

/** The zip's entries: path inside the zip → where it comes from. */
export function pluginFiles( { sourceMaps = false } = {} ) {
	const build = path.join( root, 'build' );
	if ( ! existsSync( path.join( build, 'manifest.json' ) ) ) {
		throw new Error( 'build/ is missing: run npm run build first (npm run plugin:zip does).' );
	}
	const ungenerated = missingGeneratedPhp();
	if ( ungenerated.length ) {
		throw new Error( `php-shim/${ ungenerated.join( ', php-shim/' ) } missing: run npm run build first (npm run plugin:zip does).` );
	}
	const files = new Map();
	for ( const file of shippedSourceFiles() ) {
		files.set( file, path.join( root, 'php-shim', file ) );
	}
	for ( const file of walk( build ) ) {
		if ( file.startsWith( 'languages/' ) ) {
			files.set( file, path.join( build, file ) );
		} else if ( sourceMaps || ! file.endsWith( '.map' ) ) {
			files.set( `build/${ file }`, path.join( build, file ) );
		}
	}
	return files;
}

/** Writes the zip to `options.destination` (dist/jetpack-dashboard.zip unless given) and says what it holds. */
export function packPlugin( options = {} ) {
	const problems = versionProblems();
	if ( problems.length ) {
		throw new Error( `The plugin's versions disagree:\n  ${ problems.join( '\n  ' ) }` );
	}
	const files = pluginFiles( options );
	// A fixed date, so that the same sources give the same zip.
	const mtime = new Date( '2020-01-01T00:00:00Z' );
	const entries = Object.fromEntries(
		[ ...files.keys() ].sort().map( ( file ) => [ `${ PLUGIN_SLUG }/${ file }`, [ readFileSync( files.get( file ) ), { mtime } ] ] )
	);
	const zip = zipSync( entries, { level: 9 } );
	const destination = options.destination ?? ZIP_PATH;
	mkdirSync( path.dirname( destination ), { recursive: true } );
	writeFileSync( destination, zip );
	return { path: destination, bytes: zip.length, files: files.size };
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	try {
		const packed = packPlugin( { sourceMaps: process.argv.includes( '--source-maps' ) } );
		console.log( `plugin package: ${ path.relative( root, packed.path ) }, ${ ( packed.bytes / 1000 ).toFixed( 1 ) } KB, ${ packed.files } files` );
	} catch ( error ) {
		console.error( error.message );
		process.exit( 1 );
	}
}
