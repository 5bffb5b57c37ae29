// The jest configuration Stryker runs (.ci/mutation/stryker.config.mjs): the repository's `unit` project, limited
// to the tests that exercise the mutated code — the rules' table tests (src/lib's and those of the rules beside their
// views), the state tests, and the integration tests of the screens whose saves and steps go through the mutated
// hooks — so that each mutant runs a short list of tests.
const fs = require( 'fs' );
const path = require( 'path' );

const root = path.resolve( __dirname, '../..' );

// Dates are read in a zone far from UTC (this sets it for the Stryker worker that loads this file), so that a time a
// rule reads as local cannot pass for one it should read as UTC.
process.env.TZ = 'Pacific/Auckland';
const base = require( '../../jest.config.js' );
const unit = base.projects.find( ( project ) => project.displayName === 'unit' );

const roots = [
	'tests/unit/lib',
	'tests/unit/screens',
	'tests/unit/app',
	'tests/unit/hooks',
	'tests/unit/components',
	'tests/unit/state',
	'tests/integration/settings',
	'tests/integration/recommendations',
	'tests/integration/state',
	'tests/integration/license',
	'tests/integration/traffic',
	// The rule tests beside each At a Glance card (docs/dashboard.md#adding-a-card); its view's tests are left out below.
	'src/screens/at-a-glance',
].filter( ( dir ) => fs.existsSync( path.join( root, dir ) ) );

// One project, not a list of them: Stryker's jest runner runs a single configuration.
const project = { ...unit };
delete project.displayName;

module.exports = {
	...project,
	rootDir: root,
	roots: roots.map( ( dir ) => `<rootDir>/${ dir }` ),
	// Timing tests measure the product's code, not Stryker's slower instrumented copy of it. The views' tests beside
	// the cards (.tsx) drive whole screens: the rules' own tables are what each mutant runs.
	testPathIgnorePatterns: [ '/node_modules/', '\\.speed\\.test\\.ts$', '/src/.*\\.test\\.tsx$' ],
};
