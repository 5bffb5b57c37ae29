/**
 * The Google row of the verification tools. When it first shows (for a linked user on a connected site) it reads
 * the site's status with Google: a code Google removed is cleared and the status read again; a site with no saved
 * code takes Google's token; a hand-entered code on an unverified site opens the manual input. "Verify with
 * Google" connects a Google account in a popup, saves the token when it differs and asks Google to verify when
 * the site is not verified yet. Failures show 'Site failed to verify: %s' (the server's reason) for five seconds
 * with "Try again", which takes up the attempt where it stopped (the Google connection already made is reused, a
 * token already saved is not saved again); a refusal to this account leaves only the manual input, with nothing to
 * try again (docs/settings.md#verification-tools). Codes are saved through the settings form's one save; the row
 * shows only while the module is on, so none needs the module switched on.
 */
import { useEffect, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { recordEvent } from '../../../api/analytics';
import type { SerializedClientError } from '../../../api/errors';
import {
	autoVerifySteps,
	followUpStatus,
	FORBIDDEN_ERROR_CODE,
	UNVERIFY_ERROR_CODE,
	VERIFICATION_ERROR_MS,
} from '../../../lib/google-verification';
import { failureReason } from '../../../lib/failure-message';
import { USAGE_EVENTS } from '../../../lib/usage-event-filter';
import { useAppDispatch } from '../../../state/hooks';
import { showRetryableNotice } from '../../../state/notices/retries';
import { noticesActions } from '../../../state/notices/slice';
import type { NoticeInput } from '../../../state/notices/slice';
import { useSaveSettings } from '../../../state/settings/use-save-settings';
import { requestExternalAccess } from '../../../state/external-access';
import { useGetGoogleVerificationQuery, useReadGoogleKeyringStatusMutation, useVerifySiteWithGoogleMutation } from '../../../state/traffic/api';

const GOOGLE_VERIFY_NOTICE_ID = 'google-verification';

export interface GoogleVerificationError {
	code: string;
	message: string;
}

function errorOf( error: SerializedClientError ): GoogleVerificationError {
	return { code: error.response?.code ?? error.name, message: failureReason( error ) };
}

export interface GoogleVerificationInput {
	/** The saved code (the server's, not an unsaved edit). */
	savedValue: string;
	/** The status can be read: a linked user on a connected site. */
	canCheck: boolean;
	connectUrl: string | null;
}

export function useGoogleVerification( { savedValue, canCheck, connectUrl }: GoogleVerificationInput ) {
	const dispatch = useAppDispatch();
	const save = useSaveSettings();
	const status = useGetGoogleVerificationQuery( undefined, { skip: ! canCheck } );
	const [ readKeyringStatus ] = useReadGoogleKeyringStatusMutation();
	const [ verify ] = useVerifySiteWithGoogleMutation();
	const [ verifying, setVerifying ] = useState( false );
	const [ error, setError ] = useState< GoogleVerificationError | null >( null );
	const [ manualAsked, setManualAsked ] = useState( false );
	const followedUp = useRef( false );

	/** Shows why the attempt failed; `retry` takes it up again, except when Google refused this account. */
	const fail = ( failure: GoogleVerificationError, retry: () => void ) => {
		setError( failure );
		recordEvent( USAGE_EVENTS.googleVerifyError, { error_message: failure.message } );
		const notice: NoticeInput = {
			noticeId: GOOGLE_VERIFY_NOTICE_ID,
			status: 'is-error',
			/* translators: %s: why Google did not verify the site. */
			text: sprintf( __( 'Site failed to verify: %s', 'jetpack' ), failure.message ),
			duration: VERIFICATION_ERROR_MS,
		};
		if ( failure.code === FORBIDDEN_ERROR_CODE ) {
			dispatch( noticesActions.noticeShown( notice ) );
		} else {
			showRetryableNotice( dispatch, notice, retry );
		}
		if ( failure.code === UNVERIFY_ERROR_CODE ) {
			void save( { google: '' } ).then( () => status.refetch() );
		}
	};

	const statusError = status.error as SerializedClientError | undefined;
	useEffect( () => {
		if ( followedUp.current ) {
			return;
		}
		if ( statusError?.response?.code === UNVERIFY_ERROR_CODE ) {
			followedUp.current = true;
			void save( { google: '' } ).then( () => status.refetch() );
			return;
		}
		if ( ! status.data ) {
			return;
		}
		followedUp.current = true;
		const next = followUpStatus( savedValue, status.data );
		if ( next === 'save-token' && status.data.token ) {
			void save( { google: status.data.token } );
		} else if ( next === 'show-manual' ) {
			setManualAsked( true );
		}
	}, [ status, statusError, savedValue, save ] );

	// A "Try again" may run after the row re-rendered (a token saved meanwhile): it reads the latest values.
	const savedNow = useRef( savedValue );
	savedNow.current = savedValue;

	/**
	 * One attempt: the Google connection (a popup) unless one was made already, then the status, the token, the
	 * request. The row's button waits while `verifying`, and the failure notice that could start another is removed.
	 */
	const attempt = async ( connected: number | null ) => {
		if ( ! connectUrl ) {
			return;
		}
		setError( null );
		setVerifying( true );
		dispatch( noticesActions.noticeRemoved( GOOGLE_VERIFY_NOTICE_ID ) );
		try {
			let keyringId = connected;
			if ( keyringId === null ) {
				const access = await requestExternalAccess( connectUrl );
				if ( access.keyringId === null ) {
					if ( access.error ) {
						fail( { code: access.error, message: __( 'Google access was not granted.', 'jetpack' ) }, () => void attempt( null ) );
					}
					return;
				}
				keyringId = access.keyringId;
			}
			const again = () => void attempt( keyringId );
			const read = await readKeyringStatus( keyringId );
			if ( 'error' in read ) {
				fail( errorOf( read.error as SerializedClientError ), again );
				return;
			}
			for ( const step of autoVerifySteps( savedNow.current, read.data ) ) {
				if ( step === 'save-token' && read.data.token ) {
					if ( ! ( await save( { google: read.data.token } ) ) ) {
						return;
					}
					savedNow.current = read.data.token;
				}
				if ( step === 'verify' ) {
					const verified = await verify( keyringId );
					if ( 'error' in verified ) {
						fail( errorOf( verified.error as SerializedClientError ), again );
						return;
					}
					recordEvent( USAGE_EVENTS.googleVerifySuccess );
				}
			}
		} finally {
			setVerifying( false );
		}
	};
	const verifyWithGoogle = () => attempt( null );

	return {
		status: status.data,
		/** Loading with nothing read yet: the first time, or again after a failure. */
		statusLoading: status.isLoading,
		/** Why the status could not be read (a code Google removed is handled, not shown). */
		statusFailure:
			statusError && statusError.response?.code !== UNVERIFY_ERROR_CODE && ! status.isFetching ? failureReason( statusError ) : null,
		retryStatus: () => void status.refetch(),
		verifying,
		error,
		manualAsked,
		setManualAsked,
		verifyWithGoogle,
	};
}

