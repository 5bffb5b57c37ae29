/** The shell around every screen: masthead, notices, navigation, the screen, the placed cards and the footer. */
import type { ReactNode } from 'react';
import { useAppSelector } from '../../state/hooks';
import { selectCapabilities, selectCurrentUser, selectSettings } from '../../state/selectors';
import { getAppView, getShellCards, isMastheadVisible, isNavigationVisible } from '../navigation';
import { NoticesArea } from '../notices/NoticesArea';
import { GlobalDialogs } from '../dialogs/GlobalDialogs';
import type { AppRoute } from '../app-routes';
import { useNavigationContext } from '../use-shell-context';
import { Footer } from './Footer';
import { Masthead } from './Masthead';
import { Navigation } from './Navigation';
import { SupportCard } from './SupportCard';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import './layout.css';

export function Layout( { route, children }: { route: AppRoute; children: ReactNode } ) {
	const navigation = useNavigationContext();
	const caps = useAppSelector( selectCapabilities );
	const view = getAppView( caps );
	// The navigation blocker exists only while something is unsaved.
	const unsaved = useAppSelector( ( state ) => state.settingsUi.hasUnsavedChanges );
	// While the site reconnects the screen's content is blurred and marked busy (docs/connection.md#reconnect).
	const reconnecting = useAppSelector( ( state ) => state.connectionFlow.isReconnecting );
	const accountSiteCount = useAppSelector( ( state ) => selectCurrentUser( state )?.wpcomUser?.site_count ?? 0 );
	const settings = useAppSelector( selectSettings );
	const cards = getShellCards( { caps, group: route.group, path: navigation.path, accountSiteCount, settings } );
	return (
		<div className="jp-shell">
			{ isMastheadVisible( route.group ) && <Masthead route={ route } /> }
			<NoticesArea />
			{ view !== 'nothing' && isNavigationVisible( navigation ) && <Navigation context={ navigation } route={ route } /> }
			{ /* Focusable by script only: where focus goes when a dialog that opened with the page closes. */ }
			<div
				className={ `jp-shell__main${ reconnecting ? ' is-reconnecting' : '' }` }
				id="jp-main"
				tabIndex={ -1 }
				aria-busy={ reconnecting || undefined }
			>
				{ view !== 'nothing' && children }
			</div>
			{ view !== 'nothing' && cards.supportCard && <SupportCard /> }
			<Footer />
			<GlobalDialogs />
			{ unsaved && <UnsavedChangesGuard /> }
		</div>
	);
}
