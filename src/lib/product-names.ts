/**
 * The name of each product page's product (docs/my-plan-and-products.md#product-pages): its heading and the browser
 * tab's title both say it, so two product pages open side by side can be told apart.
 */
import { __ } from '@wordpress/i18n';

const NAMES: Readonly< Record< string, () => string > > = {
	akismet: () => __( 'Jetpack Anti-spam', 'jetpack' ),
	backup: () => __( 'Jetpack Backup', 'jetpack' ),
	scan: () => __( 'Jetpack Scan', 'jetpack' ),
	search: () => __( 'Jetpack Search', 'jetpack' ),
	security: () => __( 'Jetpack Security', 'jetpack' ),
	videopress: () => __( 'Jetpack VideoPress', 'jetpack' ),
};

/** The product's name for a product page's slug; null for a slug that has no page. */
export function productPageName( slug: string ): string | null {
	return Object.hasOwn( NAMES, slug ) ? ( NAMES[ slug ]?.() ?? null ) : null;
}
