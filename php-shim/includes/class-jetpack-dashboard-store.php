<?php
/**
 * Storage compatible with the original plugin: active modules in `jetpack_active_modules`, each setting in
 * its own option (named after the setting), dismissed notices in `jetpack_dismissed_notices`.
 *
 * @package jetpack-dashboard
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes modules and settings.
 */
class Jetpack_Dashboard_Store {

	const ACTIVE_MODULES = 'jetpack_active_modules';
	const DISMISSED      = 'jetpack_dismissed_notices';

	/**
	 * The catalogue for this site (defaults only).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function catalogue(): array {
		return jetpack_dashboard_module_catalogue( untrailingslashit( site_url() ) );
	}

	/**
	 * Active module slugs. Unset: the catalogue's default modules that work without a connection.
	 *
	 * @return string[]
	 */
	public static function active_modules(): array {
		$stored = get_option( self::ACTIVE_MODULES, null );
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
	 * Activates or deactivates one module.
	 *
	 * @param string $slug   Module slug.
	 * @param bool   $active New state.
	 */
	public static function set_active( string $slug, bool $active ): void {
		$modules = array_diff( self::active_modules(), array( $slug ) );
		if ( $active ) {
			$modules[] = $slug;
		}
		update_option( self::ACTIVE_MODULES, array_values( array_unique( $modules ) ) );
	}

	/**
	 * A stored option value read back as its declared type, or the default when unset.
	 *
	 * @param string $name    Option name.
	 * @param string $type    Declared type.
	 * @param mixed  $default Default value.
	 * @return mixed
	 */
	public static function read_value( string $name, string $type, mixed $default ): mixed {
		$missing = new stdClass();
		$value   = get_option( $name, $missing );
		if ( $value === $missing ) {
			return $default;
		}
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
	 * Writes one setting option (booleans as 1/0 so `false` is stored, not lost).
	 *
	 * @param string $name  Option name.
	 * @param mixed  $value Validated value.
	 */
	public static function write_value( string $name, mixed $value ): void {
		update_option( $name, is_bool( $value ) ? (int) $value : $value );
	}

	/**
	 * The modules as GET module/all answers, with stored state.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function modules(): array {
		$active  = self::active_modules();
		$modules = array();
		foreach ( self::catalogue() as $slug => $module ) {
			$module['activated'] = in_array( $slug, $active, true );
			foreach ( $module['options'] as $name => $option ) {
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
		foreach ( jetpack_dashboard_site_options() as $name => $option ) {
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
	 * Validates a whole settings update and writes it; writes nothing on error.
	 *
	 * @param array<string, mixed> $update Names and values.
	 * @return true|WP_Error
	 */
	public static function write_settings( array $update ): bool|WP_Error {
		if ( array() === $update ) {
			return new WP_Error( 'rest_invalid_param', __( 'No settings to update were given.', 'jetpack' ), array( 'status' => 400 ) );
		}
		$catalogue = self::catalogue();
		$site      = jetpack_dashboard_site_options();
		$targets   = array();
		foreach ( $update as $name => $value ) {
			$name   = (string) $name;
			$target = null;
			if ( isset( $catalogue[ $name ] ) ) {
				$target = array(
					'kind' => 'module',
					'type' => 'boolean',
				);
				if ( true === $value && $catalogue[ $name ]['requires_connection'] ) {
					return self::requires_connection( $catalogue[ $name ]['name'] );
				}
			} elseif ( isset( $site[ $name ] ) ) {
				$target = array(
					'kind' => 'option',
					'type' => $site[ $name ]['type'],
				);
			} else {
				foreach ( $catalogue as $module ) {
					if ( isset( $module['options'][ $name ] ) ) {
						$target = array_merge( array( 'kind' => 'option' ), $module['options'][ $name ] );
						break;
					}
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
			if ( ! self::matches_type( $target['type'], $value ) ) {
				/* translators: 1: setting name, 2: type. */
				return self::invalid_param( $name, sprintf( __( '%1$s is not of type %2$s.', 'jetpack' ), $name, $target['type'] ) );
			}
			if ( isset( $target['enum'] ) && ! in_array( (string) $value, $target['enum'], true ) ) {
				/* translators: 1: setting name, 2: allowed values. */
				return self::invalid_param( $name, sprintf( __( '%1$s is not one of %2$s.', 'jetpack' ), $name, implode( ', ', $target['enum'] ) ) );
			}
			$checked = Jetpack_Dashboard_Traffic::check( $name, $value );
			if ( is_wp_error( $checked ) ) {
				return $checked;
			}
			$checked = Jetpack_Dashboard_Writing::check( $name, $checked );
			if ( is_wp_error( $checked ) ) {
				return $checked;
			}
			$update[ $name ]  = $checked;
			$targets[ $name ] = $target['kind'];
		}
		foreach ( $targets as $name => $kind ) {
			if ( 'module' === $kind ) {
				self::set_active( $name, true === $update[ $name ] );
			} else {
				self::write_value( $name, $update[ $name ] );
			}
		}
		return true;
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
	 * Dismissed notices (id => true).
	 *
	 * @return array<string, bool>
	 */
	public static function dismissed_notices(): array {
		$stored = get_option( self::DISMISSED, array() );
		return is_array( $stored ) ? array_map( 'boolval', $stored ) : array();
	}
}
