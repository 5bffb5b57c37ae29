/**
 * Dialogs that can open over any screen, one at a time: what's new, mobile-app login. Each is its own chunk,
 * loaded when it first opens, so the sanitizer and the modal code stay out of every page load.
 */
import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../state/hooks';

const WhatsNewDialog = lazy( async () => ( {
	default: ( await import( /* webpackChunkName: "whats-new" */ './WhatsNewDialog' ) ).WhatsNewDialog,
} ) );
const MobileLoginModal = lazy( async () => ( {
	default: ( await import( /* webpackChunkName: "mobile-login" */ './MobileLoginModal' ) ).MobileLoginModal,
} ) );

export function GlobalDialogs() {
	const open = useAppSelector( ( state ) => state.dialogs.open );
	const releasePost = useAppSelector( ( state ) => state.page.releasePost );
	return (
		<Suspense fallback={ null }>
			{ open === 'whats-new' && releasePost && <WhatsNewDialog releasePost={ releasePost } /> }
			{ open === 'mobile-login' && <MobileLoginModal /> }
		</Suspense>
	);
}
