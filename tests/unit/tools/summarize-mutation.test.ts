/**
 * @jest-environment node
 *
 * CI's closing line (.ci/results/summarize-results.js) and mutation testing: in a repository that has it
 * (.ci/mutation/stryker.config.mjs) with committed results (.ci/mutation/stryker-incremental.json), the verdict
 * .ci/mutation/score.mjs writes must be there and met, or the run fails and says why; without committed results CI
 * does not run it (a first full run is longer than CI's time) and the closing lines say so. Run over fake results in a
 * directory of its own.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve( __dirname, '../../..' );
let root: string;

function write( file: string, text: string ): void {
	fs.mkdirSync( path.dirname( path.join( root, file ) ), { recursive: true } );
	fs.writeFileSync( path.join( root, file ), text );
}

function summary(): { status: number | null; lines: string[] } {
	const run = spawnSync( process.execPath, [ path.join( root, '.ci/results/summarize-results.js' ) ], { encoding: 'utf8' } );
	expect( run.stderr ).toBe( '' );
	return { status: run.status, lines: run.stdout.trimEnd().split( '\n' ) };
}

beforeEach( () => {
	root = fs.mkdtempSync( path.join( os.tmpdir(), 'summary-mutation-' ) );
	write( '.ci/results/summarize-results.js', fs.readFileSync( path.join( repo, '.ci/results/summarize-results.js' ), 'utf8' ) );
	// One jest run that passed, in the results reporter's shape; no jest.config.js, so no other suite is expected.
	write( 'test-results/jest-1.json', JSON.stringify( { numPassedTests: 4, numFailedTests: 0, suites: [ { file: 'tests/unit/a.test.ts', passed: 4 } ] } ) );
} );

afterEach( () => {
	fs.rmSync( root, { recursive: true, force: true } );
} );

it( 'expects no verdict from a repository without mutation testing', () => {
	expect( summary() ).toEqual( { status: 0, lines: [ 'every suite that CI runs ran and passed', 'tests: 4 passed, 0 failed' ] } );
} );

describe( 'in a repository with mutation testing', () => {
	beforeEach( () => {
		write( '.ci/mutation/stryker.config.mjs', 'export default {};\n' );
	} );

	it( 'says it did not run, without failing, while no results are committed', () => {
		expect( summary() ).toEqual( {
			status: 0,
			lines: [
				'not run: mutation testing has no committed results yet (.ci/mutation/stryker-incremental.json; see .ci/mutation/README.md)',
				'every suite that CI runs ran and passed',
				'tests: 4 passed, 0 failed',
			],
		} );
	} );
} );

describe( 'in a repository with committed mutation results', () => {
	beforeEach( () => {
		write( '.ci/mutation/stryker.config.mjs', 'export default {};\n' );
		write( '.ci/mutation/stryker-incremental.json', '{}\n' );
	} );

	it( 'passes when the verdict is there and met', () => {
		write( 'test-results/mutation/score.json', JSON.stringify( { ok: true, problems: [] } ) );
		expect( summary() ).toEqual( { status: 0, lines: [ 'every suite that CI runs ran and passed', 'tests: 4 passed, 0 failed' ] } );
	} );

	it( 'says which run was not made, without failing, when the verdict was met without it', () => {
		const notRun = '.ci/mutation/stryker.hooks.config.mjs: no committed results yet (.ci/mutation/stryker-incremental-hooks.json)';
		write( 'test-results/mutation/score.json', JSON.stringify( { ok: true, problems: [], notRun: [ notRun ] } ) );
		expect( summary() ).toEqual( {
			status: 0,
			lines: [ `not run: mutation testing of ${ notRun }`, 'every suite that CI runs ran and passed', 'tests: 4 passed, 0 failed' ],
		} );
	} );

	it( 'fails when mutation testing left no verdict', () => {
		const { status, lines } = summary();
		expect( lines ).toEqual( [ 'missing: mutation testing left no verdict (test-results/mutation/score.json)', 'FAILED: 1 problem(s) above', 'tests: 4 passed, 1 failed' ] );
		expect( status ).toBe( 1 );
	} );

	it( 'fails when the budget was not met, with the first reason', () => {
		write( 'test-results/mutation/score.json', JSON.stringify( { ok: false, problems: [ 'the rules score 84.2 %, under the budget of 90 %' ] } ) );
		const { status, lines } = summary();
		expect( lines[ 0 ] ).toBe( 'failing: mutation testing (the rules score 84.2 %, under the budget of 90 %)' );
		expect( lines.at( -1 ) ).toBe( 'tests: 4 passed, 1 failed' );
		expect( status ).toBe( 1 );
	} );

	it( 'fails on a verdict it cannot read', () => {
		write( 'test-results/mutation/score.json', '{ "ok": tru' );
		const { status, lines } = summary();
		expect( lines[ 0 ] ).toBe( 'missing: mutation testing left no verdict (test-results/mutation/score.json)' );
		expect( status ).toBe( 1 );
	} );
} );
