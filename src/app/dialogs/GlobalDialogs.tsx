/**
 * Dialogs that can open over any screen, one at a time: what's new, mobile-app login, and the overlays of
 * #/reconnect and #/connect-user, and the provider's authorize page in a frame. Each is its own chunk, loaded when it first opens, so the sanitizer and the modal code stay out of
 * every page load.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { shouldShowReconnectDialog } from './reconnect-dialog';
import { shouldShowUserConnect } from '../../lib/user-connect-dialog';
import { useAppSelector } from '../../state/hooks';
import { useConnectUserRequest } from '../connection/use-connect-user-request';
import { selectCapabilities } from '../../state/selectors';

const WhatsNewDialog = lazy( async () => ( {
	default: ( await import( /* webpackChunkName: "whats-new" */ './WhatsNewDialog' ) ).WhatsNewDialog,
} ) );
const ReconnectDialog = lazy( async () => ( {
	default: ( await import( /* webpackChunkName: "reconnect" */ './ReconnectDialog' ) ).ReconnectDialog,
} ) );
const UserConnectDialog = lazy( async () => ( {
	default: ( await import( /* webpackChunkName: "user-connect" */ './UserConnectDialog' ) ).UserConnectDialog,
} ) );
const AuthorizeFrame = lazy( async () => ( {
	default: ( await import( /* webpackChunkName: "authorize-frame" */ '../../components/connection/AuthorizeFrame' ) ).AuthorizeFrame,
} ) );
const MobileLoginModal = lazy( async () => ( {
	default: ( await import( /* webpackChunkName: "mobile-login" */ './MobileLoginModal' ) ).MobileLoginModal,
} ) );

/**
 * A dialog returns focus to the control that opened it. One that opened with the page (what's new) has none: focus
 * would fall to <body>, so it moves to the main area instead, where reading and tabbing carry on.
 */
function useFocusAfterClose( isOpen: boolean ) {
	const wasOpen = useRef( isOpen );
	useEffect( () => {
		const active = document.activeElement;
		if ( wasOpen.current && ! isOpen && ( ! active || active === document.body ) ) {
			document.getElementById( 'jp-main' )?.focus();
		}
		wasOpen.current = isOpen;
	}, [ isOpen ] );
}

export function GlobalDialogs() {
	const open = useAppSelector( ( state ) => state.dialogs.open );
	const releasePost = useAppSelector( ( state ) => state.page.releasePost );
	const caps = useAppSelector( selectCapabilities );
	const isReconnecting = useAppSelector( ( state ) => state.connectionFlow.isReconnecting );
	const authorizing = useAppSelector( ( state ) => state.connectionFlow.authorizeFrameOpen );
	const path = useLocation().pathname;
	useConnectUserRequest();
	const reconnect = shouldShowReconnectDialog( { path, caps, isReconnecting } );
	const connectUser = shouldShowUserConnect( { path, caps } );
	useFocusAfterClose( open !== null || reconnect || connectUser );
	return (
		<Suspense fallback={ null }>
			{ open === 'whats-new' && releasePost && <WhatsNewDialog releasePost={ releasePost } /> }
			{ open === 'mobile-login' && <MobileLoginModal /> }
			{ reconnect && open === null && <ReconnectDialog /> }
			{ connectUser && open === null && <UserConnectDialog /> }
			{ authorizing && <AuthorizeFrame /> }
		</Suspense>
	);
}
