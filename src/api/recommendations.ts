/** The recommendations assistant's saved answers and step, and what it suggests (docs/api.md#settings-screens). */
import { apiRequest } from './client';
import { v4 } from './namespace';
import type {
	ProductSuggestion,
	RecommendationStep,
	RecommendationsConditional,
	RecommendationsData,
	RecommendationsDataUpdate,
	RecommendationsStepResponse,
	RecommendationsUpsell,
} from './types';

export const fetchRecommendationsData = () => apiRequest< RecommendationsData >( { path: v4( 'recommendations/data' ) } );

/** POST recommendations/data {data}: the fields given replace the saved ones; answers true. */
export const saveRecommendationsData = ( data: RecommendationsDataUpdate ) =>
	apiRequest< boolean >( { path: v4( 'recommendations/data' ), method: 'POST', data: { data } } );

export const fetchRecommendationsStep = () =>
	apiRequest< RecommendationsStepResponse >( { path: v4( 'recommendations/step' ) } );

/** POST recommendations/step {step}: answers true. */
export const saveRecommendationsStep = ( step: RecommendationStep ) =>
	apiRequest< boolean >( { path: v4( 'recommendations/step' ), method: 'POST', data: { step } } );

export const fetchProductSuggestions = () =>
	apiRequest< ProductSuggestion[] >( { path: v4( 'recommendations/product-suggestions' ) } );

export const fetchRecommendationsUpsell = () =>
	apiRequest< RecommendationsUpsell >( { path: v4( 'recommendations/upsell' ) } );

export const fetchRecommendationsConditional = () =>
	apiRequest< RecommendationsConditional >( { path: v4( 'recommendations/conditional' ) } );
