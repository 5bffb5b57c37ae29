<?php
/**
 * The "Jetpack" wp-admin page: menu, container, bundle, stylesheet (with RTL), translations, Initial_State.
 *
 * @package jetpack-dashboard
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Registers admin.php?page=jetpack.
 */
class Jetpack_Dashboard_Admin_Page {

	const HANDLE = 'jetpack-dashboard';

	/**
	 * Adds the top-level menu (capability `read`, as the original plugin's admin page).
	 */
	public static function register(): void {
		if ( jetpack_dashboard_original_active() ) {
			return;
		}
		$hook = add_menu_page(
			__( 'Jetpack', 'jetpack' ),
			__( 'Jetpack', 'jetpack' ),
			'read',
			'jetpack',
			array( self::class, 'render' ),
			'dashicons-admin-generic',
			3
		);
		if ( $hook ) {
			add_action( 'admin_enqueue_scripts', static function ( string $current ) use ( $hook ): void {
				if ( $current === $hook ) {
					self::enqueue();
				}
			} );
		}
	}

	/**
	 * The build manifest: logical name => file name, from build/manifest.json.
	 *
	 * @return array<string, string>
	 */
	public static function manifest(): array {
		$file = JETPACK_DASHBOARD_DIR . '/build/manifest.json';
		if ( ! is_readable( $file ) ) {
			return array();
		}
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local file.
		$data = json_decode( (string) file_get_contents( $file ), true );
		return is_array( $data ) ? array_filter( $data, 'is_string' ) : array();
	}

	/**
	 * URL of a built file (manifest values may be relative or 'auto/'-prefixed).
	 *
	 * @param string $file Manifest value.
	 */
	private static function build_url( string $file ): string {
		$file = preg_replace( '#^(auto/|\./|/)+#', '', $file );
		return plugins_url( 'build/' . $file, JETPACK_DASHBOARD_FILE );
	}

	/**
	 * Enqueues the self-contained bundle (it brings its own React) and its stylesheet, and prints first in the head the
	 * script that starts loading the opened screen's files while the bundle downloads.
	 *
	 * @param string                    $route     The app's route for a submenu page, '' for the dashboard.
	 * @param array<string, mixed>|null $page_data The page data to print; null for this plugin's own.
	 */
	public static function enqueue( string $route = '', ?array $page_data = null ): void {
		// Before every stylesheet (print_admin_styles runs at 20): a script after a stylesheet waits for it to load.
		add_action(
			'admin_print_styles',
			static function () use ( $route ): void {
				self::print_route_preload( $route );
			},
			1
		);
		$manifest = self::manifest();
		if ( isset( $manifest['app.css'] ) ) {
			wp_enqueue_style( self::HANDLE, self::build_url( $manifest['app.css'] ), array(), null );
			// The build writes app.[hash]-rtl.css beside each stylesheet, so WordPress' own 'replace' finds it.
			wp_style_add_data( self::HANDLE, 'rtl', 'replace' );
		}
		if ( isset( $manifest['app.js'] ) ) {
			wp_enqueue_script( self::HANDLE, self::build_url( $manifest['app.js'] ), array( 'wp-i18n' ), null, true );
			wp_set_script_translations( self::HANDLE, 'jetpack', JETPACK_DASHBOARD_DIR . '/languages' );
			$data = $page_data ?? Jetpack_Dashboard_Initial_State::build();
			// The dashboard's page only: the plugin's other pages open on a screen of their own.
			if ( '' === $route ) {
				$data = self::with_preloaded_answers( $data );
			}
			wp_add_inline_script( self::HANDLE, Jetpack_Dashboard_Initial_State::script( $data ), 'before' );
		}
	}

	/**
	 * The page data with the answers printed beside it (docs/api.md#preloaded-answers): each preloaded path asked in
	 * process, as the user opening the page, by WordPress' own rest_preload_api_request(), which keeps only a 200. On a
	 * site running Jetpack its own route answers, as it would the app's call.
	 *
	 * @param array<string, mixed> $data The page data.
	 * @return array<string, mixed>
	 */
	private static function with_preloaded_answers( array $data ): array {
		$answers = array_reduce( jetpack_dashboard_preloaded_paths(), 'rest_preload_api_request', array() );
		if ( array() !== $answers ) {
			$data['preloadedAnswers'] = $answers;
		}
		return $data;
	}

	/**
	 * The build's build/route-preload.json, read once per request: its head script, the files of each screen and the
	 * masthead printed in the app's container; empty when the build has none.
	 *
	 * @return array<string, mixed>
	 */
	private static function route_preload(): array {
		static $data = null;
		if ( null === $data ) {
			$file = JETPACK_DASHBOARD_DIR . '/build/route-preload.json';
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local file.
			$read = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null;
			$data = is_array( $read ) ? $read : array();
		}
		return $data;
	}

	/**
	 * The route-preload script (src/app/preload-screen-files.ts), inline, with the build's files per screen, the build
	 * folder's URL and the submenu page's route in its attributes; nothing when the build has none.
	 *
	 * @param string $route The app's route for a submenu page, '' for the dashboard.
	 */
	private static function print_route_preload( string $route ): void {
		$data = self::route_preload();
		if ( ! is_string( $data['script'] ?? null ) || ! is_array( $data['files'] ?? null ) ) {
			return;
		}
		$attributes = array(
			'id'         => 'jetpack-dashboard-route-preload',
			'data-base'  => plugins_url( 'build/', JETPACK_DASHBOARD_FILE ),
			'data-files' => (string) wp_json_encode( $data['files'] ),
		);
		if ( '' !== $route ) {
			$attributes['data-route'] = $route;
		}
		wp_print_inline_script_tag( $data['script'], $attributes );
	}

	/**
	 * The container the app renders into, holding the printed masthead; the submenu pages name the route the app
	 * starts on.
	 *
	 * @param string $route The app's route for a submenu page, '' for the dashboard.
	 */
	public static function render( string $route = '' ): void {
		$shell = self::route_preload()['shell'] ?? '';
		echo '' === $route ? '<div id="jp-plugin-container">' : '<div id="jp-plugin-container" data-route="' . esc_attr( $route ) . '">';
		// The masthead shown until the app replaces it (docs/shell.md#printed-masthead): the plugin's own build output,
		// fixed markup with no data in it, printed as the inline script beside it is.
		echo is_string( $shell ) ? $shell : ''; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- build output.
		echo '</div>';
		if ( array() === self::manifest() ) {
			echo '<div class="notice notice-error"><p>' . esc_html__( 'The dashboard is not built: run npm run build and copy build/ into the plugin folder.', 'jetpack' ) . '</p></div>';
		}
	}
}
