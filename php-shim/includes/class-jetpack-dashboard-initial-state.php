<?php
/**
 * window.Initial_State from real WordPress (same shape as the demo site's src/demo/backend/printed-initial-state.ts).
 *
 * @package jetpack-dashboard
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Builds Initial_State.
 */
class Jetpack_Dashboard_Initial_State {

	/**
	 * Why the site is offline: the reason flags the app shows. No hosted provider is reachable from this shim,
	 * so offline mode is active unless the `jetpack_offline_mode` filter says otherwise (as in Jetpack; a host
	 * that can reach the provider, or a test site showing the first run of an online site); `url` is true for a
	 * localhost-like address, `constant` otherwise.
	 *
	 * @return array<string, bool>
	 */
	public static function offline_mode(): array {
		$host     = (string) wp_parse_url( site_url(), PHP_URL_HOST );
		$local    = in_array( $host, array( 'localhost', '127.0.0.1', '::1', '[::1]' ), true ) || ! str_contains( $host, '.' ) || str_ends_with( $host, '.local' ) || str_ends_with( $host, '.test' );
		$constant = defined( 'JETPACK_DEV_DEBUG' ) && JETPACK_DEV_DEBUG;
		$active = (bool) apply_filters( 'jetpack_offline_mode', true );
		return array(
			'isActive'        => $active,
			'constant'        => $active && ( $constant || ! $local ),
			'url'             => $active && $local,
			'filter'          => false,
			'wpLocalConstant' => false,
		);
	}

	/**
	 * GET connection / Initial_State.connectionStatus.
	 *
	 * @return array<string, mixed>
	 */
	public static function connection_status(): array {
		return array(
			'isActive'              => false,
			'isRegistered'          => false,
			'isUserConnected'       => false,
			'hasConnectedOwner'     => false,
			'isStaging'             => false,
			'isInIdentityCrisis'    => false,
			'offlineMode'           => self::offline_mode(),
			'isPublic'              => '1' === (string) get_option( 'blog_public' ),
			'sandboxDomain'         => '',
			'errors'                => array(),
			'siteConnectionStatus'  => self::offline_mode()['isActive'] ? 'offline' : false,
		);
	}

	/**
	 * Recommendations step option.
	 */
	public static function recommendations_step(): string {
		$step = get_option( Jetpack_Dashboard_Storage::RECOMMENDATIONS_STEP, 'not-started' );
		return is_string( $step ) ? $step : 'not-started';
	}

	/**
	 * The installed plugins, for the backup upsell bar (docs/dashboard.md#backup).
	 *
	 * @return int
	 */
	public static function plugin_count(): int {
		if ( ! function_exists( 'get_plugins' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		return count( get_plugins() );
	}

	/**
	 * WordPress' own formats for the user's locale, which its admin writes figures and dates with (number_format_i18n,
	 * date_i18n): the app writes its counts and dates with them too (docs/hosts.md#locale-formats). A language pack
	 * may translate a separator as an HTML entity (`&nbsp;`): the app prints text, so it gets the character.
	 *
	 * @return array<string, mixed>
	 */
	public static function locale_formats(): array {
		global $wp_locale;
		$text = static fn( $value ): string => html_entity_decode( (string) $value, ENT_QUOTES, 'UTF-8' );
		$names = static fn( array $list ): array => array_values( array_map( $text, $list ) );
		return array(
			'thousandsSeparator' => $text( $wp_locale->number_format['thousands_sep'] ?? ',' ),
			'decimalPoint'       => $text( $wp_locale->number_format['decimal_point'] ?? '.' ),
			'months'             => $names( $wp_locale->month ),
			'monthsShort'        => $names( $wp_locale->month_abbrev ),
			'weekdays'           => $names( $wp_locale->weekday ),
			'weekdaysShort'      => $names( $wp_locale->weekday_abbrev ),
		);
	}

	/**
	 * The whole Initial_State.
	 *
	 * @return array<string, mixed>
	 */
	public static function build(): array {
		$user      = wp_get_current_user();
		$site_url  = untrailingslashit( site_url() );
		$admin_url = admin_url();
		$theme     = wp_get_theme();
		$last      = get_posts(
			array(
				'numberposts' => 1,
				'post_status' => 'publish',
				'fields'      => 'ids',
			)
		);
		$products  = array();
		foreach ( array( 'akismet', 'backup', 'scan', 'search', 'security', 'videopress' ) as $slug ) {
			$products[ $slug ] = array( 'available' => true );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only display of state notices.
		$query = static fn( string $key ): ?string => isset( $_GET[ $key ] ) && is_string( $_GET[ $key ] ) ? mb_substr( sanitize_text_field( wp_unslash( $_GET[ $key ] ) ), 0, 200 ) : null;
		// Anyone can craft the link: a code is passed on only when it is shaped like one, and the link's free text
		// (message_content, error_description) never (docs/wordpress-plugin.md#security-model).
		$code = static fn( string $key ): ?string => preg_match( '/^[a-z0-9_]{1,64}$/', (string) $query( $key ) ) ? $query( $key ) : null;

		$state = array(
			// This plugin answers the app's routes itself (docs/hosts.md).
			'host'                     => 'plugin',
			// The admin page the app runs on: its links back to itself go there.
			'appPage'                  => 'jetpack',
			'WP_API_root'              => esc_url_raw( rest_url() ),
			'WP_API_nonce'             => wp_create_nonce( 'wp_rest' ),
			'registrationNonce'        => wp_create_nonce( 'jetpack-registration-nonce' ),
			'adminUrl'                 => esc_url_raw( $admin_url ),
			'rawUrl'                   => preg_replace( '#^https?://#', '', $site_url ),
			'siteTitle'                => wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES ),
			'currentVersion'           => JETPACK_DASHBOARD_VERSION,
			'wordpressVersion'         => (string) get_bloginfo( 'version' ),
			'isDevVersion'             => str_contains( JETPACK_DASHBOARD_VERSION, '-' ),
			'pluginBaseUrl'            => untrailingslashit( plugins_url( '', JETPACK_DASHBOARD_FILE ) ),
			'locale'                   => str_replace( '_', '-', strtolower( get_user_locale() ) ),
			'connectionStatus'         => self::connection_status(),
			'connectUrl'               => '',
			'userData'                 => array( 'currentUser' => Jetpack_Dashboard_Permissions::current_user() ),
			'connectionOwner'          => null,
			'getModules'               => (object) Jetpack_Dashboard_Store::modules(),
			'settings'                 => (object) Jetpack_Dashboard_Store::settings(),
			'siteData'                 => array(
				'blog_id'                    => null,
				'icon'                       => (string) get_site_icon_url(),
				'siteVisibleToSearchEngines' => '1' === (string) get_option( 'blog_public' ),
				'showPromotions'             => true,
				'isAtomicSite'               => false,
				'isWoASite'                  => false,
				'isAtomicPlatform'           => false,
				'showBackups'                => true,
				'showRecommendations'        => false, // Recommendations need a connection (as the demo's offline scenario).
				// Only where a My Jetpack page is registered: the plugin has none, and a link to it would be refused.
				'showMyJetpack'              => function_exists( 'menu_page_url' ) && '' !== menu_page_url( 'my-jetpack', false ),
				'showSharingScreen'          => function_exists( 'menu_page_url' ) && '' !== menu_page_url( 'sharing', false ),
				'isMultisite'                => is_multisite(),
				'dateFormat'                 => (string) get_option( 'date_format' ),
				'hasSeenWCConnectionModal'   => (bool) get_option( Jetpack_Dashboard_Storage::SEEN_WC_MODAL, false ),
				'isWooCommerceActive'        => in_array( 'woocommerce/woocommerce.php', (array) get_option( 'active_plugins', array() ), true ),
				'plan'                       => null,
				// Offline: no plan, so no plan features, products or VideoPress storage to report.
				'features'                   => array(),
				'activeProducts'             => array(),
				'videoPressStorageUsed'      => null,
				// Published posts: the backup upsell bar is offered to sites with more than 20.
				'postCount'                  => (int) wp_count_posts()->publish,
				// The bar's other figures: approved comments and installed plugins.
				'commentCount'               => (int) wp_count_comments()->approved,
				'pluginCount'                => self::plugin_count(),
			),
			'themeData'                => array(
				'name'       => $theme->get( 'Name' ),
				'stylesheet' => $theme->get_stylesheet(),
				'support'    => array(
					'infinite-scroll' => current_theme_supports( 'infinite-scroll' ),
					'widgets'         => current_theme_supports( 'widgets' ),
				),
			),
			'connectedPlugins'         => (object) array(),
			'currentIp'                => isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( (string) $_SERVER['REMOTE_ADDR'] ) ) : '',
			'lastPostUrl'              => $last ? (string) get_permalink( (int) $last[0] ) : '',
			'newRecommendations'       => array(),
			'recommendationsStep'      => self::recommendations_step(),
			'products'                 => $products,
			'purchaseToken'            => '',
			'aff'                      => '',
			'partnerSubsidiaryId'      => '',
			'partnerCoupon'            => null,
			'calypsoEnv'               => 'production',
			'tracksUserData'           => null,
			'dismissedNotices'         => (object) Jetpack_Dashboard_Store::dismissed_notices(),
			'jetpackStateNotices'      => array(
				'errorCode'        => $code( 'error' ),
				'messageCode'      => $code( 'message' ),
				'messageContent'   => null,
				'errorDescription' => null,
			),
			'licensing'                => array(
				'error'                  => '',
				'showLicensingUi'        => false,
				'userCounts'             => array(
					'attached'    => 0,
					'detached'    => 0,
					'revoked'     => 0,
					'not_revoked' => 0,
				),
				'activationNoticeDismiss' => array(
					'last_detached_count' => null,
					'last_dismissed_time' => null,
				),
			),
			'releasePost'              => null,
			'isSafari'                 => false,
			'doNotUseConnectionIframe' => true,
			// No provider to connect Google through: the verification tools offer manual entry only.
			'externalServicesConnectUrls' => (object) array(),
			'siteRoles'                => Jetpack_Dashboard_Traffic::site_roles(),
			'siteDescription'          => wp_specialchars_decode( (string) get_option( 'blogdescription' ), ENT_QUOTES ),
			'localeFormats'            => self::locale_formats(),
		);
		return $state + self::php_version();
	}

	/**
	 * The server's PHP version, for users who manage options only: WordPress shows it to them alone, in Site Health
	 * (docs/wordpress-plugin.md#security-model). The app's Debug page, theirs only too, reads it.
	 *
	 * @return array<string, string>
	 */
	public static function php_version(): array {
		return current_user_can( 'manage_options' ) ? array( 'phpVersion' => PHP_VERSION ) : array();
	}

	/**
	 * The script that prints page data, safely encoded for an inline <script>.
	 *
	 * @param array<string, mixed> $data This plugin's page data (build()), or Jetpack's beside it.
	 */
	public static function script( array $data ): string {
		$json = wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES );
		return 'window.Initial_State = ' . ( false === $json ? '{}' : $json ) . ';';
	}
}
