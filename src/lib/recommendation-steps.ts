/**
 * The recommendation steps (docs/recommendations.md#next-step) and the sub-routes of the assistant they map to
 * (docs/recommendations.md#routes): not-started and site-type-question both open /site-type; the two "completed"
 * markers are states, not pages.
 */
import type { RecommendationStep } from '../api/types';

export const RECOMMENDATION_STEPS: readonly RecommendationStep[] = [
	'not-started',
	'site-type-question',
	'product-suggestions',
	'product-purchased',
	'woocommerce',
	'monitor',
	'related-posts',
	'creative-mail',
	'site-accelerator',
	'publicize',
	'protect',
	'anti-spam',
	'videopress',
	'backup-plan',
	'boost',
	'summary',
	'setup-wizard-completed',
	'banner-completed',
];

export function isRecommendationStep( value: string ): value is RecommendationStep {
	return ( RECOMMENDATION_STEPS as readonly string[] ).includes( value );
}

/** The sub-route a saved step opens, or null for the markers that are not pages. */
export function stepToRoute( step: RecommendationStep ): string | null {
	if ( step === 'not-started' || step === 'site-type-question' ) {
		return 'site-type';
	}
	return step === 'setup-wizard-completed' || step === 'banner-completed' ? null : step;
}

/** Every sub-route of the assistant, in step order. */
export const RECOMMENDATION_ROUTES: readonly string[] = [
	...new Set( RECOMMENDATION_STEPS.map( stepToRoute ).filter( ( route ): route is string => route !== null ) ),
];
