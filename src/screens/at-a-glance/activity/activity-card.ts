/**
 * What the Activity card shows (docs/dashboard.md#activity, content our own): offline mode first, then a site that is
 * not connected yet (the provider keeps the log, so there is none until then), otherwise the way to the log.
 */
import type { Capabilities } from '../../../lib/permissions';

export type ActivityCardView = 'offline' | 'not-connected' | 'log';

export function getActivityCardView( caps: Pick< Capabilities, 'isOfflineMode' | 'isSiteConnected' > ): ActivityCardView {
	if ( caps.isOfflineMode ) {
		return 'offline';
	}
	return caps.isSiteConnected ? 'log' : 'not-connected';
}
