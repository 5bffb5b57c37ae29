/**
 * The provider's plans and products as the demo site sells them (docs/my-plan-and-products.md#product-pages,
 * docs/api.md#data-shapes, docs/rules.md#plans-and-products): feature flags per plan, site plans, prices, the
 * product-page upsells, intro offers, recommendation suggestions and the discount.
 * Prices are plausible USD figures, not the provider's real price list.
 */
import type {
	IntroOffer,
	ProductSuggestion,
	ProviderProduct,
	SiteDiscount,
	SitePlan,
	UpsellProduct,
} from '../../api/types';
import { BASE_PLAN_SLUGS, getBasePlanSlug, getPlanClass } from '../../lib/plan-slugs';
import type { PlanClass } from '../../lib/plan-slugs';
import { getRedirectUrl } from '../../lib/redirect-url';

const BACKUP_FEATURES = [ 'backups', 'real-time-backups' ];
const SECURITY_FEATURES = [ 'akismet', 'antispam', ...BACKUP_FEATURES, 'scan', 'wordads', 'google-analytics' ];

/** Site feature flags per plan family; every slug of a family activates the same flags. */
const CLASS_FEATURES: Readonly< Record< PlanClass, readonly string[] > > = {
	free: [],
	// The legacy plugin plans backed up and scanned through the legacy service (VaultPress).
	personal: [ 'akismet', 'antispam', 'backups', 'vaultpress-backups', 'priority-support' ],
	premium: [
		'akismet',
		'antispam',
		'backups',
		'vaultpress-backups',
		'scan',
		'vaultpress-security-scanning',
		'videopress',
		'videopress-1tb-storage',
		'wordads',
		'google-analytics',
		'priority-support',
	],
	business: [
		'akismet',
		'antispam',
		'backups',
		'real-time-backups',
		'vaultpress-backups',
		'scan',
		'vaultpress-security-scanning',
		'search',
		'videopress',
		'videopress-unlimited-storage',
		'wordads',
		'google-analytics',
		'priority-support',
	],
	'security-t1': SECURITY_FEATURES,
	'security-t2': SECURITY_FEATURES,
	'daily-security': [ 'akismet', 'antispam', 'backups', 'scan', 'wordads', 'google-analytics' ],
	'realtime-security': SECURITY_FEATURES,
	complete: [
		...SECURITY_FEATURES,
		'search',
		'instant-search',
		'videopress',
		'videopress-1tb-storage',
		'priority-support',
	],
	'backup-t0': BACKUP_FEATURES,
	'backup-t1': BACKUP_FEATURES,
	'backup-t2': BACKUP_FEATURES,
	'daily-backup': [ 'backups' ],
	'realtime-backup': BACKUP_FEATURES,
	search: [ 'search', 'instant-search' ],
	scan: [ 'scan' ],
	'anti-spam': [ 'akismet', 'antispam' ],
	videopress: [ 'videopress', 'videopress-1tb-storage' ],
};

interface CatalogueEntry {
	id: number;
	name: string;
	short: string;
}

/**
 * Product ids and names of every sellable or legacy slug. Ids of the paid products follow the families of
 * docs/rules.md#plans-and-products (security 2010-2013/2016/2017/2019/2020, complete 2014/2015, backup
 * 2100-2103/2112-2115, ...).
 */
const CATALOGUE: Readonly< Record< string, CatalogueEntry > > = {
	jetpack_free: { id: 2002, name: 'Jetpack Free', short: 'Free' },
	jetpack_premium: { id: 2000, name: 'Jetpack Premium', short: 'Premium' },
	jetpack_business: { id: 2001, name: 'Jetpack Professional', short: 'Professional' },
	jetpack_premium_monthly: { id: 2003, name: 'Jetpack Premium', short: 'Premium' },
	jetpack_business_monthly: { id: 2004, name: 'Jetpack Professional', short: 'Professional' },
	jetpack_personal: { id: 2005, name: 'Jetpack Personal', short: 'Personal' },
	jetpack_personal_monthly: { id: 2006, name: 'Jetpack Personal', short: 'Personal' },
	jetpack_security_daily: { id: 2010, name: 'Jetpack Security Daily', short: 'Security Daily' },
	jetpack_security_daily_monthly: { id: 2011, name: 'Jetpack Security Daily', short: 'Security Daily' },
	jetpack_security_realtime: { id: 2012, name: 'Jetpack Security Real-time', short: 'Security Real-time' },
	jetpack_security_realtime_monthly: { id: 2013, name: 'Jetpack Security Real-time', short: 'Security Real-time' },
	jetpack_complete: { id: 2014, name: 'Jetpack Complete', short: 'Complete' },
	jetpack_complete_monthly: { id: 2015, name: 'Jetpack Complete', short: 'Complete' },
	jetpack_security_t1_yearly: { id: 2016, name: 'Jetpack Security (10GB)', short: 'Security' },
	jetpack_security_t1_monthly: { id: 2017, name: 'Jetpack Security (10GB)', short: 'Security' },
	jetpack_security_t2_yearly: { id: 2019, name: 'Jetpack Security (1TB)', short: 'Security' },
	jetpack_security_t2_monthly: { id: 2020, name: 'Jetpack Security (1TB)', short: 'Security' },
	jetpack_backup_daily: { id: 2100, name: 'Jetpack Backup (Daily)', short: 'Backup Daily' },
	jetpack_backup_daily_monthly: { id: 2101, name: 'Jetpack Backup (Daily)', short: 'Backup Daily' },
	jetpack_backup_realtime: { id: 2102, name: 'Jetpack Backup (Real-time)', short: 'Backup Real-time' },
	jetpack_backup_realtime_monthly: { id: 2103, name: 'Jetpack Backup (Real-time)', short: 'Backup Real-time' },
	jetpack_search: { id: 2104, name: 'Jetpack Search', short: 'Search' },
	jetpack_search_monthly: { id: 2105, name: 'Jetpack Search', short: 'Search' },
	jetpack_scan: { id: 2106, name: 'Jetpack Scan', short: 'Scan' },
	jetpack_scan_monthly: { id: 2107, name: 'Jetpack Scan', short: 'Scan' },
	jetpack_anti_spam: { id: 2110, name: 'Jetpack Anti-spam', short: 'Anti-spam' },
	jetpack_anti_spam_monthly: { id: 2111, name: 'Jetpack Anti-spam', short: 'Anti-spam' },
	jetpack_backup_t1_yearly: { id: 2112, name: 'Jetpack Backup (10GB)', short: 'Backup' },
	jetpack_backup_t1_monthly: { id: 2113, name: 'Jetpack Backup (10GB)', short: 'Backup' },
	jetpack_backup_t2_yearly: { id: 2114, name: 'Jetpack Backup (1TB)', short: 'Backup' },
	jetpack_backup_t2_monthly: { id: 2115, name: 'Jetpack Backup (1TB)', short: 'Backup' },
	jetpack_videopress: { id: 2116, name: 'Jetpack VideoPress', short: 'VideoPress' },
	jetpack_videopress_monthly: { id: 2117, name: 'Jetpack VideoPress', short: 'VideoPress' },
	// Outside the backup id family on purpose: activation messages treat the 1GB tier as "other"
	// (docs/rules.md#plans-and-products).
	jetpack_backup_t0_yearly: { id: 2120, name: 'Jetpack Backup (1GB)', short: 'Backup' },
	jetpack_backup_t0_monthly: { id: 2121, name: 'Jetpack Backup (1GB)', short: 'Backup' },
	wpcom_search: { id: 800, name: 'Search', short: 'Search' },
	wpcom_search_monthly: { id: 801, name: 'Search', short: 'Search' },
	free_plan: { id: 1, name: 'WordPress.com Free', short: 'Free' },
	value_bundle: { id: 1003, name: 'WordPress.com Premium', short: 'Premium' },
	'business-bundle': { id: 1008, name: 'WordPress.com Business', short: 'Business' },
	'personal-bundle': { id: 1009, name: 'WordPress.com Personal', short: 'Personal' },
	vip: { id: 1010, name: 'WordPress.com VIP', short: 'VIP' },
	'ecommerce-bundle': { id: 1011, name: 'WordPress.com eCommerce', short: 'eCommerce' },
	'value_bundle-monthly': { id: 1013, name: 'WordPress.com Premium', short: 'Premium' },
	'business-bundle-monthly': { id: 1018, name: 'WordPress.com Business', short: 'Business' },
	'personal-bundle-monthly': { id: 1019, name: 'WordPress.com Personal', short: 'Personal' },
	'ecommerce-bundle-monthly': { id: 1021, name: 'WordPress.com eCommerce', short: 'eCommerce' },
	'value_bundle-2y': { id: 1023, name: 'WordPress.com Premium', short: 'Premium' },
	'business-bundle-2y': { id: 1028, name: 'WordPress.com Business', short: 'Business' },
	'personal-bundle-2y': { id: 1029, name: 'WordPress.com Personal', short: 'Personal' },
	'ecommerce-bundle-2y': { id: 1031, name: 'WordPress.com eCommerce', short: 'eCommerce' },
	'pro-plan': { id: 1032, name: 'WordPress.com Pro', short: 'Pro' },
	'starter-plan': { id: 1033, name: 'WordPress.com Starter', short: 'Starter' },
};

/** Every slug the catalogue knows (billing variants included), in catalogue order. */
export const PLAN_SLUGS: readonly string[] = Object.keys( CATALOGUE );

/**
 * The site feature flags each plan or product activates, keyed by every slug of the catalogue: the billing
 * variants (…_yearly, …_monthly, …-2y) and the bare tier slugs (jetpack_security_t1, …) all have an entry.
 */
export const PLAN_FEATURES: Record< string, string[] > = Object.fromEntries(
	[ ...new Set( [ ...PLAN_SLUGS, ...BASE_PLAN_SLUGS ] ) ].map( ( slug ) => [
		slug,
		[ ...CLASS_FEATURES[ getPlanClass( slug ) ] ],
	] )
);

/** The feature flags a plan or product slug activates; throws for a slug outside the catalogue. */
export function getPlanFeatures( slug: string ): string[] {
	return [ ...CLASS_FEATURES[ getPlanClass( slug ) ] ];
}

/** Catalogue entry of a slug; a bare tier slug (jetpack_backup_t1) is read as its yearly product. */
function catalogueEntry( slug: string ): CatalogueEntry {
	const entry = CATALOGUE[ slug ] ?? CATALOGUE[ `${ slug }_yearly` ] ?? CATALOGUE[ getBasePlanSlug( slug ) ];
	if ( ! entry ) {
		throw new Error( `Unknown plan or product slug "${ slug }".` );
	}
	return entry;
}

/**
 * For each feature the plan lacks, the yearly plugin products that would bring it (the provider's "available"
 * map). Only plugin products are offered, not hosted bundles.
 */
function availableFeatures( active: readonly string[] ): Record< string, string[] > {
	const available: Record< string, string[] > = {};
	for ( const slug of PLAN_SLUGS ) {
		if ( ! slug.startsWith( 'jetpack_' ) || slug.endsWith( '_monthly' ) ) {
			continue;
		}
		for ( const feature of CLASS_FEATURES[ getPlanClass( slug ) ] ) {
			if ( ! active.includes( feature ) ) {
				( available[ feature ] ??= [] ).push( slug );
			}
		}
	}
	return available;
}

/**
 * The site's plan as the provider reports it. VideoPress storage is given in MB (the meter shows used / 10000 as a
 * percentage of 1TB): plans with the 1TB allowance have used an eighth of it; others report none.
 */
export function createSitePlan( slug: string ): SitePlan {
	const entry = catalogueEntry( slug );
	const active = getPlanFeatures( slug );
	return {
		product_id: entry.id,
		product_slug: slug,
		product_name: entry.name,
		product_name_short: entry.short,
		is_free: getPlanClass( slug ) === 'free',
		expired: false,
		user_is_owner: true,
		features: { active, available: availableFeatures( active ) },
		videopress_storage_used: active.includes( 'videopress-1tb-storage' ) ? 125000 : null,
	};
}

/** Yearly and monthly USD prices of every plugin product sold today. */
const PRICES: readonly [ string, number ][] = [
	[ 'jetpack_personal', 39 ],
	[ 'jetpack_personal_monthly', 3.5 ],
	[ 'jetpack_premium', 99 ],
	[ 'jetpack_premium_monthly', 9 ],
	[ 'jetpack_business', 299 ],
	[ 'jetpack_business_monthly', 29 ],
	[ 'jetpack_security_t1_yearly', 239.4 ],
	[ 'jetpack_security_t1_monthly', 24.95 ],
	[ 'jetpack_security_t2_yearly', 779.4 ],
	[ 'jetpack_security_t2_monthly', 74.95 ],
	[ 'jetpack_security_daily', 299.4 ],
	[ 'jetpack_security_daily_monthly', 29.95 ],
	[ 'jetpack_security_realtime', 839.4 ],
	[ 'jetpack_security_realtime_monthly', 79.95 ],
	[ 'jetpack_complete', 599.4 ],
	[ 'jetpack_complete_monthly', 59.95 ],
	[ 'jetpack_backup_t0_yearly', 47.4 ],
	[ 'jetpack_backup_t0_monthly', 4.95 ],
	[ 'jetpack_backup_t1_yearly', 119.4 ],
	[ 'jetpack_backup_t1_monthly', 11.95 ],
	[ 'jetpack_backup_t2_yearly', 359.4 ],
	[ 'jetpack_backup_t2_monthly', 34.95 ],
	[ 'jetpack_backup_daily', 95.4 ],
	[ 'jetpack_backup_daily_monthly', 9.95 ],
	[ 'jetpack_backup_realtime', 479.4 ],
	[ 'jetpack_backup_realtime_monthly', 49.95 ],
	[ 'jetpack_scan', 119.4 ],
	[ 'jetpack_scan_monthly', 11.95 ],
	[ 'jetpack_search', 99 ],
	[ 'jetpack_search_monthly', 9.95 ],
	[ 'jetpack_anti_spam', 119.4 ],
	[ 'jetpack_anti_spam_monthly', 11.95 ],
	[ 'jetpack_videopress', 119.4 ],
	[ 'jetpack_videopress_monthly', 11.95 ],
];

function priceOf( slug: string ): number {
	const price = PRICES.find( ( [ priced ] ) => priced === slug );
	if ( ! price ) {
		throw new Error( `No price for "${ slug }".` );
	}
	return price[ 1 ];
}

function formatUsd( amount: number ): string {
	return `$${ amount.toFixed( 2 ) }`;
}

/** GET site/products and GET plans: every sellable product, yearly and monthly. */
export const PROVIDER_PRODUCTS: ProviderProduct[] = PRICES.map( ( [ slug, cost ] ) => ( {
	product_id: catalogueEntry( slug ).id,
	product_slug: slug,
	product_name: catalogueEntry( slug ).name,
	currency_code: 'USD',
	cost,
	cost_display: formatUsd( cost ),
	billing_timeframe: slug.endsWith( '_monthly' ) ? 'monthly' : 'yearly',
} ) );

/** Fresh copies of PROVIDER_PRODUCTS, for state that may be edited. */
export function createProviderProducts(): ProviderProduct[] {
	return PROVIDER_PRODUCTS.map( ( product ) => ( { ...product } ) );
}

function checkoutUrl( productSlug: string, siteSlug: string ): string {
	return getRedirectUrl( 'jetpack-product-description-checkout', { site: siteSlug, path: productSlug } );
}

/**
 * GET products: the upsell catalogue of the product pages. includedInPlans holds plan families ('security',
 * 'complete'), as the plugin reports them: the product page shows its split view when it lists 'security'.
 */
export function createUpsellProducts( siteSlug = '127.0.0.1:8080' ): Record< string, UpsellProduct > {
	const product = (
		key: string,
		slug: string,
		fields: Pick< UpsellProduct, 'title' | 'description' | 'features' | 'disclaimer' | 'saleCoupon' | 'includedInPlans' >
	): UpsellProduct => ( {
		key,
		slug,
		...fields,
		currencyCode: 'USD',
		fullPrice: priceOf( slug ),
		upgradeUrl: checkoutUrl( slug, siteSlug ),
		available: true,
	} );
	return {
		akismet: product( 'akismet', 'jetpack_anti_spam', {
			title: 'Jetpack Anti-spam',
			description:
				'Save time and get better responses by automatically blocking spam from your comments and forms.',
			features: [
				'Comment and form spam protection',
				'10K API calls per month',
				'Powered by Akismet',
				'Block spam without CAPTCHAs',
				'Advanced stats',
			],
			disclaimer: null,
			saleCoupon: { discount: 50 },
			includedInPlans: [ 'security', 'complete' ],
		} ),
		backup: product( 'backup', 'jetpack_backup_t1_yearly', {
			title: 'Jetpack VaultPress Backup',
			description:
				'Never lose a word, image, page, or time worrying about your site with automated backups & one-click restores.',
			features: [
				'Real-time cloud backups',
				'10GB of backup storage (1GB with Backup t0, 1TB with Backup t2)',
				'30-day archive & activity log*',
				'One-click restores',
				'Restore from the mobile app',
			],
			disclaimer: {
				text: '* Subject to your usage and storage limit.',
				url: 'https://jetpack.com/support/backup/',
				link_text: 'Learn more',
			},
			saleCoupon: { discount: 50 },
			includedInPlans: [ 'security', 'complete' ],
		} ),
		scan: product( 'scan', 'jetpack_scan', {
			title: 'Jetpack Scan',
			description:
				'Automatic scanning and one-click fixes keep your site one step ahead of security threats and malware.',
			features: [
				'Automated daily scanning',
				'One-click fixes for most issues',
				'Instant email notifications',
				'Access to latest Firewall rules',
			],
			disclaimer: null,
			saleCoupon: { discount: 50 },
			includedInPlans: [ 'security', 'complete' ],
		} ),
		search: product( 'search', 'jetpack_search', {
			title: 'Jetpack Search',
			description:
				'Help your site visitors find answers instantly so they keep reading and buying. Great for sites with a lot of content.',
			features: [
				'Instant search and indexing',
				'Powerful filtering',
				'Supports 29 languages',
				'Spelling correction',
			],
			disclaimer: null,
			saleCoupon: null,
			includedInPlans: [ 'complete' ],
		} ),
		security: product( 'security', 'jetpack_security_t1_yearly', {
			title: 'Jetpack Security',
			description:
				'Comprehensive site security, including VaultPress Backup, Scan, and Anti-spam.',
			features: [
				'Real-time cloud backups with 10GB storage (1TB with Security t2)',
				'30-day archive & activity log',
				'Automated real-time malware scan',
				'One-click fixes for most threats',
				'Comment & form spam protection',
			],
			disclaimer: null,
			saleCoupon: { discount: 50 },
			includedInPlans: [ 'complete' ],
		} ),
		videopress: product( 'videopress', 'jetpack_videopress', {
			title: 'Jetpack VideoPress',
			description: 'High-quality, ad-free video built specifically for WordPress.',
			features: [
				'1TB of cloud storage',
				'Ad-free, customizable video player',
				'Fast, reliable streaming',
				'Unlimited logged-in viewers',
				'1 free video available on every site',
			],
			disclaimer: null,
			saleCoupon: null,
			includedInPlans: [ 'complete' ],
		} ),
	};
}

function introOffer( productSlug: string, discountPercent: number ): IntroOffer {
	const original = priceOf( productSlug );
	return {
		product_slug: productSlug,
		original_price: original,
		raw_price: Math.round( original * ( 100 - discountPercent ) ) / 100,
		currency_code: 'USD',
	};
}

/** GET intro-offers: first-year prices of the yearly products. */
export const INTRO_OFFERS: IntroOffer[] = [
	introOffer( 'jetpack_security_t1_yearly', 50 ),
	introOffer( 'jetpack_security_t2_yearly', 50 ),
	introOffer( 'jetpack_complete', 50 ),
	introOffer( 'jetpack_backup_t0_yearly', 50 ),
	introOffer( 'jetpack_backup_t1_yearly', 50 ),
	introOffer( 'jetpack_backup_t2_yearly', 50 ),
	introOffer( 'jetpack_scan', 50 ),
	introOffer( 'jetpack_anti_spam', 50 ),
	introOffer( 'jetpack_videopress', 50 ),
];

function suggestion(
	productSlug: string,
	title: string,
	description: string,
	features: string[]
): ProductSuggestion {
	const offer = INTRO_OFFERS.find( ( item ) => item.product_slug === productSlug );
	// The provider quotes suggestions per month of the yearly plan.
	const monthly = ( yearly: number ) => Math.round( ( yearly / 12 ) * 100 ) / 100;
	const cost = monthly( priceOf( productSlug ) );
	return {
		slug: productSlug,
		features,
		title,
		description,
		cost,
		billing_timeframe: 'billed yearly',
		cost_timeframe: 'per month, billed yearly',
		currency_code: 'USD',
		product_slug: productSlug,
		original_price: cost,
		raw_price: monthly( offer?.raw_price ?? priceOf( productSlug ) ),
	};
}

/**
 * GET recommendations/product-suggestions: what the provider suggests to every registered site asked by a linked
 * user, free or paid (docs/recommendations.md#product-suggestions-and-product-purchased).
 */
export const PRODUCT_SUGGESTIONS: ProductSuggestion[] = [
	suggestion(
		'jetpack_security_t1_yearly',
		'Security',
		'Comprehensive site security, including Backup, Scan, and Anti-spam.',
		[
			'Real-time cloud backups with 10GB storage',
			'Automated real-time malware scan',
			'One-click fixes for most threats',
			'Comment & form spam protection',
		]
	),
	suggestion(
		'jetpack_backup_t1_yearly',
		'Backup',
		'Save every change and get back online quickly with one-click restores.',
		[ 'Real-time cloud backups', '10GB of backup storage', '30-day archive & activity log', 'One-click restores' ]
	),
	suggestion(
		'jetpack_complete',
		'Complete',
		'Get the full toolkit: security, performance, growth and video in one bundle.',
		[
			'Everything in Security, with 1TB of backup storage',
			'Instant site search',
			'VideoPress with 1TB of video storage',
			'Social sharing and CRM tools',
		]
	),
];

/** Fresh copies of PRODUCT_SUGGESTIONS, for state that may be edited. */
export function createProductSuggestions(): ProductSuggestion[] {
	return PRODUCT_SUGGESTIONS.map( ( item ) => ( { ...item, features: [ ...item.features ] } ) );
}

/** GET site/discount: a 40% first-term discount valid for three days from `now`. */
export function createSiteDiscount( now: Date ): SiteDiscount {
	return {
		code: 'DEMO40',
		discount: 40,
		is_used: false,
		expiry_date: new Date( now.getTime() + 3 * 24 * 60 * 60 * 1000 ).toISOString(),
	};
}
