/**
 * When `npm run mutation` may take the committed results as they are (.ci/mutation/current-results.mjs): only when
 * Stryker would reuse every one of them.
 */
import { expandMutate, staleReasons } from '../../../.ci/mutation/current-results.mjs';
import type { Results } from '../../../.ci/mutation/current-results.mjs';

const disk: Record< string, string > = {
	'src/lib/a.ts': 'export const a = 1;',
	'src/lib/deep/b.ts': 'export const b = 2;',
	'tests/unit/lib/a.test.ts': 'it( "a", () => {} );',
};
const read = ( file: string ) => disk[ file ] ?? null;
const results = ( overrides: Partial< Record< string, string > > = {} ): Results => {
	const source = ( file: string ) => overrides[ file ] ?? disk[ file ] ?? '';
	return {
		files: { 'src/lib/a.ts': { source: source( 'src/lib/a.ts' ) }, 'src/lib/deep/b.ts': { source: source( 'src/lib/deep/b.ts' ) } },
		testFiles: { 'tests/unit/lib/a.test.ts': { source: source( 'tests/unit/lib/a.test.ts' ) } },
	};
};
const mutated = [ 'src/lib/a.ts', 'src/lib/deep/b.ts' ];

describe( 'staleReasons', () => {
	it( 'has none when every mutated file and every test file is as the results saw it', () => {
		expect( staleReasons( results(), mutated, read ) ).toEqual( [] );
	} );

	it.each( [
		[ 'a mutated file changed', results( { 'src/lib/a.ts': 'export const a = 0;' } ), mutated, [ 'src/lib/a.ts changed' ] ],
		[ 'a test file changed', results( { 'tests/unit/lib/a.test.ts': 'it.todo( "a" );' } ), mutated, [ 'tests/unit/lib/a.test.ts changed' ] ],
		[ 'a file is newly mutated', results(), [ ...mutated, 'src/lib/c.ts' ], [ 'src/lib/c.ts is mutated but has no results' ] ],
		[ 'a file is no longer mutated', results(), [ 'src/lib/a.ts' ], [ 'src/lib/deep/b.ts has results but is no longer mutated' ] ],
	] )( 'names why when %s', ( _case, given, files, reasons ) => {
		expect( staleReasons( given, files, read ) ).toEqual( reasons );
	} );

	it( 'names a test file that is gone, and results that are missing', () => {
		const gone = { ...results(), testFiles: { 'tests/unit/lib/old.test.ts': { source: 'x' } } };
		expect( staleReasons( gone, mutated, read ) ).toEqual( [ 'tests/unit/lib/old.test.ts is gone' ] );
		expect( staleReasons( null, mutated, read ) ).toEqual( [ 'no committed results' ] );
	} );
} );

describe( 'expandMutate', () => {
	const listDir = ( dir: string ) => Object.keys( disk ).filter( ( file ) => file.startsWith( `${ dir }/` ) );

	it( 'lists every file under a folder for dir/**/*.ts, and a path as itself, sorted', () => {
		expect( expandMutate( [ 'src/screens/x.ts', 'src/lib/**/*.ts' ], listDir ) ).toEqual( [ 'src/lib/a.ts', 'src/lib/deep/b.ts', 'src/screens/x.ts' ] );
	} );

	it( 'lists the files of a dotted extension for dir/**/*.card.ts, and no other', () => {
		const files = [ 'src/x/a/a.card.ts', 'src/x/a/a-card.ts', 'src/x/b.card.ts' ];
		const list = ( dir: string ) => files.filter( ( file ) => file.startsWith( `${ dir }/` ) );
		expect( expandMutate( [ 'src/x/**/*.card.ts' ], list ) ).toEqual( [ 'src/x/a/a.card.ts', 'src/x/b.card.ts' ] );
	} );

	it( 'leaves out a file named with !', () => {
		expect( expandMutate( [ 'src/lib/**/*.ts', '!src/lib/a.ts' ], listDir ) ).toEqual( [ 'src/lib/deep/b.ts' ] );
	} );

	it( 'refuses a pattern it does not understand', () => {
		expect( () => expandMutate( [ 'src/*/x.ts' ], listDir ) ).toThrow( 'mutate pattern not understood: src/*/x.ts' );
	} );
} );
