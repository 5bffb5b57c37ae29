/** Tells everyone but subscribers that this is a development build (docs/shell.md#notices); dismissed for good. */
import { __ } from '@wordpress/i18n';
import { DEV_VERSION_NOTICE_ID } from './shell-notices';
import { AppNotice } from './AppNotice';
import { useDismissForGood } from './use-dismiss-for-good';

export function DevVersionNotice() {
	const dismissForGood = useDismissForGood();
	return (
		<AppNotice id={ DEV_VERSION_NOTICE_ID } status="is-info" onDismiss={ () => dismissForGood( DEV_VERSION_NOTICE_ID ) }>
			{ __(
				'You are currently running a development version of Jetpack. Some features may be unfinished; please report any problem you find.',
				'jetpack'
			) }
		</AppNotice>
	);
}
