/**
 * The mobile-app login modal (docs/shell.md#page-frame): Cancel closes it; 'Send link' closes it and emails the login
 * link, whose progress, success or failure the notices tell.
 */
import { useCallback } from 'react';
import { Button, Modal } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import {
	MOBILE_LOGIN_CACHE_KEY,
	sendMobileLoginLink,
	useSendMobileLoginEmailMutation,
} from '../../state/connection/mobile-login';
import { dialogsActions } from '../../state/dialogs/slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectCurrentUser } from '../../state/selectors';
import './dialogs.css';

/** Opens the modal; for the apps card and anything else that offers the mobile login. */
export function useOpenMobileLogin(): () => void {
	const dispatch = useAppDispatch();
	return useCallback( () => {
		dispatch( dialogsActions.opened( 'mobile-login' ) );
	}, [ dispatch ] );
}

export function MobileLoginModal() {
	const dispatch = useAppDispatch();
	const email = useAppSelector( ( state ) => selectCurrentUser( state )?.wpcomUser?.email );
	// Shared with the send started earlier: reopened during a send, the modal waits for it instead of sending twice.
	const [ , { isLoading: isSending } ] = useSendMobileLoginEmailMutation( { fixedCacheKey: MOBILE_LOGIN_CACHE_KEY } );

	const close = () => dispatch( dialogsActions.closed() );
	const send = () => {
		close();
		void dispatch( sendMobileLoginLink() );
	};

	return (
		<Modal
			title={ __( 'Log in to the WordPress mobile app', 'jetpack' ) }
			className="jp-mobile-login"
			size="small"
			onRequestClose={ close }
			isDismissible={ ! isSending }
			shouldCloseOnEsc={ ! isSending }
			shouldCloseOnClickOutside={ ! isSending }
		>
			<p>
				{ email
					? sprintf(
						/* translators: %s: the email address of the user's WordPress.com account. */
						__( 'We will email a login link to %s. Open it on your phone or tablet to log in to the app without a password.', 'jetpack' ),
						email
					)
					: __( 'We will email you a login link. Open it on your phone or tablet to log in to the app without a password.', 'jetpack' ) }
			</p>
			<div className="jp-dialog__actions">
				<Button variant="tertiary" onClick={ close } disabled={ isSending }>
					{ __( 'Cancel', 'jetpack' ) }
				</Button>
				<Button variant="primary" onClick={ send } isBusy={ isSending } disabled={ isSending }>
					{ isSending ? __( 'Sending…', 'jetpack' ) : __( 'Send link', 'jetpack' ) }
				</Button>
			</div>
		</Modal>
	);
}
