import { __, _n, createI18n, resetLocaleData, sprintf } from '@wordpress/i18n';
import { adoptHostTranslations } from '../../../src/app/host-translations';

/** What `wp_set_script_translations` gives WordPress' copy of the library for a German site. */
const GERMAN = {
	'': { domain: 'jetpack', lang: 'de_DE', plural_forms: 'nplurals=2; plural=(n != 1);' },
	'At A Glance': [ 'Auf einen Blick' ],
	'%d new recommendation': [ '%d neue Empfehlung', '%d neue Empfehlungen' ],
};

describe( 'adoptHostTranslations', () => {
	afterEach( () => resetLocaleData( undefined, 'jetpack' ) );

	it( "takes the plugin's strings from WordPress' copy of the i18n library", () => {
		const wpI18n = createI18n( GERMAN, 'jetpack' );
		adoptHostTranslations( { wp: { i18n: wpI18n } } );
		expect( __( 'At A Glance', 'jetpack' ) ).toBe( 'Auf einen Blick' );
		// translators: %d: number of new recommendations.
		expect( sprintf( _n( '%d new recommendation', '%d new recommendations', 1, 'jetpack' ), 1 ) ).toBe( '1 neue Empfehlung' );
		// translators: %d: number of new recommendations.
		expect( sprintf( _n( '%d new recommendation', '%d new recommendations', 3, 'jetpack' ), 3 ) ).toBe( '3 neue Empfehlungen' );
	} );

	it( 'leaves the English strings on a host that printed none', () => {
		adoptHostTranslations( {} );
		adoptHostTranslations( { wp: {} } );
		expect( __( 'At A Glance', 'jetpack' ) ).toBe( 'At A Glance' );
	} );
} );
