import {
	getBasePlanSlug,
	getPlanClass,
	getPlanCssClass,
	isBackupSlug,
	isKnownPlanSlug,
	isRealtimeBackupSlug,
	isSecurityPlanClass,
	PLAN_CLASSES,
	planHasPremiumFeatures,
	planIncludesSecurityBundle,
} from '../../../src/lib/plan-slugs';
import type { PlanClass } from '../../../src/lib/plan-slugs';

// Every slug of the docs/rules.md#plans-and-products catalogue, with its billing variants.
const CATALOGUE: [ string, PlanClass ][] = [
	// Legacy hosted plans.
	[ 'business-bundle', 'business' ],
	[ 'business-bundle-2y', 'business' ],
	[ 'business-bundle-monthly', 'business' ],
	[ 'ecommerce-bundle', 'business' ],
	[ 'ecommerce-bundle-2y', 'business' ],
	[ 'ecommerce-bundle-monthly', 'business' ],
	[ 'value_bundle', 'premium' ],
	[ 'value_bundle-2y', 'premium' ],
	[ 'value_bundle-monthly', 'premium' ],
	[ 'personal-bundle', 'personal' ],
	[ 'personal-bundle-2y', 'personal' ],
	[ 'personal-bundle-monthly', 'personal' ],
	[ 'starter-plan', 'personal' ],
	[ 'pro-plan', 'business' ],
	[ 'free_plan', 'free' ],
	[ 'vip', 'business' ],
	// Plugin plans.
	[ 'jetpack_free', 'free' ],
	[ 'jetpack_personal', 'personal' ],
	[ 'jetpack_personal_monthly', 'personal' ],
	[ 'jetpack_premium', 'premium' ],
	[ 'jetpack_premium_monthly', 'premium' ],
	[ 'jetpack_business', 'business' ],
	[ 'jetpack_business_monthly', 'business' ],
	// Backup.
	[ 'jetpack_backup_t0', 'backup-t0' ],
	[ 'jetpack_backup_t0_yearly', 'backup-t0' ],
	[ 'jetpack_backup_t0_monthly', 'backup-t0' ],
	[ 'jetpack_backup_t1', 'backup-t1' ],
	[ 'jetpack_backup_t1_yearly', 'backup-t1' ],
	[ 'jetpack_backup_t1_monthly', 'backup-t1' ],
	[ 'jetpack_backup_t2', 'backup-t2' ],
	[ 'jetpack_backup_t2_yearly', 'backup-t2' ],
	[ 'jetpack_backup_t2_monthly', 'backup-t2' ],
	[ 'jetpack_backup_daily', 'daily-backup' ],
	[ 'jetpack_backup_daily_monthly', 'daily-backup' ],
	[ 'jetpack_backup_realtime', 'realtime-backup' ],
	[ 'jetpack_backup_realtime_monthly', 'realtime-backup' ],
	// Search.
	[ 'jetpack_search', 'search' ],
	[ 'jetpack_search_monthly', 'search' ],
	[ 'wpcom_search', 'search' ],
	[ 'wpcom_search_monthly', 'search' ],
	// Security.
	[ 'jetpack_security_t1', 'security-t1' ],
	[ 'jetpack_security_t1_yearly', 'security-t1' ],
	[ 'jetpack_security_t1_monthly', 'security-t1' ],
	[ 'jetpack_security_t2', 'security-t2' ],
	[ 'jetpack_security_t2_yearly', 'security-t2' ],
	[ 'jetpack_security_t2_monthly', 'security-t2' ],
	[ 'jetpack_security_daily', 'daily-security' ],
	[ 'jetpack_security_daily_monthly', 'daily-security' ],
	[ 'jetpack_security_realtime', 'realtime-security' ],
	[ 'jetpack_security_realtime_monthly', 'realtime-security' ],
	// Complete, scan, anti-spam, VideoPress.
	[ 'jetpack_complete', 'complete' ],
	[ 'jetpack_complete_monthly', 'complete' ],
	[ 'jetpack_scan', 'scan' ],
	[ 'jetpack_scan_monthly', 'scan' ],
	[ 'jetpack_anti_spam', 'anti-spam' ],
	[ 'jetpack_anti_spam_monthly', 'anti-spam' ],
	[ 'jetpack_videopress', 'videopress' ],
	[ 'jetpack_videopress_monthly', 'videopress' ],
];

describe( 'getPlanClass', () => {
	it.each( CATALOGUE )( 'maps %s to %s', ( slug, planClass ) => {
		expect( getPlanClass( slug ) ).toBe( planClass );
		expect( isKnownPlanSlug( slug ) ).toBe( true );
	} );

	it( 'covers every plan class with some slug', () => {
		const covered = new Set( CATALOGUE.map( ( [ , planClass ] ) => planClass ) );
		expect( [ ...covered ].sort() ).toEqual( [ ...PLAN_CLASSES ].sort() );
	} );

	it.each( [ 'jetpack_unknown', '', 'jetpack_backup', 'JETPACK_FREE', 'jetpack_security', 'monthly' ] )(
		'throws for the unknown slug "%s", naming it',
		( slug ) => {
			expect( () => getPlanClass( slug ) ).toThrow( `Unknown plan or product slug "${ slug }".` );
			expect( isKnownPlanSlug( slug ) ).toBe( false );
		}
	);

	it( 'strips one billing-period suffix to find the base slug', () => {
		expect( getBasePlanSlug( 'jetpack_backup_t1_monthly' ) ).toBe( 'jetpack_backup_t1' );
		expect( getBasePlanSlug( 'jetpack_security_t2_yearly' ) ).toBe( 'jetpack_security_t2' );
		expect( getBasePlanSlug( 'business-bundle-2y' ) ).toBe( 'business-bundle' );
		expect( getBasePlanSlug( 'value_bundle-monthly' ) ).toBe( 'value_bundle' );
		expect( getBasePlanSlug( 'jetpack_complete' ) ).toBe( 'jetpack_complete' );
	} );

	it( 'takes a period only from the end of the slug', () => {
		expect( getBasePlanSlug( 'jetpack_monthly_report' ) ).toBe( 'jetpack_monthly_report' );
		expect( getBasePlanSlug( 'business-2y-bundle_yearly' ) ).toBe( 'business-2y-bundle' );
	} );
} );

describe( 'getPlanCssClass', () => {
	it.each( [
		[ 'free', 'is-free-plan' ],
		[ 'personal', 'is-personal-plan' ],
		[ 'premium', 'is-premium-plan' ],
		[ 'business', 'is-business-plan' ],
		[ 'security-t1', 'is-security-t1-plan' ],
		[ 'security-t2', 'is-security-t2-plan' ],
		[ 'complete', 'is-complete-plan' ],
		[ 'backup-t0', 'is-backup-t0-plan' ],
		[ 'backup-t1', 'is-backup-t1-plan' ],
		[ 'backup-t2', 'is-backup-t2-plan' ],
		[ 'search', 'is-search-plan' ],
		[ 'scan', 'is-scan-plan' ],
		[ 'anti-spam', 'is-anti-spam-plan' ],
		[ 'daily-security', 'is-daily-security-plan' ],
		[ 'realtime-security', 'is-realtime-security-plan' ],
		[ 'daily-backup', 'is-daily-backup-plan' ],
		[ 'realtime-backup', 'is-realtime-backup-plan' ],
		[ 'videopress', 'is-videopress-plan' ],
	] as [ PlanClass, string ][] )( 'gives %s the class %s', ( planClass, css ) => {
		expect( getPlanCssClass( planClass ) ).toBe( css );
	} );
} );

describe( 'backup slugs', () => {
	it.each( [
		[ 'jetpack_backup_realtime', true ],
		[ 'jetpack_backup_realtime_monthly', true ],
		[ 'jetpack_backup_daily', true ],
		[ 'jetpack_backup_daily_monthly', true ],
		[ 'jetpack_backup_t0_yearly', true ],
		[ 'jetpack_backup_t1_yearly', true ],
		[ 'jetpack_backup_t2_monthly', true ],
		[ 'jetpack_security_t1_yearly', false ],
		[ 'jetpack_security_daily', false ],
		[ 'jetpack_complete', false ],
		[ 'jetpack_business', false ],
		[ 'business-bundle', false ],
		[ 'jetpack_free', false ],
	] )( 'isBackupSlug( %s ) is %s', ( slug, expected ) => {
		expect( isBackupSlug( slug ) ).toBe( expected );
	} );

	it.each( [
		[ 'jetpack_backup_realtime', true ],
		[ 'jetpack_backup_realtime_monthly', true ],
		[ 'jetpack_backup_daily', false ],
		[ 'jetpack_backup_daily_monthly', false ],
		[ 'jetpack_backup_t1_yearly', false ],
		[ 'jetpack_security_realtime', false ],
		// A period is only ever the slug's end.
		[ 'jetpack_backup_monthly_realtime', false ],
	] )( 'isRealtimeBackupSlug( %s ) is %s', ( slug, expected ) => {
		expect( isRealtimeBackupSlug( slug ) ).toBe( expected );
	} );
} );

describe( 'plan class rules', () => {
	// [ class, security family, includes the Security bundle, premium features (docs/rules.md#validation) ]
	const RULES: [ PlanClass, boolean, boolean, boolean ][] = [
		[ 'free', false, false, false ],
		[ 'personal', false, false, false ],
		[ 'premium', false, false, true ],
		[ 'business', false, false, true ],
		[ 'security-t1', true, true, true ],
		[ 'security-t2', true, true, true ],
		[ 'complete', false, true, true ],
		[ 'backup-t0', false, false, false ],
		[ 'backup-t1', false, false, false ],
		[ 'backup-t2', false, false, false ],
		[ 'search', false, false, false ],
		[ 'scan', false, false, false ],
		[ 'anti-spam', false, false, false ],
		[ 'daily-security', true, true, true ],
		[ 'realtime-security', true, true, true ],
		[ 'daily-backup', false, false, false ],
		[ 'realtime-backup', false, false, false ],
		[ 'videopress', false, false, false ],
	];

	it( 'has a rule row for every plan class', () => {
		expect( RULES.map( ( [ planClass ] ) => planClass ) ).toEqual( [ ...PLAN_CLASSES ] );
	} );

	it.each( RULES )( '%s: security %s, bundle %s, premium features %s', ( planClass, security, bundle, premium ) => {
		expect( isSecurityPlanClass( planClass ) ).toBe( security );
		expect( planIncludesSecurityBundle( planClass ) ).toBe( bundle );
		expect( planHasPremiumFeatures( planClass ) ).toBe( premium );
	} );
} );
