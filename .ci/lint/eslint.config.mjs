// Lint rules for the whole repository. Kept under tests/ so the top level stays as the project fixed it;
// `npm run lint` points ESLint here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import wordpress from '@wordpress/eslint-plugin';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { restrictedZones } from './parts.mjs';

const ROOT = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../..' );

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

// A browser test's negative check ("the dialog does not appear") waits for the page to settle on a condition: a
// heading shown, nothing in the main area loading, the request answered, the animation ended, network idle. A fixed
// sleep passes on a fast machine and fails on a slow one (or passes while the thing it denies is still on its way);
// a wait on a constant is no wait at all.
const WAIT_FOR_FUNCTION = "CallExpression[callee.property.name='waitForFunction']";
const CONSTANT = '/^(Literal|ArrayExpression|ObjectExpression|ClassExpression)$/';
const fixedWaits = [
	{
		selector: "CallExpression[callee.property.name='waitForTimeout']",
		message: 'No fixed sleep in browser tests: wait for a condition (a locator, page.waitForResponse, a load state, the animation ended).',
	},
	...[
		`${ WAIT_FOR_FUNCTION }[arguments.0.type='ArrowFunctionExpression'][arguments.0.body.type=${ CONSTANT }]`,
		`${ WAIT_FOR_FUNCTION }[arguments.0.type='ArrowFunctionExpression'][arguments.0.body.type='TemplateLiteral'][arguments.0.body.expressions.length=0]`,
		`${ WAIT_FOR_FUNCTION }[arguments.0.type='ArrowFunctionExpression'][arguments.0.body.type='Identifier'][arguments.0.body.name=/^(undefined|NaN|Infinity)$/]`,
		`${ WAIT_FOR_FUNCTION }[arguments.0.type='ArrowFunctionExpression'][arguments.0.body.type='UnaryExpression'][arguments.0.body.argument.type=${ CONSTANT }]`,
		`${ WAIT_FOR_FUNCTION } > :function.arguments > BlockStatement.body[body.length=0]`,
		`${ WAIT_FOR_FUNCTION } > :function.arguments > BlockStatement.body[body.length=1] > ReturnStatement > :matches(Literal, ArrayExpression, ObjectExpression, TemplateLiteral[expressions.length=0], UnaryExpression[argument.type=${ CONSTANT }], Identifier[name=/^(undefined|NaN|Infinity)$/]).argument`,
		`${ WAIT_FOR_FUNCTION } > Literal.arguments:first-child[value=/^\\s*!*\\s*(true|false|-?[0-9.]+|null|undefined|'[^']*'|"[^"]*"|\\[\\]|\\{\\})\\s*;?\\s*$/]`,
	].map( ( selector ) => ( {
		selector,
		message: 'waitForFunction on a constant waits for nothing: wait for the condition the check needs (a locator, page.waitForResponse, the animation ended).',
	} ) ),
];
// In the tests themselves (not their support code, whose polls wait for a condition): no sleep on a timer either.
const timerSleeps = [
	{
		selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']",
		message: 'No fixed sleep in browser tests: wait for a condition (a locator, page.waitForResponse, a load state, the animation ended).',
	},
];

export default tseslint.config(
	{
		ignores: [ 'node_modules/**', 'build/**', 'build-server/**', 'coverage/**', 'php-shim/**/*', '!php-shim/bin/', '!php-shim/bin/**', '.data/**', '.wp-test/**' ],
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
		files: [ '**/*.config.js', 'tests/**/*.js', '.ci/**/*.js' ],
		rules: { '@typescript-eslint/no-require-imports': 'off' },
	},
	{
		// A focused test silently drops every other test of its file; a skipped one drops itself. Neither may reach
		// main: delete a test that no longer holds, or fix it.
		files: [ 'tests/**', '**/*.test.{ts,tsx}' ],
		rules: { 'no-restricted-syntax': [ 'error', ...focusedOrSkippedTests ] },
	},
	{
		files: [ 'tests/e2e/**', 'src/**/*.faults.ts' ],
		rules: { 'no-restricted-syntax': [ 'error', ...focusedOrSkippedTests, ...fixedWaits ] },
	},
	{
		files: [ 'tests/e2e/*.e2e.ts' ],
		rules: { 'no-restricted-syntax': [ 'error', ...focusedOrSkippedTests, ...fixedWaits, ...timerSleeps ] },
	},
	{
		// The demo server, the build tools and test tooling print progress on purpose.
		files: [ 'src/demo/server/**', 'tests/e2e/**', 'tests/bench/**', 'tests/wordpress/**', '.ci/**', 'php-shim/bin/**' ],
		rules: { 'no-console': 'off' },
	},
	{
		// Dependencies point one way, part by part (.ci/lint/parts.mjs, docs/parts.md): every arrow the table leaves
		// out is an error, with the file the import resolves to, so a path spelled any way is caught.
		// A card's tests and its rows of the fault gate sit in its folder (docs/dashboard.md#adding-a-card): they are
		// tests, not a part of the product.
		files: [ 'src/**/*.{ts,tsx}' ],
		ignores: [ 'src/**/*.test.{ts,tsx}', 'src/**/*.faults.ts' ],
		plugins: { 'import-x': importX },
		settings: { 'import-x/resolver-next': [ createNodeResolver( { extensions: [ '.ts', '.tsx', '.js', '.mjs' ] } ) ] },
		rules: { 'import-x/no-restricted-paths': [ 'error', { basePath: ROOT, zones: restrictedZones() } ] },
	},
	{
		// The rules are pure: they may name the API's types, not call it.
		files: [ 'src/lib/**' ],
		rules: {
			'@typescript-eslint/no-restricted-imports': [
				'error',
				{ patterns: [ { group: [ '**/api/*', '**/api' ], allowTypeImports: true, message: 'src/lib may import only the types of src/api (docs/parts.md).' } ] },
			],
		},
	},
	{
		// The boot sends the dashboard's calls before it evaluates the store or React (docs/api.md#start-calls): what it
		// reads first may name their types, never import them.
		files: [ 'src/index.tsx', 'src/app/boot-calls.ts', 'src/screens/at-a-glance/**/*.card.ts', 'src/screens/at-a-glance/card-rule.ts', 'src/screens/at-a-glance/dashboard-start-calls.ts', 'src/screens/at-a-glance/plugin-promos/plugin-promo-rule.ts' ],
		rules: {
			'@typescript-eslint/no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							regex: '(^|/)state/|^(react|react-[a-z-]+|@reduxjs/[a-z/]+|@wordpress/components)$',
							allowTypeImports: true,
							message: 'The boot reads this before the store and React exist: import only their types (docs/api.md#start-calls).',
						},
					],
				},
			],
		},
	}
);
