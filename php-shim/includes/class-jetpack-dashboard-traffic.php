<?php
/**
 * What the Traffic settings accept beyond their declared types (the same rules as the demo site): well-formed page
 * title structures, a front page meta description of bounded length, stats roles the site has (with administrators
 * always viewing reports), verification codes of bounded length and an http(s) privacy policy URL. The bounds are
 * the app's own, generated into Jetpack_Dashboard_Setting_Bounds.
 *
 * @package jetpack-dashboard
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Checks and normalises one traffic setting before it is stored in its own option.
 */
class Jetpack_Dashboard_Traffic {

	/**
	 * The value to store, or a 400 naming the setting.
	 *
	 * @param string $name  Setting name.
	 * @param mixed  $value Value already of the declared type.
	 * @return mixed
	 */
	public static function check( string $name, mixed $value ): mixed {
		if ( 'advanced_seo_title_formats' === $name ) {
			return self::title_formats_ok( $value )
				? $value
				: Jetpack_Dashboard_Store::invalid_param( $name, __( 'Title structures are lists of {type: token|string, value} per page type.', 'jetpack' ) );
		}
		if ( 'advanced_seo_front_page_description' === $name && is_string( $value ) && mb_strlen( $value ) > Jetpack_Dashboard_Setting_Bounds::META_DESCRIPTION_MAX ) {
			/* translators: %d: the most characters allowed. */
			return Jetpack_Dashboard_Store::invalid_param( $name, sprintf( __( 'The front page meta description is %d characters at most.', 'jetpack' ), Jetpack_Dashboard_Setting_Bounds::META_DESCRIPTION_MAX ) );
		}
		if ( 'count_roles' === $name || 'roles' === $name ) {
			return self::roles( $name, $value );
		}
		if ( in_array( $name, Jetpack_Dashboard_Setting_Bounds::VERIFICATION_SERVICES, true ) && is_string( $value ) && strlen( $value ) > Jetpack_Dashboard_Setting_Bounds::VERIFICATION_CODE_MAX ) {
			/* translators: %d: the most characters allowed. */
			return Jetpack_Dashboard_Store::invalid_param( $name, sprintf( __( 'A verification code is %d characters at most.', 'jetpack' ), Jetpack_Dashboard_Setting_Bounds::VERIFICATION_CODE_MAX ) );
		}
		if ( 'wordads_ccpa_privacy_policy_url' === $name && is_string( $value ) && '' !== $value && ! preg_match( '#^https?://\S+$#i', $value ) ) {
			return Jetpack_Dashboard_Store::invalid_param( $name, __( 'The privacy policy address must start with http:// or https://.', 'jetpack' ) );
		}
		return $value;
	}

	/**
	 * Whether a value is an object of page types, each a list of {type, value} parts.
	 *
	 * @param mixed $value Value.
	 */
	private static function title_formats_ok( mixed $value ): bool {
		if ( ! is_array( $value ) ) {
			return false;
		}
		foreach ( $value as $page_type => $parts ) {
			if ( ! in_array( $page_type, Jetpack_Dashboard_Setting_Bounds::SEO_PAGE_TYPES, true ) || ! is_array( $parts ) || ! array_is_list( $parts ) ) {
				return false;
			}
			foreach ( $parts as $part ) {
				if ( ! is_array( $part ) || ! isset( $part['type'], $part['value'] ) || ! in_array( $part['type'], array( 'token', 'string' ), true ) || ! is_string( $part['value'] ) ) {
					return false;
				}
			}
		}
		return true;
	}

	/**
	 * The site's roles, slug => name.
	 *
	 * @return array<string, string>
	 */
	public static function site_roles(): array {
		$roles = array();
		foreach ( wp_roles()->get_names() as $slug => $name ) {
			$roles[ (string) $slug ] = translate_user_role( (string) $name );
		}
		return $roles;
	}

	/**
	 * A stats role list: roles the site has, administrators always among those who view reports.
	 *
	 * @param string $name  count_roles or roles.
	 * @param mixed  $value Value.
	 * @return array<int, string>|WP_Error
	 */
	private static function roles( string $name, mixed $value ): array|WP_Error {
		$known = self::site_roles();
		foreach ( (array) $value as $role ) {
			if ( ! is_string( $role ) || ! isset( $known[ $role ] ) ) {
				/* translators: %s: setting name. */
				return Jetpack_Dashboard_Store::invalid_param( $name, sprintf( __( '%s holds a role the site does not have.', 'jetpack' ), $name ) );
			}
		}
		$roles = array_values( array_unique( (array) $value ) );
		if ( 'roles' === $name && ! in_array( 'administrator', $roles, true ) ) {
			array_unshift( $roles, 'administrator' );
		}
		return $roles;
	}
}
