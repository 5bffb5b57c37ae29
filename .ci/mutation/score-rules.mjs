// The pure part of .ci/mutation/score.mjs: scores per file and per group from Stryker's JSON report (the
// mutation-testing-report-schema), the listed equivalent mutants, and the budget. No file system here, so that
// tests/unit/tools/mutation-score.test.ts can run it over made-up reports.

/** The budget: the share of valid mutants killed in the rules, in percent. */
export const BUDGET = { group: 'rules', minimum: 90 };

/**
 * The groups a score is printed for; every mutated file lies in one of them. The rules are the pure functions: the
 * shared ones in src/lib and those beside the one view that uses them (docs/parts.md); the hooks are the save and step
 * hooks (`use-*.ts`), in src/state or beside the settings section that uses them.
 */
export const GROUPS = [ 'rules', 'hooks' ];

// Statuses of the schema. Compile and runtime errors and ignored mutants are not valid: no test could run them.
const INVALID = [ 'CompileError', 'RuntimeError', 'Ignored' ];

/** A file's key as a path relative to the project, with forward slashes. */
export function relativeFile( file, projectRoot ) {
	const normal = String( file ).split( '\\' ).join( '/' );
	const rootPath = projectRoot ? String( projectRoot ).split( '\\' ).join( '/' ).replace( /\/$/, '' ) : '';
	return rootPath && normal.startsWith( `${ rootPath }/` ) ? normal.slice( rootPath.length + 1 ) : normal;
}

/** One report of several (each run's, with its own project root): files keyed by their path in the project. */
export function mergeReports( reports ) {
	const files = {};
	for ( const report of reports ) {
		for ( const [ key, result ] of Object.entries( report?.files ?? {} ) ) {
			files[ relativeFile( key, report.projectRoot ) ] = result;
		}
	}
	return { files };
}

/** The group of GROUPS a file is scored under, or null for a file outside src/. */
export function groupOf( file ) {
	if ( /^src\/(?:state|screens)\/(?:[^/]+\/)*use-[^/]+\.ts$/.test( file ) ) {
		return 'hooks';
	}
	return /^src\/.+\.ts$/.test( file ) ? 'rules' : null;
}

/** Problems with the equivalent list's entries themselves: each needs a file, a line, a mutator, a replacement and a reason. */
export function entryProblems( equivalents ) {
	if ( ! Array.isArray( equivalents ) ) {
		return [ 'the equivalent list is not a list' ];
	}
	return equivalents.flatMap( ( entry, index ) => {
		const missing = [ 'file', 'mutator', 'replacement', 'reason' ].filter( ( key ) => typeof entry?.[ key ] !== 'string' || entry[ key ].trim() === '' );
		if ( ! Number.isInteger( entry?.line ) ) {
			missing.push( 'line' );
		}
		return missing.length ? [ `equivalent entry ${ index + 1 } lacks ${ missing.join( ', ' ) }` ] : [];
	} );
}

/** Whether a listed equivalent names this mutant of this file (its start line, and its column when the entry gives one). */
function matches( entry, file, mutant ) {
	return (
		entry.file === file &&
		entry.line === mutant.location?.start?.line &&
		( entry.column === undefined || entry.column === mutant.location?.start?.column ) &&
		entry.mutator === mutant.mutatorName &&
		entry.replacement === mutant.replacement
	);
}

const describe = ( entry ) => `${ entry.file }:${ entry.line } ${ entry.mutator } → ${ entry.replacement }`;

/** The percentage, one decimal, or null when there is nothing to score. */
export function percent( detected, valid ) {
	return valid === 0 ? null : Math.floor( ( detected / valid ) * 1000 ) / 10;
}

/**
 * Counts per file. score = (killed + timeout + listed equivalents) / (killed + timeout + survived + no coverage):
 * only a surviving mutant can be listed as equivalent, each entry must name exactly one, and an entry naming none
 * is a problem (the code moved or a test now kills it: the list must be brought up to date).
 */
export function fileScores( report, equivalents = [] ) {
	const problems = entryProblems( equivalents );
	const usable = problems.length ? [] : equivalents;
	const used = new Map( usable.map( ( entry ) => [ entry, 0 ] ) );
	const files = Object.entries( report?.files ?? {} ).map( ( [ key, result ] ) => {
		const file = relativeFile( key, report.projectRoot );
		const counts = { file, killed: 0, timeout: 0, survived: 0, noCoverage: 0, equivalent: 0, invalid: 0 };
		for ( const mutant of result.mutants ?? [] ) {
			if ( mutant.status === 'Survived' ) {
				const listed = usable.filter( ( entry ) => matches( entry, file, mutant ) );
				listed.forEach( ( entry ) => used.set( entry, used.get( entry ) + 1 ) );
				counts[ listed.length ? 'equivalent' : 'survived' ] += 1;
			} else if ( mutant.status === 'Killed' ) {
				counts.killed += 1;
			} else if ( mutant.status === 'Timeout' ) {
				counts.timeout += 1;
			} else if ( mutant.status === 'NoCoverage' ) {
				counts.noCoverage += 1;
			} else if ( INVALID.includes( mutant.status ) ) {
				counts.invalid += 1;
			} else {
				problems.push( `${ file }: mutant ${ mutant.id } has status ${ mutant.status } (the run did not finish)` );
			}
		}
		return withScore( counts );
	} );
	for ( const [ entry, count ] of used ) {
		if ( count === 0 ) {
			problems.push( `listed as equivalent but no such mutant survives: ${ describe( entry ) }` );
		} else if ( count > 1 ) {
			problems.push( `listed as equivalent but names ${ count } surviving mutants (add its column): ${ describe( entry ) }` );
		}
	}
	return { files: files.sort( ( a, b ) => a.file.localeCompare( b.file ) ), problems };
}

function withScore( counts ) {
	const detected = counts.killed + counts.timeout + counts.equivalent;
	const valid = detected + counts.survived + counts.noCoverage;
	return { ...counts, detected, valid, score: percent( detected, valid ) };
}

/** The files' counts summed per group of GROUPS. */
export function groupScores( files ) {
	return GROUPS.map( ( group ) => {
		const inside = files.filter( ( file ) => groupOf( file.file ) === group );
		const sum = ( key ) => inside.reduce( ( total, file ) => total + file[ key ], 0 );
		return withScore( {
			file: group,
			killed: sum( 'killed' ),
			timeout: sum( 'timeout' ),
			survived: sum( 'survived' ),
			noCoverage: sum( 'noCoverage' ),
			equivalent: sum( 'equivalent' ),
			invalid: sum( 'invalid' ),
		} );
	} );
}

/** The whole verdict: per file, per group, the problems, and whether the budget holds. */
export function evaluate( report, equivalents = [] ) {
	const { files, problems } = fileScores( report, equivalents );
	if ( files.length === 0 ) {
		problems.push( 'the report holds no mutated file' );
	}
	for ( const file of files ) {
		if ( groupOf( file.file ) === null ) {
			problems.push( `${ file.file } is mutated but lies in none of ${ GROUPS.join( ', ' ) }` );
		}
	}
	const groups = groupScores( files );
	const budgeted = groups.find( ( group ) => group.file === BUDGET.group );
	if ( ! budgeted || budgeted.valid === 0 ) {
		problems.push( `no valid mutant in the ${ BUDGET.group }` );
	} else if ( budgeted.score < BUDGET.minimum ) {
		problems.push( `the ${ BUDGET.group } score ${ budgeted.score } %, under the budget of ${ BUDGET.minimum } %` );
	}
	return { files, groups, problems, ok: problems.length === 0 };
}

/** The printed table: one line per file, then one per group; files under the budget's minimum are marked. */
export function formatScores( { files, groups } ) {
	const row = ( entry, mark = ' ' ) =>
		`${ mark } ${ entry.score === null ? '  n/a' : entry.score.toFixed( 1 ).padStart( 5 ) } %  ${ String( entry.detected ).padStart( 4 ) }/${ String( entry.valid ).padEnd( 4 ) }` +
		`  ${ entry.survived } survived, ${ entry.noCoverage } no coverage, ${ entry.equivalent } equivalent  ${ entry.file }`;
	return [
		'mutation score (killed + timeout + listed equivalent) / (killed + timeout + survived + no coverage):',
		...files.map( ( file ) => row( file, file.score !== null && file.score < BUDGET.minimum ? '!' : ' ' ) ),
		...groups.map( ( group ) => row( group, '=' ) ),
	];
}
