// Mutation testing of the hooks in src/state that save or open steps (`npm run mutation`, after the rules): see
// .ci/mutation/README.md. The hooks are reached through the screens that use them, so each mutant runs the test
// files that import its hook through any chain of modules (jest.hooks.config.js), and is type-checked first.
import rules, { hooks } from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
	...rules,
	mutate: hooks,
	jest: { ...rules.jest, configFile: '.ci/mutation/jest.hooks.config.js' },
	checkers: [ 'typescript' ],
	tsconfigFile: 'tsconfig.json',
	typescriptChecker: { prioritizePerformanceOverAccuracy: true },
	incrementalFile: '.ci/mutation/stryker-incremental-hooks.json',
	jsonReporter: { fileName: 'test-results/mutation/hooks.json' },
	htmlReporter: { fileName: 'test-results/mutation/hooks.html' },
};
