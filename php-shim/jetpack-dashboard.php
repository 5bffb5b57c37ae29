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

defined( 'ABSPATH' ) || exit;
