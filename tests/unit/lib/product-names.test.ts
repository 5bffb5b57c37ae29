/** The product pages' names (src/lib/product-names.ts): one name per product, on its page, its tab and its card. */
import { productCardName, productPageName } from '../../../src/lib/product-names';

describe( 'productPageName', () => {
	it.each( [
		[ 'akismet', 'Jetpack Anti-spam' ],
		[ 'backup', 'Jetpack Backup' ],
		[ 'scan', 'Jetpack Scan' ],
		[ 'search', 'Jetpack Search' ],
		[ 'security', 'Jetpack Security' ],
		[ 'videopress', 'Jetpack VideoPress' ],
		[ 'boost', null ],
		[ 'constructor', null ],
		[ '', null ],
	] )( 'names the page of %j %j', ( slug, name ) => {
		expect( productPageName( slug ) ).toBe( name );
	} );
} );

describe( 'productCardName', () => {
	it( 'gives a product with a page the page’s name, whatever the catalogue calls it', () => {
		expect( productCardName( 'backup', 'Jetpack VaultPress Backup' ) ).toBe( 'Jetpack Backup' );
	} );

	it( 'keeps the catalogue’s title for a product without a page', () => {
		expect( productCardName( 'boost', 'Jetpack Boost' ) ).toBe( 'Jetpack Boost' );
	} );
} );
