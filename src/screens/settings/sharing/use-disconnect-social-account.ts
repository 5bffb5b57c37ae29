/**
 * Disconnecting a social account (after the card asked to confirm): one at a time, the account leaves the list once
 * the site answers; a refusal keeps it listed and shows the server's reason with "Try again".
 */
import { useCallback, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import type { SocialConnection } from '../../../api/types';
import { failureReason } from '../../../lib/failure-message';
import { useAppDispatch } from '../../../state/hooks';
import { showRetryableNotice } from '../../../state/notices/retries';
import { noticesActions, SUCCESS_NOTICE_MS } from '../../../state/notices/slice';
import type { AppDispatch } from '../../../state/store';
import { socialApi } from '../../../state/social/api';
import { SOCIAL_NOTICE_ID } from './social-notice';

async function removeAccount( dispatch: AppDispatch, connection: SocialConnection ): Promise< void > {
	const request = dispatch( socialApi.endpoints.disconnectSocialAccount.initiate( connection.id ) );
	const result = await request;
	request.reset();
	if ( 'error' in result ) {
		showRetryableNotice(
			dispatch,
			{
				noticeId: SOCIAL_NOTICE_ID,
				status: 'is-error',
				/* translators: 1: the account's name, 2: why the site refused, as the server said it. */
				text: sprintf( __( '%1$s could not be disconnected. %2$s', 'jetpack' ), connection.display_name, failureReason( result.error ) ),
			},
			() => void removeAccount( dispatch, connection )
		);
		return;
	}
	dispatch(
		noticesActions.noticeShown( {
			noticeId: SOCIAL_NOTICE_ID,
			status: 'is-success',
			/* translators: 1: the account's name, 2: a social network, e.g. Facebook. */
			text: sprintf( __( 'Disconnected %1$s (%2$s).', 'jetpack' ), connection.display_name, connection.service_label ),
			duration: SUCCESS_NOTICE_MS,
		} )
	);
}

export function useDisconnectSocialAccount() {
	const dispatch = useAppDispatch();
	const busy = useRef( false );
	/** The connection being disconnected. */
	const [ disconnecting, setDisconnecting ] = useState< number | null >( null );
	const disconnect = useCallback(
		async ( connection: SocialConnection ): Promise< void > => {
			if ( busy.current ) {
				return;
			}
			busy.current = true;
			setDisconnecting( connection.id );
			try {
				await removeAccount( dispatch, connection );
			} finally {
				busy.current = false;
				setDisconnecting( null );
			}
		},
		[ dispatch ]
	);
	return { disconnect, disconnecting };
}
