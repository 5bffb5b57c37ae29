/**
 * Sending the mobile-app login link (docs/shell.md#page-frame): the modal closes at once, so sending, sent and failed
 * are told by one notice that is replaced in place; a failure says why, with "Try again", which sends the link again.
 */
import { __, sprintf } from '@wordpress/i18n';
import { REST_ROUTES } from '../../api/rest-routes';
import type { SuccessResponse } from '../../api/types';
import { api, runRoute } from '../api';
import { failureReason } from '../../lib/failure-message';
import type { Failure } from '../../lib/failure-message';
import { showRetryableNotice } from '../notices/retries';
import { noticesActions, SUCCESS_NOTICE_MS } from '../notices/slice';
import type { AppDispatch } from '../store';

export const MOBILE_LOGIN_NOTICE_ID = 'mobile-login-email';
/** Shared by every user of the mutation, so a reopened modal knows a send is still under way. */
export const MOBILE_LOGIN_CACHE_KEY = 'mobile-login';

export const mobileLoginApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		sendMobileLoginEmail: build.mutation< SuccessResponse, void >( {
			queryFn: () => runRoute( REST_ROUTES.sendMobileLoginEmail ),
		} ),
	} ),
} );

export const { useSendMobileLoginEmailMutation } = mobileLoginApi;

export function sendMobileLoginLink() {
	return async ( dispatch: AppDispatch ): Promise< void > => {
		dispatch(
			noticesActions.noticeShown( {
				noticeId: MOBILE_LOGIN_NOTICE_ID,
				status: 'is-info',
				text: __( 'Sending the login link…', 'jetpack' ),
				showDismiss: false,
			} )
		);
		const result = await dispatch(
			mobileLoginApi.endpoints.sendMobileLoginEmail.initiate( undefined, { fixedCacheKey: MOBILE_LOGIN_CACHE_KEY } )
		);
		if ( 'error' in result ) {
			showRetryableNotice(
				dispatch,
				{
					noticeId: MOBILE_LOGIN_NOTICE_ID,
					status: 'is-error',
					text: sprintf(
						/* translators: %s: why sending failed, as the server said it. */
						__( 'The login link could not be sent: %s', 'jetpack' ),
						failureReason( result.error as Failure )
					),
				},
				() => void dispatch( sendMobileLoginLink() )
			);
			return;
		}
		dispatch(
			noticesActions.noticeShown( {
				noticeId: MOBILE_LOGIN_NOTICE_ID,
				status: 'is-success',
				text: __( 'Check your email: we sent a link that logs you in to the app.', 'jetpack' ),
				duration: SUCCESS_NOTICE_MS,
			} )
		);
	};
}
