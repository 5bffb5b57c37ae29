/**
 * Whether the reconnect dialog shows (docs/connection.md#reconnect): only when asked for (the #/reconnect route), on a
 * connected site, for a user who may connect it, and not while a reconnect is already running.
 */
import type { Capabilities } from '../../lib/permissions';

export interface ReconnectDialogContext {
	path: string;
	caps: Pick< Capabilities, 'isSiteConnected' | 'userCanConnectSite' | 'isOfflineMode' >;
	isReconnecting: boolean;
}

export const RECONNECT_PATH = '/reconnect';

export function shouldShowReconnectDialog( { path, caps, isReconnecting }: ReconnectDialogContext ): boolean {
	return path === RECONNECT_PATH && caps.isSiteConnected && ! caps.isOfflineMode && caps.userCanConnectSite && ! isReconnecting;
}
