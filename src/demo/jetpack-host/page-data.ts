/**
 * The page data as Jetpack prints it, where its shape differs from this plugin's (docs/demo-site.md#jetpack-host):
 * the product pages' words under `products` (class.jetpack.php Jetpack::get_products_for_purchase, printed by
 * _inc/lib/admin-pages/class-jetpack-redux-state-helper.php Jetpack_Redux_State_Helper::get_initial_state), with no
 * word on availability, which the provider's products for the site tell.
 */
import type { InitialState, ProductDescription } from '../../api/types';
import { getPlanClass } from '../../lib/plans';
import { createSitePlan } from '../catalogue/plans';

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
	// Jetpack prints no feature list beside the plan: its features are the plan's (docs/hosts.md#page-data).
	const siteData = Object.fromEntries( Object.entries( initial.siteData ).filter( ( [ key ] ) => key !== 'features' ) );
	return {
		...initial,
		siteData: { ...siteData, plan: jetpackPlan( initial ) },
		products: Object.fromEntries(
			Object.entries( initial.products ).flatMap( ( [ key, listing ] ) => ( listing.description ? [ [ key, jetpackWords( listing.description ) ] ] : [] ) )
		),
	};
}
