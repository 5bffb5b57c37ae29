/**
 * Which Traffic cards show and in what state. Pure.
 */
import type { Module } from '../../../api/types';

/** The cards of the Traffic section, in the order they show, by the module each belongs to. */
export const TRAFFIC_CARD_MODULES = [
	'wordads',
	'related-posts',
	'seo-tools',
	'google-analytics',
	'stats',
	'shortlinks',
	'sitemaps',
	'verification-tools',
] as const;
export type TrafficCardModule = ( typeof TRAFFIC_CARD_MODULES )[ number ];

/** The cards to show: the site has the module and the search (if any) finds it. */
export function visibleTrafficCards( isFound: ( slug: string ) => boolean, modules: Record< string, Module > | undefined ): TrafficCardModule[] {
	return TRAFFIC_CARD_MODULES.filter( ( slug ) => !! modules?.[ slug ] && isFound( slug ) );
}

/** The ads earnings live at the provider: linked only while ads run and the site can reach it. */
export function showAdsEarnings( adsOn: boolean, isOfflineMode: boolean ): boolean {
	return adsOn && ! isOfflineMode;
}

/** Hosted sites serve their own ads.txt, so the custom one is offered only where the site serves the file itself. */
export function showAdsTxt( site: { isAtomicSite: boolean; isWoASite: boolean } ): boolean {
	return ! site.isAtomicSite && ! site.isWoASite;
}

export type SeoCardView = 'managed-by-plugin' | 'off' | 'offline' | 'settings';

/** An active SEO plugin takes over first; the detailed settings need the module on and the site online. */
export function seoCardView( input: { seoPlugin: string | null; moduleOn: boolean; isOfflineMode: boolean } ): SeoCardView {
	if ( input.seoPlugin ) {
		return 'managed-by-plugin';
	}
	if ( ! input.moduleOn ) {
		return 'off';
	}
	return input.isOfflineMode ? 'offline' : 'settings';
}

export type StatsCardView = 'overridden' | 'activate' | 'settings';

export function statsCardView( module: Pick< Module, 'override' | 'activated' > ): StatsCardView {
	if ( module.override === 'inactive' ) {
		return 'overridden';
	}
	return module.activated ? 'settings' : 'activate';
}

/**
 * Sitemap addresses are worth showing only to a site search engines may index; an offline site shows them without
 * saying they are sent to search engines, which it cannot do (docs/settings.md#sitemaps).
 */
export function showSitemapUrls( moduleOn: boolean, visibleToSearchEngines: boolean, isOfflineMode: boolean ): 'urls' | 'urls-offline' | 'hidden-site' | 'none' {
	if ( ! visibleToSearchEngines ) {
		return 'hidden-site';
	}
	if ( ! moduleOn ) {
		return 'none';
	}
	return isOfflineMode ? 'urls-offline' : 'urls';
}
