/**
 * SEO plugins that take over what the SEO tools do: while one is active the SEO card is disabled and names it. Pure.
 */
import type { InstalledPlugins } from '../../../api/types';

/** Plugin file → the name shown, free and Pro variants alike. */
export const CONFLICTING_SEO_PLUGINS: Readonly< Record< string, string > > = {
	'wordpress-seo/wp-seo.php': 'Yoast SEO',
	'wordpress-seo-premium/wp-seo-premium.php': 'Yoast SEO Premium',
	'all-in-one-seo-pack/all_in_one_seo_pack.php': 'All In One SEO Pack',
	'all-in-one-seo-pack-pro/all_in_one_seo_pack.php': 'All In One SEO Pack Pro',
	'wp-seopress/seopress.php': 'SEOPress',
	'wp-seopress-pro/seopress-pro.php': 'SEOPress Pro',
	'seo-key/seo-key.php': 'SEOKEY',
	'seo-key-pro/seo-key.php': 'SEOKEY Pro',
};

/** The first active SEO plugin's name, or null when none is active. */
export function activeSeoPlugin( plugins: InstalledPlugins | undefined ): string | null {
	for ( const [ file, name ] of Object.entries( CONFLICTING_SEO_PLUGINS ) ) {
		if ( plugins?.[ file ]?.active ) {
			return name;
		}
	}
	return null;
}
