/**
 * The front page meta description's length rules: search engines show about 160 characters, so the counter warns
 * past 159, and the field stops at 300. Pure.
 */

import { META_DESCRIPTION_MAX } from './setting-bounds';

export { META_DESCRIPTION_MAX };
export const META_DESCRIPTION_ADVICE = 160;

export type MetaDescriptionState = 'ok' | 'warning' | 'max';

export function metaDescriptionState( length: number ): MetaDescriptionState {
	if ( length >= META_DESCRIPTION_MAX ) {
		return 'max';
	}
	return length >= META_DESCRIPTION_ADVICE ? 'warning' : 'ok';
}

/** What the field keeps of typed or pasted text. */
export function limitMetaDescription( text: string ): string {
	return text.slice( 0, META_DESCRIPTION_MAX );
}
