// The jest configuration of the hooks' mutation run (tests/mutation/stryker.hooks.config.mjs): that of the rules, with
// src/ and the tests' helpers among the roots, so that a hook's related tests are found through the screens that import it (the integration
// tests of the settings, the assistant, the license and the state), not only among the files importing it directly.
const rules = require( './jest.config.js' );

module.exports = { ...rules, roots: [ '<rootDir>/src', '<rootDir>/tests/support', '<rootDir>/tests/setup', ...rules.roots ] };
