/**
 * The php.ini Playground's PHP runs with (`npm run wordpress` and the suite's PHP 8.3/8.4 cells). Playground writes
 * its own only when none is there; this one has the same settings (those of the pinned @php-wasm/universal, its CA
 * bundle included) but keeps OPcache's compiled scripts in memory, as a production PHP does. Playground's default
 * keeps them in a file cache only, and every request reads all of WordPress back from it: the security tests took
 * 442 s that way and 45 s this way (tests/wordpress/README.md#the-version-matrix).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const PHP_INI = [
	'auto_prepend_file = /internal/shared/auto_prepend_file.php',
	'memory_limit = 256M',
	'ignore_repeated_errors = 1',
	'error_reporting = E_ALL',
	'display_errors = 1',
	'html_errors = 1',
	'display_startup_errors = On',
	'log_errors = 1',
	'always_populate_raw_post_data = -1',
	'upload_max_filesize = 2000M',
	'post_max_size = 2000M',
	'allow_url_fopen = On',
	'allow_url_include = Off',
	'session.save_path = /home/web_user',
	'implicit_flush = 1',
	'output_buffering = 0',
	'max_execution_time = 0',
	'max_input_time = -1',
	'openssl.cafile = /internal/shared/ca-bundle.crt',
	'curl.cainfo = /internal/shared/ca-bundle.crt',
	'opcache.enable = 1',
	'opcache.enable_cli = 1',
	'opcache.jit = 0',
	'opcache.interned_strings_buffer = 8',
	'opcache.max_accelerated_files = 1000',
	'opcache.memory_consumption = 64',
	'opcache.max_wasted_percentage = 5',
	'opcache.file_cache = /internal/shared/opcache',
	// In memory, and a file that changed is compiled again on the next request (a test rewrites files as it goes).
	'opcache.file_cache_only = 0',
	'opcache.revalidate_freq = 0',
].join( '\n' );

/**
 * Writes the php.ini into `folder` and answers the command line's argument that puts it in place: mounted before
 * Playground starts any PHP, so every request worker reads it.
 */
export function phpIniArgument( folder ) {
	const file = path.join( folder, 'playground-php.ini' );
	writeFileSync( file, `${ PHP_INI }\n` );
	return `--mount-before-install=${ file }:/internal/shared/php.ini`;
}
