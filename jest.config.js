// Two projects: `unit` (jsdom, msw at the network boundary) and `e2e` (Node, drives Chromium against the demo site).
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
	reporters: [ 'default', '<rootDir>/tests/tools/results-reporter.js' ],
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
	],
};
