<?php
/**
 * What the Writing settings accept beyond their declared types (the same rules as the demo site): each content
 * type's archive shows a whole number of items per page within the app's bounds (Jetpack_Dashboard_Setting_Bounds,
 * generated).
 *
 * @package jetpack-dashboard
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Checks one writing setting before it is stored in its own option.
 */
class Jetpack_Dashboard_Writing {

	/**
	 * The value to store, or a 400 naming the setting.
	 *
	 * @param string $name  Setting name.
	 * @param mixed  $value Value already of the declared type.
	 * @return mixed
	 */
	public static function check( string $name, mixed $value ): mixed {
		$min = Jetpack_Dashboard_Setting_Bounds::POSTS_PER_PAGE_MIN;
		$max = Jetpack_Dashboard_Setting_Bounds::POSTS_PER_PAGE_MAX;
		if ( in_array( $name, Jetpack_Dashboard_Setting_Bounds::CONTENT_TYPE_PAGE_SIZE, true ) && ( ! is_int( $value ) || $value < $min || $value > $max ) ) {
			/* translators: 1: setting name, 2: the smallest number allowed, 3: the largest. */
			return Jetpack_Dashboard_Store::invalid_param( $name, sprintf( __( '%1$s must be a whole number from %2$d to %3$d.', 'jetpack' ), $name, $min, $max ) );
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
