import type { Browser } from 'playwright-core';

/** The features playwright-core disables when it starts Chromium (chromium.mjs). */
export const PLAYWRIGHT_DISABLED_FEATURES: readonly string[];
/** The address bar's popups, built as WebUI pages for each new window. */
export const BROWSER_UI_FEATURES: readonly string[];
/** The switches every browser suite starts Chromium with. */
export const CHROMIUM_ARGS: readonly string[];
/** Headless Chromium with those switches. */
export function launchChromium(): Promise< Browser >;
