/**
 * 'Connection Error, please reconnect.' (spec 1 §2.8): the button restores the connection, or points to support
 * when the error says reconnecting will not help. A click while a reconnect runs does nothing.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { ConnectionError } from '../../api/types';
import { connectionApi, useGetConnectionStatusQuery, useReconnectSiteMutation } from '../../state/connection/api';
import { connectionFlowActions } from '../../state/connection/slice';
import { useAppDispatch, useAppSelector, useAppStore } from '../../state/hooks';
import { noticesActions } from '../../state/notices/slice';
import { navigateTo } from '../navigate';
import { AppNotice } from './AppNotice';
import type { AppNoticeActions } from './AppNotice';
import { errorText } from './error-text';

export const SUPPORT_URL = 'https://jetpack.com/contact-support/';

/** A reconnect that still needs the user's authorization answers with where to authorize. */
function authorizeUrlOf( answer: unknown ): string | null {
	if ( typeof answer !== 'object' || answer === null || ! ( 'authorizeUrl' in answer ) ) {
		return null;
	}
	return typeof answer.authorizeUrl === 'string' && answer.authorizeUrl !== '' ? answer.authorizeUrl : null;
}

export function ConnectionErrorNotice( { error }: { error: ConnectionError } ) {
	const dispatch = useAppDispatch();
	const store = useAppStore();
	const isReconnecting = useAppSelector( ( state ) => state.connectionFlow.isReconnecting );
	// Subscribed so the status is fetched again once a reconnect clears the errors.
	useGetConnectionStatusQuery();
	const [ reconnectSite ] = useReconnectSiteMutation();

	const restore = async () => {
		// Read from the store, not this render: a double click must see the reconnect the first click started.
		if ( store.getState().connectionFlow.isReconnecting ) {
			return;
		}
		dispatch( connectionFlowActions.reconnectStarted() );
		try {
			const url = authorizeUrlOf( await reconnectSite().unwrap() );
			if ( url ) {
				navigateTo( url );
				return;
			}
			// Still "reconnecting" until the fresh status arrives, so the stale errors cannot start another one.
			const refresh = connectionApi.endpoints.getConnectionStatus.initiate( undefined, { subscribe: false, forceRefetch: true } );
			await dispatch( refresh );
			dispatch(
				noticesActions.noticeShown( {
					noticeId: 'reconnect',
					status: 'is-success',
					text: __( 'Jetpack has been successfully reconnected.', 'jetpack' ),
					duration: 4000,
				} )
			);
		} catch ( failure ) {
			dispatch(
				noticesActions.noticeShown( {
					noticeId: 'reconnect',
					status: 'is-error',
					text: sprintf(
						/* translators: %s: why reconnecting failed, as the server said it. */
						__( 'Jetpack could not reconnect: %s', 'jetpack' ),
						errorText( failure )
					),
				} )
			);
		} finally {
			dispatch( connectionFlowActions.reconnectEnded() );
		}
	};

	const actions: AppNoticeActions =
		error.action === 'support'
			? [ { label: __( 'Contact support', 'jetpack' ), url: SUPPORT_URL, variant: 'primary' } ]
			: [ { label: __( 'Restore Connection', 'jetpack' ), onClick: restore, disabled: isReconnecting, variant: 'primary' } ];
	return (
		<AppNotice id="connection-error" status="is-error" actions={ actions }>
			{ __( 'Connection Error, please reconnect.', 'jetpack' ) }
		</AppNotice>
	);
}
