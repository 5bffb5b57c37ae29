/**
 * Jetpack's recommendations calls (docs/hosts.md#recommendations). Jetpack stores the answers as one option that a
 * save replaces whole, so a save of some answers is sent with all of them: the stored ones read first, the new ones
 * over them (two requests where this plugin takes one).
 */
import type { ProductSuggestion, RecommendationsData, RecommendationsUpsell } from '../types';
import { NS } from '../namespace';
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
	saveRecommendationsData: {
		send: async ( call, send ) => {
			const stored = recommendationsData( await send( { path: `${ NS }/recommendations/data`, method: 'GET' } ) );
			return send( { ...call, data: { data: { ...stored, ...call.data?.data } } } );
		},
	},
	productSuggestions: { answer: productSuggestions },
	recommendationsUpsell: { answer: recommendationsUpsell },
	// A bare list of the conditional recommendations.
	recommendationsConditional: { answer: ( raw ) => ( { conditional: strings( Array.isArray( raw ) ? raw : asRecord( raw ).conditional ) } ) },
};
