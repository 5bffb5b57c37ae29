/**
 * Every price is written with its currency's precision (docs/rules.md#currencies): no decimals for the currencies
 * written in whole units, three for the dinars and rials that count in thousandths, one for the ngultrum, the
 * rufiyaa and the dong, two for every other code of the table; a code outside the table is written as dollars
 * ("$", comma grouping, dot decimal, two decimals) whatever the user's locale. Checked over every code of the table
 * in the locales of the demo site's scenarios and a few more.
 */
import { currencyPrecision, currencyTable, knownCurrency, roundToCurrency } from '../../../src/lib/currencies';
import { formatPrice } from '../../../src/lib/price-format';

const ZERO = [ 'BDT', 'BIF', 'BND', 'DJF', 'GNF', 'HUF', 'IDR', 'ISK', 'JPY', 'KHR', 'KPW', 'KRW', 'LAK', 'LKR', 'MGA', 'MZN', 'TMT', 'VUV' ];
const ONE = [ 'BTN', 'MVR', 'VND' ];
const THREE = [ 'BHD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND' ];
const TWO = [
	'AED', 'AFN', 'ALL', 'AMD', 'ANG', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BGN', 'BMD', 'BOB', 'BRL', 'BSD',
	'BTC', 'BWP', 'BYR', 'BZD', 'CAD', 'CDF', 'CHF', 'CLP', 'CNY', 'COP', 'CRC', 'CUC', 'CUP', 'CVE', 'CZK', 'DKK', 'DOP',
	'DZD', 'EGP', 'ERN', 'ETB', 'EUR', 'FJD', 'FKP', 'GBP', 'GEL', 'GHS', 'GIP', 'GMD', 'GTQ', 'GYD', 'HKD', 'HNL', 'HRK',
	'HTG', 'ILS', 'INR', 'IQD', 'IRR', 'JMD', 'KES', 'KGS', 'KMF', 'KYD', 'KZT', 'LBP', 'LRD', 'LSL', 'MAD', 'MDL', 'MKD',
	'MMK', 'MNT', 'MOP', 'MRO', 'MTL', 'MUR', 'MWK', 'MXN', 'MYR', 'NAD', 'NGN', 'NIO', 'NOK', 'NPR', 'NZD', 'PAB', 'PEN',
	'PGK', 'PHP', 'PKR', 'PLN', 'PYG', 'QAR', 'RON', 'RSD', 'RUB', 'RWF', 'SAR', 'SBD', 'SCR', 'SDD', 'SDG', 'SEK', 'SGD',
	'SHP', 'SLL', 'SOS', 'SRD', 'STD', 'SVC', 'SYP', 'SZL', 'THB', 'TJS', 'TOP', 'TRY', 'TTD', 'TVD', 'TWD', 'TZS', 'UAH',
	'UGX', 'USD', 'UYU', 'UZS', 'VEB', 'VEF', 'WON', 'WST', 'XAF', 'XCD', 'XOF', 'XPF', 'YER', 'ZAR', 'ZMW',
];
const TABLE: [ string, number ][] = [
	...ZERO.map( ( code ): [ string, number ] => [ code, 0 ] ),
	...ONE.map( ( code ): [ string, number ] => [ code, 1 ] ),
	...TWO.map( ( code ): [ string, number ] => [ code, 2 ] ),
	...THREE.map( ( code ): [ string, number ] => [ code, 3 ] ),
];
const UNKNOWN = [ 'XYZ', 'ABC', 'EURO', 'not-a-currency', '' ];

/** The WordPress locales tried, with the decimal separator each writes. */
const LOCALES: [ string, string ][] = [
	[ 'en_US', '.' ],
	[ 'de_DE', ',' ],
	[ 'ja', '.' ],
	[ 'pt_PT_ao90', ',' ],
	[ 'he_IL', '.' ],
];

const AMOUNT = 1234.5678;

/**
 * The number a price shows: its digits before and after the locale's decimal separator (bidi marks and the symbol
 * left out). Each locale tried groups with another character than its decimal separator, so the split is certain.
 */
function shownNumber( text: string, decimal: string ): { whole: string; fraction: string } {
	const run = text.replace( /[\u200e\u200f\u061c]/g, '' ).match( /\d(?:[\d.,'\u00a0\u202f ]*\d)?/ )?.[ 0 ] ?? '';
	const [ whole = '', fraction = '' ] = run.split( decimal );
	return { whole: whole.replace( /\D/g, '' ), fraction };
}

describe.each( LOCALES )( 'prices in %s', ( locale, decimal ) => {
	it.each( TABLE )( '%s shows %d decimals, rounded', ( code, precision ) => {
		const text = formatPrice( AMOUNT, code, locale );
		const { whole, fraction } = shownNumber( text, decimal );
		const expected = AMOUNT.toFixed( precision ).split( '.' );
		expect( { code, whole, fraction } ).toEqual( { code, whole: expected[ 0 ], fraction: expected[ 1 ] ?? '' } );
		expect( text.startsWith( '$' ) && code !== 'USD' ).toBe( false );
	} );

	it.each( TABLE )( '%s hides a whole fraction when asked', ( code ) => {
		const { fraction } = shownNumber( formatPrice( 12, code, locale, { hideZeroFraction: true } ), decimal );
		expect( fraction ).toBe( '' );
	} );

	it.each( UNKNOWN )( 'an unknown code (%j) is written as dollars: symbol, comma grouping, dot decimal, 2 decimals', ( code ) => {
		expect( formatPrice( AMOUNT, code, locale ) ).toBe( '$1,234.57' );
		expect( formatPrice( 1234567.891, code, locale ) ).toBe( '$1,234,567.89' );
		expect( formatPrice( 10, code, locale, { hideZeroFraction: true } ) ).toBe( '$10' );
		expect( formatPrice( 10, code, locale ) ).toBe( '$10.00' );
	} );
} );

describe( 'prices as the user reads them', () => {
	it.each( [
		[ 1234.5678, 'JPY', 'en_US', '¥1,235' ],
		[ 1234.5678, 'KRW', 'en_US', '₩1,235' ],
		[ 1234.5678, 'BHD', 'en_US', 'BHD\u00a01,234.568' ],
		[ 1234.5678, 'VND', 'en_US', '₫1,234.6' ],
		[ 1234.5678, 'EUR', 'de_DE', '1.234,57\u00a0€' ],
		[ 1234.5678, 'KWD', 'de_DE', '1.234,568\u00a0KWD' ],
		[ 9.95, 'EUR', 'pt_PT_ao90', '9,95\u00a0€' ],
		[ 11.97, 'USD', 'en_US', '$11.97' ],
	] )( '%d %s in %s → %s', ( amount, code, locale, expected ) => {
		expect( formatPrice( amount, code, locale ) ).toBe( expected );
	} );

	it( 'reads a currency code written in lower case as the same currency', () => {
		expect( formatPrice( 1234.5678, 'jpy', 'en_US' ) ).toBe( '¥1,235' );
	} );
} );

describe( 'the currency table', () => {
	it( 'holds exactly the codes tried here, each with its precision', () => {
		expect( currencyTable().sort( ( a, b ) => a[ 0 ].localeCompare( b[ 0 ] ) ) ).toEqual(
			[ ...TABLE ].sort( ( a, b ) => a[ 0 ].localeCompare( b[ 0 ] ) )
		);
	} );

	it.each( [
		[ 1.005, 'USD', 1.01 ],
		[ 239.4 / 12, 'USD', 19.95 ],
		[ 45.5 / 12, 'BHD', 3.792 ],
		[ 12000 / 12 + 0.4, 'JPY', 1000 ],
		[ 99 / 12, 'VND', 8.3 ],
		[ 99 / 12, 'XYZ', 8.25 ],
	] )( 'rounds %d %s to %d', ( amount, code, rounded ) => {
		expect( roundToCurrency( amount, code ) ).toBe( rounded );
	} );
} );

describe( 'a currency code as the provider may send it', () => {
	it( 'is read in any case and without the blanks around it', () => {
		expect( knownCurrency( ' eur ' ) ).toBe( 'EUR' );
		expect( knownCurrency( 'xyz' ) ).toBeNull();
		expect( currencyPrecision( ' jpy ' ) ).toBe( 0 );
		expect( currencyPrecision( 'kwd' ) ).toBe( 3 );
	} );
} );
