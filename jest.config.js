// Three projects: `unit` (jsdom, msw at the network boundary), `e2e` (Node, drives Chromium against the demo site)
// and `bench` (the same, measuring budgets and timing; run on its own by `npm run bench`).
const esmOnly = [
	'rettime',
	'until-async',
	'@open-draft/deferred-promise',
	'uuid',
	'@wordpress/theme',
	'msw',
	'@mswjs',
].join( '|' );

// Explicit options: package.json's babel config is file-relative and would not reach the ESM-only packages above.
const babel = [
	'babel-jest',
	{
		babelrc: false,
		configFile: false,
		presets: [
			[ '@babel/preset-env', { targets: { node: 'current' } } ],
			[ '@babel/preset-react', { runtime: 'automatic' } ],
			'@babel/preset-typescript',
		],
	},
];
const transform = { '^.+\\.(t|j)sx?$': babel, '^.+\\.mjs$': babel };

module.exports = {
	// Every core: the unit tests spend their time in the CPU, and Jest's default leaves one core idle (half of a
	// 2-core CI machine). The browser suites run in band anyway.
	maxWorkers: '100%',
	reporters: [ 'default', '<rootDir>/.ci/results/results-reporter.js' ],
	projects: [
		{
			displayName: 'unit',
			testEnvironment: 'jest-fixed-jsdom',
			testEnvironmentOptions: { customExportConditions: [ '' ] },
			roots: [ '<rootDir>/src', '<rootDir>/tests/unit', '<rootDir>/tests/integration' ],
			testMatch: [ '**/*.test.ts', '**/*.test.tsx' ],
			setupFilesAfterEnv: [ '<rootDir>/tests/setup/jest.setup.ts' ],
			moduleNameMapper: { '\\.css$': '<rootDir>/tests/setup/style-stub.js' },
			transform,
			transformIgnorePatterns: [ `/node_modules/(?!(${ esmOnly })/)` ],
		},
		{
			displayName: 'e2e',
			testEnvironment: 'node',
			roots: [ '<rootDir>/tests/e2e' ],
			testMatch: [ '**/*.e2e.ts' ],
			globalSetup: '<rootDir>/tests/e2e/support/global-setup.ts',
			globalTeardown: '<rootDir>/tests/e2e/support/global-teardown.ts',
			setupFilesAfterEnv: [ '<rootDir>/tests/e2e/support/jest-timeout.ts' ],
			transform,
		},
		{
			// `npm run bench`: budgets and timing against the built demo site (the e2e project's server and browser).
			displayName: 'bench',
			testEnvironment: 'node',
			roots: [ '<rootDir>/tests/bench' ],
			testMatch: [ '**/*.bench.ts' ],
			globalSetup: '<rootDir>/tests/e2e/support/global-setup.ts',
			globalTeardown: '<rootDir>/tests/e2e/support/global-teardown.ts',
			setupFilesAfterEnv: [ '<rootDir>/tests/e2e/support/jest-timeout.ts' ],
			transform,
		},
	],
};
