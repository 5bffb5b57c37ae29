/** How far the recommendations assistant's progress bar has come: kept by the store on every page load. Pure. */
import type { RecommendationStep } from '../../api/types';

/** How far along each step puts the progress bar, in percent; steps not listed leave it where it was. */
const PROGRESS: Readonly< Partial< Record< RecommendationStep, number > > > = {
	'site-type-question': 17,
	woocommerce: 33,
	monitor: 50,
	'related-posts': 67,
	'creative-mail': 83,
	'site-accelerator': 99,
	'product-purchased': 33,
};

export function progressValue( step: RecommendationStep ): number | undefined {
	return PROGRESS[ step ];
}

/** The bar never goes back (the user moved on) and never passes 100. */
export function nextProgress( reached: number, step: RecommendationStep ): number {
	return Math.min( 100, Math.max( reached, progressValue( step ) ?? reached ) );
}
