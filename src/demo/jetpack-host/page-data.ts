/**
 * The page data as Jetpack prints it, where its shape differs from this plugin's (docs/demo-site.md#jetpack-host):
 * the product pages' words under `products` (class.jetpack.php Jetpack::get_products_for_purchase, printed by
 * _inc/lib/admin-pages/class-jetpack-redux-state-helper.php Jetpack_Redux_State_Helper::get_initial_state), with no
 * word on availability, which the provider's products for the site tell.
 */
import type { InitialState, ProductDescription } from '../../api/types';

const jetpackWords = ( { includedInPlans, disclaimer, ...words }: ProductDescription ): Record< string, unknown > => ( {
	...words,
	show_promotion: true,
	discount_percent: 50,
	included_in_plans: includedInPlans,
	// Only a product with one carries the key.
	...( disclaimer ? { disclaimer } : {} ),
} );

export function jetpackPageData( initial: InitialState ): Record< string, unknown > {
	return {
		...initial,
		products: Object.fromEntries(
			Object.entries( initial.products ).flatMap( ( [ key, listing ] ) => ( listing.description ? [ [ key, jetpackWords( listing.description ) ] ] : [] ) )
		),
	};
}
