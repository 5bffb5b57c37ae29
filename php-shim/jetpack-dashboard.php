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

/**
 * The PHP and WordPress versions the plugin needs: the "Requires PHP" and "Requires at least" lines of the header
 * above, the very lines WordPress reads before it activates a plugin, so that its check and this one never disagree:
 * raising them in the header raises both (docs/wordpress-plugin.md#requirements).
 *
 * @return array{php: string, wordpress: string}
 */
function jetpack_dashboard_requirements() {
	return get_file_data(
		__FILE__,
		array(
			'php'       => 'Requires PHP',
			'wordpress' => 'Requires at least',
		)
	);
}

/**
 * The site's WordPress version as its files say: WordPress 6.7+ reads version.php itself, because the global
 * `$wp_version` is one any code may have changed.
 *
 * @return string
 */
function jetpack_dashboard_wordpress_version() {
	return function_exists( 'wp_get_wp_version' ) ? wp_get_wp_version() : (string) $GLOBALS['wp_version'];
}

/**
 * Which requirement this site misses: 'php', 'wordpress', or '' when it can run the plugin. Decided without
 * translating anything: it runs as this file loads, before `init`, and WordPress 6.7+ logs a translation asked for
 * that early as "called incorrectly". The words come in the notice, which runs after `init`.
 *
 * @return string
 */
function jetpack_dashboard_requirements_problem() {
	$needs = jetpack_dashboard_requirements();
	if ( version_compare( PHP_VERSION, $needs['php'], '<' ) ) {
		return 'php';
	}
	if ( version_compare( jetpack_dashboard_wordpress_version(), $needs['wordpress'], '<' ) ) {
		return 'wordpress';
	}
	return '';
}

/**
 * Tells administrators why the plugin is not loaded.
 */
function jetpack_dashboard_requirements_notice() {
	if ( ! current_user_can( 'activate_plugins' ) ) {
		return;
	}
	$needs = jetpack_dashboard_requirements();
	if ( 'php' === jetpack_dashboard_requirements_problem() ) {
		/* translators: 1: PHP version the plugin needs, 2: the site's PHP version. */
		$message = sprintf( __( 'Jetpack Dashboard needs PHP %1$s or later; this site runs PHP %2$s. The plugin is not loaded.', 'jetpack' ), $needs['php'], PHP_VERSION );
	} else {
		/* translators: 1: WordPress version the plugin needs, 2: the site's WordPress version. */
		$message = sprintf( __( 'Jetpack Dashboard needs WordPress %1$s or later; this site runs WordPress %2$s. The plugin is not loaded.', 'jetpack' ), $needs['wordpress'], jetpack_dashboard_wordpress_version() );
	}
	echo '<div class="notice notice-error"><p>' . esc_html( $message ) . '</p></div>';
}

if ( '' !== jetpack_dashboard_requirements_problem() ) {
	add_action( 'admin_notices', 'jetpack_dashboard_requirements_notice' );
	return;
}

require_once __DIR__ . '/includes/bootstrap.php';
