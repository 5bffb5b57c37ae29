/**
 * The notice of this page load's query-string codes (docs/rules.md#error-catalogue); dismissing it hides it until the
 * next load.
 */
import { ExternalLink } from '@wordpress/components';
import { getStateNotice, STATE_NOTICE_ID } from './state-notices';
import { useAppSelector } from '../../state/hooks';
import { AppNotice } from './AppNotice';
import { useSessionDismissal } from './page-memory';

export function StateNoticeView() {
	const stateNotices = useAppSelector( ( state ) => state.page.stateNotices );
	const isAtomicSite = useAppSelector( ( state ) => state.page.siteData.isAtomicSite );
	const version = useAppSelector( ( state ) => state.page.currentVersion );
	const [ dismissed, dismiss ] = useSessionDismissal( STATE_NOTICE_ID );
	const notice = getStateNotice( stateNotices, { isAtomicSite, version } );
	if ( ! notice || dismissed ) {
		return null;
	}
	return (
		<AppNotice id={ STATE_NOTICE_ID } status={ notice.status } onDismiss={ dismiss }>
			{ notice.text }
			{ notice.link && (
				<>
					{ ' ' }
					<ExternalLink href={ notice.link.href }>{ notice.link.label }</ExternalLink>
				</>
			) }
		</AppNotice>
	);
}
