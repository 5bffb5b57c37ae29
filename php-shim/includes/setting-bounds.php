<?php
/**
 * The bounds a few settings keep to, generated from src/lib/setting-bounds.ts. Do not edit by hand.
 * Regenerate: node php-shim/bin/generate-setting-bounds.mjs
 *
 * @package jetpack-dashboard
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * The same bounds the app checks before a save and the demo site refuses beyond.
 */
final class Jetpack_Dashboard_Setting_Bounds {

	/** The page types a custom title structure is kept for (docs/settings.md#seo). */
	const SEO_PAGE_TYPES = array( 'front_page', 'posts', 'pages', 'groups', 'archives' );

	/** The longest front page meta description, in characters. */
	const META_DESCRIPTION_MAX = 300;

	/** The services a site verification code is kept for, each a setting of the same name. */
	const VERIFICATION_SERVICES = array( 'google', 'bing', 'pinterest', 'yandex', 'facebook' );

	/** The longest verification code (a bare code or the service's whole meta tag), in characters. */
	const VERIFICATION_CODE_MAX = 500;

	/** The two content types and the option holding each one's number of items per page. */
	const CONTENT_TYPE_PAGE_SIZE = array( 'jetpack_testimonial' => 'jetpack_testimonial_posts_per_page', 'jetpack_portfolio' => 'jetpack_portfolio_posts_per_page' );

	/** The fewest items per page a content type's archive may show (a whole number). */
	const POSTS_PER_PAGE_MIN = 1;

	/** The most items per page a content type's archive may show. */
	const POSTS_PER_PAGE_MAX = 100;
}
