<?php
/**
 * Loads the plugin once the main file has found the site able to run it.
 *
 * @package jetpack-dashboard
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * The files of includes/ that `npm run build` generates from the app's declarations and that are not committed
 * (docs/wordpress-plugin.md#rest-routes), which a copy of the plugin's source made before any build lacks.
 *
 * @return list<string>
 */
function jetpack_dashboard_missing_generated_files(): array {
	$generated = array( 'module-catalogue.php', 'route-table.php', 'setting-bounds.php' );
	return array_values( array_filter( $generated, static fn ( string $file ): bool => ! is_readable( __DIR__ . '/' . $file ) ) );
}

/**
 * Tells administrators that the plugin was copied unbuilt, and so is not loaded.
 */
function jetpack_dashboard_not_built_notice(): void {
	if ( ! current_user_can( 'activate_plugins' ) ) {
		return;
	}
	$message = sprintf(
		/* translators: %s: the missing files, e.g. "includes/route-table.php". */
		__( 'Jetpack Dashboard is not built (%s missing): run npm run build and copy the plugin folder again. The plugin is not loaded.', 'jetpack' ),
		implode( ', ', array_map( static fn ( string $file ): string => 'includes/' . $file, jetpack_dashboard_missing_generated_files() ) )
	);
	echo '<div class="notice notice-error"><p>' . esc_html( $message ) . '</p></div>';
}

if ( array() !== jetpack_dashboard_missing_generated_files() ) {
	add_action( 'admin_notices', 'jetpack_dashboard_not_built_notice' );
	return;
}

require_once __DIR__ . '/module-catalogue.php';
require_once __DIR__ . '/route-table.php';
require_once __DIR__ . '/setting-bounds.php';
require_once __DIR__ . '/class-jetpack-dashboard-storage.php';
require_once __DIR__ . '/class-jetpack-dashboard-store.php';
require_once __DIR__ . '/class-jetpack-dashboard-traffic.php';
require_once __DIR__ . '/class-jetpack-dashboard-writing.php';
require_once __DIR__ . '/class-jetpack-dashboard-permissions.php';
require_once __DIR__ . '/class-jetpack-dashboard-initial-state.php';
require_once __DIR__ . '/class-jetpack-dashboard-admin-page.php';
require_once __DIR__ . '/class-jetpack-dashboard-submenu-pages.php';
require_once __DIR__ . '/class-jetpack-dashboard-jetpack-host.php';
require_once __DIR__ . '/class-jetpack-dashboard-latest-jetpack.php';
require_once __DIR__ . '/class-jetpack-dashboard-rest.php';
require_once __DIR__ . '/class-jetpack-dashboard-social.php';

/**
 * Whether the original plugin is active: then its routes answer and the shim registers none, and the app gets a page
 * of its own under Jetpack's menu (Jetpack_Dashboard_Jetpack_Host).
 */
function jetpack_dashboard_original_active(): bool {
	return class_exists( 'Jetpack', false );
}

add_action(
	'init',
	static function (): void {
		// The PHP side's own strings (menu title, notices), from the plugin's languages/ folder.
		load_plugin_textdomain( 'jetpack', false, dirname( plugin_basename( JETPACK_DASHBOARD_FILE ) ) . '/languages' );
	}
);
add_action( 'init', array( 'Jetpack_Dashboard_Writing', 'register_content_types' ) );
// Once, after an update from the version that stored under unprefixed names.
add_action( 'init', array( 'Jetpack_Dashboard_Storage', 'migrate' ) );
add_filter( 'rest_pre_dispatch', array( 'Jetpack_Dashboard_Rest', 'refuse_large_body' ), 10, 3 );
add_action( 'admin_menu', array( 'Jetpack_Dashboard_Admin_Page', 'register' ) );
add_action( 'admin_menu', array( 'Jetpack_Dashboard_Submenu_Pages', 'register' ) );
// Beside Jetpack: after Jetpack has added its own menu, which it does late.
add_action( 'admin_menu', array( 'Jetpack_Dashboard_Jetpack_Host', 'register' ), 1000 );
// Beside the Jetpack that removed its dashboard: the assistant's routes it no longer registers, once it has registered
// its own (docs/hosts.md#the-jetpack-that-removed-its-dashboard).
add_action(
	'rest_api_init',
	static function (): void {
		if ( jetpack_dashboard_original_active() ) {
			Jetpack_Dashboard_Latest_Jetpack::register_missing_routes();
		}
	},
	1000
);
add_action(
	'rest_api_init',
	static function (): void {
		if ( jetpack_dashboard_original_active() ) {
			Jetpack_Dashboard_Rest::register_beside_jetpack();
		} else {
			Jetpack_Dashboard_Rest::register();
		}
	}
);
