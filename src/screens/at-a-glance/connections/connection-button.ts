/**
 * The connection button (docs/dashboard.md#connections, docs/connection.md#connection-button): what it offers this
 * user, or nothing. Pure, so both connection cards and their tests read one decision.
 */
import { __ } from '@wordpress/i18n';
import type { Capabilities } from '../../../lib/permissions';

export type ConnectionAction = 'connect' | 'unlink' | 'manage' | 'set-up';

export interface ConnectionButton {
	action: ConnectionAction;
	label: string;
}

export type ConnectionButtonFacts = Pick<
	Capabilities,
	| 'isOfflineMode'
	| 'isSiteConnected'
	| 'isLinked'
	| 'isConnectionOwner'
	| 'userCanConnectAccount'
	| 'userCanConnectSite'
	| 'canDisconnectSite'
>;

/** The account button (`connectUser`) or the site button; null when this user may press neither. */
export function getConnectionButton( caps: ConnectionButtonFacts, connectUser: boolean ): ConnectionButton | null {
	// Offline, nothing can reach the host.
	if ( caps.isOfflineMode ) {
		return null;
	}
	if ( connectUser ) {
		// An account links to a connected site only ("Set up Jetpack" links it along the way). The owner keeps the
		// link: unlinking would leave the site without an owner; they disconnect the site instead.
		if ( ! caps.userCanConnectAccount || ! caps.isSiteConnected || caps.isConnectionOwner ) {
			return null;
		}
		return caps.isLinked
			? { action: 'unlink', label: __( 'Disconnect your WordPress.com account', 'jetpack' ) }
			: { action: 'connect', label: __( 'Connect your WordPress.com account', 'jetpack' ) };
	}
	if ( caps.isSiteConnected ) {
		return caps.canDisconnectSite ? { action: 'manage', label: __( 'Manage site connection', 'jetpack' ) } : null;
	}
	return caps.userCanConnectSite ? { action: 'set-up', label: __( 'Set up Jetpack', 'jetpack' ) } : null;
}
