/**
 * Installs (when missing) and activates the anti-spam plugin, then sends the browser to the plugin's key-entry
 * page (docs/dashboard.md#anti-spam). Progress and failure are global notices; the progress notice is shown long
 * enough to be read before the browser leaves, and the button stays busy once the browser is leaving.
 */
import { useRef, useState } from 'react';
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { navigateTo } from '../../../hooks/navigate';
import { AKISMET_KEY_PAGE } from './anti-spam-card';
import { failureReason } from '../../../lib/failure-message';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { showRetryableNotice } from '../../../state/notices/retries';
import { noticesActions } from '../../../state/notices/slice';
import { useInstallPluginMutation } from '../../../state/plugins/api';

const NOTICE_ID = 'akismet-activation';
/**
 * How long "Activating Akismet…" stays at least before the browser leaves: a quick activation would otherwise take the
 * user away before the notice could be read (docs/dashboard.md#anti-spam).
 */
export const ACTIVATING_NOTICE_MIN_MS = 1500;

const shownFor = ( since: number ) => new Promise( ( resolve ) => setTimeout( resolve, Math.max( 0, since + ACTIVATING_NOTICE_MIN_MS - Date.now() ) ) );

export function ActivateAkismet( { installed }: { installed: boolean } ) {
	const dispatch = useAppDispatch();
	const adminUrl = useAppSelector( ( state ) => state.page.adminUrl );
	const [ install ] = useInstallPluginMutation();
	const [ busy, setBusy ] = useState( false );
	// A ref, not the state: a second click in the same tick must already see the first.
	const running = useRef( false );

	const activate = async () => {
		if ( running.current ) {
			return;
		}
		running.current = true;
		setBusy( true );
		dispatch(
			noticesActions.noticeShown( { noticeId: NOTICE_ID, status: 'is-info', text: __( 'Activating Akismet…', 'jetpack' ), showDismiss: false } )
		);
		const noticeSince = Date.now();
		const result = await install( { slug: 'akismet' } );
		if ( 'error' in result ) {
			running.current = false;
			setBusy( false );
			// Why, on a line of its own; "Try again" in the notice sends the same request (so does the button).
			showRetryableNotice(
				dispatch,
				{ noticeId: NOTICE_ID, status: 'is-error', text: `${ __( 'Could not activate Akismet.', 'jetpack' ) }\n${ failureReason( result.error ) }` },
				() => void activate()
			);
			return;
		}
		await shownFor( noticeSince );
		navigateTo( `${ adminUrl }${ AKISMET_KEY_PAGE }` );
	};

	return (
		<Button variant="primary" isBusy={ busy } aria-disabled={ busy } onClick={ activate }>
			{ installed ? __( 'Activate Akismet', 'jetpack' ) : __( 'Install and activate Akismet', 'jetpack' ) }
		</Button>
	);
}
