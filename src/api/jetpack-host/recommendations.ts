/**
 * Jetpack's recommendations calls (docs/hosts.md#recommendations). Jetpack stores the answers as one option that its
 * save replaces whole; a save is therefore sent to this plugin's own namespace, which merges the answers into that
 * option in one request (own-namespace.ts, as every route kept beside Jetpack).
 */
import type { ProductSuggestion, RecommendationsData, RecommendationsUpsell } from '../types';
import type { HostAdapters } from '../route-adapters';
import { asRecord, isRecord, strings } from './shapes';

/** The stored answers; Jetpack answers an empty list while none are stored. */
export function recommendationsData( raw: unknown ): RecommendationsData {
	const stored = asRecord( raw );
	return {
		...stored,
		selectedRecommendations: strings( stored.selectedRecommendations ),
		skippedRecommendations: strings( stored.skippedRecommendations ),
		viewedRecommendations: strings( stored.viewedRecommendations ),
	};
}

/** The suggestions; a user without a provider account is answered the text "[]". */
export function productSuggestions( raw: unknown ): ProductSuggestion[] {
	return Array.isArray( raw ) ? raw.filter( isRecord ).map( ( suggestion ) => suggestion as unknown as ProductSuggestion ) : [];
}

/** The upsell; a user without a provider account is answered only that it is hidden. */
export function recommendationsUpsell( raw: unknown ): RecommendationsUpsell {
	const upsell = asRecord( raw );
	return { product_slug: typeof upsell.product_slug === 'string' ? upsell.product_slug : '', hide_upsell: upsell.hide_upsell !== false };
}

export const RECOMMENDATIONS_ADAPTERS: HostAdapters = {
	recommendationsData: { answer: recommendationsData },
	productSuggestions: { answer: productSuggestions },
	recommendationsUpsell: { answer: recommendationsUpsell },
	// A bare list of the conditional recommendations.
	recommendationsConditional: { answer: ( raw ) => ( { conditional: strings( Array.isArray( raw ) ? raw : asRecord( raw ).conditional ) } ) },
};
