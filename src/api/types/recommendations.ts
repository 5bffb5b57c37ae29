export type RecommendationStep =
	| 'not-started'
	| 'site-type-question'
	| 'product-suggestions'
	| 'product-purchased'
	| 'woocommerce'
	| 'monitor'
	| 'related-posts'
	| 'creative-mail'
	| 'site-accelerator'
	| 'publicize'
	| 'protect'
	| 'anti-spam'
	| 'videopress'
	| 'backup-plan'
	| 'boost'
	| 'summary'
	| 'setup-wizard-completed'
	| 'banner-completed';

/** GET/POST recommendations/data. */
export interface RecommendationsData {
	'site-type-personal'?: boolean;
	'site-type-business'?: boolean;
	'site-type-store'?: boolean;
	'site-type-other'?: boolean;
	selectedRecommendations: string[];
	skippedRecommendations: string[];
	viewedRecommendations: string[];
	siteDiscount?: { viewed: boolean };
}

export interface ProductSuggestion {
	slug: string;
	features: string[];
	title: string;
	description: string;
	cost: number;
	billing_timeframe: string;
	cost_timeframe: string;
	currency_code: string;
	product_slug: string;
	original_price: number;
	raw_price: number;
}

export interface RecommendationsUpsell {
	product_slug: string;
	hide_upsell: boolean;
}

export interface RecommendationsConditional {
	conditional: string[];
}

/** GET recommendations/step. */
export interface RecommendationsStepResponse {
	step: RecommendationStep;
}

/** POST recommendations/data: the lists and answers to change; what is left out stays as it was. */
export type RecommendationsDataUpdate = Partial< RecommendationsData >;
