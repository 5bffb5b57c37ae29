// Mutation testing of the rules (`npm run mutation`, with stryker.hooks.config.mjs for the hooks): see
// .ci/mutation/README.md.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname( fileURLToPath( import.meta.url ) );

/**
 * The rules that sit beside the one view that uses them (docs/parts.md), mutated like those in src/lib; each is listed
 * by name so that a new one is a choice.
 */
const rulesBesideViews = [
	'src/app/dialogs/reconnect-dialog.ts',
	'src/app/dialogs/release-post.ts',
	'src/app/layout/footer-links.ts',
	'src/app/navigation.ts',
	'src/app/notices/identity-crisis-words.ts',
	'src/app/notices/shell-notices.ts',
	'src/app/notices/state-notices.ts',
	'src/components/key-field/key-field.ts',
	'src/components/plugin-installer/plugin-installer.ts',
	'src/hooks/registration.ts',
	'src/screens/at-a-glance/activity/activity-card.ts',
	'src/screens/at-a-glance/anti-spam/anti-spam-card.ts',
	'src/screens/at-a-glance/backup/backup-card.ts',
	'src/screens/at-a-glance/card-rule.ts',
	'src/screens/at-a-glance/connections/connection-button.ts',
	'src/screens/at-a-glance/connections/connection-state.ts',
	'src/screens/at-a-glance/dashboard-layout.ts',
	'src/screens/at-a-glance/first-screen.ts',
	'src/screens/at-a-glance/module-card/module-card.ts',
	'src/screens/at-a-glance/plugin-promos/plugin-promo-rule.ts',
	'src/screens/at-a-glance/protect/protect-card.ts',
	'src/screens/at-a-glance/scan/scan-card.ts',
	'src/screens/at-a-glance/search/search-card.ts',
	'src/screens/at-a-glance/security-bundle/security-bundle.ts',
	'src/screens/at-a-glance/stats/roving-focus.ts',
	'src/screens/at-a-glance/stats/stats-card.ts',
	'src/screens/at-a-glance/stats/stats-chart.ts',
	'src/screens/at-a-glance/videopress/videopress-card.ts',
	'src/screens/connection/disconnect-dialog.ts',
	'src/screens/connection/disconnect-survey.ts',
	'src/screens/modules/modules-page.ts',
	'src/screens/my-plan/my-plan.ts',
	'src/screens/my-plan/plan-features.ts',
	'src/screens/recommendations/recommendation-purchase.ts',
	'src/screens/recommendations/recommendation-summary.ts',
	'src/screens/settings/banners/settings-banner.ts',
	'src/screens/settings/performance/search-settings.ts',
	'src/screens/settings/security/firewall-rules.ts',
	'src/screens/settings/security/ip-list.ts',
	'src/screens/settings/security/security-status-badge.ts',
	'src/screens/settings/security/settings-backup-status.ts',
	'src/screens/settings/settings-sections.ts',
	'src/screens/settings/sharing/sharing-cards.ts',
	'src/screens/settings/sharing/social-connections.ts',
	'src/screens/settings/traffic/seo-plugins.ts',
	'src/screens/settings/traffic/seo-preview.ts',
	'src/screens/settings/traffic/traffic-cards.ts',
	'src/screens/settings/writing/writing-cards.ts',
	'src/screens/settings/writing/writing-rules.ts',
	'src/state/recommendations/recommendation-progress.ts',
];

/** The hooks that save or open steps, in src/state or beside the one section that uses them (stryker.hooks.config.mjs); each is listed by name so that a new one is a choice. */
export const hooks = [
	'src/screens/settings/sharing/use-connect-social-account.ts',
	'src/screens/settings/sharing/use-disconnect-social-account.ts',
	'src/screens/settings/traffic/use-google-verification.ts',
	'src/state/licensing/use-activate-license.ts',
	'src/state/recommendations/use-answer-site-type.ts',
	'src/state/recommendations/use-enable-feature.ts',
	'src/state/recommendations/use-open-step.ts',
	'src/state/recommendations/use-record-choice.ts',
	'src/state/settings/use-save-settings.ts',
	'src/state/settings/use-setting-switch.ts',
	'src/state/settings/use-settings-form.ts',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
	// route-group.ts declares a type only: it has nothing to mutate, so Stryker would keep no result for it.
	// Every At a Glance card's rule (who sees it, the call it starts: docs/dashboard.md#adding-a-card), so that a new
	// card needs no line here.
	mutate: [ 'src/lib/**/*.ts', '!src/lib/route-group.ts', ...rulesBesideViews, 'src/screens/at-a-glance/**/*.card.ts' ],
	testRunner: 'jest',
	jest: {
		projectType: 'custom',
		configFile: '.ci/mutation/jest.config.js',
		// Each mutant runs only the test files that import its file: a rule's own table tests, loaded in a second
		// instead of every test file of the configuration.
		enableFindRelatedTests: true,
	},
	// No type checker: it took ten times as long as the tests themselves. A mutant TypeScript would refuse is run like
	// any other (see .ci/mutation/README.md).
	checkers: [],
	coverageAnalysis: 'perTest',
	// Static mutants (in code run once, when a module is first imported: the tables at a module's top level) are run
	// with their module loaded afresh, against all its related tests: ignoring them, or activating them once the module
	// was loaded, let a changed table entry pass unseen.
	ignoreStatic: false,
	// The first run of every test, to learn which tests cover which mutant; slow on a busy machine.
	dryRunTimeoutMinutes: 30,
	plugins: [ '@stryker-mutator/*', path.join( here, 'text-domain-ignorer.mjs' ) ],
	ignorers: [ 'text-domain' ],
	// Re-test only the mutants whose code or covering tests changed since the committed results.
	incremental: true,
	incrementalFile: '.ci/mutation/stryker-incremental.json',
	// Two workers: CI's machine has two cores (STRYKER_CONCURRENCY lowers it on a busy machine).
	concurrency: Number( process.env.STRYKER_CONCURRENCY ?? 2 ),
	// A loaded machine is slow to start jest; a mutant that loops still ends within the limit.
	timeoutMS: 10000,
	timeoutFactor: 2,
	// The sandbox (a copy of the project with mutated sources) lives outside the checkout, where no lint, type check
	// or jest run of the project would pick up its instrumented copies.
	tempDirName: path.join( os.tmpdir(), 'jetpack-dashboard-stryker' ),
	ignorePatterns: [
		'build',
		'build-server',
		'dist',
		'docs',
		'php-shim',
		'test-results',
		'coverage',
		'.data',
		'.wp-test',
		'tests/e2e',
		'tests/bench',
		'tests/wordpress',
	],
	reporters: [ 'progress', 'json', 'html' ],
	jsonReporter: { fileName: 'test-results/mutation/mutation.json' },
	htmlReporter: { fileName: 'test-results/mutation/mutation.html' },
	// The budget is checked by .ci/mutation/score.mjs (with the listed equivalent mutants), not by Stryker.
	thresholds: { high: 90, low: 80, break: null },
	cleanTempDir: 'always',
};
