#!/usr/bin/env node
/**
 * Emits php-shim/includes/module-catalogue.php from the TypeScript catalogue both hosts read
 * (src/module-catalogue/modules.ts), so both hosts describe the same modules.
 *
 * Regenerate: node php-shim/bin/generate-catalogue.mjs
 * Check only (exits 1 when the committed file differs): node php-shim/bin/generate-catalogue.mjs --check
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTs } from './load-ts.mjs';

const root = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../..' );
const { createModuleCatalogue, SITE_OPTIONS, SECRET_SETTINGS, PROVIDER_SETTINGS, SETTING_LIMITS } = loadTs( 'src/module-catalogue/modules.ts' );
const { DISMISSIBLE_NOTICE_IDS } = loadTs( 'src/lib/notice-ids.ts' );

const SITE = 'http://__SITE_URL__';
const catalogue = createModuleCatalogue( SITE );

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

const body = `<?php
/**
 * The module catalogue, site options and what the security model declares of them, generated from
 * src/module-catalogue/modules.ts and src/lib/notice-ids.ts. Do not edit by hand.
 * Regenerate: node php-shim/bin/generate-catalogue.mjs
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
const target = path.join( root, 'php-shim/includes/module-catalogue.php' );
if ( process.argv.includes( '--check' ) ) {
	if ( readFileSync( target, 'utf8' ) !== body ) {
		console.error( 'php-shim/includes/module-catalogue.php does not match src/module-catalogue/modules.ts: regenerate it with node php-shim/bin/generate-catalogue.mjs' );
		process.exit( 1 );
	}
	console.log( `php-shim/includes/module-catalogue.php matches the TypeScript catalogue (${ Object.keys( catalogue ).length } modules)` );
} else {
	writeFileSync( target, body );
	console.log( `wrote php-shim/includes/module-catalogue.php (${ Object.keys( catalogue ).length } modules)` );
}
