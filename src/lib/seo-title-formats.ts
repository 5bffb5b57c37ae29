/**
 * Custom page title structures of the SEO tools: which tokens each page type may use, how the text a user types
 * becomes the saved list of parts (and back), and the preview that replaces each token with an example. Pure.
 */
import type { SeoPageType, SeoTitleFormats, SeoTitlePart } from '../api/types';

export const SEO_TITLE_TOKENS = [
	'site_name',
	'tagline',
	'post_title',
	'page_title',
	'group_title',
	'date',
	'archive_title',
] as const;
export type SeoTitleToken = ( typeof SEO_TITLE_TOKENS )[ number ];

import { SEO_PAGE_TYPES } from './setting-bounds';

export { SEO_PAGE_TYPES };

/**
 * The tokens each page type offers (docs/settings.md#seo): the site's own title and tagline plus the one thing that
 * names that kind of page. Archives offer the archive title only: their date button is not offered, so a typed
 * [date] stays plain text there. Offered means a button and a typed bracketed name; a token already stored is kept
 * as a token whatever its page type offers (see editTitleFormat).
 */
const ALLOWED_TOKENS: Record< SeoPageType, readonly SeoTitleToken[] > = {
	front_page: [ 'site_name', 'tagline' ],
	posts: [ 'site_name', 'tagline', 'post_title' ],
	pages: [ 'site_name', 'tagline', 'page_title' ],
	groups: [ 'site_name', 'tagline', 'group_title' ],
	archives: [ 'site_name', 'tagline', 'archive_title' ],
};

export function allowedTitleTokens( pageType: SeoPageType ): readonly SeoTitleToken[] {
	return ALLOWED_TOKENS[ pageType ];
}

function isAllowed( pageType: SeoPageType, value: string ): boolean {
	return ALLOWED_TOKENS[ pageType ].some( ( token ) => token === value );
}

/** Adjacent text parts become one, empty ones go. */
function merge( parts: SeoTitlePart[] ): SeoTitlePart[] {
	const merged: SeoTitlePart[] = [];
	for ( const part of parts ) {
		const last = merged[ merged.length - 1 ];
		if ( part.type === 'string' && part.value === '' ) {
			continue;
		}
		if ( part.type === 'string' && last?.type === 'string' ) {
			last.value += part.value;
		} else {
			merged.push( { ...part } );
		}
	}
	return merged;
}

/**
 * Reads a title structure as typed: `[post_title] | [site_name]`. A bracketed name is a token only where the page
 * type offers it; any other bracketed text is kept as the user typed it.
 */
export function parseTitleFormat( pageType: SeoPageType, text: string ): SeoTitlePart[] {
	const parts: SeoTitlePart[] = [];
	const pattern = /\[([a-z_]+)\]/g;
	let start = 0;
	for ( const match of text.matchAll( pattern ) ) {
		const name = match[ 1 ] ?? '';
		const index = match.index ?? 0;
		if ( ! isAllowed( pageType, name ) ) {
			continue;
		}
		parts.push( { type: 'string', value: text.slice( start, index ) } );
		parts.push( { type: 'token', value: name } );
		start = index + match[ 0 ].length;
	}
	parts.push( { type: 'string', value: text.slice( start ) } );
	return merge( parts );
}

interface Placed {
	part: SeoTitlePart;
	start: number;
	end: number;
}

function placeParts( parts: readonly SeoTitlePart[] ): Placed[] {
	let offset = 0;
	return parts.map( ( part ) => {
		const start = offset;
		offset += part.type === 'token' ? part.value.length + 2 : part.value.length;
		return { part, start, end: offset };
	} );
}

/**
 * Where an edit lies in the old text: before[ head, editEnd ) was replaced (an insertion has head === editEnd). A
 * pure insertion or deletion next to the same characters could lie in several places ('[' typed before '[date]');
 * the place that reaches into the fewest tokens is taken, the latest of those when several do.
 */
function locateEdit( placed: readonly Placed[], before: string, text: string ): { head: number; editEnd: number } {
	const shortest = Math.min( before.length, text.length );
	let prefix = 0;
	while ( prefix < shortest && before[ prefix ] === text[ prefix ] ) {
		prefix++;
	}
	let suffix = 0;
	while ( suffix < shortest && before[ before.length - 1 - suffix ] === text[ text.length - 1 - suffix ] ) {
		suffix++;
	}
	if ( prefix + suffix < shortest ) {
		return { head: prefix, editEnd: before.length - suffix };
	}
	const removed = Math.max( 0, before.length - text.length );
	const tokensReached = ( head: number ) =>
		placed.filter( ( { part, start, end } ) => part.type === 'token' && start < head + removed && end > head ).length;
	let best = prefix;
	for ( let head = prefix - 1; head >= shortest - suffix; head-- ) {
		if ( tokensReached( head ) < tokensReached( best ) ) {
			best = head;
		}
	}
	return { head: best, editEnd: best + removed };
}

/**
 * A structure after the user edited its text (docs/settings.md#seo). Only the part the edit touched is read again
 * as typed (where a bracketed name becomes a token only when the page type offers it); every token outside the edit
 * stays as it was stored, offered or not (an archives date, a token of a newer version), and so does the plain text
 * beside it. The edit is what lies between the longest unchanged start and end of the text. A token is touched
 * when the edit reaches into its brackets; text is touched when the edit reaches into it or borders it, so that
 * a bracketed name typed one character at a time becomes a token once closed.
 */
export function editTitleFormat( pageType: SeoPageType, previous: readonly SeoTitlePart[], text: string ): SeoTitlePart[] {
	const before = formatTitleText( previous );
	if ( before === text ) {
		return previous as SeoTitlePart[];
	}
	const placed = placeParts( previous );
	const { head, editEnd } = locateEdit( placed, before, text );
	const grown = text.length - before.length;
	const touched = ( { part, start, end }: Placed ) =>
		part.type === 'token' ? start < editEnd && end > head : start <= editEnd && end >= head;
	const first = placed.findIndex( touched );
	if ( first === -1 ) {
		// Typed between two tokens (or at an end next to one): only the new text is read.
		const at = placed.findIndex( ( { start } ) => start >= head );
		const index = at === -1 ? placed.length : at;
		const typed = parseTitleFormat( pageType, text.slice( head, head + grown ) );
		return merge( [ ...previous.slice( 0, index ), ...typed, ...previous.slice( index ) ] );
	}
	let last = placed.length - 1;
	while ( ! touched( placed[ last ] as Placed ) ) {
		last--;
	}
	const from = ( placed[ first ] as Placed ).start;
	const to = ( placed[ last ] as Placed ).end;
	const typed = parseTitleFormat( pageType, text.slice( from, to + grown ) );
	return merge( [ ...previous.slice( 0, first ), ...typed, ...previous.slice( last + 1 ) ] );
}

/** The structure with a token added at its end (a token button). */
export function insertTitleToken( previous: readonly SeoTitlePart[], token: SeoTitleToken ): SeoTitlePart[] {
	return merge( [ ...previous, { type: 'token', value: token } ] );
}

/** The text a user edits for a saved structure: tokens in brackets. */
export function formatTitleText( parts: readonly SeoTitlePart[] | undefined ): string {
	return ( parts ?? [] ).map( ( part ) => ( part.type === 'token' ? `[${ part.value }]` : part.value ) ).join( '' );
}

/** The structures as the settings map holds them; a missing or malformed value counts as empty. */
export function readTitleFormats( value: unknown ): Record< SeoPageType, SeoTitlePart[] > {
	const source = value && typeof value === 'object' && ! Array.isArray( value ) ? ( value as Record< string, unknown > ) : {};
	const result = {} as Record< SeoPageType, SeoTitlePart[] >;
	for ( const pageType of SEO_PAGE_TYPES ) {
		const list = source[ pageType ];
		result[ pageType ] = Array.isArray( list )
			? list.filter( ( part ): part is SeoTitlePart => isTitlePart( part ) ).map( ( part ) => ( { ...part } ) )
			: [];
	}
	return result;
}

export function isTitlePart( value: unknown ): value is SeoTitlePart {
	if ( ! value || typeof value !== 'object' ) {
		return false;
	}
	const part = value as Record< string, unknown >;
	return ( part.type === 'token' || part.type === 'string' ) && typeof part.value === 'string';
}

/** Is a whole value a well-formed set of title structures (what the servers accept)? */
export function isTitleFormats( value: unknown ): value is SeoTitleFormats {
	if ( ! value || typeof value !== 'object' || Array.isArray( value ) ) {
		return false;
	}
	return Object.entries( value ).every(
		( [ key, list ] ) =>
			SEO_PAGE_TYPES.some( ( type ) => type === key ) && Array.isArray( list ) && list.every( isTitlePart )
	);
}

export interface TitlePreviewSite {
	name: string;
	tagline: string;
}

/** What stands in for each token in the preview: the site's own title and tagline, examples for the rest. */
export function tokenExample( token: string, site: TitlePreviewSite, examples: TitleExamples ): string {
	switch ( token ) {
		case 'site_name':
			return site.name;
		case 'tagline':
			return site.tagline;
		case 'post_title':
		case 'page_title':
			return examples.title;
		case 'group_title':
			return examples.group;
		case 'date':
		case 'archive_title':
			return examples.archive;
		default:
			return `[${ token }]`;
	}
}

/** The translated example words ('Example Title', 'Tag', 'Example Archive Title/Date'). */
export interface TitleExamples {
	title: string;
	group: string;
	archive: string;
}

/** The title a page of this type would get; the caller shows it as 'Preview: %s'. */
export function previewTitle( parts: readonly SeoTitlePart[], site: TitlePreviewSite, examples: TitleExamples ): string {
	return parts.map( ( part ) => ( part.type === 'token' ? tokenExample( part.value, site, examples ) : part.value ) ).join( '' );
}
