/** Dialogs that can open over any screen, one at a time: what's new, mobile-app login. */
import { useAppSelector } from '../../state/hooks';
import { MobileLoginModal } from './MobileLoginModal';
import { WhatsNewDialog } from './WhatsNewDialog';

export function GlobalDialogs() {
	const open = useAppSelector( ( state ) => state.dialogs.open );
	const releasePost = useAppSelector( ( state ) => state.page.releasePost );
	if ( open === 'whats-new' && releasePost ) {
		return <WhatsNewDialog releasePost={ releasePost } />;
	}
	if ( open === 'mobile-login' ) {
		return <MobileLoginModal />;
	}
	return null;
}
