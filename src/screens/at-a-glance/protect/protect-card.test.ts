import { fetchesProtectCount, protectCountView } from './protect-card';

const online = { isOfflineMode: false, isSiteConnected: true };

describe( 'fetchesProtectCount', () => {
	it( 'asks only while protection is on and the site is connected', () => {
		expect( fetchesProtectCount( { activated: true }, online ) ).toBe( true );
		expect( fetchesProtectCount( { activated: false }, online ) ).toBe( false );
		expect( fetchesProtectCount( undefined, online ) ).toBe( false );
		expect( fetchesProtectCount( { activated: true }, { isOfflineMode: false, isSiteConnected: false } ) ).toBe( false );
		expect( fetchesProtectCount( { activated: true }, { isOfflineMode: true, isSiteConnected: false } ) ).toBe( false );
	} );
} );

describe( 'protectCountView', () => {
	it( 'reports a positive number as blocked attempts', () => {
		expect( protectCountView( 23 ) ).toEqual( { kind: 'blocked', count: 23 } );
		expect( protectCountView( 1 ) ).toEqual( { kind: 'blocked', count: 1 } );
	} );

	it( 'takes a numeric string from PHP for its number', () => {
		expect( protectCountView( '42' ) ).toEqual( { kind: 'blocked', count: 42 } );
	} );

	it( 'has nothing blocked yet for false, "0", "N/A" and zero', () => {
		expect( protectCountView( false ) ).toEqual( { kind: 'none-yet' } );
		expect( protectCountView( '0' ) ).toEqual( { kind: 'none-yet' } );
		expect( protectCountView( 'N/A' ) ).toEqual( { kind: 'none-yet' } );
		expect( protectCountView( 0 ) ).toEqual( { kind: 'none-yet' } );
	} );

	// Only digits are a count: a string PHP did not print from a number is not read as one.
	it.each( [ ' 7', '7 ', '1e3', '0x10', '12 attempts' ] )( 'reads %p as nothing to report', ( count ) => {
		expect( protectCountView( count ) ).toEqual( { kind: 'none-yet' } );
	} );
} );
