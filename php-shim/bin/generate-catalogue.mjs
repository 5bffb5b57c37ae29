/**
 * Emits php-shim/includes/module-catalogue.php from the TypeScript catalogue both hosts read
 * (src/module-catalogue/modules.ts), so both hosts describe the same modules.
 *
 * `npm run build` writes the file (through generate-php.mjs), which is not committed
 * (docs/wordpress-plugin.md#rest-routes); the unit tests read what moduleCatalogue() answers.
 */
import { loadTs } from './load-ts.mjs';

/** The file the plugin reads, from the repository root. */
export const MODULE_CATALOGUE = 'php-shim/includes/module-catalogue.php';

/** The site address the catalogue is made for, which the PHP replaces with the site's own. */
export const SITE = 'http://__SITE_URL__';

function phpString( value ) {
	const escaped = value.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" );
	// Site-dependent URLs become concatenations with $site_url.
	return ( "'" + escaped + "'" ).split( SITE ).join( "' . $site_url . '" ).replace( /^'' \. /, '' ).replace( / \. ''$/, '' );
}

function php( value, indent ) {
	const pad = '\t'.repeat( indent + 1 );
	const end = '\t'.repeat( indent );
	if ( value === null || value === undefined ) {
		return 'null';
	}
	if ( typeof value === 'boolean' ) {
		return value ? 'true' : 'false';
	}
	if ( typeof value === 'number' ) {
		return String( value );
	}
	if ( typeof value === 'string' ) {
		return phpString( value );
	}
	if ( Array.isArray( value ) ) {
		if ( value.length === 0 ) {
			return 'array()';
		}
		return 'array(\n' + value.map( ( item ) => pad + php( item, indent + 1 ) + ',\n' ).join( '' ) + end + ')';
	}
	const entries = Object.entries( value );
	if ( entries.length === 0 ) {
		// Objects stay objects in JSON: the caller casts empty option maps.
		return 'array()';
	}
	return (
		'array(\n' +
		entries.map( ( [ key, item ] ) => pad + phpString( key ) + ' => ' + php( item, indent + 1 ) + ',\n' ).join( '' ) +
		end +
		')'
	);
}

/** The file (from the repository root), its text and what it holds. */
export function moduleCatalogue() {
	const { createModuleCatalogue, SITE_OPTIONS, SECRET_SETTINGS, PROVIDER_SETTINGS, SETTING_LIMITS } = loadTs( 'src/module-catalogue/modules.ts' );
	const { DISMISSIBLE_NOTICE_IDS } = loadTs( 'src/lib/notice-ids.ts' );
	const catalogue = createModuleCatalogue( SITE );

	const text = `<?php
/**
 * The module catalogue, site options and what the security model declares of them, generated from
 * src/module-catalogue/modules.ts and src/lib/notice-ids.ts. Do not edit by hand.
 * Written by npm run build (php-shim/bin/generate-php.mjs).
 *
 * @package jetpack-dashboard
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Every module as GET module/all reports it with default values.
 *
 * @param string $site_url Site URL without trailing slash (for configure links and sitemaps).
 * @return array<string, array<string, mixed>>
 */
function jetpack_dashboard_module_catalogue( string $site_url ): array {
	return ${ php( catalogue, 1 ) };
}

/**
 * Settings that belong to no module: name => array( type, default ).
 *
 * @return array<string, array<string, mixed>>
 */
function jetpack_dashboard_site_options(): array {
	return ${ php( SITE_OPTIONS, 1 ) };
}

/**
 * Settings only users who may manage the site read: name => why.
 *
 * @return array<string, string>
 */
function jetpack_dashboard_secret_settings(): array {
	return ${ php( SECRET_SETTINGS, 1 ) };
}

/**
 * Settings the provider decides, read-only through every settings route.
 *
 * @return string[]
 */
function jetpack_dashboard_provider_settings(): array {
	return ${ php( PROVIDER_SETTINGS, 1 ) };
}

/**
 * The longest string setting and the most items of a list setting.
 *
 * @return array{stringLength: int, listItems: int}
 */
function jetpack_dashboard_setting_limits(): array {
	return ${ php( SETTING_LIMITS, 1 ) };
}

/**
 * The notices a user can dismiss for good.
 *
 * @return string[]
 */
function jetpack_dashboard_dismissible_notices(): array {
	return ${ php( DISMISSIBLE_NOTICE_IDS, 1 ) };
}
`;
	return { file: MODULE_CATALOGUE, text, holds: `${ Object.keys( catalogue ).length } modules` };
}
