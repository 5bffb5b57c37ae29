/**
 * The settings search: which modules a term finds, and in which of their texts. Matching ignores case and
 * accents ("CDN", "cdn" and "cdñ" are the same term) and looks for the whole term in the module's name, short and
 * long descriptions, and search terms (the extra search queries count as search terms). Pure.
 */
import type { Module } from '../api/types';

/** Where a term was found, most telling first: the screen shows it so users see why a module is listed. */
export type MatchField = 'name' | 'description' | 'long_description' | 'search_terms';

export type SearchableModule = Pick<
	Module,
	'module' | 'name' | 'description' | 'long_description' | 'short_description' | 'search_terms' | 'additional_search_queries'
>;

/** Lower case, accents dropped, runs of white space made one space, trimmed. */
export function normalizeSearchText( text: string ): string {
	return text
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase()
		.replace( /\s+/g, ' ' )
		.trim();
}

/** The field a term matches first, or null; an empty term matches nothing. */
export function matchModule( module: SearchableModule, term: string ): MatchField | null {
	const wanted = normalizeSearchText( term );
	if ( ! wanted ) {
		return null;
	}
	const fields: [ MatchField, string ][] = [
		[ 'name', module.name ],
		[ 'description', `${ module.description } ${ module.short_description }` ],
		[ 'long_description', module.long_description ],
		[ 'search_terms', `${ module.module } ${ module.search_terms } ${ module.additional_search_queries }` ],
	];
	const found = fields.find( ( [ , text ] ) => normalizeSearchText( text ).includes( wanted ) );
	return found ? found[ 0 ] : null;
}

/** Every module the term finds, with where it was found. */
export function searchModules( modules: Record< string, SearchableModule >, term: string ): Record< string, MatchField > {
	const wanted = normalizeSearchText( term );
	const found: Record< string, MatchField > = {};
	if ( ! wanted ) {
		return found;
	}
	for ( const [ slug, module ] of Object.entries( modules ) ) {
		const field = matchModule( module, wanted );
		if ( field ) {
			found[ slug ] = field;
		}
	}
	return found;
}

/** A usage event is recorded for a term of at least this many characters; the result banners need as many. */
/** Typing is applied this long after the last keystroke (the search box; the benchmark measures what follows it). */
export const SEARCH_DELAY_MS = 500;

export const MIN_RECORDED_TERM_LENGTH = 3;

export function isTermLongEnough( term: string ): boolean {
	return term.trim().length >= MIN_RECORDED_TERM_LENGTH;
}

/** The term as the URL query `term` carries it; absent and blank are no term. */
export function termFromQuery( search: string ): string {
	return new URLSearchParams( search ).get( 'term' ) ?? '';
}
