// How every browser suite starts Debian's Chromium (the browser tests, the bench, the WordPress suite), and with what
// switches.
//
// Quiet on a machine with no outside network: Chromium otherwise dials Google at start.
//
// Without the address bar's WebUI popup: Chromium builds that popup as a page of its own, in a renderer of its own,
// for each new window, and every context a suite opens is a new window. Its start-up took about 0.3 s of a main
// thread and 0.2 s of compiling beside each page the bench timed, on a two-core machine: noise in the bench's settled
// ratio, and time out of every browser test (tests/README.md#benchmarks).
//
// Chromium keeps only the last `--disable-features` it is given, and Playwright gives its own (playwright-core's
// `disabledFeatures`): this list repeats Playwright's, then adds the two popups. A test checks that it still holds every
// feature Playwright disables, and the bench that no page of the browser's own UI opens beside its loads.
import { chromium } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The features playwright-core 1.65 disables when it starts Chromium. */
export const PLAYWRIGHT_DISABLED_FEATURES = [
	'AvoidUnnecessaryBeforeUnloadCheckSync',
	'DestroyProfileOnBrowserClose',
	'HttpsUpgrades',
	'HttpsFirstBalancedModeAutoEnable',
	'LensOverlay',
	'MediaRouter',
	'PaintHolding',
	'ThirdPartyStoragePartitioning',
	'AvoidCorsURLLoaderRestartOnRedirect',
	'TcpPortRandomizationWin',
	'OptimizationHints',
	'NetworkTimeServiceQuerying',
	'AimEnabled',
	'PreconnectToSearch',
	'msForceBrowserSignIn',
	'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The address bar's popups, built as WebUI pages for each new window. */
export const BROWSER_UI_FEATURES = [ 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup' ];

/** @type {readonly string[]} */
export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--disable-dev-shm-usage',
	`--disable-features=${ [ ...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES ].join( ',' ) }`,
];

/** Headless Chromium with the switches above (`CHROMIUM_PATH` names another build than Debian's). */
export function launchChromium() {
	return chromium.launch( { executablePath: CHROMIUM_PATH, headless: true, args: [ ...CHROMIUM_ARGS ] } );
}
