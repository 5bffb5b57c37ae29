/**
 * How search engines and social networks shorten what they show of a page, for the SEO previews. Each rule tries
 * in turn: short enough as it is, cut at a word within a window, cut hard. A limit counts the ellipsis: a title cut
 * to 63 shows at most 63 characters, "…" included (docs/rules.md#validation). Pure.
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
const HIDDEN_CONTENT = new Set( [ 'script', 'style', 'template', 'noscript' ] );

/** Elements that start a new line when shown, so their edges part words. */
const BLOCKS = new Set( [
	'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
	'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table',
	'td', 'th', 'tr', 'ul',
] );

const NAMED_ENTITIES: Record< string, string > = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: ' ',
	hellip: '…',
	mdash: '—',
	ndash: '–',
	lsquo: '‘',
	rsquo: '’',
	ldquo: '“',
	rdquo: '”',
	copy: '©',
	reg: '®',
	trade: '™',
};

/** Reads character references: named ones from a short list, and every decimal or hexadecimal one. */
function decodeEntities( text: string ): string {
	return text.replace( /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]+);/g, ( whole, body: string ) => {
		if ( body[ 0 ] !== '#' ) {
			return NAMED_ENTITIES[ body ] ?? whole;
		}
		const code = body[ 1 ] === 'x' || body[ 1 ] === 'X' ? parseInt( body.slice( 2 ), 16 ) : parseInt( body.slice( 1 ), 10 );
		return code > 0 && code <= 0x10ffff ? String.fromCodePoint( code ) : whole;
	} );
}

const isLetter = ( char: string | undefined ) => char !== undefined && /^[a-zA-Z]$/.test( char );

/** Where the markup construct opening at `at` (a `<`) ends, or null when that `<` is text. */
function markupEnd( html: string, at: number ): { end: number; name: string; closing: boolean } | null {
	const next = html[ at + 1 ];
	// As an HTML parser reads it: a tag opens only with a letter after `<` or `</`; `<!` and `<?` open comments and
	// declarations; any other `<` (a lone one, `< 20`, `<3`) is text.
	if ( html.startsWith( '<!--', at ) ) {
		const close = html.indexOf( '-->', at + 4 );
		return { end: close === -1 ? html.length : close + 3, name: '', closing: false };
	}
	const closing = next === '/';
	const nameStart = closing ? at + 2 : at + 1;
	if ( ! isLetter( html[ nameStart ] ) ) {
		// `<!`, `<?` and `</` before anything but a letter open a bogus comment, up to the next `>`; a `</` ending
		// the text is text.
		if ( next === '!' || next === '?' || ( closing && nameStart < html.length ) ) {
			const close = html.indexOf( '>', at + 2 );
			return { end: close === -1 ? html.length : close + 1, name: '', closing: false };
		}
		return null;
	}
	let index = nameStart;
	while ( index < html.length && ! /[\s/>]/.test( html[ index ] ?? '' ) ) {
		index++;
	}
	const name = html.slice( nameStart, index ).toLowerCase();
	// Attributes: a quoted value may hold `>`; the tag ends at the first `>` outside quotes. A tag the text never
	// closes is dropped with the rest of the text, as a parser drops it.
	let quote: string | null = null;
	for ( ; index < html.length; index++ ) {
		const char = html[ index ];
		if ( quote !== null ) {
			if ( char === quote ) {
				quote = null;
			}
		} else if ( ( char === '"' || char === "'" ) && /=\s*$/.test( html.slice( nameStart, index ) ) ) {
			quote = char;
		} else if ( char === '>' ) {
			return { end: index + 1, name, closing };
		}
	}
	return { end: html.length, name, closing };
}

/**
 * Removes markup, leaving the text a reader would see, with runs of white space made one. Markup is read by the
 * rules an HTML parser follows, so text that only looks like markup ("10 < 20 and > 5") stays.
 */
export function stripMarkup( html: string ): string {
	let text = '';
	let from = 0;
	let index = html.indexOf( '<' );
	while ( index !== -1 ) {
		const markup = markupEnd( html, index );
		if ( markup === null ) {
			index = html.indexOf( '<', index + 1 );
			continue;
		}
		text += decodeEntities( html.slice( from, index ) );
		text += BLOCKS.has( markup.name ) ? ' ' : '';
		from = markup.end;
		if ( ! markup.closing && HIDDEN_CONTENT.has( markup.name ) ) {
			const close = html.toLowerCase().indexOf( `</${ markup.name }`, from );
			const closeEnd = close === -1 ? -1 : html.indexOf( '>', close );
			from = close === -1 || closeEnd === -1 ? html.length : closeEnd + 1;
		}
		index = html.indexOf( '<', from );
	}
	text += decodeEntities( html.slice( from ) );
	return text.replace( /\s+/g, ' ' ).trim();
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
