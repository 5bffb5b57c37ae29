/**
 * What the Writing settings accept beyond their declared types: each content type shows a whole number of items
 * per page within the allowed range. Checked before anything is written.
 */
import type { SettingValue } from '../../api/types';
import { CONTENT_TYPE_PAGE_SIZE, isPostsPerPage, POSTS_PER_PAGE_MAX, POSTS_PER_PAGE_MIN } from '../../lib/posts-per-page';
import { invalidParam } from './wp-error';

const PAGE_SIZE_OPTIONS: readonly string[] = Object.values( CONTENT_TYPE_PAGE_SIZE );

/** The value to store for a writing setting (throws a 400 naming the setting when it is refused). */
export function checkWritingSetting( name: string, value: SettingValue ): SettingValue {
	if ( PAGE_SIZE_OPTIONS.includes( name ) && ! isPostsPerPage( value ) ) {
		throw invalidParam( name, `${ name } must be a whole number from ${ POSTS_PER_PAGE_MIN } to ${ POSTS_PER_PAGE_MAX }.` );
	}
	return value;
}
