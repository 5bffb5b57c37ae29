<?php
/**
 * One SQL query (MySQL's dialect, on standard input) on a site that keeps WordPress in SQLite, read as WordPress'
 * own queries are: through the site's wp-config.php and its SQLite drop-in, with nothing else of WordPress loaded
 * (SHORTINIT). Prints what `mariadb -N -B` prints: tab-separated rows, special characters escaped, NULL as NULL.
 * tools/site.mjs runs it with Debian's PHP; JP_WP_SITE names the site's folder.
 *
 * @package jetpack-dashboard
 */

define( 'SHORTINIT', true );
$_SERVER['HTTP_HOST'] = 'localhost';
require getenv( 'JP_WP_SITE' ) . '/wp-load.php';

$query = (string) stream_get_contents( STDIN );
if ( preg_match( '/^\s*SELECT/i', $query ) ) {
	$rows = $wpdb->get_results( $query, ARRAY_N );
} else {
	$rows = false === $wpdb->query( $query ) ? null : array();
}
if ( $wpdb->last_error || ! is_array( $rows ) ) {
	fwrite( STDERR, $wpdb->last_error . "\n" );
	exit( 1 );
}
$escapes = array(
	'\\' => '\\\\',
	"\n" => '\\n',
	"\t" => '\\t',
	"\0" => '\\0',
);
foreach ( $rows as $row ) {
	echo implode( "\t", array_map( static fn( $value ) => null === $value ? 'NULL' : strtr( (string) $value, $escapes ), $row ) ), "\n";
}
