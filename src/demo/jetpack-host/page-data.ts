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
import { jetpackSettings } from './answers';

const jetpackWords = ( { includedInPlans, disclaimer, ...words }: ProductDescription ): Record< string, unknown > => ( {
	...words,
	show_promotion: true,
	discount_percent: 50,
	included_in_plans: includedInPlans,
	// Only a product with one carries the key.
	...( disclaimer ? { disclaimer } : {} ),
} );

export function jetpackPageData( initial: InitialState ): Record< string, unknown > {
	const { releasePost, siteData, jetpackStateNotices, ...printed } = initial;
	// Jetpack prints no owner.
	const page: Omit< typeof printed, 'connectionOwner' > & { connectionOwner?: unknown } = { ...printed };
	delete page.connectionOwner;
	const { hasSeenWCConnectionModal, isWooCommerceActive, activeProducts, ...site } = siteData;
	return {
		...page,
		settings: jetpackSettings( page.settings ),
		siteData: {
			...site,
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
