<?php
/**
 * Modules and settings: active modules in one option, every setting's value in one map (the Akismet key in Akismet's
 * own option), each user's dismissed notices in their user meta (Jetpack_Dashboard_Storage names them). What a
 * reader is shown depends on who reads: secret settings go only to users who may manage the site.
 *
 * @package jetpack-dashboard
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes modules and settings.
 */
class Jetpack_Dashboard_Store {

	/**
	 * The catalogue for this site (defaults only).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function catalogue(): array {
		$catalogue = jetpack_dashboard_module_catalogue( untrailingslashit( site_url() ) );
		// The sitemaps this site serves are WordPress' own (since 5.5): the app links to them, and to no news sitemap,
		// which WordPress does not make (docs/wordpress-plugin.md#links-into-wp-admin).
		if ( isset( $catalogue['sitemaps'] ) ) {
			$index                          = get_sitemap_url( 'index' );
			$catalogue['sitemaps']['extra'] = $index ? array( 'sitemap_url' => $index ) : array();
		}
		return $catalogue;
	}

	/**
	 * Active module slugs. Unset: the catalogue's default modules that work without a connection.
	 *
	 * @return string[]
	 */
	public static function active_modules(): array {
		$stored = get_option( Jetpack_Dashboard_Storage::ACTIVE_MODULES, null );
		if ( is_array( $stored ) ) {
			return array_values( array_filter( $stored, 'is_string' ) );
		}
		$active = array();
		foreach ( self::catalogue() as $slug => $module ) {
			if ( $module['activated'] && ! $module['requires_connection'] ) {
				$active[] = $slug;
			}
		}
		return $active;
	}

	/**
	 * Activates or deactivates one module, whole against other writes.
	 *
	 * @param string $slug   Module slug.
	 * @param bool   $active New state.
	 * @return true|WP_Error
	 */
	public static function set_active( string $slug, bool $active ): bool|WP_Error {
		$done = Jetpack_Dashboard_Storage::transaction(
			static function () use ( $slug, $active ): bool {
				$modules = array_diff( self::active_modules(), array( $slug ) );
				if ( $active ) {
					$modules[] = $slug;
				}
				update_option( Jetpack_Dashboard_Storage::ACTIVE_MODULES, array_values( array_unique( $modules ) ) );
				return true;
			}
		);
		return is_wp_error( $done ) ? $done : true;
	}

	/**
	 * Whether the current user may read secret settings.
	 */
	public static function may_read_secrets(): bool {
		return current_user_can( 'manage_options' );
	}

	/**
	 * A setting's stored value read back as its declared type, or the default when unset. The post-by-email address
	 * is the current user's own.
	 *
	 * @param string $name    Setting name.
	 * @param string $type    Declared type.
	 * @param mixed  $default Default value.
	 * @return mixed
	 */
	public static function read_value( string $name, string $type, mixed $default ): mixed {
		$missing = new stdClass();
		if ( isset( Jetpack_Dashboard_Storage::FOREIGN[ $name ] ) ) {
			$value = get_option( Jetpack_Dashboard_Storage::FOREIGN[ $name ], $missing );
		} elseif ( 'post_by_email_address' === $name ) {
			$value = get_user_meta( get_current_user_id(), Jetpack_Dashboard_Storage::POST_BY_EMAIL, true );
			$value = '' === $value ? $missing : $value;
		} else {
			$stored = Jetpack_Dashboard_Storage::array_option( Jetpack_Dashboard_Storage::SETTINGS );
			$value  = array_key_exists( $name, $stored ) ? $stored[ $name ] : $missing;
		}
		if ( $value === $missing ) {
			return $default;
		}
		return self::as_type( $type, $value, $default );
	}

	/**
	 * A stored value as its declared type (the first version stored booleans as 1/0).
	 *
	 * @param string $type    Declared type.
	 * @param mixed  $value   Stored value.
	 * @param mixed  $default Default value.
	 * @return mixed
	 */
	private static function as_type( string $type, mixed $value, mixed $default ): mixed {
		switch ( $type ) {
			case 'boolean':
				return (bool) $value;
			case 'integer':
				return (int) $value;
			case 'string':
				return is_scalar( $value ) ? (string) $value : $default;
			default:
				return is_array( $value ) ? $value : $default;
		}
	}

	/**
	 * The modules as GET module/all answers, with stored state.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function modules(): array {
		$active  = self::active_modules();
		$secrets = self::may_read_secrets() ? array() : jetpack_dashboard_secret_settings();
		$modules = array();
		foreach ( self::catalogue() as $slug => $module ) {
			$module['activated'] = in_array( $slug, $active, true );
			foreach ( $module['options'] as $name => $option ) {
				if ( isset( $secrets[ $name ] ) ) {
					unset( $module['options'][ $name ] );
					continue;
				}
				$module['options'][ $name ]['current_value'] = self::read_value( $name, $option['type'], $option['default'] );
			}
			// Empty option maps are JSON objects, as in the demo site.
			$module['options'] = (object) $module['options'];
			$modules[ $slug ]  = $module;
		}
		return $modules;
	}

	/**
	 * The settings map: module slug => active, option => value, site option => value.
	 *
	 * @return array<string, mixed>
	 */
	public static function settings(): array {
		$settings = array();
		$secrets  = self::may_read_secrets() ? array() : jetpack_dashboard_secret_settings();
		foreach ( array_diff_key( jetpack_dashboard_site_options(), $secrets ) as $name => $option ) {
			$settings[ $name ] = self::read_value( $name, $option['type'], $option['default'] );
			if ( 'object' === $option['type'] ) {
				$settings[ $name ] = (object) $settings[ $name ];
			}
		}
		foreach ( self::modules() as $slug => $module ) {
			$settings[ $slug ] = $module['activated'];
			foreach ( (array) $module['options'] as $name => $option ) {
				$settings[ $name ] = $option['current_value'];
			}
		}
		return $settings;
	}

	/**
	 * Whether a JSON value matches a declared type.
	 *
	 * @param string $type  Declared type.
	 * @param mixed  $value Value from the request.
	 */
	public static function matches_type( string $type, mixed $value ): bool {
		switch ( $type ) {
			case 'boolean':
				return is_bool( $value );
			case 'string':
				return is_string( $value );
			case 'integer':
				return is_int( $value );
			case 'array':
				return is_array( $value ) && array_is_list( $value );
			case 'object':
				return is_array( $value ) && ( array() === $value || ! array_is_list( $value ) );
		}
		return false;
	}

	/**
	 * Validates a whole settings update and writes it whole; writes nothing on error. POST settings and POST
	 * module/{slug} both come here: one validation for every route that writes settings.
	 *
	 * @param array<string, mixed> $update Names and values.
	 * @return true|WP_Error
	 */
	public static function write_settings( array $update ): bool|WP_Error {
		if ( array() === $update ) {
			return new WP_Error( 'rest_invalid_param', __( 'No settings to update were given.', 'jetpack' ), array( 'status' => 400 ) );
		}
		$checked = array();
		foreach ( $update as $name => $value ) {
			$result = self::check_setting( (string) $name, $value );
			if ( is_wp_error( $result ) ) {
				return $result;
			}
			$checked[ (string) $name ] = $result;
		}
		$done = Jetpack_Dashboard_Storage::transaction(
			static function () use ( $checked ): bool {
				$catalogue = self::catalogue();
				$stored    = Jetpack_Dashboard_Storage::array_option( Jetpack_Dashboard_Storage::SETTINGS );
				foreach ( $checked as $name => $value ) {
					if ( isset( $catalogue[ $name ] ) ) {
						self::set_active( $name, true === $value );
					} elseif ( in_array( $name, jetpack_dashboard_provider_settings(), true ) ) {
						continue;
					} elseif ( isset( Jetpack_Dashboard_Storage::FOREIGN[ $name ] ) ) {
						update_option( Jetpack_Dashboard_Storage::FOREIGN[ $name ], $value );
					} else {
						$stored[ $name ] = $value;
					}
				}
				update_option( Jetpack_Dashboard_Storage::SETTINGS, $stored );
				return true;
			}
		);
		return is_wp_error( $done ) ? $done : true;
	}

	/**
	 * One setting of an update, checked: the value to store, or a 400 naming it.
	 *
	 * @param string $name  Setting name.
	 * @param mixed  $value Value from the request.
	 * @return mixed
	 */
	public static function check_setting( string $name, mixed $value ): mixed {
		$catalogue = self::catalogue();
		$target    = null;
		if ( isset( $catalogue[ $name ] ) ) {
			if ( true === $value && $catalogue[ $name ]['requires_connection'] ) {
				return self::requires_connection( $catalogue[ $name ]['name'] );
			}
			$target = array( 'type' => 'boolean' );
		} else {
			$target = jetpack_dashboard_site_options()[ $name ] ?? null;
			foreach ( $catalogue as $module ) {
				$target ??= $module['options'][ $name ] ?? null;
			}
		}
		if ( null === $target ) {
			return new WP_Error(
				'rest_invalid_param',
				/* translators: %s: setting name. */
				sprintf( __( 'Unknown setting: %s.', 'jetpack' ), $name ),
				array(
					'status' => 400,
					'params' => array( $name => 'unknown' ),
				)
			);
		}
		// What the provider decides may be restated (the search switch's retry does) but never changed.
		if ( in_array( $name, jetpack_dashboard_provider_settings(), true ) && self::read_value( $name, $target['type'], $target['default'] ?? null ) !== $value ) {
			/* translators: %s: setting name. */
			return self::invalid_param( $name, sprintf( __( '%s is set by WordPress.com and cannot be changed here.', 'jetpack' ), $name ) );
		}
		if ( ! self::matches_type( $target['type'], $value ) ) {
			/* translators: 1: setting name, 2: type. */
			return self::invalid_param( $name, sprintf( __( '%1$s is not of type %2$s.', 'jetpack' ), $name, $target['type'] ) );
		}
		if ( isset( $target['enum'] ) && ! in_array( (string) $value, $target['enum'], true ) ) {
			/* translators: 1: setting name, 2: allowed values. */
			return self::invalid_param( $name, sprintf( __( '%1$s is not one of %2$s.', 'jetpack' ), $name, implode( ', ', $target['enum'] ) ) );
		}
		$too_big = self::too_big( $name, $value );
		if ( $too_big ) {
			return $too_big;
		}
		$checked = Jetpack_Dashboard_Traffic::check( $name, $value );
		return is_wp_error( $checked ) ? $checked : Jetpack_Dashboard_Writing::check( $name, $checked );
	}

	/**
	 * A 400 when a value is over the size every stored setting keeps to, else null.
	 *
	 * @param string $name  Setting name.
	 * @param mixed  $value Value of its declared type.
	 */
	private static function too_big( string $name, mixed $value ): ?WP_Error {
		$limits = jetpack_dashboard_setting_limits();
		if ( is_string( $value ) && mb_strlen( $value ) > $limits['stringLength'] ) {
			/* translators: 1: setting name, 2: number of characters. */
			return self::invalid_param( $name, sprintf( __( '%1$s is longer than %2$d characters.', 'jetpack' ), $name, $limits['stringLength'] ) );
		}
		if ( is_array( $value ) && strlen( (string) wp_json_encode( $value ) ) > $limits['stringLength'] ) {
			/* translators: %s: setting name. */
			return self::invalid_param( $name, sprintf( __( '%s holds more than this setting keeps.', 'jetpack' ), $name ) );
		}
		if ( is_array( $value ) && array_is_list( $value ) && count( $value ) > $limits['listItems'] ) {
			/* translators: 1: setting name, 2: number of items. */
			return self::invalid_param( $name, sprintf( __( '%1$s holds more than %2$d items.', 'jetpack' ), $name, $limits['listItems'] ) );
		}
		return null;
	}

	/**
	 * The first version's settings, stored one option each under the setting's own name, that are still valid
	 * values: what Jetpack_Dashboard_Storage::migrate() moves into the settings map.
	 *
	 * @return array<string, mixed>
	 */
	public static function valid_unprefixed_settings(): array {
		$declared = jetpack_dashboard_site_options();
		foreach ( self::catalogue() as $module ) {
			$declared += $module['options'];
		}
		$moved   = array();
		$missing = new stdClass();
		foreach ( $declared as $name => $option ) {
			if ( isset( Jetpack_Dashboard_Storage::FOREIGN[ $name ] ) || in_array( $name, jetpack_dashboard_provider_settings(), true ) ) {
				continue;
			}
			$stored = get_option( $name, $missing );
			if ( $stored === $missing ) {
				continue;
			}
			$value = self::as_type( $option['type'], $stored, $missing );
			if ( $value !== $missing && ! is_wp_error( self::check_setting( $name, $value ) ) ) {
				$moved[ $name ] = $value;
			}
		}
		return $moved;
	}

	/**
	 * A 400 naming the parameter.
	 *
	 * @param string $name Parameter.
	 * @param string $why  Reason.
	 */
	public static function invalid_param( string $name, string $why ): WP_Error {
		return new WP_Error(
			'rest_invalid_param',
			/* translators: 1: parameter, 2: reason. */
			sprintf( __( 'Invalid parameter(s): %1$s (%2$s)', 'jetpack' ), $name, $why ),
			array(
				'status' => 400,
				'params' => array( $name => $why ),
			)
		);
	}

	/**
	 * The answer for a module that cannot work offline.
	 *
	 * @param string $module_name Module name.
	 */
	public static function requires_connection( string $module_name ): WP_Error {
		return new WP_Error(
			'module_requires_connection',
			/* translators: %s: module name. */
			sprintf( __( '%s needs a connection to WordPress.com.', 'jetpack' ), $module_name ),
			array( 'status' => 400 )
		);
	}

	/**
	 * The current user's dismissed notices on this site (id => true): known ids only.
	 *
	 * @return array<string, bool>
	 */
	public static function dismissed_notices(): array {
		$stored = get_user_meta( get_current_user_id(), Jetpack_Dashboard_Storage::dismissed_key(), true );
		$known  = array_fill_keys( jetpack_dashboard_dismissible_notices(), true );
		return is_array( $stored ) ? array_map( 'boolval', array_intersect_key( $stored, $known ) ) : array();
	}

	/**
	 * Dismisses a known notice for the current user, whole against their other dismissals.
	 *
	 * @param string $id Notice id (one of jetpack_dashboard_dismissible_notices()).
	 * @return array<string, bool>|WP_Error The user's dismissed notices.
	 */
	public static function dismiss_notice( string $id ): array|WP_Error {
		return Jetpack_Dashboard_Storage::transaction(
			static function () use ( $id ): array {
				$notices        = self::dismissed_notices();
				$notices[ $id ] = true;
				update_user_meta( get_current_user_id(), Jetpack_Dashboard_Storage::dismissed_key(), $notices );
				return $notices;
			}
		);
	}
}
