// Whether a run's committed results (its incremental file, a mutation report with the sources it was made from) are
// still those Stryker would give: every file it mutates and every test file it ran unchanged, and no file added to or
// dropped from what it mutates. Pure, for tests/unit/tools/mutation-current.test.ts; run.mjs reads the disk.

/**
 * The files a `mutate` list names. Only the shapes the configurations use: a path, `dir/**\/*.ext` (every file under
 * dir with that extension, which may have dots: `*.card.ts`) and `!path` (that file left out); `listDir( dir )` answers every file below dir, as project
 * paths.
 */
export function expandMutate( patterns, listDir ) {
	const excluded = patterns.filter( ( pattern ) => pattern.startsWith( '!' ) ).map( ( pattern ) => pattern.slice( 1 ) );
	return patterns
		.filter( ( pattern ) => ! pattern.startsWith( '!' ) )
		.flatMap( ( pattern ) => {
			const deep = /^(.+)\/\*\*\/\*((?:\.[a-z]+)+)$/.exec( pattern );
			if ( deep ) {
				const [ , dir, extension ] = deep;
				return listDir( dir ).filter( ( file ) => file.endsWith( extension ) );
			}
			if ( pattern.includes( '*' ) ) {
				throw new Error( `mutate pattern not understood: ${ pattern }` );
			}
			return [ pattern ];
		} )
		.filter( ( file ) => ! excluded.includes( file ) )
		.sort();
}

/**
 * Why the results are not current (an empty list when they are). `read( file )` answers a project file's text, or null
 * when there is no such file.
 */
export function staleReasons( results, mutated, read ) {
	if ( ! results ) {
		return [ 'no committed results' ];
	}
	const reasons = [];
	const recorded = Object.keys( results.files ?? {} ).sort();
	for ( const file of mutated.filter( ( name ) => ! recorded.includes( name ) ) ) {
		reasons.push( `${ file } is mutated but has no results` );
	}
	for ( const file of recorded.filter( ( name ) => ! mutated.includes( name ) ) ) {
		reasons.push( `${ file } has results but is no longer mutated` );
	}
	for ( const [ file, entry ] of Object.entries( results.files ?? {} ) ) {
		if ( mutated.includes( file ) && read( file ) !== entry.source ) {
			reasons.push( `${ file } changed` );
		}
	}
	for ( const [ file, entry ] of Object.entries( results.testFiles ?? {} ) ) {
		const text = read( file );
		if ( text === null ) {
			reasons.push( `${ file } is gone` );
		} else if ( text !== entry.source ) {
			reasons.push( `${ file } changed` );
		}
	}
	return reasons;
}
