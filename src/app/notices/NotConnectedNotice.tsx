/** What a user who cannot connect the site sees while it is not connected (docs/shell.md#notices). */
import { __, sprintf } from '@wordpress/i18n';
import { HOST_NAME } from '../../lib/site-data-errors';
import { AppNotice } from './AppNotice';

export function NotConnectedNotice() {
	return (
		<AppNotice id="not-connected" status="is-warning">
			{ sprintf(
				/* translators: %s: the hosted service, e.g. WordPress.com. */
				__( 'This site is not connected to %s. Please ask the site administrator to connect.', 'jetpack' ),
				HOST_NAME
			) }
		</AppNotice>
	);
}
