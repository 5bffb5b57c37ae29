/**
 * The Search card (docs/dashboard.md#search): which state it shows, what "Activate" saves and where the configuration
 * link goes. Pure, so the card and its tests read one decision.
 */
import type { Settings } from '../../../api/types';
import type { Capabilities } from '../../../lib/permissions';

/**
 * loading: settings unknown; offline; upsell: the plan lacks search (upgrade or connect banner); activate: search
 * is in the plan but off; ask-admin: off, and this user may not switch it on; active: search is on.
 */
export type SearchCardState = 'loading' | 'offline' | 'upsell' | 'activate' | 'ask-admin' | 'active';

export interface SearchCardFacts {
	caps: Pick< Capabilities, 'isOfflineMode' | 'userCanManageOptions' >;
	/** The site's active feature flags (siteData.features). */
	features: readonly string[];
	/** The settings the page printed; undefined while unknown. */
	settings: Settings | undefined;
}

export function searchCardState( { caps, features, settings }: SearchCardFacts ): SearchCardState {
	if ( settings === undefined ) {
		return 'loading';
	}
	if ( caps.isOfflineMode ) {
		return 'offline';
	}
	if ( ! features.includes( 'search' ) ) {
		return 'upsell';
	}
	if ( settings.search === true ) {
		return 'active';
	}
	// Saving settings needs manage_options.
	return caps.userCanManageOptions ? 'activate' : 'ask-admin';
}

/** What "Activate" saves: search on, and instant search with it when the plan includes instant search. */
export function searchActivation( features: readonly string[] ): Settings {
	return features.includes( 'instant-search' ) ? { search: true, instant_search_enabled: true } : { search: true };
}

export interface SearchLink {
	/** configure: the instant-search configuration page; widgets: the Customizer's widgets, for classic search. */
	kind: 'configure' | 'widgets';
	href: string;
}

/** Instant search (in the plan and switched on) is set up on its own page; classic search through search widgets. */
export function searchLink( adminUrl: string, features: readonly string[], instantSearchEnabled: boolean ): SearchLink {
	return features.includes( 'instant-search' ) && instantSearchEnabled
		? { kind: 'configure', href: `${ adminUrl }admin.php?page=jetpack-search-configure` }
		: { kind: 'widgets', href: `${ adminUrl }customize.php?autofocus[panel]=widgets` };
}
