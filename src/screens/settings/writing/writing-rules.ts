/**
 * Rules of the Writing and Discussion cards: the infinite scroll mode and what choosing one saves, the two markdown
 * switches (posts and comments) that share the markdown module, and when a post-by-email address counts as none.
 * Pure.
 */
import type { Settings, SettingValue } from '../../../api/types';

export type InfiniteScrollMode = 'default' | 'button' | 'scroll';

/** Module off: the theme's own behaviour; on: load on scroll when infinite_scroll is true, else with a button. */
export function infiniteScrollMode( moduleActive: boolean, infiniteScroll: SettingValue | undefined ): InfiniteScrollMode {
	if ( ! moduleActive ) {
		return 'default';
	}
	return infiniteScroll === true ? 'scroll' : 'button';
}

/** Choosing the theme's behaviour turns the module off; a button or scrolling turns it on with the option set. */
export function infiniteScrollUpdate( mode: InfiniteScrollMode ): Settings {
	switch ( mode ) {
		case 'default':
			return { 'infinite-scroll': false };
		case 'button':
			return { 'infinite-scroll': true, infinite_scroll: false };
		case 'scroll':
			return { 'infinite-scroll': true, infinite_scroll: true };
	}
}

const POSTS = 'wpcom_publish_posts_with_markdown';
const COMMENTS = 'wpcom_publish_comments_with_markdown';

/** A markdown switch is on when the module is and its own option is. */
function markdownOn( option: string, settings: Settings | undefined ): boolean {
	return settings?.markdown === true && settings?.[ option ] === true;
}

/**
 * The two markdown switches share the markdown module (docs/settings.md#markdown-switches): while the other switch
 * is on, a switch changes only its own option; otherwise the module follows the switch, on with the option turned on
 * and off with it turned off. A switch never changes the other one's option.
 */
function markdownUpdate( own: string, other: string, next: boolean, settings: Settings | undefined ): Settings {
	if ( markdownOn( other, settings ) ) {
		return { [ own ]: next };
	}
	return { markdown: next, [ own ]: next };
}

/** Discussion's "Enable Markdown use for comments". */
export function commentsMarkdownUpdate( next: boolean, settings: Settings | undefined ): Settings {
	return markdownUpdate( COMMENTS, POSTS, next, settings );
}

/** Writing's "Write posts or pages in plain-text Markdown syntax" (Composing). */
export function postsMarkdownUpdate( next: boolean, settings: Settings | undefined ): Settings {
	return markdownUpdate( POSTS, COMMENTS, next, settings );
}

/** A post-by-email address of false, "1", null (or nothing at all) is no address: the card offers to create one. */
export function postByEmailAddress( value: SettingValue | undefined ): string | null {
	return typeof value === 'string' && value !== '' && value !== '1' ? value : null;
}
