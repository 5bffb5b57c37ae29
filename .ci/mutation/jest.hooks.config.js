// The jest configuration of the hooks' mutation run (.ci/mutation/stryker.hooks.config.mjs): that of the rules, with
// src/ and the tests' helpers among the roots, so that a hook's related tests are found through the screens that
// import it (the integration tests of the settings, the assistant, the license and the state), not only among the
// files importing it directly.
//
// MUTATION_TEST_ROOTS (folders, comma separated) narrows the tests to those of a hook's own screens, for a first run
// made hook by hook (.ci/mutation/README.md): a narrower run can only miss a killing test, never invent one.
const rules = require( './jest.config.js' );

const narrowed = ( process.env.MUTATION_TEST_ROOTS ?? '' ).split( ',' ).filter( Boolean );
const tests = narrowed.length ? narrowed.map( ( dir ) => `<rootDir>/${ dir }` ) : rules.roots;

module.exports = { ...rules, roots: [ '<rootDir>/src', '<rootDir>/tests/support', '<rootDir>/tests/setup', ...tests ] };
