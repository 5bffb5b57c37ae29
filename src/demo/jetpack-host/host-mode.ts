/**
 * The demo site's Jetpack host mode (docs/demo-site.md#jetpack-host): in a scenario whose name starts with `jetpack-`,
 * the site answers as the original Jetpack plugin does, so the app's Jetpack adapters are tried against it.
 */
import type { DemoState } from '../backend/state';

export const JETPACK_SCENARIO_PREFIX = 'jetpack-';

export const isJetpackHost = ( state: Pick< DemoState, 'scenario' > ): boolean => state.scenario.startsWith( JETPACK_SCENARIO_PREFIX );

/** The scenario of the Jetpack that removed its dashboard (src/jetpack-recorded/latest.ts). */
export const LATEST_JETPACK_SCENARIO = 'jetpack-latest';

export const isLatestJetpack = ( state: Pick< DemoState, 'scenario' > ): boolean => state.scenario === LATEST_JETPACK_SCENARIO;
