/**
 * The WordPress plugin's module catalogue (php-shim/includes/module-catalogue.php) is generated from the TypeScript
 * one both hosts serve (src/module-catalogue/modules.ts, src/lib/notice-ids.ts) by `npm run build`, which runs after
 * these tests. They read the generator's text in memory: each function returns, as PHP would read it, what the
 * TypeScript declares.
 */
import { DISMISSIBLE_NOTICE_IDS } from '../../../src/lib/notice-ids';
import { createModuleCatalogue, PROVIDER_SETTINGS, SECRET_SETTINGS, SETTING_LIMITS, SITE_OPTIONS } from '../../../src/module-catalogue/modules';
import { asPhp, generatorAnswer, returnedBy } from './generated-php';

const text = generatorAnswer( 'generate-catalogue.mjs', 'moduleCatalogue' );

it( 'is a PHP file that WordPress alone may load', () => {
	expect( text.startsWith( '<?php\n' ) ).toBe( true );
	expect( text ).toContain( "\ndeclare( strict_types = 1 );\n\ndefined( 'ABSPATH' ) || exit;\n" );
} );

it.each( [ 'https://example.test', 'http://127.0.0.1:8881/blog' ] )( 'describes every module as the TypeScript catalogue does for the site %s', ( site ) => {
	const catalogue = returnedBy( text, 'jetpack_dashboard_module_catalogue', { site_url: site } );
	const expected = createModuleCatalogue( site );
	expect( Object.keys( expected ).length ).toBeGreaterThan( 30 );
	expect( catalogue ).toEqual( asPhp( expected ) );
	// The site's address comes from the PHP's argument, never the generator's placeholder.
	expect( JSON.stringify( catalogue ) ).toContain( site );
	expect( text ).not.toMatch( /'http:\/\/__SITE_URL__/ );
} );

it.each( [
	[ 'jetpack_dashboard_site_options', SITE_OPTIONS ],
	[ 'jetpack_dashboard_secret_settings', SECRET_SETTINGS ],
	[ 'jetpack_dashboard_provider_settings', PROVIDER_SETTINGS ],
	[ 'jetpack_dashboard_setting_limits', SETTING_LIMITS ],
	[ 'jetpack_dashboard_dismissible_notices', DISMISSIBLE_NOTICE_IDS ],
] )( '%s() returns what the TypeScript declares', ( name, declared ) => {
	expect( returnedBy( text, name ) ).toEqual( asPhp( declared ) );
} );
