/**
 * Reconnecting the site (POST connection/reconnect), shared by the connection error notice and the reconnect dialog.
 * One at a time: a second request while one runs does nothing. A reconnect that needs the user's authorization goes
 * there; otherwise the fresh connection status is fetched and a notice says how it went; a failure's notice offers
 * "Try again", which reconnects again.
 */
import { useCallback } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { connectionApi, useReconnectSiteMutation } from '../../state/connection/api';
import { connectionFlowActions } from '../../state/connection/slice';
import { useAppDispatch, useAppStore } from '../../state/hooks';
import { showRetryableNotice } from '../../state/notices/retries';
import { noticesActions, SUCCESS_NOTICE_MS } from '../../state/notices/slice';
import { navigateTo } from '../../hooks/navigate';
import { failureReason } from '../../lib/failure-message';
import type { Failure } from '../../lib/failure-message';

/** A reconnect that still needs the user's authorization answers with where to authorize. */
function authorizeUrlOf( answer: unknown ): string | null {
	if ( typeof answer !== 'object' || answer === null || ! ( 'authorizeUrl' in answer ) ) {
		return null;
	}
	return typeof answer.authorizeUrl === 'string' && answer.authorizeUrl !== '' ? answer.authorizeUrl : null;
}

export function useReconnect(): () => Promise< void > {
	const dispatch = useAppDispatch();
	const store = useAppStore();
	const [ reconnectSite ] = useReconnectSiteMutation();

	return useCallback( async function reconnect(): Promise< void > {
		// Read from the store, not a render: a double click must see the reconnect the first click started.
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
					// It takes the place of a failure's notice, which may have been shown on another route.
					isPersistent: true,
					text: __( 'Jetpack has been successfully reconnected.', 'jetpack' ),
					duration: SUCCESS_NOTICE_MS,
				} )
			);
		} catch ( failure ) {
			showRetryableNotice(
				dispatch,
				{
					noticeId: 'reconnect',
					status: 'is-error',
					// The dialog's route gives way to At a Glance as the reconnect starts, and a quick failure can land
					// before that: the notice is the whole site's, so it stays until dismissed or tried again.
					isPersistent: true,
					text: sprintf(
						/* translators: %s: why reconnecting failed, as the server said it. */
						__( 'Jetpack could not reconnect: %s', 'jetpack' ),
						failureReason( failure as Failure )
					),
				},
				() => void reconnect()
			);
		} finally {
			dispatch( connectionFlowActions.reconnectEnded() );
		}
	}, [ dispatch, store, reconnectSite ] );
}
