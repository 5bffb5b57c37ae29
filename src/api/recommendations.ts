/** The recommendations assistant's saved answers and step, and what it suggests (docs/api.md#settings-screens). */
import { callRoute } from './call-route';
import { ROUTES } from './routes';
import type { RecommendationStep, RecommendationsDataUpdate } from './types';

export const fetchRecommendationsData = () => callRoute( ROUTES.recommendationsData );

/** POST recommendations/data {data}: the fields given replace the saved ones; answers true. */
export const saveRecommendationsData = ( data: RecommendationsDataUpdate ) => callRoute( ROUTES.saveRecommendationsData, { data: { data } } );

export const fetchRecommendationsStep = () => callRoute( ROUTES.recommendationsStep );

/** POST recommendations/step {step}: answers true. */
export const saveRecommendationsStep = ( step: RecommendationStep ) => callRoute( ROUTES.saveRecommendationsStep, { data: { step } } );

export const fetchProductSuggestions = () => callRoute( ROUTES.productSuggestions );
export const fetchRecommendationsUpsell = () => callRoute( ROUTES.recommendationsUpsell );
export const fetchRecommendationsConditional = () => callRoute( ROUTES.recommendationsConditional );
