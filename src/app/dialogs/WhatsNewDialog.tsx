/**
 * The what's-new dialog (docs/shell.md#page-frame): the release post's title, featured image and sanitized HTML body.
 * Closing it in any way (Dismiss, ×, Escape, a click outside) counts as seen: it is hidden for good (POST notice/{id}),
 * and a refused dismissal says why with "Try again".
 */
import { useMemo } from 'react';
import { Button, Modal } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { ReleasePost } from '../../api/types';
import { safeImageUrl, sanitizeReleasePost } from './release-post';
import { WHATS_NEW_NOTICE_ID } from '../../lib/whats-new';
import { dialogsActions } from '../../state/dialogs/slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { useDismissForGood } from '../notices/use-dismiss-for-good';
import './dialogs.css';

export function WhatsNewDialog( { releasePost }: { releasePost: ReleasePost } ) {
	const dispatch = useAppDispatch();
	const version = useAppSelector( ( state ) => state.page.currentVersion );
	const content = useMemo( () => sanitizeReleasePost( releasePost.release_post_content ), [ releasePost ] );
	const image = safeImageUrl( releasePost.release_post_featured_image );

	const dismissForGood = useDismissForGood();
	// Closed at once, however it was closed (docs/shell.md#overlays-opened-by-the-shell); a refused dismissal says why
	// with "Try again", as the notices' own dismissals do.
	const dismiss = () => {
		dispatch( dialogsActions.closed() );
		void dismissForGood( WHATS_NEW_NOTICE_ID );
	};

	return (
		<Modal
			/* translators: %s: the plugin's version number. */
			title={ sprintf( __( 'New in Jetpack %s', 'jetpack' ), version ) }
			className="jp-whats-new"
			size="medium"
			onRequestClose={ dismiss }
		>
			{ image && <img className="jp-whats-new__image" src={ image } alt="" /> }
			{ releasePost.release_post_title && <h2 className="jp-whats-new__title">{ releasePost.release_post_title }</h2> }
			{ /* Sanitized: no script, event handler or javascript: URL survives, and links open in a new tab. */ }
			<div className="jp-whats-new__content" dangerouslySetInnerHTML={ { __html: content } } />
			<div className="jp-dialog__actions">
				<Button variant="primary" onClick={ dismiss }>
					{ __( 'Dismiss', 'jetpack' ) }
				</Button>
			</div>
		</Modal>
	);
}
