/** Says the site is a staging copy (docs/shell.md#notices). Dismissed in this browser only, and then stays hidden. */
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { AppNotice } from './AppNotice';

/** The localStorage key that remembers the dismissal. */
export const STAGING_DISMISSED_KEY = 'jetpack-dashboard:staging-notice-dismissed';

export const STAGING_SUPPORT_URL = 'https://jetpack.com/support/staging-sites/';

export function isStagingNoticeDismissed(): boolean {
	try {
		return window.localStorage.getItem( STAGING_DISMISSED_KEY ) === '1';
	} catch {
		// Storage can be blocked; the notice then shows, which is harmless.
		return false;
	}
}

export function rememberStagingNoticeDismissed(): void {
	try {
		window.localStorage.setItem( STAGING_DISMISSED_KEY, '1' );
	} catch {
		// Without storage the dismissal lasts for this page load only.
	}
}

export function StagingNotice( { onDismiss }: { onDismiss: () => void } ) {
	return (
		<AppNotice id="staging" status="is-warning" onDismiss={ onDismiss }>
			{ __(
				'You are running Jetpack on a staging site. Some features behave differently here to protect your live site.',
				'jetpack'
			) }{ ' ' }
			<ExternalLink href={ STAGING_SUPPORT_URL }>{ __( 'Learn more about staging sites', 'jetpack' ) }</ExternalLink>
		</AppNotice>
	);
}
