/**
 * 'Connection Error, please reconnect.' (docs/shell.md#notices): the button restores the connection, or points to
 * support when the error says reconnecting will not help. A click while a reconnect runs does nothing.
 */
import { __ } from '@wordpress/i18n';
import type { ConnectionError } from '../../api/types';
import { CONTACT_SUPPORT_URL } from '../../lib/support-links';
import { useGetConnectionStatusQuery } from '../../state/connection/api';
import { useAppSelector } from '../../state/hooks';
import { useReconnect } from '../connection/use-reconnect';
import { AppNotice } from './AppNotice';
import type { AppNoticeActions } from './AppNotice';

export function ConnectionErrorNotice( { error }: { error: ConnectionError } ) {
	const isReconnecting = useAppSelector( ( state ) => state.connectionFlow.isReconnecting );
	// Subscribed so the status is fetched again once a reconnect clears the errors.
	useGetConnectionStatusQuery();
	const restore = useReconnect();

	const actions: AppNoticeActions =
		error.action === 'support'
			? [ { label: __( 'Contact support', 'jetpack' ), url: CONTACT_SUPPORT_URL, variant: 'primary' } ]
			: [ { label: __( 'Restore Connection', 'jetpack' ), onClick: restore, disabled: isReconnecting, variant: 'primary' } ];
	return (
		<AppNotice id="connection-error" status="is-error" actions={ actions }>
			{ __( 'Connection Error, please reconnect.', 'jetpack' ) }
		</AppNotice>
	);
}
