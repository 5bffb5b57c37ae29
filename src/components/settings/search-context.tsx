/**
 * The settings search as every card sees it: the applied term and which modules it found. The settings screen
 * provides it once; a card asks `useModuleFound(slug)` whether to show, and `FoundIn` tells users why it is listed.
 */
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import type { MatchField } from '../../lib/settings-search';

export interface SettingsSearch {
	/** The applied term ('' when none). */
	term: string;
	/** Module slug → whether the site has it and the term (when there is one) finds it. */
	isFound: ( slug: string ) => boolean;
	/** Where the term was found in a module's texts (undefined without a term or a match). */
	matchOf: ( slug: string ) => MatchField | undefined;
}

const NO_SEARCH: SettingsSearch = { term: '', isFound: () => true, matchOf: () => undefined };

const SearchContext = createContext< SettingsSearch >( NO_SEARCH );

export function SettingsSearchProvider( { value, children }: { value: SettingsSearch; children: ReactNode } ) {
	return <SearchContext.Provider value={ value }>{ children }</SearchContext.Provider>;
}

export function useSettingsSearch(): SettingsSearch {
	return useContext( SearchContext );
}

/** Whether a card of this module shows (the site has it; the term, if any, finds it). */
export function useModuleFound( slug: string ): boolean {
	return useSettingsSearch().isFound( slug );
}

function fieldLabel( field: MatchField ): string {
	switch ( field ) {
		case 'name':
			return __( 'name', 'jetpack' );
		case 'description':
			return __( 'description', 'jetpack' );
		case 'long_description':
			return __( 'detailed description', 'jetpack' );
		case 'search_terms':
			return __( 'keywords', 'jetpack' );
	}
}

/** "Matches “cdn” in its keywords": shown on a found card while searching. */
export function FoundIn( { slug }: { slug: string } ) {
	const { term, matchOf } = useSettingsSearch();
	const field = matchOf( slug );
	if ( ! field ) {
		return null;
	}
	return (
		<p className="jp-settings-found-in">
			{ sprintf(
				/* translators: 1: the search term, 2: where it was found: name, description, detailed description or keywords. */
				__( 'Matches “%1$s” in its %2$s', 'jetpack' ),
				term.trim(),
				fieldLabel( field )
			) }
		</p>
	);
}
