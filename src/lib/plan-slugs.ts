/**
 * Plan and product slug rules (docs/api.md#data-shapes, docs/rules.md#validation, docs/rules.md#plans-and-products):
 * which plan family a slug belongs to, its CSS class, and the checks the dashboard and settings gate content on.
 */

export type PlanClass =
	| 'free'
	| 'personal'
	| 'premium'
	| 'business'
	| 'security-t1'
	| 'security-t2'
	| 'complete'
	| 'backup-t0'
	| 'backup-t1'
	| 'backup-t2'
	| 'search'
	| 'scan'
	| 'anti-spam'
	| 'daily-security'
	| 'realtime-security'
	| 'daily-backup'
	| 'realtime-backup'
	| 'videopress';

export const PLAN_CLASSES: readonly PlanClass[] = [
	'free',
	'personal',
	'premium',
	'business',
	'security-t1',
	'security-t2',
	'complete',
	'backup-t0',
	'backup-t1',
	'backup-t2',
	'search',
	'scan',
	'anti-spam',
	'daily-security',
	'realtime-security',
	'daily-backup',
	'realtime-backup',
	'videopress',
];

/**
 * Every base slug of the catalogue (docs/rules.md#plans-and-products), billing-period suffixes removed. Legacy hosted
 * bundles map to the plugin plan that offers the same features: ecommerce, pro and VIP sell at least what business
 * does.
 */
const BASE_SLUG_CLASSES: Readonly< Record< string, PlanClass > > = {
	// Legacy hosted plans.
	free_plan: 'free',
	'personal-bundle': 'personal',
	'starter-plan': 'personal',
	value_bundle: 'premium',
	'business-bundle': 'business',
	'ecommerce-bundle': 'business',
	'pro-plan': 'business',
	vip: 'business',
	// Plugin plans.
	jetpack_free: 'free',
	jetpack_personal: 'personal',
	jetpack_premium: 'premium',
	jetpack_business: 'business',
	// Products and bundles.
	jetpack_security_t1: 'security-t1',
	jetpack_security_t2: 'security-t2',
	jetpack_security_daily: 'daily-security',
	jetpack_security_realtime: 'realtime-security',
	jetpack_complete: 'complete',
	jetpack_backup_t0: 'backup-t0',
	jetpack_backup_t1: 'backup-t1',
	jetpack_backup_t2: 'backup-t2',
	jetpack_backup_daily: 'daily-backup',
	jetpack_backup_realtime: 'realtime-backup',
	jetpack_search: 'search',
	wpcom_search: 'search',
	jetpack_scan: 'scan',
	jetpack_anti_spam: 'anti-spam',
	jetpack_videopress: 'videopress',
};

/** The catalogue's base slugs, in catalogue order. */
export const BASE_PLAN_SLUGS: readonly string[] = Object.keys( BASE_SLUG_CLASSES );

// Tiered products are sold as _yearly/_monthly; plugin products as bare/_monthly; hosted bundles as -monthly/-2y.
const PERIOD_SUFFIX = /(?:_yearly|_monthly|-monthly|-2y)$/;

/** The slug without its billing-period suffix: 'jetpack_backup_t1_monthly' → 'jetpack_backup_t1'. */
export function getBasePlanSlug( productSlug: string ): string {
	return productSlug.replace( PERIOD_SUFFIX, '' );
}

export function isKnownPlanSlug( productSlug: string ): boolean {
	return Object.hasOwn( BASE_SLUG_CLASSES, getBasePlanSlug( productSlug ) );
}

/**
 * The plan family of a plan or product slug. Throws for a slug outside the catalogue (docs/rules.md#error-catalogue).
 */
export function getPlanClass( productSlug: string ): PlanClass {
	const base = getBasePlanSlug( productSlug );
	if ( ! Object.hasOwn( BASE_SLUG_CLASSES, base ) ) {
		throw new Error( `Unknown plan or product slug "${ productSlug }".` );
	}
	return BASE_SLUG_CLASSES[ base ] as PlanClass;
}

/** CSS class of a plan family: 'is-free-plan', 'is-security-t1-plan', 'is-realtime-backup-plan', ... */
export function getPlanCssClass( planClass: PlanClass ): string {
	return `is-${ planClass }-plan`;
}

/**
 * Backup products (docs/rules.md#validation): jetpack_backup_realtime and any slug containing "backup", monthly or not.
 */
export function isBackupSlug( productSlug: string ): boolean {
	return productSlug.includes( 'backup' );
}

/**
 * The real-time backup product (the one the duplicate-backup warning exempts unless the plan is business). The
 * tiered backups also back up in real time, but they are not that legacy product.
 */
export function isRealtimeBackupSlug( productSlug: string ): boolean {
	return productSlug.replace( /_monthly$/, '' ) === 'jetpack_backup_realtime';
}

/** The Security bundle families (not Complete, which includes Security but is its own family). */
export function isSecurityPlanClass( planClass: PlanClass ): boolean {
	return (
		planClass === 'security-t1' ||
		planClass === 'security-t2' ||
		planClass === 'daily-security' ||
		planClass === 'realtime-security'
	);
}

/** Whether the plan includes everything the Security bundle does (backup, scan, anti-spam). */
export function planIncludesSecurityBundle( planClass: PlanClass ): boolean {
	return isSecurityPlanClass( planClass ) || planClass === 'complete';
}

/**
 * Paid-plan VideoPress, ads, analytics and social cards (docs/rules.md#validation,
 * docs/my-plan-and-products.md#my-plan): premium, business, any security, complete, daily-security or realtime-security
 * plan.
 */
export function planHasPremiumFeatures( planClass: PlanClass ): boolean {
	return (
		planClass === 'premium' ||
		planClass === 'business' ||
		planClass === 'complete' ||
		isSecurityPlanClass( planClass )
	);
}
