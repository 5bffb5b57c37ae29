/**
 * The bounds a few settings keep to on every host, declared once: the app checks them before a save, the demo site
 * refuses what breaks them, and the plugin reads them from php-shim/includes/setting-bounds.php, generated from this
 * file (docs/wordpress-plugin.md#rest-routes). It imports nothing at run time, so the generator can load it.
 */
import type { SeoPageType } from '../api/types';

/** The page types a custom title structure is kept for (docs/settings.md#seo). */
export const SEO_PAGE_TYPES: readonly SeoPageType[] = [ 'front_page', 'posts', 'pages', 'groups', 'archives' ];

/** The longest front page meta description, in characters. */
export const META_DESCRIPTION_MAX = 300;

/** The services a site verification code is kept for, each a setting of the same name. */
export const VERIFICATION_SERVICES = [ 'google', 'bing', 'pinterest', 'yandex', 'facebook' ] as const;

/** The longest verification code (a bare code or the service's whole meta tag), in characters. */
export const VERIFICATION_CODE_MAX = 500;

/** The two content types and the option holding each one's number of items per page. */
export const CONTENT_TYPE_PAGE_SIZE = {
	jetpack_testimonial: 'jetpack_testimonial_posts_per_page',
	jetpack_portfolio: 'jetpack_portfolio_posts_per_page',
} as const;

/** The fewest items per page a content type's archive may show (a whole number). */
export const POSTS_PER_PAGE_MIN = 1;

/** The most items per page a content type's archive may show. */
export const POSTS_PER_PAGE_MAX = 100;
