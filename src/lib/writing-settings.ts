/**
 * Rules of the Writing and Discussion cards: the infinite scroll mode and what choosing one saves, the two markdown
 * switches (posts and comments) that share the markdown module, and when a post-by-email address counts as none.
 * Pure.
 */
import type { Settings, SettingValue } from '../api/types';

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

/**
 * The comments markdown switch: with markdown for posts on, only the comments option changes; turning it on while
 * markdown for posts is off also sets the posts option (the markdown module works through it).
 */
export function commentsMarkdownUpdate( next: boolean, settings: Settings | undefined ): Settings {
	if ( ! next || settings?.[ POSTS ] === true ) {
		return { [ COMMENTS ]: next };
	}
	return { [ POSTS ]: true, [ COMMENTS ]: true };
}

/**
 * The posts markdown switch (Writing, Composing): with markdown for comments already on, only the posts option
 * changes; otherwise the markdown module follows the switch, with the posts option set to true when turned on.
 */
export function postsMarkdownUpdate( next: boolean, settings: Settings | undefined ): Settings {
	if ( settings?.[ COMMENTS ] === true ) {
		return { [ POSTS ]: next };
	}
	return next ? { markdown: true, [ POSTS ]: true } : { markdown: false, [ POSTS ]: false };
}

/** A post-by-email address of false, "1", null (or nothing at all) is no address: the card offers to create one. */
export function postByEmailAddress( value: SettingValue | undefined ): string | null {
	return typeof value === 'string' && value !== '' && value !== '1' ? value : null;
}
