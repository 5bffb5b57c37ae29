<?php
/**
 * The current user's permissions, from real capabilities, mapped as the original plugin does.
 *
 * @package jetpack-dashboard
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * UserPermissions for Initial_State and the capability each REST route needs.
 */
class Jetpack_Dashboard_Permissions {

	/**
	 * Capability behind each permission key. view_stats is computed (see can_view_stats).
	 */
	const CAPS = array(
		'admin_page'     => 'read',
		'connect'        => 'manage_options',
		'connect_user'   => 'read',
		'disconnect'     => 'manage_options',
		'edit_posts'     => 'edit_posts',
		'manage_modules' => 'manage_options',
		'manage_options' => 'manage_options',
		'manage_plugins' => 'activate_plugins',
		'publish_posts'  => 'publish_posts',
	);

	/**
	 * Whether the current user holds a permission.
	 *
	 * @param string $permission Key of UserPermissions.
	 */
	public static function can( string $permission ): bool {
		if ( 'view_stats' === $permission ) {
			return self::can_view_stats();
		}
		if ( 'network_admin' === $permission || 'network_sites_page' === $permission ) {
			return is_multisite() && current_user_can( 'manage_network' );
		}
		return isset( self::CAPS[ $permission ] ) && current_user_can( self::CAPS[ $permission ] );
	}

	/**
	 * Administrators always; other roles when listed in the stats module's `roles` option (as the original).
	 */
	public static function can_view_stats(): bool {
		if ( current_user_can( 'manage_options' ) ) {
			return true;
		}
		$user  = wp_get_current_user();
		$roles = Jetpack_Dashboard_Store::read_value( 'roles', 'array', array( 'administrator' ) );
		return $user->exists() && array() !== array_intersect( (array) $user->roles, (array) $roles );
	}

	/**
	 * Every permission key.
	 *
	 * @return array<string, bool>
	 */
	public static function all(): array {
		$keys = array( 'admin_page', 'connect', 'connect_user', 'disconnect', 'edit_posts', 'manage_modules', 'manage_options', 'manage_plugins', 'network_admin', 'network_sites_page', 'publish_posts', 'view_stats' );
		$out  = array();
		foreach ( $keys as $key ) {
			$out[ $key ] = self::can( $key );
		}
		return $out;
	}

	/**
	 * CurrentUser as Initial_State and connection/data carry it (never linked: the site is offline).
	 *
	 * @return array<string, mixed>
	 */
	public static function current_user(): array {
		$user = wp_get_current_user();
		return array(
			'isConnected' => false,
			'isMaster'    => false,
			'username'    => $user->user_login,
			'id'          => $user->ID,
			'wpcomUser'   => null,
			'gravatar'    => (string) get_avatar_url( $user->ID ),
			'permissions' => self::all(),
		);
	}
}
