/**
 * The order of the recommendations assistant: which step follows which, which steps apply to this site, where the
 * saved step sends the user. Pure; the progress bar is recommendation-progress.ts.
 */
import type { RecommendationStep } from '../api/types';
import { isRecommendationStep, stepToRoute } from './recommendation-steps';

/** What the site is like, as far as the order of the steps cares. */
export interface StepContext {
	/** The store answer of the site-type question. */
	siteTypeStore: boolean;
	/** Steps the provider offers this site only when it says so (publicize, protect, anti-spam, …). */
	conditional: readonly string[];
	/** Features already working on the site (a module or a plugin active), by step name. */
	active: Readonly< Record< string, boolean > >;
	/** The site's owner has linked a WordPress.com account (monitor emails go to them). */
	ownerConnected: boolean;
	/** A free plan without any paid product: the only case product suggestions are offered. */
	freeWithoutPaid: boolean;
	hasSuggestions: boolean;
}

/** Which step each step leads to, before the steps that do not apply are skipped. */
const NEXT_STEP: Readonly< Partial< Record< RecommendationStep, RecommendationStep > > > = {
	'not-started': 'site-type-question',
	'site-type-question': 'woocommerce',
	'product-suggestions': 'woocommerce',
	woocommerce: 'monitor',
	monitor: 'related-posts',
	'related-posts': 'creative-mail',
	'creative-mail': 'site-accelerator',
	'site-accelerator': 'publicize',
	publicize: 'summary',
	'setup-wizard-completed': 'summary',
	'banner-completed': 'woocommerce',
	protect: 'summary',
	'anti-spam': 'summary',
	videopress: 'summary',
	'backup-plan': 'summary',
	boost: 'summary',
	summary: 'summary',
};

function checkedStep( step: string ): RecommendationStep {
	if ( ! isRecommendationStep( step ) ) {
		throw new Error( `Unknown recommendations step: ${ step }` );
	}
	return step;
}

/** Whether a step is worth showing on this site. */
export function isStepApplicable( step: RecommendationStep, context: StepContext ): boolean {
	const active = context.active[ step ] === true;
	const conditional = context.conditional.includes( step );
	switch ( step ) {
		case 'site-type-question':
		case 'summary':
			return true;
		case 'product-suggestions':
			return context.freeWithoutPaid && context.hasSuggestions;
		case 'woocommerce':
			return context.siteTypeStore && ! active;
		case 'monitor':
			return context.ownerConnected && ! active;
		case 'publicize':
		case 'videopress':
		case 'boost':
		case 'protect':
			// For protect, "active" is the Jetpack Protect plugin.
			return conditional && ! active;
		case 'anti-spam':
		case 'backup-plan':
			return conditional;
		default:
			return ! active;
	}
}

/** The first applicable step after this one (summary always applies, so there is one). */
export function nextStep( current: string, context: StepContext ): RecommendationStep {
	let step = NEXT_STEP[ checkedStep( current ) ];
	if ( step === undefined ) {
		throw new Error( `No step follows ${ current }` );
	}
	while ( ! isStepApplicable( step, context ) ) {
		const following: RecommendationStep | undefined = NEXT_STEP[ step ];
		if ( following === undefined ) {
			throw new Error( `No step follows ${ step }` );
		}
		step = following;
	}
	return step;
}

/**
 * The step the user is on: an empty saved step starts at the first new recommendation (or the beginning); the two
 * "completed" markers (set by the setup wizard and the dashboard banner) are not pages, so they move on first.
 */
export function currentStep( saved: string, newRecommendations: readonly string[], context: StepContext ): RecommendationStep {
	if ( saved === '' ) {
		const first = newRecommendations[ 0 ];
		return first === undefined ? 'not-started' : checkedStep( first );
	}
	const step = checkedStep( saved );
	return step === 'setup-wizard-completed' || step === 'banner-completed' ? nextStep( step, context ) : step;
}

/** The sub-route (under /recommendations/) that /recommendations opens for the saved step. */
export function resumeRoute( saved: string, newRecommendations: readonly string[], context: StepContext ): string {
	const route = stepToRoute( currentStep( saved, newRecommendations, context ) );
	if ( route === null ) {
		throw new Error( `Step ${ saved } has no page` );
	}
	return route;
}

/** The step a sub-route shows (the site-type page is the site-type-question step); unknown routes throw. */
export function routeToStep( route: string ): RecommendationStep {
	if ( route === 'site-type' ) {
		return 'site-type-question';
	}
	const step = checkedStep( route );
	if ( stepToRoute( step ) !== route ) {
		throw new Error( `Step ${ route } has no page` );
	}
	return step;
}

/** A site on the free plan (or none) without any paid product: the case for suggestions and the upsell. */
export function isFreeWithoutPaid( plan: string | null, activeProducts: readonly string[] ): boolean {
	const paid = activeProducts.filter( ( slug ) => slug !== 'jetpack_free' );
	return ( plan === null || plan === 'jetpack_free' ) && paid.length === 0;
}

/** The sub-route after this step, for the step's Continue, Enable, Not now and Read Later. */
export function nextRoute( current: string, context: StepContext ): string {
	const step = nextStep( current, context );
	const route = stepToRoute( step );
	if ( route === null ) {
		throw new Error( `Step ${ step } has no page` );
	}
	return route;
}
