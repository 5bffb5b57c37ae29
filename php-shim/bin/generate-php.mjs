#!/usr/bin/env node
/**
 * Writes the plugin's generated PHP from the app's TypeScript declarations, as `npm run build` does before it builds
 * the app: includes/module-catalogue.php, includes/route-table.php and includes/setting-bounds.php under php-shim/.
 * They are not committed: a checkout has them once it is built, as it has build/
 * (docs/wordpress-plugin.md#rest-routes).
 *
 *   node php-shim/bin/generate-php.mjs
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleCatalogue } from './generate-catalogue.mjs';
import { routeTable } from './generate-routes.mjs';
import { settingBounds } from './generate-setting-bounds.mjs';

const root = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../..' );

/** The generated files, as paths under php-shim/ (the plugin's folder). */
export const GENERATED_PHP = [ 'includes/module-catalogue.php', 'includes/route-table.php', 'includes/setting-bounds.php' ];

/** Writes all three; answers a line for each. */
export function writeGeneratedPhp() {
	return [ moduleCatalogue, routeTable, settingBounds ].map( ( generate ) => {
		const { file, text, holds } = generate();
		writeFileSync( path.join( root, file ), text );
		return `wrote ${ file } (${ holds })`;
	} );
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	console.log( writeGeneratedPhp().join( '\n' ) );
}
