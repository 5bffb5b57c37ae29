/**
 * The formatters of src/lib/locale.ts are made once per locale and options: making one is slow, using one is not.
 * Each test file has its own copy of the module, so the first format here makes the first formatter.
 */
import { formatCount, formatPercent, monthName } from '../../../src/lib/locale';

afterEach( () => jest.restoreAllMocks() );

it( 'makes one number formatter per locale and options, however many figures it formats', () => {
	const made = jest.spyOn( Intl, 'NumberFormat' );
	expect( [ 1234, 5, 6789 ].map( ( value ) => formatCount( value, 'de_DE' ) ) ).toEqual( [ '1.234', '5', '6.789' ] );
	expect( made ).toHaveBeenCalledTimes( 1 );
	expect( formatPercent( 0.5, 'de_DE' ) ).toBe( '50\u00a0%' );
	expect( formatPercent( 0.25, 'de_DE' ) ).toBe( '25\u00a0%' );
	expect( formatCount( 1234, 'en_US' ) ).toBe( '1,234' );
	expect( made ).toHaveBeenCalledTimes( 3 );
} );

it( 'makes one date formatter per locale and options', () => {
	const made = jest.spyOn( Intl, 'DateTimeFormat' );
	const days = [ '2026-01-15', '2026-02-15', '2026-03-15' ].map( ( day ) => new Date( `${ day }T12:00:00Z` ) );
	expect( days.map( ( day ) => monthName( day, 'short', 'en_US' ) ) ).toEqual( [ 'Jan', 'Feb', 'Mar' ] );
	expect( made ).toHaveBeenCalledTimes( 1 );
	expect( monthName( days[ 0 ] as Date, 'long', 'en_US' ) ).toBe( 'January' );
	expect( made ).toHaveBeenCalledTimes( 2 );
} );
