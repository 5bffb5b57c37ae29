/**
 * The adapters of the original Jetpack plugin's REST API (docs/hosts.md), installed at boot on a Jetpack site only:
 * each reads a call Jetpack answers differently into the declared shape, or sends it the way Jetpack takes it.
 */
import type { HostAdapters } from '../route-adapters';
import { CONNECTION_ADAPTERS } from './connection';
import { LICENSING_ADAPTERS } from './licensing';
import { MODULE_ADAPTERS } from './modules';
import { RECOMMENDATIONS_ADAPTERS } from './recommendations';

export const JETPACK_ADAPTERS: HostAdapters = {
	...CONNECTION_ADAPTERS,
	...MODULE_ADAPTERS,
	...LICENSING_ADAPTERS,
	...RECOMMENDATIONS_ADAPTERS,
};
