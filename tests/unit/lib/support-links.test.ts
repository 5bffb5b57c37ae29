import { CONTACT_SUPPORT_URL, SUPPORT_SITE_URL, supportLinks } from '../../../src/lib/support-links';

describe( 'supportLinks', () => {
	it.each( [
		[ false, 'https://jetpack.com/redirect/?source=jetpack-contact-support', 'https://jetpack.com/redirect/?source=jetpack-support' ],
		[ true, 'https://jetpack.com/redirect/?source=calypso-help-contact', 'https://jetpack.com/redirect/?source=calypso-help' ],
	] )( 'an Atomic site: %p → ask %s, search %s', ( isAtomic, askQuestion, searchSupport ) => {
		expect( supportLinks( isAtomic ) ).toEqual( { askQuestion, searchSupport } );
	} );

	it( 'names the support form and site through the redirect', () => {
		expect( CONTACT_SUPPORT_URL ).toBe( 'https://jetpack.com/redirect/?source=jetpack-contact-support' );
		expect( SUPPORT_SITE_URL ).toBe( 'https://jetpack.com/redirect/?source=jetpack-support' );
	} );
} );
