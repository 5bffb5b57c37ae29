<?php
/**
 * Beside the original Jetpack plugin (docs/hosts.md#beside-jetpack): Jetpack answers the app's routes and owns
 * admin.php?page=jetpack, so the app gets a page of its own under Jetpack's menu. The page prints Jetpack's own page
 * data, with the few fields only this plugin prints added where Jetpack has none.
 *
 * @package jetpack-dashboard
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Registers admin.php?page=jetpack-dashboard on a site running Jetpack.
 */
class Jetpack_Dashboard_Jetpack_Host {

	/** The app's page beside Jetpack. */
	const PAGE = 'jetpack-dashboard';

	/** Jetpack's capability for its own admin page: Jetpack maps it to a role's capabilities (jetpack_custom_caps). */
	const CAPABILITY = 'jetpack_admin_page';

	/** Where Jetpack keeps the builder of its page data, relative to its plugin folder. */
	const PAGE_DATA_BUILDER = '_inc/lib/admin-pages/class-jetpack-redux-state-helper.php';

	/**
	 * Adds the page under Jetpack's menu, after Jetpack has added that menu.
	 */
	public static function register(): void {
		if ( ! jetpack_dashboard_original_active() ) {
			return;
		}
		$hook = add_submenu_page(
			'jetpack',
			__( 'Jetpack Dashboard', 'jetpack' ),
			__( 'Jetpack Dashboard', 'jetpack' ),
			self::CAPABILITY,
			self::PAGE,
			array( self::class, 'render' )
		);
		if ( $hook ) {
			add_action(
				'admin_enqueue_scripts',
				static function ( string $current ) use ( $hook ): void {
					$data = $current === $hook ? self::page_data() : null;
					if ( null !== $data ) {
						Jetpack_Dashboard_Admin_Page::enqueue( '', $data );
					}
				}
			);
		}
	}

	/**
	 * The app's container, or why it cannot run with this Jetpack.
	 */
	public static function render(): void {
		if ( null === self::page_data() ) {
			echo '<div class="notice notice-error"><p>' . esc_html__( 'This version of Jetpack does not give the dashboard its page data. Update Jetpack to use the dashboard.', 'jetpack' ) . '</p></div>';
			return;
		}
		Jetpack_Dashboard_Admin_Page::render();
	}

	/**
	 * Jetpack's page data with this plugin's fields, or null when this Jetpack has no builder of it.
	 *
	 * @return array<string, mixed>|null
	 */
	public static function page_data(): ?array {
		// Built once per page load: the scripts and the container both ask, and Jetpack's builder is not cheap.
		static $built = false;
		static $data  = null;
		if ( ! $built ) {
			$built = true;
			$data  = self::build_page_data();
		}
		return $data;
	}

	/**
	 * Jetpack's page data with this plugin's fields, built from Jetpack's builder.
	 *
	 * @return array<string, mixed>|null
	 */
	private static function build_page_data(): ?array {
		if ( ! class_exists( 'Jetpack_Redux_State_Helper' ) && defined( 'JETPACK__PLUGIN_DIR' ) && is_readable( JETPACK__PLUGIN_DIR . self::PAGE_DATA_BUILDER ) ) {
			require_once JETPACK__PLUGIN_DIR . self::PAGE_DATA_BUILDER;
		}
		if ( ! class_exists( 'Jetpack_Redux_State_Helper' ) || ! method_exists( 'Jetpack_Redux_State_Helper', 'get_initial_state' ) ) {
			return null;
		}
		$jetpack = Jetpack_Redux_State_Helper::get_initial_state();
		return is_array( $jetpack ) ? self::with_own_fields( $jetpack ) : null;
	}

	/**
	 * The site's products as Jetpack keeps them from the provider's site record (the plans package's
	 * Current_Plan::get_products(), its option jetpack_site_products, read directly where that class is missing), a list.
	 *
	 * @return array<int|string, mixed>
	 */
	private static function site_products(): array {
		$class    = '\\Automattic\\Jetpack\\Current_Plan';
		$products = class_exists( $class ) ? $class::get_products() : get_option( 'jetpack_site_products', array() );
		return is_array( $products ) ? array_values( $products ) : array();
	}

	/**
	 * Jetpack's page data with what the app reads and Jetpack does not print (docs/hosts.md#page-data); Jetpack's own
	 * values are kept wherever it prints them.
	 *
	 * @param array<string, mixed> $jetpack Jetpack's page data.
	 * @return array<string, mixed>
	 */
	public static function with_own_fields( array $jetpack ): array {
		$site_data  = is_array( $jetpack['siteData'] ?? null ) ? $jetpack['siteData'] : array();
		$theme_data = is_array( $jetpack['themeData'] ?? null ) ? $jetpack['themeData'] : array();
		// Jetpack's own dismissals (its notices, site-wide) beside the user's dismissals of the app's notices, which
		// this plugin keeps: Jetpack's notice route takes none of them.
		$jetpack_dismissed = is_array( $jetpack['dismissedNotices'] ?? null ) ? $jetpack['dismissedNotices'] : array();
		// What the Jetpack that removed its dashboard no longer prints, from Jetpack's storage (docs/hosts.md).
		$supplied = Jetpack_Dashboard_Latest_Jetpack::supplied( $jetpack );
		$site_own = is_array( $supplied['siteData'] ?? null ) ? $supplied['siteData'] : array();
		unset( $supplied['siteData'] );
		// The host, the page and the dismissed notices are this plugin's to say; inside the site's and the theme's
		// facts, Jetpack's win. Jetpack prints no active products: the site's products as it keeps them go beside.
		$own = array(
			'host'             => 'jetpack',
			'appPage'          => self::PAGE,
			'dismissedNotices' => (object) ( Jetpack_Dashboard_Store::dismissed_notices() + $jetpack_dismissed ),
			'siteData'         => $site_data + array(
				'postCount'    => (int) wp_count_posts()->publish,
				'commentCount' => (int) wp_count_comments()->approved,
				'pluginCount'  => Jetpack_Dashboard_Initial_State::plugin_count(),
				'products'     => self::site_products(),
			) + $site_own,
			'themeData'        => $theme_data + array( 'stylesheet' => wp_get_theme()->get_stylesheet() ),
		);
		// Beside them, Jetpack's fields, and then what only this plugin prints.
		return $own + $jetpack + $supplied + array(
			'locale'           => str_replace( '_', '-', strtolower( get_user_locale() ) ),
			'wordpressVersion' => (string) get_bloginfo( 'version' ),
			'siteRoles'        => Jetpack_Dashboard_Traffic::site_roles(),
			'siteDescription'  => wp_specialchars_decode( (string) get_option( 'blogdescription' ), ENT_QUOTES ),
			'localeFormats'    => Jetpack_Dashboard_Initial_State::locale_formats(),
		) + Jetpack_Dashboard_Initial_State::php_version();
	}
}
