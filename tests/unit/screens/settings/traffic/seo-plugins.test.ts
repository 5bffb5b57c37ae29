import { activeSeoPlugin, CONFLICTING_SEO_PLUGINS } from '../../../../../src/screens/settings/traffic/seo-plugins';

describe( 'activeSeoPlugin', () => {
	const plugin = ( active: boolean ) => ( { Name: 'x', Version: '1', TextDomain: 'x', active } );
	/** Each SEO plugin's file, as WordPress names an installed plugin, and the name the SEO card shows. */
	const SEO_PLUGINS: Array< [ string, string ] > = [
		[ 'wordpress-seo/wp-seo.php', 'Yoast SEO' ],
		[ 'wordpress-seo-premium/wp-seo-premium.php', 'Yoast SEO Premium' ],
		[ 'all-in-one-seo-pack/all_in_one_seo_pack.php', 'All In One SEO Pack' ],
		[ 'all-in-one-seo-pack-pro/all_in_one_seo_pack.php', 'All In One SEO Pack Pro' ],
		[ 'wp-seopress/seopress.php', 'SEOPress' ],
		[ 'wp-seopress-pro/seopress-pro.php', 'SEOPress Pro' ],
		[ 'seo-key/seo-key.php', 'SEOKEY' ],
		[ 'seo-key-pro/seo-key.php', 'SEOKEY Pro' ],
	];

	it.each( SEO_PLUGINS )( '%s active names %s', ( file, name ) => {
		expect( activeSeoPlugin( { [ file ]: plugin( true ) } ) ).toBe( name );
	} );

	it.each( [
		[ 'no plugins', undefined ],
		[ 'installed but inactive', { 'wordpress-seo/wp-seo.php': plugin( false ) } ],
		[ 'another plugin', { 'akismet/akismet.php': plugin( true ) } ],
		[ 'a file of another folder', { 'wordpress-seo/seo-key.php': plugin( true ) } ],
	] )( '%s: none', ( _name, plugins ) => {
		expect( activeSeoPlugin( plugins ) ).toBeNull();
	} );

	it( 'knows these four families with their Pro variants, and no other plugin', () => {
		expect( CONFLICTING_SEO_PLUGINS ).toEqual( Object.fromEntries( SEO_PLUGINS ) );
	} );
} );
