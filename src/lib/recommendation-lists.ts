/**
 * The few rules about the recommendations assistant's saved lists that every page load needs (the store reads the
 * lists, the navigation counts new recommendations), kept apart from the feature catalogue and its texts, which
 * load with the assistant. Pure.
 */
import type { RecommendationsData } from '../api/types';

export const FEATURE_SLUGS = [
	'woocommerce',
	'monitor',
	'related-posts',
	'creative-mail',
	'site-accelerator',
	'protect',
	'publicize',
	'videopress',
	'boost',
] as const;
export type FeatureSlug = ( typeof FEATURE_SLUGS )[ number ];

export function isFeatureSlug( slug: string ): slug is FeatureSlug {
	return ( FEATURE_SLUGS as readonly string[] ).includes( slug );
}

/** A site that never answered has no lists saved yet: they read as empty. */
export function withListDefaults( data: Partial< RecommendationsData > ): RecommendationsData {
	return {
		...data,
		selectedRecommendations: data.selectedRecommendations ?? [],
		skippedRecommendations: data.skippedRecommendations ?? [],
		viewedRecommendations: data.viewedRecommendations ?? [],
	};
}

/** The navigation badge: new recommendations the user has not opened yet. */
export function unviewedCount( newRecommendations: readonly string[], viewed: readonly string[] ): number {
	return newRecommendations.filter( ( slug ) => ! viewed.includes( slug ) ).length;
}
