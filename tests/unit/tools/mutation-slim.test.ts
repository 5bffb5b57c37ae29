/**
 * The committed mutation results, slimmed (.ci/mutation/slim-results.mjs): what Stryker's incremental mode and the
 * verdict read stays as it was; why a mutant died (a test's message and stack, with the machine's paths), the run's
 * configuration and its project root go.
 */
import { slimResults } from '../../../.ci/mutation/slim-results.mjs';

const location = { start: { line: 3, column: 9 }, end: { line: 3, column: 20 } };
const killed = {
	id: '1',
	mutatorName: 'ConditionalExpression',
	replacement: 'true',
	location,
	status: 'Killed',
	static: false,
	coveredBy: [ '0', '1' ],
	killedBy: [ '1' ],
	testsCompleted: 2,
	statusReason: 'Error: expect(received).toBe(expected)\n    at Object.<anonymous> (/tmp/jetpack-dashboard-stryker/sandbox-1/tests/unit/lib/a.test.ts:4:2)',
	relativeFileName: 'src/lib/a.ts',
};
const ignored = { id: '2', mutatorName: 'StringLiteral', replacement: '""', location, status: 'Ignored', static: false, statusReason: 'the text domain of an i18n call' };
const test = { id: '0', name: 'a is true', location: { start: { line: 4, column: 1 } } };
const report = {
	schemaVersion: '2',
	thresholds: { high: 90, low: 80, break: null },
	projectRoot: '/work/main',
	config: { tempDirName: '/tmp/jetpack-dashboard-stryker', plugins: [ '/work/main/.ci/mutation/text-domain-ignorer.mjs' ] },
	framework: { name: 'StrykerJS', version: '9.6.1' },
	files: { 'src/lib/a.ts': { language: 'typescript', source: 'export const a = 1;\n', mutants: [ killed, ignored ] } },
	testFiles: { 'tests/unit/lib/a.test.ts': { source: 'it( "a is true", () => {} );\n', tests: [ test ] } },
};

it( 'keeps each source, each mutant’s place, kind, status and tests, and each test’s name and place', () => {
	const kept = { ...killed } as Partial< typeof killed >;
	delete kept.statusReason;
	delete kept.relativeFileName;
	expect( slimResults( report ) ).toEqual( {
		schemaVersion: '2',
		thresholds: report.thresholds,
		files: { 'src/lib/a.ts': { language: 'typescript', source: 'export const a = 1;\n', mutants: [ kept, ignored ] } },
		testFiles: report.testFiles,
	} );
} );

it( 'leaves no path of the machine that made the results', () => {
	expect( JSON.stringify( slimResults( report ) ) ).not.toMatch( /\/tmp\/|\/work\// );
} );

it( 'keeps a report without test files without them', () => {
	const withoutTests = { ...report } as Partial< typeof report >;
	delete withoutTests.testFiles;
	expect( slimResults( withoutTests ) ).not.toHaveProperty( 'testFiles' );
} );
