// Lint rules for the whole repository. Kept under tests/ so the top level stays as the project fixed it;
// `npm run lint` points ESLint here.
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import wordpress from '@wordpress/eslint-plugin';

const TEST_BLOCKS = '/^(describe|it|test|suite)$/';
const focusedOrSkippedTests = [
	{
		selector: `MemberExpression[object.name=${ TEST_BLOCKS }][property.name=/^(only|skip|todo|failing)$/]`,
		message: 'Focused, skipped or to-do tests are not allowed: every test runs.',
	},
	{
		selector: 'Identifier[name=/^(xit|xtest|xdescribe|fit|fdescribe|ftest)$/]',
		message: 'Focused or skipped tests (x… / f…) are not allowed: every test runs.',
	},
	{
		// node:test spells them as options: test( name, { skip: true }, fn ), and as t.skip() / t.todo() inside.
		selector: `CallExpression[callee.name=${ TEST_BLOCKS }] > ObjectExpression > Property[key.name=/^(only|skip|todo)$/]`,
		message: 'Focused, skipped or to-do tests are not allowed: every test runs.',
	},
	{
		selector: 'CallExpression[callee.object.name=/^(t|context)$/][callee.property.name=/^(skip|todo|runOnly)$/]',
		message: 'Skipping from inside a test is not allowed: every test runs.',
	},
];

export default tseslint.config(
	{
		ignores: [ 'node_modules/**', 'build/**', 'build-server/**', 'coverage/**', 'php-shim/**', '.data/**', '.wp-test/**' ],
	},
	...tseslint.configs.strict,
	...wordpress.configs.i18n,
	{
		files: [ '**/*.{ts,tsx,js,mjs}' ],
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		plugins: { 'react-hooks': reactHooks },
		rules: {
			'react-hooks/rules-of-hooks': 'error',
			'react-hooks/exhaustive-deps': 'error',
			'@typescript-eslint/no-explicit-any': 'error',
			// RTK Query spells "no argument" as `void` in its generics (so hooks are called without one).
			'@typescript-eslint/no-invalid-void-type': 'off',
			'@typescript-eslint/ban-ts-comment': [ 'error', { 'ts-ignore': true, 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' } ],
			'@typescript-eslint/consistent-type-imports': 'error',
			'@wordpress/i18n-text-domain': [ 'error', { allowedTextDomain: 'jetpack' } ],
			'no-console': [ 'error', { allow: [ 'warn', 'error' ] } ],
		},
	},
	{
		// Numbers, prices and dates are formatted through src/lib/locale.ts, which turns a WordPress locale
		// (pt_PT_ao90, de_DE_formal) into a tag Intl accepts; a raw call throws a RangeError on such a locale.
		files: [ 'src/**/*.{ts,tsx}' ],
		ignores: [ 'src/lib/locale.ts' ],
		rules: {
			'no-restricted-syntax': [
				'error',
				{ selector: "MemberExpression[object.name='Intl']", message: 'Format through src/lib/locale.ts.' },
				{ selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]', message: 'Format through src/lib/locale.ts.' },
			],
		},
	},
	{
		files: [ '**/*.config.js', 'tests/**/*.js' ],
		rules: { '@typescript-eslint/no-require-imports': 'off' },
	},
	{
		// A focused test silently drops every other test of its file; a skipped one drops itself. Neither may reach
		// main: delete a test that no longer holds, or fix it.
		files: [ 'tests/**', '**/*.test.{ts,tsx}' ],
		rules: { 'no-restricted-syntax': [ 'error', ...focusedOrSkippedTests ] },
	},
	{
		// The demo server and test tooling print progress on purpose.
		files: [ 'src/demo/server/**', 'tests/e2e/**', 'tests/bench/**', 'tests/wordpress/**', 'tests/tools/**' ],
		rules: { 'no-console': 'off' },
	},
	{
		// Dependencies point one way: the shell (src/app) uses the screens, never the reverse.
		files: [ 'src/screens/**', 'src/components/**', 'src/hooks/**', 'src/state/**', 'src/api/**', 'src/lib/**' ],
		rules: { 'no-restricted-imports': [ 'error', { patterns: [ { group: [ '**/app/*', '**/app' ], message: 'Only the shell imports from src/app.' } ] } ] },
	}
);
