/**
 * How search engines and social networks shorten what they show of a page, for the SEO previews. Each rule tries
 * in turn: short enough as it is, cut at a word within a window, cut hard at the limit. Pure.
 */

export const SEARCH_TITLE_LENGTH = 63;
export const SEARCH_DESCRIPTION_LENGTH = 160;
export const SEARCH_URL_LENGTH = 68;
export const FACEBOOK_TITLE_LENGTH = 80;
export const FACEBOOK_DESCRIPTION_LENGTH = 200;
export const TWITTER_DESCRIPTION_LENGTH = 200;
export const MAX_PREVIEW_MEDIA = 4;

const ELLIPSIS = '…';

type Shortener = ( text: string ) => string | null;

const shortEnough =
	( limit: number ): Shortener =>
	( text ) =>
		text.length <= limit ? text : null;

/** Cut at the last space before `upper`, but only if at least `lower` characters remain. */
const atSpace =
	( lower: number, upper: number ): Shortener =>
	( text ) => {
		const head = text.slice( 0, upper );
		const lastSpace = head.lastIndexOf( ' ' );
		return lastSpace > lower && lastSpace < upper ? `${ head.slice( 0, lastSpace ) }${ ELLIPSIS }` : null;
	};

const hard =
	( limit: number ): Shortener =>
	( text ) =>
		`${ text.slice( 0, limit ) }${ ELLIPSIS }`;

function firstOf( text: string, ...rules: Shortener[] ): string {
	for ( const rule of rules ) {
		const result = rule( text );
		if ( result !== null ) {
			return result;
		}
	}
	return text;
}

/** Removes markup, leaving the text a reader would see, with runs of white space made one. */
export function stripMarkup( html: string ): string {
	return html
		.replace( /<[^>]*>/g, ' ' )
		.replace( /&nbsp;/g, ' ' )
		.replace( /&amp;/g, '&' )
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' )
		.replace( /&quot;/g, '"' )
		.replace( /&#0?39;/g, "'" )
		.replace( /\s+/g, ' ' )
		.trim();
}

/** A search result's title: 63 characters, or up to 73 cut at a word when at least 23 stay. */
export function searchTitle( title: string ): string {
	const text = stripMarkup( title );
	return firstOf( text, shortEnough( SEARCH_TITLE_LENGTH ), atSpace( SEARCH_TITLE_LENGTH - 40, SEARCH_TITLE_LENGTH + 10 ), hard( SEARCH_TITLE_LENGTH ) );
}

/** A search result's description: 160 characters, or cut at a word between 80 and 170. */
export function searchDescription( description: string ): string {
	const text = stripMarkup( description );
	return firstOf(
		text,
		shortEnough( SEARCH_DESCRIPTION_LENGTH ),
		atSpace( SEARCH_DESCRIPTION_LENGTH - 80, SEARCH_DESCRIPTION_LENGTH + 10 ),
		hard( SEARCH_DESCRIPTION_LENGTH )
	);
}

/** A search result's address in path form: no scheme, no trailing slash, at most 68 characters. */
export function searchUrl( url: string ): string {
	const text = url.replace( /^[a-z]+:\/\//i, '' ).replace( /\/+$/, '' );
	return firstOf( text, shortEnough( SEARCH_URL_LENGTH ), hard( SEARCH_URL_LENGTH ) );
}

export function facebookTitle( title: string ): string {
	return firstOf( stripMarkup( title ), shortEnough( FACEBOOK_TITLE_LENGTH ), hard( FACEBOOK_TITLE_LENGTH ) );
}

export function facebookDescription( description: string ): string {
	return firstOf( stripMarkup( description ), shortEnough( FACEBOOK_DESCRIPTION_LENGTH ), hard( FACEBOOK_DESCRIPTION_LENGTH ) );
}

export function twitterDescription( description: string ): string {
	return firstOf( stripMarkup( description ), shortEnough( TWITTER_DESCRIPTION_LENGTH ), hard( TWITTER_DESCRIPTION_LENGTH ) );
}

export interface PreviewMedia {
	type: 'image' | 'video' | 'gif';
	url: string;
	alt?: string;
}

/**
 * The media a card shows: a video or gif in first place plays alone; otherwise only images, four at most.
 */
export function previewMedia( media: readonly PreviewMedia[] ): PreviewMedia[] {
	const [ first, ...rest ] = media;
	if ( ! first ) {
		return [];
	}
	if ( first.type !== 'image' ) {
		return [ first ];
	}
	return [ first, ...rest.filter( ( item ) => item.type === 'image' ) ].slice( 0, MAX_PREVIEW_MEDIA );
}
