/**
 * The bounds of the content types' posts-per-page counts, shared by the Writing section's field and the demo site's
 * check of what it stores. Pure.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { SettingValue } from '../api/types';
import { CONTENT_TYPE_PAGE_SIZE, POSTS_PER_PAGE_MAX, POSTS_PER_PAGE_MIN } from './setting-bounds';

export { CONTENT_TYPE_PAGE_SIZE, POSTS_PER_PAGE_MAX, POSTS_PER_PAGE_MIN };

/** Whether a value is a whole number of items per page the site accepts. */
export function isPostsPerPage( value: unknown ): value is number {
	return typeof value === 'number' && Number.isInteger( value ) && value >= POSTS_PER_PAGE_MIN && value <= POSTS_PER_PAGE_MAX;
}

/** What typing in a posts-per-page field records: digits become the number, anything else stays as typed. */
export function postsPerPageInput( text: string ): SettingValue {
	const trimmed = text.trim();
	return /^\d{1,6}$/.test( trimmed ) ? Number( trimmed ) : text;
}

/** Why a posts-per-page value would be refused, or null when it is fine. */
export function postsPerPageProblem( value: SettingValue | undefined ): string | null {
	if ( value === undefined || isPostsPerPage( value ) ) {
		return null;
	}
	return sprintf(
		/* translators: 1: the smallest number allowed, 2: the largest. */
		__( 'Enter a whole number of items per page from %1$d to %2$d.', 'jetpack' ),
		POSTS_PER_PAGE_MIN,
		POSTS_PER_PAGE_MAX
	);
}
