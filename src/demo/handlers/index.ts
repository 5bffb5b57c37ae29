import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../backend/backend';
import { connectionHandlers } from './connection';
import { devApiHandlers } from './dev-api';
import { moduleDataHandlers } from './module-data';
import { moduleHandlers } from './modules';
import { settingsHandlers } from './settings';
import { siteHandlers } from './site';
import { licensingHandlers } from './licensing';
import { recommendationsHandlers } from './recommendations';
import { miscHandlers } from './misc';
import { devToolsHandlers } from './dev-tools';
import { socialHandlers } from './social';
import { publicizeHandlers } from '../jetpack-host/publicize';

/**
 * Every route of the demo backend, for msw/node in jest and for the demo server alike.
 * Data routes (module/{slug}/data, ...) come before module/{slug} so the more specific path wins.
 */
export function createHandlers( backend: DemoBackend ): HttpHandler[] {
	return [
		...devApiHandlers( backend ),
		...connectionHandlers( backend ),
		...moduleDataHandlers( backend ),
		...moduleHandlers( backend ),
		...settingsHandlers( backend ),
		...siteHandlers( backend ),
		...licensingHandlers( backend ),
		...recommendationsHandlers( backend ),
		...miscHandlers( backend ),
		...devToolsHandlers( backend ),
		...socialHandlers( backend ),
		...publicizeHandlers( backend ),
	];
}
