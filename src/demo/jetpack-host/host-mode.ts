/**
 * The demo site's Jetpack host mode (docs/demo-site.md#jetpack-host): in a scenario whose name starts with `jetpack-`,
 * the site answers as the original Jetpack plugin does, so the app's Jetpack adapters are tried against it.
 */
import type { DemoState } from '../backend/state';

export const JETPACK_SCENARIO_PREFIX = 'jetpack-';

export const isJetpackHost = ( state: Pick< DemoState, 'scenario' > ): boolean => state.scenario.startsWith( JETPACK_SCENARIO_PREFIX );
