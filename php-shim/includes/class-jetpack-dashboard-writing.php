<?php
/**
 * What the Writing settings accept beyond their declared types (the same rules as the demo site): each content
 * type's archive shows a whole number of items per page from 1 to 100.
 *
 * @package jetpack-dashboard
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Checks one writing setting before it is stored in its own option.
 */
class Jetpack_Dashboard_Writing {

	const PAGE_SIZE_OPTIONS  = array( 'jetpack_testimonial_posts_per_page', 'jetpack_portfolio_posts_per_page' );
	const POSTS_PER_PAGE_MIN = 1;
	const POSTS_PER_PAGE_MAX = 100;

	/**
	 * The value to store, or a 400 naming the setting.
	 *
	 * @param string $name  Setting name.
	 * @param mixed  $value Value already of the declared type.
	 * @return mixed
	 */
	public static function check( string $name, mixed $value ): mixed {
		if ( in_array( $name, self::PAGE_SIZE_OPTIONS, true ) && ( ! is_int( $value ) || $value < self::POSTS_PER_PAGE_MIN || $value > self::POSTS_PER_PAGE_MAX ) ) {
			/* translators: %s: setting name. */
			return Jetpack_Dashboard_Store::invalid_param( $name, sprintf( __( '%s must be a whole number from 1 to 100.', 'jetpack' ), $name ) );
		}
		return $value;
	}

	/**
	 * The content types switched on under Writing → Custom content types exist in WordPress: the card's "Add a
	 * portfolio project" and "Add a testimonial" lead to their editors (docs/wordpress-plugin.md#links-into-wp-admin).
	 */
	public static function register_content_types(): void {
		$settings = Jetpack_Dashboard_Store::settings();
		$types    = array(
			'jetpack-portfolio'   => array( 'jetpack_portfolio', 'portfolio', __( 'Projects', 'jetpack' ), __( 'Project', 'jetpack' ) ),
			'jetpack-testimonial' => array( 'jetpack_testimonial', 'testimonial', __( 'Testimonials', 'jetpack' ), __( 'Testimonial', 'jetpack' ) ),
		);
		foreach ( $types as $type => list( $setting, $slug, $plural, $singular ) ) {
			// Another plugin's (the original's, when active) stays as it registered it.
			if ( true !== ( $settings[ $setting ] ?? false ) || post_type_exists( $type ) ) {
				continue;
			}
			register_post_type(
				$type,
				array(
					'labels'       => array(
						'name'          => $plural,
						'singular_name' => $singular,
					),
					'public'       => true,
					'show_in_rest' => true,
					'has_archive'  => true,
					'rewrite'      => array( 'slug' => $slug ),
					'supports'     => array( 'title', 'editor', 'thumbnail', 'excerpt', 'revisions' ),
				)
			);
		}
	}
}
