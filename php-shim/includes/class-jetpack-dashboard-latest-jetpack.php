<?php
/**
 * Beside the Jetpack that removed its dashboard (docs/hosts.md#the-jetpack-that-removed-its-dashboard): Jetpack's
 * newest page data no longer has the dashboard's keys, and its routes may no longer have the assistant's. This plugin
 * supplies both from Jetpack's own storage (Jetpack_Options) and classes where they remain, so its page still shows
 * At a Glance, My Plan, the product pages and the whole assistant.
 *
 * @package jetpack-dashboard
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Supplies what the newest Jetpack no longer prints or serves.
 */
class Jetpack_Dashboard_Latest_Jetpack {

	/**
	 * The assistant's routes, by path under jetpack/v4: for each method, the handler and Jetpack's capability for it
	 * (its permission callbacks: update_settings_permission_check asks jetpack_configure_modules,
	 * view_admin_page_permission_check jetpack_admin_page, manage_modules_permission_check jetpack_manage_modules),
	 * with the code Jetpack refuses with. recommendations/data's save is already this plugin's (it merges).
	 */
	const ROUTES = array(
		'recommendations/data'                => array( 'GET' => array( 'recommendations_data', 'jetpack_configure_modules', 'invalid_user_permission_manage_settings' ) ),
		'recommendations/step'                => array(
			'GET'  => array( 'recommendations_step', 'jetpack_configure_modules', 'invalid_user_permission_manage_settings' ),
			'POST' => array( 'save_recommendations_step', 'jetpack_configure_modules', 'invalid_user_permission_manage_settings' ),
		),
		'recommendations/product-suggestions' => array( 'GET' => array( 'product_suggestions', 'jetpack_admin_page', 'invalid_user_permission_view_admin' ) ),
		'recommendations/upsell'              => array( 'GET' => array( 'upsell', 'jetpack_admin_page', 'invalid_user_permission_view_admin' ) ),
		'recommendations/conditional'         => array( 'GET' => array( 'conditional', 'jetpack_admin_page', 'invalid_user_permission_view_admin' ) ),
		'seen-wc-connection-modal'            => array( 'POST' => array( 'save_seen_wc_connection_modal', 'jetpack_manage_modules', 'invalid_user_permission_manage_modules' ) ),
	);

	/** Where this plugin keeps a value when Jetpack_Options is missing or no longer knows its name. */
	const OWN_OPTION_PREFIX = 'jetpack_dashboard_beside_';

	/**
	 * The paths of ROUTES that Jetpack does not register, read once the routes are registered (rest_api_init, late).
	 *
	 * @return string[]
	 */
	public static function missing_routes(): array {
		$registered = rest_get_server()->get_routes();
		return array_values(
			array_filter(
				array_keys( self::ROUTES ),
				static fn( string $path ): bool => ! isset( $registered[ '/' . Jetpack_Dashboard_Rest::NS . '/' . $path ] )
			)
		);
	}

	/**
	 * Registers, in this plugin's namespace, each of the assistant's routes Jetpack does not (rest_api_init, after
	 * Jetpack's own), with Jetpack's permission.
	 */
	public static function register_missing_routes(): void {
		foreach ( self::missing_routes() as $path ) {
			$handlers = array();
			foreach ( self::ROUTES[ $path ] as $method => $route ) {
				list( $handler, $capability, $refusal ) = $route;
				$handlers[] = array(
					'methods'             => $method,
					'callback'            => array( self::class, $handler ),
					'permission_callback' => static fn() => current_user_can( $capability )
						? true
						: new WP_Error( $refusal, __( 'Sorry, you are not allowed to do that.', 'jetpack' ), array( 'status' => rest_authorization_required_code() ) ),
					'args'                => 'save_recommendations_step' === $handler
						? array( 'step' => array( 'type' => 'string', 'pattern' => '^[a-z0-9-]+$', 'maxLength' => 64, 'required' => true ) )
						: array(),
				);
			}
			Jetpack_Dashboard_Rest::mark_own( $path );
			register_rest_route( Jetpack_Dashboard_Rest::OWN_NS, '/' . $path, $handlers );
		}
	}

	/**
	 * One of Jetpack's stored values (Jetpack_Options, which keeps these in its `jetpack_options` option), or this
	 * plugin's copy where Jetpack_Options is missing or no longer knows the name.
	 *
	 * @param string $name    Jetpack_Options' name, without its prefix.
	 * @param mixed  $default When nothing is stored.
	 * @return mixed
	 */
	public static function get( string $name, mixed $default ): mixed {
		if ( self::jetpack_keeps( $name ) ) {
			return Jetpack_Options::get_option( $name, $default );
		}
		return get_option( self::OWN_OPTION_PREFIX . $name, $default );
	}

	/**
	 * Stores one of Jetpack's values where get() reads it.
	 *
	 * @param string $name  Jetpack_Options' name, without its prefix.
	 * @param mixed  $value The value.
	 */
	public static function set( string $name, mixed $value ): void {
		if ( self::jetpack_keeps( $name ) ) {
			Jetpack_Options::update_option( $name, $value );
			return;
		}
		update_option( self::OWN_OPTION_PREFIX . $name, $value );
	}

	/**
	 * Whether Jetpack_Options stores this name (a write of a name it does not know only raises a warning).
	 *
	 * @param string $name Jetpack_Options' name.
	 */
	private static function jetpack_keeps( string $name ): bool {
		return class_exists( 'Jetpack_Options' ) && method_exists( 'Jetpack_Options', 'is_valid' ) && Jetpack_Options::is_valid( $name );
	}

	/**
	 * GET recommendations/data: the answers the merge saves (Jetpack_Dashboard_Rest::merge_into_jetpack_recommendations_data),
	 * an empty list while none are, as Jetpack answered.
	 */
	public static function recommendations_data(): mixed {
		$data = self::recommendation_answers();
		return array() !== $data ? (object) $data : array();
	}

	/**
	 * The assistant's answers as Jetpack keeps them (Jetpack_Options' `recommendations_data`: an object while none is
	 * stored), as a map.
	 *
	 * @return array<string, mixed>
	 */
	public static function recommendation_answers(): array {
		$data = self::get( 'recommendations_data', array() );
		return is_array( $data ) ? $data : ( is_object( $data ) ? get_object_vars( $data ) : array() );
	}

	/**
	 * GET recommendations/step: `{ step }`, not-started while none is stored.
	 */
	public static function recommendations_step(): array {
		$step = self::get( 'recommendations_step', 'not-started' );
		return array( 'step' => is_string( $step ) && '' !== $step ? $step : 'not-started' );
	}

	/**
	 * POST recommendations/step {step}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function save_recommendations_step( WP_REST_Request $request ): bool {
		self::set( 'recommendations_step', (string) $request->get_param( 'step' ) );
		return true;
	}

	/**
	 * GET recommendations/conditional: the bare list Jetpack answered.
	 *
	 * @return string[]
	 */
	public static function conditional(): array {
		$list = self::get( 'recommendations_conditional', array() );
		return is_array( $list ) ? array_values( array_filter( $list, 'is_string' ) ) : array();
	}

	/**
	 * POST seen-wc-connection-modal.
	 */
	public static function save_seen_wc_connection_modal(): array {
		self::set( 'has_seen_wc_connection_modal', true );
		return array( 'success' => true );
	}

	/**
	 * GET recommendations/product-suggestions: the provider's, asked as the user; none for a user not linked.
	 */
	public static function product_suggestions(): mixed {
		return self::ask_provider( 'product-suggestions', array() );
	}

	/**
	 * GET recommendations/upsell: the provider's, asked as the user; hidden for a user not linked.
	 */
	public static function upsell(): mixed {
		return self::ask_provider( 'upsell', array( 'hide_upsell' => true ) );
	}

	/**
	 * The provider's answer for the assistant, as Jetpack asked it (as the user, API version 2), or `$unlinked` for a
	 * user without a linked account; 400 on a site not registered.
	 *
	 * @param string $what     product-suggestions or upsell.
	 * @param mixed  $unlinked The answer for a user not linked.
	 * @return mixed
	 */
	private static function ask_provider( string $what, mixed $unlinked ): mixed {
		$blog_id = (int) self::get( 'id', 0 );
		if ( $blog_id <= 0 ) {
			return new WP_Error( 'site_not_registered', __( 'Site not registered.', 'jetpack' ), array( 'status' => 400 ) );
		}
		$manager = '\\Automattic\\Jetpack\\Connection\\Manager';
		$client  = '\\Automattic\\Jetpack\\Connection\\Client';
		if ( ! class_exists( $manager ) || ! class_exists( $client ) || ! ( new $manager( 'jetpack' ) )->is_user_connected( get_current_user_id() ) ) {
			return $unlinked;
		}
		$answer = $client::wpcom_json_api_request_as_user( sprintf( '/sites/%d/jetpack-recommendations/%s?locale=%s', $blog_id, $what, rawurlencode( get_user_locale() ) ), '2', array( 'method' => 'GET' ) );
		$status = (int) wp_remote_retrieve_response_code( $answer );
		if ( 200 !== $status ) {
			return new WP_Error( 'failed_to_fetch_data', __( 'Unable to fetch the requested data.', 'jetpack' ), array( 'status' => $status > 0 ? $status : 502 ) );
		}
		return json_decode( wp_remote_retrieve_body( $answer ) );
	}

	/**
	 * The page data's keys the newest Jetpack no longer prints, supplied where `$jetpack` lacks them (a key Jetpack
	 * still prints keeps Jetpack's value), and the paths of the routes this plugin serves in its own namespace.
	 *
	 * @param array<string, mixed> $jetpack Jetpack's page data.
	 * @return array<string, mixed> The keys to add at the top level; `siteData` holds those to add inside it.
	 */
	public static function supplied( array $jetpack ): array {
		$supplied = array();
		$add      = static function ( string $key, callable $value ) use ( $jetpack, &$supplied ): void {
			if ( ! array_key_exists( $key, $jetpack ) ) {
				$supplied[ $key ] = $value();
			}
		};
		$add( 'recommendationsStep', static fn() => self::recommendations_step()['step'] );
		$add( 'newRecommendations', array( self::class, 'new_recommendations' ) );
		$add( 'hasSeenWCConnectionModal', static fn() => (bool) self::get( 'has_seen_wc_connection_modal', false ) );
		$add( 'isWooCommerceActive', array( self::class, 'is_woocommerce_active' ) );
		$add( 'partnerCoupon', array( self::class, 'partner_coupon' ) );
		$add( 'products', array( self::class, 'product_words' ) );
		$site_data = is_array( $jetpack['siteData'] ?? null ) ? $jetpack['siteData'] : array();
		if ( ! array_key_exists( 'showRecommendations', $site_data ) ) {
			$supplied['siteData'] = array( 'showRecommendations' => self::show_recommendations( $jetpack ) );
		}
		$own_routes = self::missing_routes();
		if ( array() !== $own_routes ) {
			$supplied['ownRoutes'] = $own_routes;
		}
		return $supplied;
	}

	/**
	 * The conditional suggestions the user has not viewed yet.
	 *
	 * @return string[]
	 */
	public static function new_recommendations(): array {
		$data   = self::recommendation_answers();
		$viewed = is_array( $data['viewedRecommendations'] ?? null ) ? $data['viewedRecommendations'] : array();
		return array_values( array_diff( self::conditional(), $viewed ) );
	}

	/**
	 * Whether WooCommerce is active on the site (or the network).
	 */
	public static function is_woocommerce_active(): bool {
		$plugin = 'woocommerce/woocommerce.php';
		$active = in_array( $plugin, (array) get_option( 'active_plugins', array() ), true );
		return $active || ( is_multisite() && isset( ( (array) get_site_option( 'active_sitewide_plugins', array() ) )[ $plugin ] ) );
	}

	/**
	 * The partner coupon, from Jetpack's class for it, or none.
	 *
	 * @return mixed
	 */
	public static function partner_coupon(): mixed {
		$class = '\\Automattic\\Jetpack\\Partner_Coupon';
		return class_exists( $class ) && method_exists( $class, 'get_coupon' ) ? $class::get_coupon() : false;
	}

	/**
	 * The product pages' words, from Jetpack's own list where it remains (Jetpack::get_products_for_purchase); none
	 * otherwise, and the product pages are then not offered.
	 *
	 * @return mixed
	 */
	public static function product_words(): mixed {
		return method_exists( 'Jetpack', 'get_products_for_purchase' ) ? Jetpack::get_products_for_purchase() : new stdClass();
	}

	/**
	 * Whether the assistant shows, as Jetpack decided before it removed the assistant: on a connected site that is
	 * not offline, and not on the provider's own hosting.
	 *
	 * @param array<string, mixed> $jetpack Jetpack's page data.
	 */
	public static function show_recommendations( array $jetpack ): bool {
		$status    = is_array( $jetpack['connectionStatus'] ?? null ) ? $jetpack['connectionStatus'] : array();
		$offline   = is_array( $status['offlineMode'] ?? null ) && ! empty( $status['offlineMode']['isActive'] );
		$site_data = is_array( $jetpack['siteData'] ?? null ) ? $jetpack['siteData'] : array();
		return ! empty( $status['isActive'] ) && ! $offline && empty( $site_data['isAtomicSite'] ) && empty( $site_data['isWoASite'] );
	}
}
