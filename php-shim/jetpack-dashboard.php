<?php
/**
 * Plugin Name:       Jetpack Dashboard
 * Description:       Site-management dashboard for self-hosted WordPress sites: security, backups, performance and growth tools in one admin page.
 * Version:           0.1.0-alpha
 * Requires at least: 6.1
 * Requires PHP:      8.2
 * License:           GPL-2.0-or-later
 * Text Domain:       jetpack
 *
 * @package jetpack-dashboard
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

define( 'JETPACK_DASHBOARD_VERSION', '0.1.0-alpha' );
define( 'JETPACK_DASHBOARD_FILE', __FILE__ );
define( 'JETPACK_DASHBOARD_DIR', __DIR__ );

require_once __DIR__ . '/includes/module-catalogue.php';
require_once __DIR__ . '/includes/class-jetpack-dashboard-store.php';
require_once __DIR__ . '/includes/class-jetpack-dashboard-traffic.php';
require_once __DIR__ . '/includes/class-jetpack-dashboard-permissions.php';
require_once __DIR__ . '/includes/class-jetpack-dashboard-initial-state.php';
require_once __DIR__ . '/includes/class-jetpack-dashboard-admin-page.php';
require_once __DIR__ . '/includes/class-jetpack-dashboard-rest.php';

/**
 * Whether the original plugin is active: then its routes answer and the shim registers none.
 */
function jetpack_dashboard_original_active(): bool {
	return class_exists( 'Jetpack', false );
}

add_action( 'admin_menu', array( 'Jetpack_Dashboard_Admin_Page', 'register' ) );
add_action(
	'rest_api_init',
	static function (): void {
		if ( ! jetpack_dashboard_original_active() ) {
			Jetpack_Dashboard_Rest::register();
		}
	}
);
