/**
 * Where the dashboard's JavaScript bytes come from: each minified script's source map attributes every generated
 * character to a source file, and the files are summed by package (the app's own code, the webpack runtime, each npm
 * package). Printed by the benchmark so that the next change to the bundle starts from figures, not guesses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';

export interface PackageBytes {
	name: string;
	/** Minified bytes (characters of the generated code; the build is ASCII). */
	bytes: number;
}

/**
 * The package a source of the map belongs to: the npm package's name (the innermost, for a package nested in
 * another's node_modules), or the app's code, or webpack's runtime.
 */
export function packageOf( source: string | null ): string {
	if ( ! source ) {
		return 'unmapped';
	}
	const innermost = [ ...source.matchAll( /node_modules\/((?:@[^/]+\/)?[^/]+)/g ) ].pop()?.[ 1 ];
	if ( innermost ) {
		return innermost;
	}
	return /^webpack:\/\/[^/]*\/webpack\//.test( source ) ? 'webpack runtime' : 'app';
}

/** Sums one script's generated characters by package, from its source map. */
export function composeScript( code: string, map: string, into: Map< string, number > = new Map() ): Map< string, number > {
	const lineLengths = code.split( '\n' ).map( ( line ) => line.length );
	const segments: { line: number; column: number; source: string | null }[] = [];
	eachMapping( new TraceMap( map ), ( mapping ) => {
		segments.push( { line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source } );
	} );
	segments.forEach( ( segment, index ) => {
		const next = segments[ index + 1 ];
		const end = next && next.line === segment.line ? next.column : lineLengths[ segment.line - 1 ] ?? segment.column;
		const name = packageOf( segment.source );
		into.set( name, ( into.get( name ) ?? 0 ) + end - segment.column );
	} );
	return into;
}

/** The composition of the scripts a page loaded, by their file names in the build folder, largest package first. */
export function composeBuild( buildDir: string, scriptUrls: string[] ): PackageBytes[] {
	const totals = new Map< string, number >();
	for ( const url of scriptUrls ) {
		const file = path.join( buildDir, path.basename( new URL( url, 'http://build/' ).pathname ) );
		if ( fs.existsSync( `${ file }.map` ) ) {
			composeScript( fs.readFileSync( file, 'utf8' ), fs.readFileSync( `${ file }.map`, 'utf8' ), totals );
		}
	}
	return [ ...totals ].map( ( [ name, bytes ] ) => ( { name, bytes } ) ).sort( ( a, b ) => b.bytes - a.bytes );
}
