<?php
/**
 * The router `php -S` runs for a sub-folder network (run.mjs --run=multisite): what WordPress' .htaccess rules for
 * such a network do on Apache. A site's /SITE/wp-admin/…, /SITE/wp-includes/…, /SITE/wp-content/… and /SITE/*.php
 * are the network's own files; any other address that is no file goes to index.php. Returning false lets the server
 * answer with the file asked for.
 */
$root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
if ( is_file( $root . $path ) || is_file( $root . rtrim( $path, '/' ) . '/index.php' ) ) {
	return false;
}

$script = '/index.php';
if ( preg_match( '#^/[\w-]+(/(?:wp-(?:admin|includes|content)(?:/.*)?|[^/]+\.php))$#', $path, $match ) ) {
	$script = is_dir( $root . $match[1] ) ? rtrim( $match[1], '/' ) . '/index.php' : $match[1];
}
$file = $root . $script;
if ( ! is_file( $file ) ) {
	http_response_code( 404 );
	return true;
}
if ( '.php' !== substr( $file, -4 ) ) {
	$types = array(
		'css'   => 'text/css',
		'js'    => 'text/javascript',
		'json'  => 'application/json',
		'svg'   => 'image/svg+xml',
		'png'   => 'image/png',
		'gif'   => 'image/gif',
		'jpg'   => 'image/jpeg',
		'woff'  => 'font/woff',
		'woff2' => 'font/woff2',
	);
	header( 'Content-Type: ' . ( $types[ pathinfo( $file, PATHINFO_EXTENSION ) ] ?? 'application/octet-stream' ) );
	readfile( $file );
	return true;
}
$_SERVER['SCRIPT_FILENAME'] = $file;
$_SERVER['SCRIPT_NAME']     = $script;
$_SERVER['PHP_SELF']        = $script;
chdir( dirname( $file ) );
require $file;
return true;
