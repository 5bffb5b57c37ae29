<?php
/**
 * Plugin Name:       Jetpack Dashboard
 * Description:       Site-management dashboard for self-hosted WordPress sites: security, backups, performance and growth tools in one admin page.
 * Version:           0.1.0-alpha
 * Requires at least: 6.1
 * Requires PHP:      8.2
 * License:           GPL-2.0-or-later
 * Text Domain:       jetpack
 * Domain Path:       /languages
 *
 * @package jetpack-dashboard
 */

/*
 * This file must load on any PHP and WordPress a site may run (no type declarations, no newer syntax): it checks
 * the versions first and only then loads the rest, which needs PHP 8.2. WordPress itself refuses to activate the
 * plugin below the versions in the header above; the check here keeps an active copy from failing after a
 * downgrade, and says why in wp-admin instead.
 */

defined( 'ABSPATH' ) || exit;

define( 'JETPACK_DASHBOARD_VERSION', '0.1.0-alpha' );
define( 'JETPACK_DASHBOARD_FILE', __FILE__ );
define( 'JETPACK_DASHBOARD_DIR', __DIR__ );
define( 'JETPACK_DASHBOARD_MIN_WP', '6.1' );
define( 'JETPACK_DASHBOARD_MIN_PHP', '8.2' );

/**
 * Why this site cannot run the plugin, in words for its administrator; empty when it can.
 *
 * @return string
 */
function jetpack_dashboard_requirements_problem() {
	global $wp_version;
	if ( version_compare( PHP_VERSION, JETPACK_DASHBOARD_MIN_PHP, '<' ) ) {
		/* translators: 1: PHP version the plugin needs, 2: the site's PHP version. */
		return sprintf( __( 'Jetpack Dashboard needs PHP %1$s or later; this site runs PHP %2$s. The plugin is not loaded.', 'jetpack' ), JETPACK_DASHBOARD_MIN_PHP, PHP_VERSION );
	}
	if ( version_compare( (string) $wp_version, JETPACK_DASHBOARD_MIN_WP, '<' ) ) {
		/* translators: 1: WordPress version the plugin needs, 2: the site's WordPress version. */
		return sprintf( __( 'Jetpack Dashboard needs WordPress %1$s or later; this site runs WordPress %2$s. The plugin is not loaded.', 'jetpack' ), JETPACK_DASHBOARD_MIN_WP, $wp_version );
	}
	return '';
}

/**
 * Tells administrators why the plugin is not loaded.
 */
function jetpack_dashboard_requirements_notice() {
	if ( current_user_can( 'activate_plugins' ) ) {
		echo '<div class="notice notice-error"><p>' . esc_html( jetpack_dashboard_requirements_problem() ) . '</p></div>';
	}
}

if ( '' !== jetpack_dashboard_requirements_problem() ) {
	add_action( 'admin_notices', 'jetpack_dashboard_requirements_notice' );
	return;
}

require_once __DIR__ . '/includes/bootstrap.php';
