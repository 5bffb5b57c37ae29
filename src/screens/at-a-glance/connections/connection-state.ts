import { __ } from '@wordpress/i18n';

export type ConnectionState = 'connected' | 'not-connected' | 'offline';

interface ConnectionFacts {
	isActive: boolean;
	isUserConnected: boolean;
	offlineMode: { isActive: boolean };
}

/**
 * The site is connected, not connected or offline (docs/connection.md#flows-and-their-states); offline wins over
 * everything.
 */
export function getConnectionState( status: ConnectionFacts | undefined ): ConnectionState {
	if ( status?.offlineMode.isActive ) {
		return 'offline';
	}
	return status?.isActive ? 'connected' : 'not-connected';
}

export function describeConnection( status: ConnectionFacts | undefined ): string {
	const state = getConnectionState( status );
	if ( state === 'offline' ) {
		return __( 'Offline Mode: features that need WordPress.com are off.', 'jetpack' );
	}
	if ( state === 'not-connected' ) {
		return __( 'Your site is not connected to WordPress.com.', 'jetpack' );
	}
	return status?.isUserConnected
		? __( 'Your site and your account are connected to WordPress.com.', 'jetpack' )
		: __( 'Your site is connected to WordPress.com; your account is not linked yet.', 'jetpack' );
}
