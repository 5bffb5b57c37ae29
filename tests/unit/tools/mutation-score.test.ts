/**
 * @jest-environment node
 *
 * `npm run mutation`'s verdict (.ci/mutation/score-rules.mjs) over made-up Stryker reports: the score per file and
 * per group (the rules: src/lib and the rules beside their views; src/state's hooks), the rules' budget, and the equivalent list, which counts a surviving mutant as killed only when an
 * entry names it, and fails when an entry names none (so the list cannot rot).
 */
import { evaluate, entryProblems, fileScores, formatScores, groupOf, mergeReports, percent, relativeFile } from '../../../.ci/mutation/score-rules.mjs';
import type { Equivalent, Mutant, Report } from '../../../.ci/mutation/score-rules.mjs';

let nextId = 0;
const mutant = ( status: string, line = 1, mutatorName = 'ConditionalExpression', replacement = 'true' ): Mutant => ( {
	id: String( ++nextId ),
	mutatorName,
	replacement,
	status,
	location: { start: { line, column: 4 }, end: { line, column: 12 } },
} );
const many = ( count: number, status: string ): Mutant[] => Array.from( { length: count }, () => mutant( status ) );
const report = ( files: Record< string, Mutant[] > ): Report => ( {
	files: Object.fromEntries( Object.entries( files ).map( ( [ file, mutants ] ) => [ file, { mutants } ] ) ),
} );
const equivalent = ( overrides: Partial< Equivalent > = {} ): Equivalent => ( {
	file: 'src/lib/a.ts',
	line: 7,
	mutator: 'StringLiteral',
	replacement: '""',
	reason: 'the text is only a key that is never shown',
	...overrides,
} );

describe( 'the mutation score', () => {
	it.each( [
		[ 'killed and timed out over all valid mutants', { Killed: 8, Timeout: 1, Survived: 1 }, 90 ],
		[ 'mutants no test reached count as not killed', { Killed: 9, NoCoverage: 1 }, 90 ],
		[ 'compile errors, runtime errors and ignored mutants are left out', { Killed: 9, Survived: 1, CompileError: 5, RuntimeError: 1, Ignored: 2 }, 90 ],
		[ 'rounds down, so 89.99 % is under 90 %', { Killed: 8999, Survived: 1001 }, 89.9 ],
		[ 'every mutant killed', { Killed: 3 }, 100 ],
	] )( '%s', ( _, statuses, expected ) => {
		const mutants = Object.entries( statuses ).flatMap( ( [ status, count ] ) => many( count, status ) );
		expect( fileScores( report( { 'src/lib/a.ts': mutants } ) ).files[ 0 ]?.score ).toBe( expected );
	} );

	it( 'has no score for a file with no valid mutant', () => {
		expect( percent( 0, 0 ) ).toBeNull();
		expect( fileScores( report( { 'src/lib/a.ts': many( 2, 'CompileError' ) } ) ).files[ 0 ] ).toMatchObject( { valid: 0, score: null } );
	} );

	it( 'sums the files per group, each group on its own', () => {
		const verdict = evaluate(
			report( {
				'src/lib/a.ts': [ ...many( 9, 'Killed' ), ...many( 1, 'Survived' ) ],
				'src/screens/x/b.ts': [ ...many( 10, 'Killed' ) ],
				'src/state/settings/use-save-settings.ts': [ ...many( 1, 'Killed' ), ...many( 3, 'Survived' ) ],
			} )
		);
		expect( verdict.groups ).toEqual( [
			expect.objectContaining( { file: 'rules', detected: 19, valid: 20, score: 95 } ),
			expect.objectContaining( { file: 'hooks', detected: 1, valid: 4, score: 25 } ),
		] );
		// The hooks have no budget: their low score is printed, not failed.
		expect( verdict ).toMatchObject( { ok: true, problems: [] } );
	} );

	it( 'fails when the rules are under 90 % and says by how much', () => {
		const verdict = evaluate( report( { 'src/lib/a.ts': [ ...many( 89, 'Killed' ), ...many( 11, 'Survived' ) ] } ) );
		expect( verdict.ok ).toBe( false );
		expect( verdict.problems ).toEqual( [ 'the rules score 89 %, under the budget of 90 %' ] );
	} );

	it( 'passes at exactly 90 %', () => {
		expect( evaluate( report( { 'src/lib/a.ts': [ ...many( 90, 'Killed' ), ...many( 10, 'Survived' ) ] } ) ).ok ).toBe( true );
	} );

	it( 'fails a report that holds nothing, a mutant left untested, or a file outside the scored groups', () => {
		expect( evaluate( report( {} ) ).problems ).toEqual( [ 'the report holds no mutated file', 'no valid mutant in the rules' ] );
		const pending = mutant( 'Pending' );
		expect( evaluate( report( { 'src/lib/a.ts': [ ...many( 3, 'Killed' ), pending ] } ) ).problems ).toEqual( [
			`src/lib/a.ts: mutant ${ pending.id } has status Pending (the run did not finish)`,
		] );
		expect( evaluate( report( { 'src/lib/a.ts': many( 3, 'Killed' ), 'tests/x.ts': many( 1, 'Killed' ) } ) ).problems ).toEqual( [
			'tests/x.ts is mutated but lies in none of rules, hooks',
		] );
	} );

	it( 'reads file keys given as absolute paths under the project root', () => {
		expect( relativeFile( '/repo/src/lib/a.ts', '/repo' ) ).toBe( 'src/lib/a.ts' );
		expect( relativeFile( 'C:\\repo\\src\\lib\\a.ts', 'C:\\repo' ) ).toBe( 'src/lib/a.ts' );
		expect( relativeFile( 'src/lib/a.ts', '/repo' ) ).toBe( 'src/lib/a.ts' );
		expect( groupOf( 'src/lib/a.ts' ) ).toBe( 'rules' );
		expect( groupOf( 'src/screens/at-a-glance/scan/scan-card.ts' ) ).toBe( 'rules' );
		expect( groupOf( 'src/state/recommendations/recommendation-progress.ts' ) ).toBe( 'rules' );
		expect( groupOf( 'src/state/settings/use-save-settings.ts' ) ).toBe( 'hooks' );
		expect( groupOf( 'src/screens/settings/traffic/use-google-verification.ts' ) ).toBe( 'hooks' );
		expect( groupOf( 'src/screens/x/View.tsx' ) ).toBeNull();
		expect( groupOf( 'tests/unit/a.ts' ) ).toBeNull();
	} );

	it( 'marks the files under 90 % in the printed table and ends with the groups', () => {
		const verdict = evaluate(
			report( { 'src/lib/a.ts': [ ...many( 1, 'Killed' ), ...many( 1, 'Survived' ) ], 'src/lib/b.ts': many( 30, 'Killed' ) } )
		);
		const lines = formatScores( verdict );
		expect( lines[ 1 ] ).toMatch( /^! {2}50\.0 % +1\/2 +1 survived, 0 no coverage, 0 equivalent {2}src\/lib\/a\.ts$/ );
		expect( lines[ 2 ] ).toMatch( /^ {2}100\.0 % .* src\/lib\/b\.ts$/ );
		expect( lines.slice( -2 ).map( ( line ) => line.split( '  ' ).at( -1 ) ) ).toEqual( [ 'rules', 'hooks' ] );
	} );
} );

describe( 'the equivalent list', () => {
	const survivor = (): Mutant => mutant( 'Survived', 7, 'StringLiteral', '""' );

	it( 'counts a listed survivor as killed, and only that one', () => {
		const { files, problems } = fileScores( report( { 'src/lib/a.ts': [ ...many( 8, 'Killed' ), survivor(), mutant( 'Survived', 8, 'StringLiteral', '""' ) ] } ), [ equivalent() ] );
		expect( problems ).toEqual( [] );
		expect( files[ 0 ] ).toMatchObject( { equivalent: 1, survived: 1, detected: 9, valid: 10, score: 90 } );
	} );

	it.each( [
		[ 'another line', { line: 8 } ],
		[ 'another mutator', { mutator: 'ConditionalExpression' } ],
		[ 'another replacement', { replacement: '"Stryker was here!"' } ],
		[ 'another file', { file: 'src/lib/b.ts' } ],
		[ 'another column', { column: 5 } ],
	] )( 'fails an entry that names no surviving mutant: %s', ( _, overrides ) => {
		const { files, problems } = fileScores( report( { 'src/lib/a.ts': [ survivor() ] } ), [ equivalent( overrides ) ] );
		expect( files[ 0 ] ).toMatchObject( { equivalent: 0, survived: 1 } );
		expect( problems ).toHaveLength( 1 );
		expect( problems[ 0 ] ).toMatch( /^listed as equivalent but no such mutant survives: / );
	} );

	it( 'fails an entry whose mutant a test now kills', () => {
		const killed = { ...survivor(), status: 'Killed' };
		const verdict = evaluate( report( { 'src/lib/a.ts': [ killed ] } ), [ equivalent() ] );
		expect( verdict.ok ).toBe( false );
		expect( verdict.problems ).toEqual( [ 'listed as equivalent but no such mutant survives: src/lib/a.ts:7 StringLiteral → ""' ] );
	} );

	it( 'does not list mutants in bulk: an entry naming two identical survivors needs their column', () => {
		const twins = [ survivor(), { ...survivor(), location: { start: { line: 7, column: 20 }, end: { line: 7, column: 24 } } } ];
		expect( fileScores( report( { 'src/lib/a.ts': twins } ), [ equivalent() ] ).problems ).toEqual( [
			'listed as equivalent but names 2 surviving mutants (add its column): src/lib/a.ts:7 StringLiteral → ""',
		] );
		expect( fileScores( report( { 'src/lib/a.ts': twins } ), [ equivalent( { column: 20 } ) ] ) ).toMatchObject( {
			problems: [],
			files: [ { equivalent: 1, survived: 1 } ],
		} );
	} );

	it( 'never lists a mutant no test reached', () => {
		const uncovered = { ...survivor(), status: 'NoCoverage' };
		expect( fileScores( report( { 'src/lib/a.ts': [ uncovered ] } ), [ equivalent() ] ) ).toMatchObject( {
			files: [ { equivalent: 0, noCoverage: 1 } ],
			problems: [ 'listed as equivalent but no such mutant survives: src/lib/a.ts:7 StringLiteral → ""' ],
		} );
	} );

	it.each( [
		[ 'no reason', { reason: '' }, 'reason' ],
		[ 'a blank reason', { reason: '   ' }, 'reason' ],
		[ 'no line', { line: undefined }, 'line' ],
		[ 'no replacement', { replacement: undefined }, 'replacement' ],
	] )( 'refuses an entry with %s, and then counts no entry at all', ( _, overrides, missing ) => {
		const entries = [ equivalent(), { ...equivalent(), ...overrides } ];
		expect( entryProblems( entries ) ).toEqual( [ `equivalent entry 2 lacks ${ missing }` ] );
		const verdict = evaluate( report( { 'src/lib/a.ts': [ ...many( 9, 'Killed' ), survivor() ] } ), entries );
		expect( verdict.files[ 0 ] ).toMatchObject( { equivalent: 0, survived: 1 } );
		expect( verdict.ok ).toBe( false );
	} );

	it( 'refuses a list that is not a list', () => {
		expect( entryProblems( { 'src/lib/a.ts': 7 } ) ).toEqual( [ 'the equivalent list is not a list' ] );
	} );
} );

describe( 'the two runs’ reports', () => {
	it( 'are scored as one, each file keyed by its path in the project', () => {
		const rules = { projectRoot: '/tmp/sandbox-1', files: { '/tmp/sandbox-1/src/lib/a.ts': { mutants: many( 9, 'Killed' ) } } };
		const hooks = { projectRoot: '/tmp/sandbox-2', files: { '/tmp/sandbox-2/src/state/settings/use-save.ts': { mutants: many( 2, 'Survived' ) } } };
		const verdict = evaluate( mergeReports( [ rules, hooks ] ) );
		expect( verdict.files.map( ( file ) => [ file.file, file.score ] ) ).toEqual( [
			[ 'src/lib/a.ts', 100 ],
			[ 'src/state/settings/use-save.ts', 0 ],
		] );
		expect( verdict.groups.map( ( group ) => [ group.file, group.score ] ) ).toEqual( [
			[ 'rules', 100 ],
			[ 'hooks', 0 ],
		] );
		expect( verdict.ok ).toBe( true );
	} );

	it( 'fail when neither holds a file', () => {
		expect( evaluate( mergeReports( [ { files: {} }, { files: {} } ] ) ).problems ).toContain( 'the report holds no mutated file' );
	} );
} );
