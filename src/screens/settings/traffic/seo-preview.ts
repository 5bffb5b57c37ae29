/**
 * How search engines and social networks shorten what they show of a page, for the SEO previews. Each rule tries
 * in turn: short enough as it is, cut at a word within a window, cut hard. A limit counts the ellipsis: a title cut
 * to 63 shows at most 63 characters, "…" included (docs/rules.md#validation). Pure, but for the browser's HTML parser.
 */

export const SEARCH_TITLE_LENGTH = 63;
/** The longest a title cut at a word may be, and the fewest characters it keeps before the cut. */
export const SEARCH_TITLE_WORD_CUT = { shortest: 23, longest: 73 } as const;
export const SEARCH_DESCRIPTION_LENGTH = 160;
export const SEARCH_DESCRIPTION_WORD_CUT = { shortest: 80, longest: 170 } as const;
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

/**
 * Cut at the last space that leaves at least `shortest` characters and a result, ellipsis included, of at most
 * `longest`.
 */
const atWord =
	( { shortest, longest }: { shortest: number; longest: number } ): Shortener =>
	( text ) => {
		// A space at index i keeps i characters; with the ellipsis the result is i + 1 long.
		const lastSpace = text.lastIndexOf( ' ', longest - ELLIPSIS.length );
		return lastSpace >= shortest ? `${ text.slice( 0, lastSpace ) }${ ELLIPSIS }` : null;
	};

const hard =
	( limit: number ): Shortener =>
	( text ) =>
		`${ text.slice( 0, limit - ELLIPSIS.length ) }${ ELLIPSIS }`;

function firstOf( text: string, ...rules: Shortener[] ): string {
	for ( const rule of rules ) {
		const result = rule( text );
		if ( result !== null ) {
			return result;
		}
	}
	return text;
}

/** Elements whose content is no text a reader sees. */
const HIDDEN_CONTENT = 'script, style, template, noscript';

/** Elements that start a new line when shown, so their edges part words. */
const BLOCKS = [
	'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
	'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table',
	'td', 'th', 'tr', 'ul',
].join( ', ' );

/**
 * Removes markup, leaving the text a reader would see, with runs of white space made one. The browser's own HTML
 * parser reads it, into a document where no script runs and nothing loads, so text that only looks like markup
 * ("10 < 20 and > 5") stays and character references are read once.
 */
export function stripMarkup( html: string ): string {
	const { body } = new DOMParser().parseFromString( html, 'text/html' );
	body.querySelectorAll( HIDDEN_CONTENT ).forEach( ( element ) => element.remove() );
	body.querySelectorAll( BLOCKS ).forEach( ( element ) => {
		element.before( ' ' );
		element.after( ' ' );
	} );
	return ( body.textContent ?? '' ).replace( /\s+/g, ' ' ).trim();
}

/** A search result's title: 63 characters, or up to 73 cut at a word when at least 23 stay. */
export function searchTitle( title: string ): string {
	return firstOf( stripMarkup( title ), shortEnough( SEARCH_TITLE_LENGTH ), atWord( SEARCH_TITLE_WORD_CUT ), hard( SEARCH_TITLE_LENGTH ) );
}

/** A search result's description: 160 characters, or up to 170 cut at a word when at least 80 stay. */
export function searchDescription( description: string ): string {
	return firstOf(
		stripMarkup( description ),
		shortEnough( SEARCH_DESCRIPTION_LENGTH ),
		atWord( SEARCH_DESCRIPTION_WORD_CUT ),
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
