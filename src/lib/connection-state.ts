import { __ } from '@wordpress/i18n';

export type ConnectionState = 'connected' | 'not-connected' | 'offline';

interface ConnectionFacts {
	isActive: boolean;
	isUserConnected: boolean;
	offlineMode: { isActive: boolean };
}

/** The site is connected, not connected or offline (spec 1 §4); offline wins over everything. */
export function getConnectionState( status: ConnectionFacts | undefined ): ConnectionState {
	if ( status?.offlineMode.isActive ) {
		return 'offline';
	}
	return status?.isActive ? 'connected' : 'not-connected';
}

export function describeConnection( status: ConnectionFacts | undefined ): string {
	switch ( getConnectionState( status ) ) {
		case 'offline':
			return __( 'Offline Mode: features that need WordPress.com are off.', 'jetpack' );
		case 'connected':
			return status?.isUserConnected
				? __( 'Your site and your account are connected to WordPress.com.', 'jetpack' )
				: __( 'Your site is connected to WordPress.com; your account is not linked yet.', 'jetpack' );
		case 'not-connected':
			return __( 'Your site is not connected to WordPress.com.', 'jetpack' );
	}
}
