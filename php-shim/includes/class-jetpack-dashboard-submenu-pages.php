<?php
/**
 * The plugin's About, Debug and Modules pages: submenu pages of "Jetpack" that mount the same app on a route of its
 * own (the container's data-route), so the links the dashboard shows lead to a page that exists.
 *
 * @package jetpack-dashboard
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Registers admin.php?page=jetpack_about, jetpack-debugger and jetpack_modules.
 */
class Jetpack_Dashboard_Submenu_Pages {

	/**
	 * Page slug => the app's route and the capability WordPress checks before showing it. About is for every role
	 * that opens the dashboard; Debug and Modules change or reveal site-wide things, as the footer's rule says.
	 */
	const PAGES = array(
		'jetpack_modules'  => array(
			'route'      => '/modules',
			'capability' => 'manage_options',
		),
		'jetpack-debugger' => array(
			'route'      => '/debug',
			'capability' => 'manage_options',
		),
		'jetpack_about'    => array(
			'route'      => '/about',
			'capability' => 'read',
		),
	);

	/**
	 * Adds the submenu pages under the plugin's menu (after Jetpack_Dashboard_Admin_Page::register).
	 */
	public static function register(): void {
		if ( jetpack_dashboard_original_active() ) {
			return;
		}
		// With submenus, WordPress links the top-level entry to the first one: keep the dashboard first. No callback:
		// the top-level page already renders it.
		add_submenu_page( 'jetpack', __( 'Jetpack', 'jetpack' ), __( 'Dashboard', 'jetpack' ), 'read', 'jetpack' );
		$titles = array(
			'jetpack_modules'  => __( 'Modules', 'jetpack' ),
			'jetpack-debugger' => __( 'Debug', 'jetpack' ),
			'jetpack_about'    => __( 'About', 'jetpack' ),
		);
		foreach ( self::PAGES as $slug => $page ) {
			$route = $page['route'];
			$hook  = add_submenu_page(
				'jetpack',
				$titles[ $slug ],
				$titles[ $slug ],
				$page['capability'],
				$slug,
				static function () use ( $route ): void {
					Jetpack_Dashboard_Admin_Page::render( $route );
				}
			);
			if ( $hook ) {
				add_action(
					'admin_enqueue_scripts',
					static function ( string $current ) use ( $hook, $route ): void {
						if ( $current === $hook ) {
							Jetpack_Dashboard_Admin_Page::enqueue( $route );
						}
					}
				);
			}
		}
	}
}
