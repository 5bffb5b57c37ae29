/**
 * Which of the shell's standing notices show (docs/shell.md#notices, docs/rules.md#roles-and-capabilities): the
 * connection error, the development-version notice, the staging notice, the unlinked-user notice and the message for
 * users who cannot connect the site.
 * Pure: the notice area renders the answer.
 */
import type { ConnectionError, ConnectionStatus } from '../../api/types';
import type { Capabilities } from '../../lib/permissions';
import { DEV_VERSION_NOTICE_ID, UNLINKED_USER_NOTICE_ID } from '../../lib/notice-ids';

export { DEV_VERSION_NOTICE_ID, UNLINKED_USER_NOTICE_ID };

export interface ShellNoticeContext {
	caps: Pick<
		Capabilities,
		'userCanConnectSite' | 'userCanConnectAccount' | 'isSubscriber' | 'isLinked' | 'isSiteConnected' | 'isOfflineMode'
	>;
	/** Undefined while the connection status is unknown: nothing that depends on it shows. */
	connection: Pick< ConnectionStatus, 'isStaging' | 'isInIdentityCrisis' | 'errors' > | undefined;
	isDevVersion: boolean;
	/** The staging notice was dismissed in this browser. */
	stagingDismissed: boolean;
	connectUrl: string;
	/** Notices the user dismissed for good, by id. */
	dismissed: Record< string, boolean >;
}

export interface ShellNotices {
	/** The connection error to report, or null. */
	connectionError: ConnectionError | null;
	devVersion: boolean;
	staging: boolean;
	unlinkedUser: boolean;
	/** 'This site is not connected…' for a user who cannot connect it. */
	notConnectedNonAdmin: boolean;
}

export function getShellNotices( context: ShellNoticeContext ): ShellNotices {
	const { caps, connection, dismissed } = context;
	const errors = connection?.errors ?? [];
	const known = connection !== undefined;
	return {
		// Only users who can reconnect the site are told it needs reconnecting.
		connectionError: caps.userCanConnectSite ? errors[ 0 ] ?? null : null,
		devVersion: context.isDevVersion && ! caps.isSubscriber && ! dismissed[ DEV_VERSION_NOTICE_ID ],
		// In an identity crisis its own flow explains the site's address; a staging notice would only confuse.
		staging: known && connection.isStaging && ! connection.isInIdentityCrisis && ! context.stagingDismissed,
		unlinkedUser:
			known &&
			context.connectUrl !== '' &&
			caps.isSiteConnected &&
			errors.length === 0 &&
			! caps.isLinked &&
			caps.userCanConnectAccount &&
			! dismissed[ UNLINKED_USER_NOTICE_ID ],
		notConnectedNonAdmin: known && ! caps.isSiteConnected && ! caps.isOfflineMode && ! caps.userCanConnectSite,
	};
}
