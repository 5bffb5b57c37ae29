/**
 * The name of each product page's product (docs/my-plan-and-products.md#product-pages): its heading and the browser
 * tab's title both say it, so two product pages open side by side can be told apart, and so does the product's card
 * (the catalogue's own title may name it otherwise, such as "Jetpack VaultPress Backup" or "Backup").
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

/** The name a product's card gives it: the page's name for the product, or the catalogue's title for one without a page. */
export function productCardName( slug: string, catalogueTitle: string ): string {
	return productPageName( slug ) ?? catalogueTitle;
}
