/**
 * The page data as Jetpack prints it, where its shape differs from this plugin's (docs/demo-site.md#jetpack-host),
 * read in _inc/lib/admin-pages/class-jetpack-redux-state-helper.php Jetpack_Redux_State_Helper::get_initial_state:
 * - the product pages' words under `products` (class.jetpack.php Jetpack::get_products_for_purchase), with no word
 *   on availability, which the provider's products for the site tell;
 * - the store's two facts, `hasSeenWCConnectionModal` and `isWooCommerceActive`, at the top level, not in siteData;
 * - the release post as `jetpackStateNotices.messageContent`, while its update modal is due, and no `releasePost`;
 * - the settings as GET settings answers them (answers.ts jetpackSettings);
 * - no `connectionOwner` (the connection package's connection/data answers it) and no `siteData.activeProducts`.
 * Beside it, what this plugin prints on a Jetpack site (php-shim/includes/class-jetpack-dashboard-jetpack-host.php):
 * the site's products as Jetpack keeps them (Current_Plan::get_products()) under `siteData.products`.
 */
import type { InitialState, ProductDescription } from '../../api/types';
import { getPlanClass } from '../../lib/plan-slugs';
import { createSitePlan } from '../catalogue/plans';
import type { DemoState } from '../backend/state';
import { jetpackSettings } from './answers';
import { isJetpackHost, isLatestJetpack } from './host-mode';
import { besideNewestJetpack, MAY_GO_ON_LATEST_JETPACK, newestJetpackPageData } from '../../jetpack-recorded/latest';
import { REST_ROUTES } from '../../api/rest-routes';

const jetpackWords = ( { includedInPlans, disclaimer, ...words }: ProductDescription ): Record< string, unknown > => ( {
	...words,
	show_promotion: true,
	discount_percent: 50,
	included_in_plans: includedInPlans,
	// Only a product with one carries the key.
	...( disclaimer ? { disclaimer } : {} ),
} );

/**
 * The plan as Jetpack prints it, whether connected or not (packages/plans/src/class-current-plan.php Current_Plan::get):
 * the stored plan with its active features, its class, and `supports`, the modules the class unlocks (each module
 * whose plan classes name `free` or that class). The free plan when none is stored.
 */
function jetpackPlan( { siteData, getModules }: InitialState ): Record< string, unknown > {
	const slug = siteData.plan ?? 'jetpack_free';
	const planClass = getPlanClass( slug );
	const plan = createSitePlan( slug );
	return {
		...plan,
		class: planClass,
		features: { ...plan.features, active: siteData.features },
		supports: Object.values( getModules ).flatMap( ( module ) =>
			// The demo's free modules name no plan class where Jetpack's name `free`.
			module.plan_classes.length === 0 || module.plan_classes.includes( 'free' ) || module.plan_classes.includes( planClass ) ? [ module.module ] : []
		),
	};
}

export function jetpackPageData( initial: InitialState ): Record< string, unknown > {
	const { releasePost, siteData, jetpackStateNotices, ...printed } = initial;
	// Jetpack prints no owner.
	const page: Omit< typeof printed, 'connectionOwner' > & { connectionOwner?: unknown } = { ...printed };
	delete page.connectionOwner;
	const { hasSeenWCConnectionModal, isWooCommerceActive, activeProducts, ...site } = siteData;
	// Nor a feature list beside the plan: its features are the plan's (docs/hosts.md#page-data).
	const withoutFeatures: Omit< typeof site, 'features' > & { features?: unknown } = { ...site };
	delete withoutFeatures.features;
	return {
		...page,
		settings: jetpackSettings( page.settings ),
		siteData: {
			...withoutFeatures,
			plan: jetpackPlan( initial ),
			// As the provider's site record lists the site's purchases.
			products: activeProducts.map( ( slug ) => ( { product_slug: slug, expired: false } ) ),
		},
		hasSeenWCConnectionModal,
		isWooCommerceActive,
		// Jetpack's messageContent is only ever its update modal's data (the demo's text from the query stays for its notices).
		jetpackStateNotices: releasePost ? { ...jetpackStateNotices, messageContent: releasePost } : jetpackStateNotices,
		products: Object.fromEntries(
			Object.entries( initial.products ).flatMap( ( [ key, listing ] ) => ( listing.description ? [ [ key, jetpackWords( listing.description ) ] ] : [] ) )
		),
	};
}

/** The `jetpack/v4` paths this plugin serves in its own namespace beside the newest Jetpack, as its page data lists them. */
export const OWN_ROUTES_ON_LATEST_JETPACK: readonly string[] = [ ...new Set( MAY_GO_ON_LATEST_JETPACK.map( ( name ) => REST_ROUTES[ name ].path ) ) ];

/**
 * What the demo's admin page prints in a scenario: its own page data, or on a Jetpack site Jetpack's (the newest
 * Jetpack's in `jetpack-latest`, with what this plugin supplies beside it: latest.ts).
 */
export function pageDataFor( state: Pick< DemoState, 'scenario' >, built: InitialState ): Record< string, unknown > {
	if ( ! isJetpackHost( state ) ) {
		return { ...built };
	}
	const older = jetpackPageData( built );
	return isLatestJetpack( state ) ? besideNewestJetpack( newestJetpackPageData( older ), older, OWN_ROUTES_ON_LATEST_JETPACK ) : older;
}
