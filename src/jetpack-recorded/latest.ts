/**
 * The Jetpack that removed its dashboard (docs/hosts.md#the-jetpack-that-removed-its-dashboard), the demo's
 * `jetpack-latest` scenario: Jetpack's newest page data and routes, and what this plugin supplies beside it
 * (php-shim/includes/class-jetpack-dashboard-jetpack-host.php), so that its page still shows At a Glance, My Plan, the
 * product pages and the whole assistant. Imports nothing at run time: the real-WordPress stand-in reads it too.
 */
import type { RouteName } from '../api/rest-routes';

/** Where the newest page data was read: Jetpack's own test of its state helper. */
export const NEWEST_PAGE_DATA_SOURCE =
	'plugins/jetpack/tests/php/_inc/lib/Jetpack_Redux_State_Helper_Test.php Jetpack_Redux_State_Helper_Test::test_initial_state_omits_the_removed_dashboard_keys';

/** The page data's keys the newest Jetpack no longer builds (Jetpack_Redux_State_Helper::get_initial_state). */
export const REMOVED_PAGE_DATA_KEYS = [
	'products',
	'recommendationsStep',
	'jetpackManage',
	'hasSeenWCConnectionModal',
	'newRecommendations',
	'isWooCommerceActive',
	'partnerCoupon',
] as const;

/** Its `siteData` keys it no longer builds. */
export const REMOVED_SITE_DATA_KEYS = [ 'showRecommendations', 'latestBoostSpeedScores' ] as const;

/**
 * What this plugin prints where the newest Jetpack prints nothing: the product pages' words, the assistant's step, its
 * new suggestions and whether it shows, the partner coupon and the store's two facts. The rest of the removed keys
 * (Jetpack Manage's banner, Boost's scores) the app does not read.
 */
export const SUPPLIED_PAGE_DATA_KEYS = [
	'products',
	'recommendationsStep',
	'newRecommendations',
	'hasSeenWCConnectionModal',
	'isWooCommerceActive',
	'partnerCoupon',
] as const;
export const SUPPLIED_SITE_DATA_KEYS = [ 'showRecommendations' ] as const;

/**
 * The assistant's routes, which the newest core endpoints read (plugins/jetpack/_inc/lib/class.core-rest-api-endpoints.php
 * Jetpack_Core_Json_Api_Endpoints::register_endpoints, before the removal) served only for the dashboard: treated as
 * gone, so this plugin serves them in its own namespace, in Jetpack's shape, from Jetpack's own storage.
 */
export const MAY_GO_ON_LATEST_JETPACK: readonly RouteName[] = [
	'recommendationsData',
	'saveRecommendationsData',
	'recommendationsStep',
	'saveRecommendationsStep',
	'productSuggestions',
	'recommendationsUpsell',
	'recommendationsConditional',
	'seenWooConnectionModal',
];

type PageData = Record< string, unknown > & { siteData?: unknown };

const withoutKeys = ( from: Record< string, unknown >, keys: readonly string[] ): Record< string, unknown > =>
	Object.fromEntries( Object.entries( from ).filter( ( [ key ] ) => ! keys.includes( key ) ) );

const pick = ( from: Record< string, unknown >, keys: readonly string[] ): Record< string, unknown > =>
	Object.fromEntries( keys.flatMap( ( key ) => ( key in from ? [ [ key, from[ key ] ] ] : [] ) ) );

const siteDataOf = ( page: PageData ): Record< string, unknown > => ( page.siteData ?? {} ) as Record< string, unknown >;

/**
 * The page data as the newest Jetpack builds it from what an older one printed: the removed keys gone, `isAiEnabled`
 * added (off while the AI module is, Jetpack_Redux_State_Helper_Test::test_ai_effectively_enabled_reflects_the_ai_gates).
 */
export function newestJetpackPageData( older: PageData ): PageData {
	return {
		...withoutKeys( older, REMOVED_PAGE_DATA_KEYS ),
		siteData: withoutKeys( siteDataOf( older ), REMOVED_SITE_DATA_KEYS ),
		isAiEnabled: false,
	};
}

/**
 * The page beside the newest Jetpack: Jetpack's page data, with what this plugin supplies where Jetpack printed
 * nothing (read from Jetpack's options and classes, the same values an older Jetpack printed), and the `jetpack/v4`
 * paths of the routes it serves in its own namespace. A key Jetpack still prints keeps Jetpack's value.
 */
export function besideNewestJetpack( newest: PageData, supplied: PageData, ownRoutes: readonly string[] ): PageData {
	const site = siteDataOf( newest );
	return {
		...pick( supplied, SUPPLIED_PAGE_DATA_KEYS ),
		...newest,
		siteData: { ...pick( siteDataOf( supplied ), SUPPLIED_SITE_DATA_KEYS ), ...site },
		ownRoutes,
	};
}
