/**
 * The notices area shown on every screen (docs/shell.md#notices): the standing notices the site's state calls for, this
 * page load's state notice, the licence notices, then the notices the app queued. The licence activation
 * notice's words, the identity-crisis notice and the words of a page load's codes, which few page loads meet, load
 * only when they show, behind an empty fallback so the notices already on screen do not blink. The queued notices (an
 * action's progress and outcome, such as a save's) float in a corner rather than push the screen down under the
 * pointer (docs/shell.md#notices).
 */
import { lazy, Suspense, useState } from 'react';
import { __ } from '@wordpress/i18n';
import { shouldShowIdentityCrisis } from '../../lib/identity-crisis';
import { getShellNotices } from './shell-notices';
import { useAppSelector } from '../../state/hooks';
import { selectCapabilities, selectConnectionStatus } from '../../state/selectors';
import { ConnectionErrorNotice } from './ConnectionErrorNotice';
import { DevVersionNotice } from './DevVersionNotice';
import { LicenseActivationNotice } from './LicenseActivationNotice';
import { LicensingErrorNotice } from './LicensingErrorNotice';

const IdentityCrisisNotice = lazy( async () => ( {
	default: ( await import( /* webpackChunkName: "rare-notices" */ './IdentityCrisisNotice' ) ).IdentityCrisisNotice,
} ) );
const StateNoticeView = lazy( async () => ( {
	default: ( await import( /* webpackChunkName: "rare-notices" */ './StateNoticeView' ) ).StateNoticeView,
} ) );
import { NotConnectedNotice } from './NotConnectedNotice';
import { QueuedNotice } from './QueuedNotice';
import { isStagingNoticeDismissed, rememberStagingNoticeDismissed, StagingNotice } from './StagingNotice';
import { UnlinkedUserNotice } from './UnlinkedUserNotice';
import { usePageNotices } from './use-page-notices';
import './admin-notices.css';

export function NoticesArea() {
	const caps = useAppSelector( selectCapabilities );
	const connection = useAppSelector( selectConnectionStatus );
	const isDevVersion = useAppSelector( ( state ) => state.page.isDevVersion );
	const connectUrl = useAppSelector( ( state ) => state.page.connectUrl );
	const dismissed = useAppSelector( ( state ) => state.notices.dismissed );
	const stateNotices = useAppSelector( ( state ) => state.page.stateNotices );
	const [ stagingDismissedNow, setStagingDismissed ] = useState( false );
	// Browser storage is read only for a staging site: opening it is slow on a page's first render.
	const stagingDismissed = stagingDismissedNow || ( connection?.isStaging === true && isStagingNoticeDismissed() );
	const queued = usePageNotices();
	const shown = getShellNotices( { caps, connection, isDevVersion, stagingDismissed, connectUrl, dismissed } );

	const dismissStaging = () => {
		rememberStagingNoticeDismissed();
		setStagingDismissed( true );
	};

	return (
		<section className="jp-notices" aria-label={ __( 'Notices', 'jetpack' ) }>
			{ shouldShowIdentityCrisis( { caps, isInIdentityCrisis: connection?.isInIdentityCrisis } ) && (
				<Suspense fallback={ null }>
					<IdentityCrisisNotice />
				</Suspense>
			) }
			{ shown.connectionError && <ConnectionErrorNotice error={ shown.connectionError } /> }
			{ shown.notConnectedNonAdmin && <NotConnectedNotice /> }
			{ ( stateNotices.errorCode || stateNotices.messageCode ) && (
				<Suspense fallback={ null }>
					<StateNoticeView />
				</Suspense>
			) }
			<LicensingErrorNotice />
			<Suspense fallback={ null }>
				<LicenseActivationNotice />
			</Suspense>
			{ shown.staging && <StagingNotice onDismiss={ dismissStaging } /> }
			{ shown.devVersion && <DevVersionNotice /> }
			{ shown.unlinkedUser && <UnlinkedUserNotice connectUrl={ connectUrl } /> }
			{ /* The app's own notices float over the page: one that comes or goes moves nothing the user may be about to click. */ }
			{ queued.length > 0 && (
				<div className="jp-notices__float">
					{ queued.map( ( notice ) => (
						<QueuedNotice key={ notice.noticeId } notice={ notice } />
					) ) }
				</div>
			) }
		</section>
	);
}
