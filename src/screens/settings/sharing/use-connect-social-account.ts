/**
 * Connecting a social account: the service's keyring page opens in a popup; when it hands back a keyring id, the id
 * is posted to the site, which answers the new account (added to the list at once). One connection at a time: a
 * click while a popup or a save is under way is ignored. A popup closed without an answer changes nothing; a refusal
 * says so; a failed save shows the server's reason with "Try again", which posts the same keyring id again.
 */
import { useCallback, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import type { SocialConnection } from '../../../api/types';
import { failureReason } from '../../../lib/failure-message';
import { popupOutcomeMessage, readPopupOutcome } from './social-connections';
import { requestExternalAccess } from '../../../state/external-access';
import { useAppDispatch } from '../../../state/hooks';
import { showRetryableNotice } from '../../../state/notices/retries';
import { noticesActions, SUCCESS_NOTICE_MS } from '../../../state/notices/slice';
import type { AppDispatch } from '../../../state/store';
import { socialApi } from '../../../state/social/api';
import { SOCIAL_NOTICE_ID } from './social-notice';

function connectedText( connection: SocialConnection ): string {
	/* translators: 1: the account's name, 2: a social network, e.g. Facebook. */
	return sprintf( __( 'Connected %1$s (%2$s).', 'jetpack' ), connection.display_name, connection.service_label );
}

/** Posts the keyring id and reports the outcome; kept apart from the card so the notice's "Try again" outlives it. */
async function addAccount( dispatch: AppDispatch, keyringId: number, serviceLabel: string ): Promise< void > {
	dispatch(
		noticesActions.noticeShown( {
			noticeId: SOCIAL_NOTICE_ID,
			status: 'is-info',
			/* translators: %s: a social network, e.g. Facebook. */
			text: sprintf( __( 'Connecting your %s account…', 'jetpack' ), serviceLabel ),
			showDismiss: false,
		} )
	);
	const request = dispatch( socialApi.endpoints.connectSocialAccount.initiate( keyringId ) );
	const result = await request;
	request.reset();
	if ( 'error' in result ) {
		showRetryableNotice(
			dispatch,
			{
				noticeId: SOCIAL_NOTICE_ID,
				status: 'is-error',
				/* translators: 1: a social network, e.g. Facebook, 2: why the site refused, as the server said it. */
				text: sprintf( __( 'Your %1$s account could not be connected. %2$s', 'jetpack' ), serviceLabel, failureReason( result.error ) ),
			},
			() => void addAccount( dispatch, keyringId, serviceLabel )
		);
		return;
	}
	dispatch(
		noticesActions.noticeShown( { noticeId: SOCIAL_NOTICE_ID, status: 'is-success', text: connectedText( result.data ), duration: SUCCESS_NOTICE_MS } )
	);
}

export function useConnectSocialAccount() {
	const dispatch = useAppDispatch();
	const busy = useRef( false );
	/** The service whose popup or save is under way. */
	const [ connecting, setConnecting ] = useState< string | null >( null );
	const connect = useCallback(
		async ( service: { id: string; label: string; connectUrl: string } ): Promise< void > => {
			if ( busy.current ) {
				return;
			}
			busy.current = true;
			setConnecting( service.id );
			try {
				const outcome = readPopupOutcome( await requestExternalAccess( service.connectUrl ) );
				if ( outcome.kind === 'connect' ) {
					await addAccount( dispatch, outcome.keyringId, service.label );
					return;
				}
				const message = popupOutcomeMessage( outcome, service.label );
				if ( message ) {
					dispatch( noticesActions.noticeShown( { noticeId: SOCIAL_NOTICE_ID, status: 'is-warning', text: message } ) );
				}
			} finally {
				busy.current = false;
				setConnecting( null );
			}
		},
		[ dispatch ]
	);
	return { connect, connecting };
}
