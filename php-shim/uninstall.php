<?php
/**
 * Deleting the plugin removes every row it owns: its options on each site of a network, and its user meta. The
 * Akismet key (Akismet's own option) and rows under the first version's unprefixed names, which other plugins may
 * own, stay (docs/wordpress-plugin.md#storage).
 *
 * @package jetpack-dashboard
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

// The storage class needs the PHP the plugin needs; on an older PHP the plugin never ran, so it stored nothing.
if ( version_compare( PHP_VERSION, '8.2', '<' ) ) {
	return;
}
require_once __DIR__ . '/includes/class-jetpack-dashboard-storage.php';

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $jetpack_dashboard_site ) {
		switch_to_blog( (int) $jetpack_dashboard_site );
		Jetpack_Dashboard_Storage::delete_site();
		restore_current_blog();
	}
} else {
	Jetpack_Dashboard_Storage::delete_site();
}
Jetpack_Dashboard_Storage::delete_user_meta();
