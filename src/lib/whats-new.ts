/**
 * When the what's-new dialog offers itself (docs/shell.md#page-frame). Kept apart from the sanitizer so the page load
 * does not carry DOMPurify: the dialog's own chunk does.
 */
import type { ReleasePost } from '../api/types';
import { WHATS_NEW_NOTICE_ID } from './notice-ids';

export { WHATS_NEW_NOTICE_ID };

/** The dialog opens by itself on load when there is a release post the user has not dismissed. */
export function shouldOfferWhatsNew( releasePost: ReleasePost | null, dismissed: Record< string, boolean > ): boolean {
	return releasePost !== null && ! dismissed[ WHATS_NEW_NOTICE_ID ];
}
