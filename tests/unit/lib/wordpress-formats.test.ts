/**
 * WordPress' formats for the user's locale, as the plugin's page prints them: the counts and dates of src/lib/locale.ts
 * use them for exactly the page's locale, and Intl for any other or when the page printed none.
 */
import type { LocaleFormats } from '../../../src/api/types';
import { formatCount, formatPercent, monthName, weekdayName } from '../../../src/lib/locale';
import { formatPhpDate } from '../../../src/lib/php-date';
import { adoptLocaleFormats, formatWithSeparators, printedFormats } from '../../../src/lib/wordpress-formats';

/** German, with abbreviations Intl does not write ("Nov." and "Son."), so that a test tells the two apart. */
const GERMAN: LocaleFormats = {
	thousandsSeparator: '.',
	decimalPoint: ',',
	months: [ 'Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember' ],
	monthsShort: [ 'Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sep.', 'Okt.', 'Nov.', 'Dez.' ],
	weekdays: [ 'Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag' ],
	weekdaysShort: [ 'Son.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.' ],
};

/** French: a no-break space between thousands. */
const FRENCH: LocaleFormats = { ...GERMAN, thousandsSeparator: '\u00a0', decimalPoint: ',' };

const SUNDAY_22_NOVEMBER = new Date( '2026-11-22' );

afterEach( () => adoptLocaleFormats( 'en-us', undefined ) );

describe( 'formatWithSeparators', () => {
	it.each( [
		[ 0, GERMAN, '0' ],
		[ 7, GERMAN, '7' ],
		[ 999, GERMAN, '999' ],
		[ 1000, GERMAN, '1.000' ],
		[ 1234567, GERMAN, '1.234.567' ],
		[ 1234567.5, GERMAN, '1.234.567,5' ],
		[ 12.3456, GERMAN, '12,346' ],
		[ 2.5004, GERMAN, '2,5' ],
		[ 10.0001, GERMAN, '10' ],
		[ -1234.25, GERMAN, '-1.234,25' ],
		[ -1234, GERMAN, '-1.234' ],
		[ -0.0001, GERMAN, '0' ],
		[ -0.25, GERMAN, '-0,25' ],
		[ 12345, FRENCH, '12\u00a0345' ],
	] )( '%p with these separators is %p', ( value, formats, written ) => {
		expect( formatWithSeparators( value, formats ) ).toBe( written );
	} );
} );

describe( 'the page’s formats', () => {
	it( 'are those of the locale the page printed them for, and of no other', () => {
		adoptLocaleFormats( 'de-de', GERMAN );
		expect( printedFormats( 'de-de' ) ).toBe( GERMAN );
		expect( printedFormats( 'de_DE' ) ).toBeUndefined();
		expect( printedFormats( undefined ) ).toBeUndefined();
	} );

	it( 'write the counts, months and weekdays of the page’s locale', () => {
		// An apostrophe between thousands and a decimal comma: Intl writes de-CH with a point.
		adoptLocaleFormats( 'de-ch', { ...GERMAN, thousandsSeparator: '’' } );
		expect( formatCount( 1234567.5, 'de-ch' ) ).toBe( '1’234’567,5' );
		adoptLocaleFormats( 'de-de', GERMAN );
		expect( formatCount( 1234567.5, 'de-de' ) ).toBe( '1.234.567,5' );
		expect( monthName( SUNDAY_22_NOVEMBER, 'long', 'de-de' ) ).toBe( 'November' );
		expect( monthName( SUNDAY_22_NOVEMBER, 'short', 'de-de' ) ).toBe( 'Nov.' );
		expect( weekdayName( SUNDAY_22_NOVEMBER, 'long', 'de-de' ) ).toBe( 'Sonntag' );
		expect( weekdayName( SUNDAY_22_NOVEMBER, 'short', 'de-de' ) ).toBe( 'Son.' );
		expect( formatPhpDate( new Date( '2026-03-02' ), 'l, j. F Y (D, M)', 'de-de' ) ).toBe( 'Montag, 2. März 2026 (Mo., März)' );
	} );

	it( 'leave another locale, a figure that is not finite and percentages to Intl', () => {
		adoptLocaleFormats( 'de-de', { ...GERMAN, thousandsSeparator: '#', decimalPoint: '~' } );
		expect( formatCount( 1234, 'en-us' ) ).toBe( '1,234' );
		expect( monthName( SUNDAY_22_NOVEMBER, 'short', 'pt-pt' ) ).toBe( 'nov.' );
		expect( weekdayName( SUNDAY_22_NOVEMBER, 'short', 'en-us' ) ).toBe( 'Sun' );
		expect( formatCount( Number.POSITIVE_INFINITY, 'de-de' ) ).toBe( '∞' );
		expect( formatPercent( 0.125, 'de-de' ) ).toBe( '12,5\u00a0%' );
	} );

	it( 'are forgotten when a page printed none', () => {
		adoptLocaleFormats( 'de-de', { ...GERMAN, thousandsSeparator: '#' } );
		adoptLocaleFormats( 'de-de', undefined );
		expect( printedFormats( 'de-de' ) ).toBeUndefined();
		expect( printedFormats( undefined ) ).toBeUndefined();
		expect( formatCount( 1234, 'de-de' ) ).toBe( '1.234' );
		expect( weekdayName( SUNDAY_22_NOVEMBER, 'short', 'de-de' ) ).toBe( 'So' );
	} );
} );
