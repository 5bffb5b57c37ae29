/** Features of the site's plan and purchases, as the provider reports them. */
export interface SiteFeatures {
	active: string[];
	available: Record< string, string[] >;
}

export interface SitePlan {
	product_id: number;
	product_slug: string;
	product_name: string;
	product_name_short: string;
	is_free: boolean;
	expired: boolean;
	user_is_owner: boolean;
	features: SiteFeatures;
	/** Storage used by VideoPress in bytes-like units, or null when unknown. */
	videopress_storage_used?: number | null;
}

/** GET site (unwrapped from the provider envelope). */
export interface SiteData {
	ID: number;
	name: string;
	description: string;
	URL: string;
	site_count: number;
	plan: SitePlan;
	products: ActiveProduct[];
	options: { is_automated_transfer?: boolean; is_wpcom_atomic?: boolean };
}

export interface ActiveProduct {
	ID: number;
	product_slug: string;
}

export interface Purchase {
	ID: string;
	product_slug: string;
	product_name: string;
	expiry_date: string | null;
	subscribed_date: string;
	is_refundable: boolean;
	/** "1" means active (provider convention). */
	active: '1' | '0';
}

export interface SiteBenefit {
	name: string;
	title: string;
	description: string;
	value: number;
}

export interface SiteDiscount {
	code: string;
	discount: number;
	is_used: boolean;
	expiry_date: string;
}

export interface IntroOffer {
	product_slug: string;
	original_price: number;
	raw_price: number;
	currency_code: string;
}

/** GET site/products and GET plans: a product as the provider sells it. */
export interface ProviderProduct {
	product_id: number;
	product_slug: string;
	product_name: string;
	currency_code: string;
	cost: number;
	cost_display: string;
	billing_timeframe: 'yearly' | 'monthly';
}

/** GET products: the upsell product catalogue of the product pages (docs/api.md#data-shapes). */
export interface UpsellProduct {
	key: string;
	slug: string;
	title: string;
	description: string;
	features: string[];
	disclaimer: { text: string; url: string; link_text: string } | null;
	currencyCode: string;
	fullPrice: number;
	saleCoupon: { discount: number } | null;
	upgradeUrl: string;
	available: boolean;
	includedInPlans: string[];
}

/** Envelope used by the provider-backed site endpoints: `data` holds a JSON string. */
export interface ProviderEnvelope {
	code: string;
	message: string;
	data: string;
}

/** GET site/products: the provider's products keyed by product slug. */
export type ProviderProductMap = Record< string, ProviderProduct >;

/** GET products: the upsell products keyed by product page slug (akismet, backup, scan, search, security, videopress). */
export type UpsellProductMap = Record< string, UpsellProduct >;

/** GET site/discount: the discount, or an empty object when the site has none. */
export type SiteDiscountAnswer = SiteDiscount | Record< string, never >;
