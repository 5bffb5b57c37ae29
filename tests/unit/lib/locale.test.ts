import { formatCount, formatPercent, htmlLang, intlLocale, isRtlLocale, monthName, weekdayName } from '../../../src/lib/locale';
import { formatPrice } from '../../../src/lib/price-format';
import { purchaseStatusLine } from '../../../src/screens/my-plan/my-plan';
import { formatPhpDate } from '../../../src/lib/php-date';
import { statsBars } from '../../../src/screens/at-a-glance/stats/stats-chart';
import { formatStoragePercent } from '../../../src/screens/at-a-glance/videopress/videopress-card';

/** Every locale WordPress.org ships translations for, formal and informal variants and script subtags included. */
const WORDPRESS_LOCALES = [
	'af', 'am', 'an', 'ar', 'ary', 'as', 'ast', 'az', 'az_TR', 'azb', 'bel', 'bg_BG', 'bn_BD', 'bn_IN', 'bo', 'bre',
	'bs_BA', 'ca', 'ca_valencia', 'ceb', 'ckb', 'cs_CZ', 'cy', 'da_DK', 'de_AT', 'de_CH', 'de_CH_informal', 'de_DE',
	'de_DE_formal', 'dsb', 'dzo', 'el', 'en_AU', 'en_CA', 'en_GB', 'en_NZ', 'en_US', 'en_ZA', 'eo', 'es_AR', 'es_CL',
	'es_CO', 'es_CR', 'es_DO', 'es_EC', 'es_ES', 'es_GT', 'es_HN', 'es_MX', 'es_PE', 'es_PR', 'es_UY', 'es_VE', 'et',
	'eu', 'fa_AF', 'fa_IR', 'fi', 'fo', 'fr_BE', 'fr_CA', 'fr_FR', 'fur', 'fy', 'ga', 'gd', 'gl_ES', 'gu', 'haz',
	'he_IL', 'hi_IN', 'hr', 'hsb', 'hu_HU', 'hy', 'id_ID', 'is_IS', 'it_IT', 'ja', 'jv_ID', 'ka_GE', 'kab', 'kir',
	'kk', 'km', 'kn', 'ko_KR', 'lo', 'lt_LT', 'lv', 'mk_MK', 'ml_IN', 'mn', 'mr', 'ms_MY', 'my_MM', 'nb_NO', 'ne_NP',
	'nl_BE', 'nl_NL', 'nl_NL_formal', 'nn_NO', 'oci', 'pa_IN', 'pl_PL', 'ps', 'pt_AO', 'pt_AO_ao90', 'pt_BR',
	'pt_PT', 'pt_PT_ao90', 'rhg', 'ro_RO', 'ru_RU', 'sa_IN', 'sah', 'si_LK', 'sk_SK', 'skr', 'sl_SI', 'snd', 'so_SO',
	'sq', 'sq_XK', 'sr_RS', 'sv_SE', 'sw', 'szl', 'ta_IN', 'ta_LK', 'tah', 'te', 'th', 'tl', 'tr_TR', 'tt_RU', 'ug_CN',
	'uk', 'ur', 'uz_UZ', 'vi', 'zh_CN', 'zh_HK', 'zh_TW',
];

/** As the page prints them (`pt-pt-ao90`) and as WordPress stores them (`pt_PT_ao90`). */
const SPELLINGS = WORDPRESS_LOCALES.flatMap( ( locale ) => [ locale, locale.replace( /_/g, '-' ).toLowerCase() ] );

const DAY = new Date( '2026-11-22' );

/** Every formatter the screens use, with a value each. */
const FORMATTERS: [ string, ( locale: string ) => string | string[] ][] = [
	[ 'count', ( locale ) => formatCount( 1234567, locale ) ],
	[ 'percent', ( locale ) => formatPercent( 0.125, locale ) ],
	[ 'storage percent', ( locale ) => formatStoragePercent( 33.333, locale ) ],
	[ 'price in USD', ( locale ) => formatPrice( 9.95, 'USD', locale ) ],
	[ 'price in EUR, whole', ( locale ) => formatPrice( 10, 'EUR', locale, { hideZeroFraction: true } ) ],
	[ 'price in JPY', ( locale ) => formatPrice( 1200, 'JPY', locale ) ],
	[ 'date in every token', ( locale ) => formatPhpDate( DAY, 'D, d M Y — l jS F y n/m', locale ) ],
	[ 'month names', ( locale ) => [ monthName( DAY, 'long', locale ), monthName( DAY, 'short', locale ) ] ],
	[ 'weekday names', ( locale ) => [ weekdayName( DAY, 'long', locale ), weekdayName( DAY, 'short', locale ) ] ],
	[ 'My Plan status line', ( locale ) => purchaseStatusLine( { kind: 'renews', date: DAY }, 'F j, Y', locale ) ],
	[
		'stats chart labels',
		( locale ) =>
			( [ 'day', 'week', 'month' ] as const ).flatMap( ( range ) =>
				statsBars( range, [ [ range === 'week' ? '2026W11W16' : '2026-11-01', 42 ] ], locale ).flatMap( ( bar ) => [ bar.label, bar.longLabel ] )
			),
	],
];

describe( 'intlLocale', () => {
	it.each( [
		[ 'en_US', 'en-US' ],
		[ 'pt-br', 'pt-BR' ],
		[ 'pt_PT_ao90', 'pt-PT' ],
		[ 'pt-pt-ao90', 'pt-PT' ],
		[ 'de_DE_formal', 'de-DE-formal' ],
		[ 'de_CH_informal', 'de-CH-informal' ],
		[ 'nl_NL_formal', 'nl-NL-formal' ],
		[ 'ca_valencia', 'ca-valencia' ],
		[ 'zh_TW', 'zh-TW' ],
		[ 'bel', 'be' ],
		[ undefined, 'en' ],
		[ '', 'en' ],
		[ 'not a locale!', 'en' ],
		[ '_PT', 'en' ],
	] )( '%s → %s', ( locale, tag ) => {
		expect( intlLocale( locale ) ).toBe( tag );
	} );

	it( 'gives a tag every Intl formatter accepts for every WordPress locale', () => {
		const rejected = SPELLINGS.filter( ( locale ) => {
			try {
				const tag = intlLocale( locale );
				return ! ( new Intl.NumberFormat( tag ) && new Intl.DateTimeFormat( tag ) && ( 1 ).toLocaleString( tag ) );
			} catch {
				return true;
			}
		} );
		expect( rejected ).toEqual( [] );
	} );
} );

/** The locales for which `format` throws or gives an empty text, with what went wrong. */
function failuresOf( format: ( locale: string ) => string | string[] ): string[] {
	return SPELLINGS.flatMap( ( locale ) => {
		try {
			const text = [ format( locale ) ].flat();
			return text.length > 0 && text.every( ( part ) => part.trim() !== '' ) ? [] : [ `${ locale }: empty` ];
		} catch ( error ) {
			return [ `${ locale }: ${ String( error ) }` ];
		}
	} );
}

it.each( FORMATTERS )( '%s gives text in every WordPress locale and never throws', ( _name, format ) => {
	expect( failuresOf( format ) ).toEqual( [] );
} );

describe( 'formatters', () => {
	it( 'write Portuguese (Portugal, AO90) as Portuguese', () => {
		expect( formatCount( 1234567, 'pt_PT_ao90' ) ).toBe( '1\u00a0234\u00a0567' );
		expect( monthName( DAY, 'long', 'pt-pt-ao90' ) ).toBe( 'novembro' );
		expect( formatPrice( 9.95, 'EUR', 'pt_PT_ao90' ) ).toBe( '9,95\u00a0€' );
	} );

	it( 'keep the formal German variant German', () => {
		expect( formatCount( 1234, 'de_DE_formal' ) ).toBe( '1.234' );
		expect( weekdayName( DAY, 'long', 'de_DE_formal' ) ).toBe( 'Sonntag' );
	} );

	it( 'write a currency code outside the table as dollars', () => {
		expect( formatPrice( 9.5, 'not-a-currency', 'en' ) ).toBe( '$9.50' );
	} );

	it( 'write the currency and hide a fraction of 00 only when asked', () => {
		expect( formatPrice( 9.95, 'USD', 'en-US', { hideZeroFraction: true } ) ).toBe( '$9.95' );
		expect( formatPrice( 10, 'USD', 'en-US', { hideZeroFraction: true } ) ).toBe( '$10' );
		expect( formatPrice( 10, 'USD', 'en-US' ) ).toBe( '$10.00' );
		expect( formatPrice( 0, 'EUR', 'de-DE', { hideZeroFraction: true } ) ).toBe( '0\u00a0€' );
	} );
} );

describe( 'right-to-left locales', () => {
	it.each( [
		[ 'he_IL', true ],
		[ 'ar', true ],
		[ 'fa_IR', true ],
		[ 'fa-af', true ],
		[ 'ckb', true ],
		[ 'ur', true ],
		[ 'en_US', false ],
		[ 'pt_PT_ao90', false ],
		[ 'hr', false ],
		[ '', false ],
		[ undefined, false ],
		// As a page may print it: in capitals, with blanks around.
		[ ' HE_il ', true ],
	] )( '%s is right to left: %s', ( locale, rtl ) => {
		expect( isRtlLocale( locale ) ).toBe( rtl );
	} );

	it.each( [
		[ 'he_IL', 'he-IL' ],
		[ 'de_DE_formal', 'de-DE-formal' ],
		[ 'ar', 'ar' ],
		[ undefined, 'en-US' ],
		[ ' de_DE ', 'de-DE' ],
		[ '  ', 'en-US' ],
	] )( '%s is the page language %s', ( locale, lang ) => {
		expect( htmlLang( locale ) ).toBe( lang );
	} );
} );

describe( 'numbers the locale does not decide', () => {
	it( 'writes a percentage with one fraction digit at most, or as many as asked', () => {
		expect( formatPercent( 0.125, 'en_US' ) ).toBe( '12.5%' );
		expect( formatPercent( 0.12345, 'en_US', 2 ) ).toBe( '12.35%' );
	} );

	it( 'writes a price in an unknown currency as dollars, with its sign before the symbol', () => {
		expect( formatPrice( -5, 'XYZ', 'de_DE' ) ).toBe( '-$5.00' );
		expect( formatPrice( 0, 'XYZ', 'de_DE' ) ).toBe( '$0.00' );
		expect( formatPrice( 1234.5, 'XYZ', 'de_DE' ) ).toBe( '$1,234.50' );
	} );

	it( 'reads a locale with blanks around it', () => {
		expect( intlLocale( ' de_DE ' ) ).toBe( 'de-DE' );
	} );
} );
