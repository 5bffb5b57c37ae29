<?php
/**
 * REST routes under jetpack/v4 for every call the app makes, answered as an offline site answers.
 * Every route has a permission_callback (capabilities as in Jetpack_Dashboard_Permissions::CAPS).
 *
 * @package jetpack-dashboard
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Registers and answers the routes.
 */
class Jetpack_Dashboard_Rest {

	const NS = 'jetpack/v4';

	/** The plugin's own namespace: beside Jetpack, it keeps there the routes Jetpack does not have. */
	const OWN_NS = 'jetpack-dashboard/v1';

	/** The largest request body a route of the plugin reads, in bytes. */
	const MAX_BODY = 262144;

	/**
	 * The full path patterns of the routes this plugin registered in this request, as WordPress keeps them
	 * ('/jetpack/v4/module/(?P<slug>...)'): the body limit covers these and no other plugin's.
	 *
	 * @var array<string, true>
	 */
	private static array $own_routes = array();

	/** The most answers the assistant's data or the questionnaire keeps, and the longest answer or list. */
	const MAX_ANSWERS       = 100;

	/** Jetpack's option of the assistant's answers (class-jetpack-recommendations.php, Jetpack_Recommendations). */
	const MAX_ANSWER_LENGTH = 1000;

	/**
	 * A permission_callback for a UserPermissions key: 401 logged out, 403 otherwise.
	 *
	 * @param string $permission Permission key.
	 */
	public static function allow( string $permission ): callable {
		return static function () use ( $permission ) {
			if ( Jetpack_Dashboard_Permissions::can( $permission ) ) {
				return true;
			}
			return self::forbidden();
		};
	}

	/**
	 * WordPress' refusal with the right status.
	 */
	public static function forbidden(): WP_Error {
		return new WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to do that.', 'jetpack' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * Registers one route.
	 *
	 * @param string   $route      Path under the namespace.
	 * @param string   $methods    Methods.
	 * @param callable $callback   Handler.
	 * @param string   $permission Permission key.
	 * @param array    $args       The body's arguments as JSON Schema, which WordPress checks before the permission.
	 * @param string   $namespace  jetpack/v4, or the plugin's own beside Jetpack.
	 */
	private static function route( string $route, string $methods, callable $callback, string $permission, array $args, string $namespace = self::NS ): void {
		self::$own_routes[ '/' . $namespace . '/' . trim( $route, '/' ) ] = true;
		register_rest_route(
			$namespace,
			'/' . $route,
			array(
				'methods'             => $methods,
				'callback'            => $callback,
				'permission_callback' => self::allow( $permission ),
				'args'                => $args,
			)
		);
	}

	/**
	 * Counts a route registered elsewhere in this plugin's own namespace as the plugin's, for the body limit.
	 *
	 * @param string $route Path under the plugin's namespace.
	 */
	public static function mark_own( string $route ): void {
		self::$own_routes[ '/' . self::OWN_NS . '/' . trim( $route, '/' ) ] = true;
	}

	/**
	 * The JSON body as an array (400 when it is not an object).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>|WP_Error
	 */
	private static function body( WP_REST_Request $request ): array|WP_Error {
		$body = $request->get_json_params();
		if ( null === $body ) {
			$raw = trim( (string) $request->get_body() );
			if ( '' !== $raw ) {
				return new WP_Error( 'rest_invalid_json', __( 'Invalid JSON body passed.', 'jetpack' ), array( 'status' => 400 ) );
			}
			return array();
		}
		if ( ! is_array( $body ) || ( array() !== $body && array_is_list( $body ) ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'The request body must be a JSON object.', 'jetpack' ), array( 'status' => 400 ) );
		}
		return $body;
	}

	/**
	 * A parameter of the route's own path. WP_REST_Request's array access prefers the JSON body, so a body could
	 * otherwise name another module or notice than the URL does.
	 *
	 * @param WP_REST_Request $request Request.
	 * @param string          $name    Parameter.
	 */
	public static function url_param( WP_REST_Request $request, string $name ): string {
		$value = $request->get_url_params()[ $name ] ?? '';
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * The offline answer.
	 */
	public static function offline(): WP_Error {
		return new WP_Error(
			'site_offline',
			__( 'This site is in Offline Mode: it cannot reach WordPress.com, so this feature is not available.', 'jetpack' ),
			array( 'status' => 400 )
		);
	}

	/**
	 * 404 for an unknown module.
	 */
	private static function module_not_found(): WP_Error {
		return new WP_Error( 'not_found', __( 'The requested Jetpack module was not found.', 'jetpack' ), array( 'status' => 404 ) );
	}

	/**
	 * The plugin's answer to each declared route it answers itself, by route name (src/api/rest-routes.ts, generated into
	 * route-table.php); a route the table marks unavailable gets the offline answer instead.
	 *
	 * @return array<string, callable>
	 */
	private static function handlers(): array {
		return array(
			'modules'                    => static fn() => (object) Jetpack_Dashboard_Store::modules(),
			'setModuleActive'            => array( self::class, 'activate_module' ),
			'module'                     => array( self::class, 'get_module' ),
			'updateModuleOptions'        => array( self::class, 'update_module' ),
			'settings'                   => static fn() => (object) Jetpack_Dashboard_Store::settings(),
			'updateSettings'             => array( self::class, 'update_settings' ),
			'resetOptions'               => array( self::class, 'reset_options' ),
			'connectionStatus'           => static fn() => Jetpack_Dashboard_Initial_State::connection_status(),
			'connectionData'             => static fn() => array(
				'currentUser'     => Jetpack_Dashboard_Permissions::current_user(),
				'connectionOwner' => null,
			),
			'connectedPlugins'           => static fn() => (object) array(),
			// The store welcome is only forced on users who can manage the site; only they may mark it seen.
			'seenWooConnectionModal'     => array( self::class, 'seen_wc_modal' ),
			// An administrator says what a site whose address changed is; start-fresh needs the provider.
			'confirmSafeMode'            => array( self::class, 'idc_safe_mode' ),
			'migrateIdentity'            => array( self::class, 'idc_migrate' ),
			'trackingSettings'           => array( self::class, 'get_tracking' ),
			'updateTrackingSettings'     => array( self::class, 'update_tracking' ),
			'plugins'                    => array( self::class, 'get_plugins' ),
			'installPlugin'              => array( self::class, 'activate_plugin' ),
			'dismissNotice'              => array( self::class, 'dismiss_notice' ),
			'recommendationsData'        => static fn() => (object) self::recommendations_data(),
			'saveRecommendationsData'    => array( self::class, 'update_recommendations_data' ),
			'recommendationsStep'        => static fn() => array( 'step' => Jetpack_Dashboard_Initial_State::recommendations_step() ),
			'saveRecommendationsStep'    => array( self::class, 'update_recommendations_step' ),
			'recommendationsConditional' => static fn() => array( 'conditional' => array() ),
			'setupQuestionnaire'         => static fn() => (object) self::questionnaire(),
			'saveSetupQuestionnaire'     => array( self::class, 'update_questionnaire' ),
			'siteDiscount'               => static fn() => (object) array(),
			'introOffers'                => static fn() => array(),
			'licensingError'             => static fn() => '',
		) + Jetpack_Dashboard_Social::handlers();
	}

	/**
	 * Registers every declared route with its method, path pattern, permission and arguments: WordPress refuses a
	 * body whose arguments are missing or do not match, so a handler reads them checked and sanitized. A declared
	 * route the plugin has no answer for is a mistake of the plugin: it is left out, with a notice for developers.
	 */
	public static function register(): void {
		$handlers = self::handlers();
		foreach ( jetpack_dashboard_route_table() as $name => $declared ) {
			list( $method, $route, $permission, $unavailable, $args ) = $declared;
			$callback = $unavailable ? static fn() => self::offline() : ( $handlers[ $name ] ?? null );
			if ( null === $callback ) {
				_doing_it_wrong( __METHOD__, esc_html( "The declared route $name has no answer in the plugin." ), '0.1.0' );
				continue;
			}
			self::route( $route, $method, $callback, $permission, $args );
		}
	}

	/**
	 * Beside Jetpack, which answers every other route: the routes declared as kept beside it (Jetpack has none of
	 * them), in the plugin's own namespace (docs/hosts.md#beside-jetpack).
	 */
	public static function register_beside_jetpack(): void {
		// The assistant's answers are Jetpack's: merged into Jetpack's own option, not this plugin's.
		$handlers = array( 'saveRecommendationsData' => array( self::class, 'merge_into_jetpack_recommendations_data' ) ) + self::handlers();
		foreach ( jetpack_dashboard_route_table() as $name => $declared ) {
			list( $method, $route, $permission, , $args, $kept ) = $declared;
			if ( $kept && isset( $handlers[ $name ] ) ) {
				self::route( $route, $method, $handlers[ $name ], $permission, $args, self::OWN_NS );
			}
		}
	}

	/**
	 * GET module/{slug}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function get_module( WP_REST_Request $request ): array|WP_Error {
		$modules = Jetpack_Dashboard_Store::modules();
		$slug    = self::url_param( $request, 'slug' );
		return $modules[ $slug ] ?? self::module_not_found();
	}

	/**
	 * POST module/{slug}/active {active: bool}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function activate_module( WP_REST_Request $request ): array|WP_Error {
		$catalogue = Jetpack_Dashboard_Store::catalogue();
		$slug      = self::url_param( $request, 'slug' );
		if ( ! isset( $catalogue[ $slug ] ) ) {
			return self::module_not_found();
		}
		$active = (bool) $request->get_param( 'active' );
		if ( $active && $catalogue[ $slug ]['requires_connection'] ) {
			return Jetpack_Dashboard_Store::requires_connection( $catalogue[ $slug ]['name'] );
		}
		$done = Jetpack_Dashboard_Store::set_active( $slug, $active );
		if ( is_wp_error( $done ) ) {
			return $done;
		}
		return array(
			'code'    => 'success',
			'message' => $active ? __( 'The requested Jetpack module was activated.', 'jetpack' ) : __( 'The requested Jetpack module was deactivated.', 'jetpack' ),
		);
	}

	/**
	 * POST module/{slug} with option values.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function update_module( WP_REST_Request $request ): array|WP_Error {
		$catalogue = Jetpack_Dashboard_Store::catalogue();
		$slug      = self::url_param( $request, 'slug' );
		if ( ! isset( $catalogue[ $slug ] ) ) {
			return self::module_not_found();
		}
		$body = self::body( $request );
		if ( is_wp_error( $body ) ) {
			return $body;
		}
		foreach ( array_keys( $body ) as $name ) {
			if ( ! isset( $catalogue[ $slug ]['options'][ $name ] ) ) {
				return new WP_Error(
					'rest_invalid_param',
					/* translators: 1: module name, 2: option. */
					sprintf( __( '%1$s has no option %2$s.', 'jetpack' ), $catalogue[ $slug ]['name'], (string) $name ),
					array(
						'status' => 400,
						'params' => array( $name => 'unknown' ),
					)
				);
			}
		}
		return self::written( Jetpack_Dashboard_Store::write_settings( $body ), __( 'The requested Jetpack module was updated.', 'jetpack' ) );
	}

	/**
	 * POST settings: validated whole, then written.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function update_settings( WP_REST_Request $request ): array|WP_Error {
		$body = self::body( $request );
		if ( is_wp_error( $body ) ) {
			return $body;
		}
		// The route lets authors in for their own post-by-email address (an action sent alone); anything else needs
		// manage_options.
		if ( array( 'post_by_email_address' ) !== array_keys( $body ) && ! Jetpack_Dashboard_Permissions::can( 'manage_options' ) ) {
			return self::forbidden();
		}
		if ( array_key_exists( 'post_by_email_address', $body ) ) {
			// Post by email needs the hosted provider.
			return self::offline();
		}
		return self::written( Jetpack_Dashboard_Store::write_settings( $body ), __( 'The requested Jetpack data updates were successful.', 'jetpack' ) );
	}

	/**
	 * The answer to a settings write: its error, or success with a message.
	 *
	 * @param bool|WP_Error $result  What the store answered.
	 * @param string        $message Success message.
	 */
	private static function written( $result, string $message ): array|WP_Error {
		return is_wp_error( $result ) ? $result : array(
			'code'    => 'success',
			'message' => $message,
		);
	}

	/**
	 * POST options/{name} {reset: true}: name is `options` (every setting and dismissal) or `modules`.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function reset_options( WP_REST_Request $request ): array|WP_Error {
		$name = self::url_param( $request, 'name' );
		if ( 'modules' === $name ) {
			delete_option( Jetpack_Dashboard_Storage::ACTIVE_MODULES );
		} elseif ( 'options' === $name ) {
			// Only the plugin's own rows: the Akismet key is Akismet's, and unprefixed names may be anyone's.
			Jetpack_Dashboard_Storage::transaction(
				static function (): void {
					delete_option( Jetpack_Dashboard_Storage::SETTINGS );
					// This site's dismissals only: on a network, the other sites' are theirs.
					Jetpack_Dashboard_Storage::delete_dismissals();
				}
			);
		} else {
			return new WP_Error(
				'invalid_param',
				/* translators: %s: option set. */
				sprintf( __( 'Unknown option set "%s" (use options or modules).', 'jetpack' ), $name ),
				array( 'status' => 404 )
			);
		}
		return array(
			'code'    => 'success',
			/* translators: %s: option set. */
			'message' => sprintf( __( 'Jetpack %s reset.', 'jetpack' ), $name ),
		);
	}

	/**
	 * POST seen-wc-connection-modal.
	 */
	public static function seen_wc_modal(): array {
		update_option( Jetpack_Dashboard_Storage::SEEN_WC_MODAL, 1 );
		return array( 'code' => 'success' );
	}

	/**
	 * POST identity-crisis/confirm-safe-mode: this site is a copy, kept apart from the connected one.
	 */
	public static function idc_safe_mode(): array {
		update_option( Jetpack_Dashboard_Storage::SAFE_MODE, 1 );
		return array( 'code' => 'success' );
	}

	/**
	 * POST identity-crisis/migrate: the connection moves to this site's address.
	 */
	public static function idc_migrate(): array {
		update_option( Jetpack_Dashboard_Storage::MIGRATE_IDC, 1 );
		delete_option( Jetpack_Dashboard_Storage::SAFE_MODE );
		return array( 'code' => 'success' );
	}

	/**
	 * GET tracking/settings (user meta).
	 */
	public static function get_tracking(): array {
		return array( 'tracks_opt_out' => (bool) get_user_meta( get_current_user_id(), Jetpack_Dashboard_Storage::TRACKS_OPT_OUT, true ) );
	}

	/**
	 * POST tracking/settings {tracks_opt_out: bool}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function update_tracking( WP_REST_Request $request ): array|WP_Error {
		update_user_meta( get_current_user_id(), Jetpack_Dashboard_Storage::TRACKS_OPT_OUT, $request->get_param( 'tracks_opt_out' ) ? 1 : 0 );
		return array_merge( array( 'code' => 'success' ), self::get_tracking() );
	}

	/**
	 * GET plugins: file => { Name, Version, TextDomain, active }.
	 */
	public static function get_plugins(): stdClass {
		if ( ! function_exists( 'get_plugins' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		$out = array();
		foreach ( get_plugins() as $file => $data ) {
			$out[ $file ] = array(
				'Name'       => $data['Name'],
				'Version'    => $data['Version'],
				'TextDomain' => $data['TextDomain'],
				'active'     => is_plugin_active( $file ),
			);
		}
		return (object) $out;
	}

	/**
	 * POST plugins {slug, status: 'active'}: activates an installed plugin; installing needs the registry (offline).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function activate_plugin( WP_REST_Request $request ): array|WP_Error {
		$slug = (string) $request->get_param( 'slug' );
		if ( ! function_exists( 'get_plugins' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		foreach ( array_keys( get_plugins() ) as $file ) {
			if ( explode( '/', $file )[0] === $slug || $file === $slug . '.php' ) {
				// The checks plugins.php makes: this user may activate this plugin, and a network-only plugin is
				// activated for the whole network by a network administrator, never from one site.
				if ( ! current_user_can( 'activate_plugin', $file ) || ( is_multisite() && is_network_only_plugin( $file ) ) ) {
					return new WP_Error(
						'plugin_network_only',
						/* translators: %s: plugin file. */
						sprintf( __( '%s can only be activated for the whole network, by a network administrator.', 'jetpack' ), $file ),
						array( 'status' => 403 )
					);
				}
				$result = activate_plugin( $file );
				if ( is_wp_error( $result ) ) {
					$result->add_data( array( 'status' => 400 ) );
					return $result;
				}
				return array(
					'code'    => 'success',
					/* translators: %s: plugin file. */
					'message' => sprintf( __( 'Activated %s', 'jetpack' ), $file ),
					'plugin'  => $file,
				);
			}
		}
		return new WP_Error(
			'plugin_install_offline',
			/* translators: %s: plugin slug. */
			sprintf( __( 'Plugin %s is not installed, and this site cannot reach the plugin directory to install it.', 'jetpack' ), $slug ),
			array( 'status' => 400 )
		);
	}

	/**
	 * POST notice/{id} {dismissed: true}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function dismiss_notice( WP_REST_Request $request ): stdClass|WP_Error {
		$id = self::url_param( $request, 'id' );
		if ( ! in_array( $id, jetpack_dashboard_dismissible_notices(), true ) ) {
			return new WP_Error( 'invalid_param', __( 'Invalid parameter "notice".', 'jetpack' ), array( 'status' => 404 ) );
		}
		$notices = Jetpack_Dashboard_Store::dismiss_notice( $id );
		return is_wp_error( $notices ) ? $notices : (object) $notices;
	}

	/**
	 * The stored recommendations answers.
	 *
	 * @return array<string, mixed>
	 */
	public static function recommendations_data(): array {
		return Jetpack_Dashboard_Storage::array_option( Jetpack_Dashboard_Storage::RECOMMENDATIONS_DATA );
	}

	/**
	 * POST recommendations/data {data: {...}}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function update_recommendations_data( WP_REST_Request $request ): bool|WP_Error {
		$data = $request->get_param( 'data' );
		// WordPress' object type lets a list through; the answers are keyed by name.
		if ( ! is_array( $data ) || ( array() !== $data && array_is_list( $data ) ) ) {
			return Jetpack_Dashboard_Store::invalid_param( 'data', __( 'data is not of type object.', 'jetpack' ) );
		}
		return self::merge_answers( Jetpack_Dashboard_Storage::RECOMMENDATIONS_DATA, 'data', $data, true );
	}

	/**
	 * Beside Jetpack, POST jetpack-dashboard/v1/recommendations/data {data}: the answers merged into Jetpack's own
	 * (Jetpack_Options' `recommendations_data`, kept in its `jetpack_options` option, which
	 * Jetpack_Recommendations::update_recommendations_data replaces whole) under the plugin's lock, read fresh, so an
	 * answer saved meanwhile in another tab is kept and Jetpack's GET recommendations/data answers it
	 * (docs/hosts.md#recommendations).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function merge_into_jetpack_recommendations_data( WP_REST_Request $request ): bool|WP_Error {
		$data = $request->get_param( 'data' );
		if ( ! is_array( $data ) || ( array() !== $data && array_is_list( $data ) ) ) {
			return Jetpack_Dashboard_Store::invalid_param( 'data', __( 'data is not of type object.', 'jetpack' ) );
		}
		$refused = self::answers_refused( 'data', $data, true );
		if ( $refused ) {
			return $refused;
		}
		$saved = Jetpack_Dashboard_Storage::transaction(
			static function () use ( $data ): array|WP_Error {
				// Jetpack's group of options is not among the plugin's own rows the lock drops from the cache.
				wp_cache_delete( 'jetpack_options', 'options' );
				$merged = array_merge( Jetpack_Dashboard_Latest_Jetpack::recommendation_answers(), $data );
				if ( count( $merged ) > self::MAX_ANSWERS ) {
					return self::too_many_answers( 'data' );
				}
				Jetpack_Dashboard_Latest_Jetpack::set( 'recommendations_data', $merged );
				return $merged;
			}
		);
		return is_wp_error( $saved ) ? $saved : true;
	}

	/**
	 * POST recommendations/step {step}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function update_recommendations_step( WP_REST_Request $request ): bool|WP_Error {
		update_option( Jetpack_Dashboard_Storage::RECOMMENDATIONS_STEP, (string) $request->get_param( 'step' ) );
		return true;
	}

	/**
	 * The stored answers of the setup questionnaire (the site type, among others).
	 *
	 * @return array<string, bool|string>
	 */
	public static function questionnaire(): array {
		return Jetpack_Dashboard_Storage::array_option( Jetpack_Dashboard_Storage::QUESTIONNAIRE );
	}

	/**
	 * POST setup/questionnaire {name: bool|string, ...}: merged into the stored answers.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function update_questionnaire( WP_REST_Request $request ): array|WP_Error {
		$body = self::body( $request );
		if ( is_wp_error( $body ) ) {
			return $body;
		}
		if ( array() === $body || array_is_list( $body ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'No questionnaire answers were given.', 'jetpack' ), array( 'status' => 400 ) );
		}
		foreach ( $body as $name => $value ) {
			if ( ! ( is_bool( $value ) || is_string( $value ) ) ) {
				return Jetpack_Dashboard_Store::invalid_param( (string) $name, __( 'must be a boolean or a string', 'jetpack' ) );
			}
		}
		$saved = self::merge_answers( Jetpack_Dashboard_Storage::QUESTIONNAIRE, 'questionnaire', $body, false );
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		return array(
			'code'    => 'success',
			'message' => __( 'Questionnaire saved.', 'jetpack' ),
		);
	}

	/**
	 * A 400 when stored answers (the assistant's data, the questionnaire) break their shape or size, else null:
	 * names of at most 64 letters, digits, - or _; strings of at most MAX_ANSWER_LENGTH characters; lists (when
	 * allowed) of at most MAX_ANSWERS such scalars.
	 *
	 * @param string               $param   Parameter named in the error.
	 * @param array<string, mixed> $answers Answers.
	 * @param bool                 $lists   Whether a value may be a list.
	 */
	private static function answers_refused( string $param, array $answers, bool $lists ): ?WP_Error {
		if ( count( $answers ) > self::MAX_ANSWERS ) {
			return self::too_many_answers( $param );
		}
		foreach ( $answers as $name => $value ) {
			$items = $lists && is_array( $value ) && array_is_list( $value ) && count( $value ) <= self::MAX_ANSWERS ? $value : array( $value );
			foreach ( $items as $item ) {
				if ( ! preg_match( '/^[A-Za-z0-9_-]{1,64}$/', (string) $name ) || ! is_scalar( $item ) || ( is_string( $item ) && mb_strlen( $item ) > self::MAX_ANSWER_LENGTH ) ) {
					/* translators: %d: number of characters or items. */
					return Jetpack_Dashboard_Store::invalid_param( $param, sprintf( __( 'Each answer is named with letters, digits, - or _, and is a boolean, a number, a text of at most 1000 characters or a list of at most %d of them.', 'jetpack' ), self::MAX_ANSWERS ) );
				}
			}
		}
		return null;
	}

	/**
	 * Merges answers into the stored ones, whole against other writes, within the shape and size they keep to.
	 *
	 * @param string               $option  Option holding the answers.
	 * @param string               $param   Parameter named in an error.
	 * @param array<string, mixed> $answers New answers.
	 * @param bool                 $lists   Whether a value may be a list.
	 * @return true|WP_Error
	 */
	private static function merge_answers( string $option, string $param, array $answers, bool $lists ): bool|WP_Error {
		$refused = self::answers_refused( $param, $answers, $lists );
		if ( $refused ) {
			return $refused;
		}
		$saved = Jetpack_Dashboard_Storage::change_option(
			$option,
			static function ( array $stored ) use ( $answers, $param ): array|WP_Error {
				$merged = array_merge( $stored, $answers );
				return count( $merged ) > self::MAX_ANSWERS ? self::too_many_answers( $param ) : $merged;
			}
		);
		return is_wp_error( $saved ) ? $saved : true;
	}

	/**
	 * The refusal of more answers than are kept.
	 *
	 * @param string $param Parameter named in the error.
	 */
	private static function too_many_answers( string $param ): WP_Error {
		/* translators: %d: number of answers. */
		return Jetpack_Dashboard_Store::invalid_param( $param, sprintf( __( 'At most %d answers are kept.', 'jetpack' ), self::MAX_ANSWERS ) );
	}

	/**
	 * Whether WordPress would answer a path with one of this plugin's routes. WordPress matches a path against a
	 * route's pattern without regard to case ('/JETPACK/v4/settings' is 'settings'), so this does the same.
	 *
	 * @param string $path The request's route.
	 */
	private static function is_own_route( string $path ): bool {
		foreach ( array_keys( self::$own_routes ) as $pattern ) {
			if ( preg_match( '@^' . $pattern . '$@i', $path ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Refuses a body over MAX_BODY to the plugin's routes before any of them reads it (rest_pre_dispatch): the routes it
	 * registered, whatever the case of the path, in jetpack/v4 and its own namespace; beside Jetpack, its own namespace
	 * only, since Jetpack's routes are Jetpack's to limit (docs/wordpress-plugin.md#security-model).
	 *
	 * @param mixed           $result  An earlier answer, if any.
	 * @param WP_REST_Server  $server  Server.
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public static function refuse_large_body( mixed $result, WP_REST_Server $server, WP_REST_Request $request ): mixed {
		if ( null === $result && strlen( (string) $request->get_body() ) > self::MAX_BODY && self::is_own_route( $request->get_route() ) ) {
			return new WP_Error(
				'rest_payload_too_large',
				/* translators: %d: size in kilobytes. */
				sprintf( __( 'The request is larger than the %d KB this site accepts.', 'jetpack' ), (int) ( self::MAX_BODY / 1024 ) ),
				array( 'status' => 413 )
			);
		}
		return $result;
	}
}
