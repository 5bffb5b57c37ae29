/** Invites a user whose account is not linked to connect it (docs/shell.md#notices); dismissed for good. */
import { __, sprintf } from '@wordpress/i18n';
import { HOST_NAME } from '../../lib/site-data-errors';
import { UNLINKED_USER_NOTICE_ID } from './shell-notices';
import { AppNotice } from './AppNotice';
import { useDismissForGood } from './use-dismiss-for-good';

export function UnlinkedUserNotice( { connectUrl }: { connectUrl: string } ) {
	const dismissForGood = useDismissForGood();
	return (
		<AppNotice
			id={ UNLINKED_USER_NOTICE_ID }
			status="is-info"
			onDismiss={ () => dismissForGood( UNLINKED_USER_NOTICE_ID ) }
			actions={ [
				{
					/* translators: %s: the hosted service, e.g. WordPress.com. */
					label: sprintf( __( 'Connect your %s account', 'jetpack' ), HOST_NAME ),
					url: connectUrl,
					variant: 'primary',
				},
			] }
		>
			{ sprintf(
				/* translators: %s: the hosted service, e.g. WordPress.com. */
				__( 'Your user account is not connected to %s. Connect it to use every Jetpack feature on this site.', 'jetpack' ),
				HOST_NAME
			) }
		</AppNotice>
	);
}
