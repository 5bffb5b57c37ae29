/**
 * The one place the app formats numbers and dates for the user's locale (prices: src/lib/price-format.ts, with this
 * file's formatters). Counts and dates use WordPress' own formats where the page printed them
 * (src/lib/wordpress-formats.ts), Intl elsewhere. WordPress names locales its own way
 * (`pt_PT_ao90`, `de_DE_formal`, `pt-pt-ao90` as the plugin prints them); Intl throws a RangeError on some of them, so
 * every formatter here first turns the WordPress locale into a tag Intl accepts. Nothing else in the app may call Intl
 * or a `toLocale*` method (the lint configuration refuses it outside this file).
 */

import { formatWithSeparators, printedFormats } from './wordpress-formats';

const FALLBACK = 'en';

function isAccepted( tag: string ): boolean {
	try {
		return Intl.getCanonicalLocales( tag ).length === 1;
	} catch {
		return false;
	}
}

function readTag( locale: string ): string {
	const [ language, ...rest ] = locale.trim().split( /[-_]/ );
	if ( ! language || ! isAccepted( language ) ) {
		return FALLBACK;
	}
	const kept = rest.reduce( ( tag, subtag ) => ( isAccepted( `${ tag }-${ subtag }` ) ? `${ tag }-${ subtag }` : tag ), language );
	return Intl.getCanonicalLocales( kept )[ 0 ] ?? FALLBACK;
}

// Intl's formatters, and the checks of a locale's subtags, are slow to make: the dashboard formats hundreds of figures
// and dates as its cards' answers come in, so each is made once per locale and options.
const tags = new Map< string, string >();
const numberFormats = new Map< string, Intl.NumberFormat >();
const dateFormats = new Map< string, Intl.DateTimeFormat >();

function once< Value >( cache: Map< string, Value >, key: string, make: () => Value ): Value {
	const known = cache.get( key );
	if ( known !== undefined ) {
		return known;
	}
	const made = make();
	cache.set( key, made );
	return made;
}

/**
 * A WordPress locale (en_US, pt-pt-ao90, de_DE_formal) as a language tag Intl accepts: the subtags Intl rejects are
 * dropped (pt_PT_ao90 → pt-PT); English when not even the language is one.
 */
export function intlLocale( locale = '' ): string {
	return once( tags, locale, () => readTag( locale ) );
}

/** The locale's number formatter with these options, made once (the price formatter's too: src/lib/price-format.ts). */
export function numberFormat( tag: string, options: Intl.NumberFormatOptions = {} ): Intl.NumberFormat {
	return once( numberFormats, `${ tag } ${ JSON.stringify( options ) }`, () => new Intl.NumberFormat( tag, options ) );
}

function dateFormat( tag: string, options: Intl.DateTimeFormatOptions ): Intl.DateTimeFormat {
	return once( dateFormats, `${ tag } ${ JSON.stringify( options ) }`, () => new Intl.DateTimeFormat( tag, options ) );
}

/** 1234 → "1,234" (en), "1.234" (de): with the separators the page printed for the locale, or Intl's. */
export function formatCount( value: number, locale?: string ): string {
	const printed = printedFormats( locale );
	return printed && Number.isFinite( value ) ? formatWithSeparators( value, printed ) : numberFormat( intlLocale( locale ) ).format( value );
}

/** A fraction as a percentage: 0.125 → "12.5%" with one fraction digit at most (or as many as asked). */
export function formatPercent( fraction: number, locale?: string, maximumFractionDigits = 1 ): string {
	return numberFormat( intlLocale( locale ), { style: 'percent', maximumFractionDigits } ).format( fraction );
}

/** The month's name of a date read in UTC: "November" (long) or "Nov" (short), as the page printed it or Intl's. */
export function monthName( date: Date, style: 'short' | 'long', locale?: string ): string {
	const printed = printedFormats( locale );
	if ( printed ) {
		return ( style === 'long' ? printed.months : printed.monthsShort )[ date.getUTCMonth() ] ?? '';
	}
	return dateFormat( intlLocale( locale ), { month: style, timeZone: 'UTC' } ).format( date );
}

/** The weekday's name of a date read in UTC: "Sunday" (long) or "Sun" (short), as the page printed it or Intl's. */
export function weekdayName( date: Date, style: 'short' | 'long', locale?: string ): string {
	const printed = printedFormats( locale );
	if ( printed ) {
		return ( style === 'long' ? printed.weekdays : printed.weekdaysShort )[ date.getUTCDay() ] ?? '';
	}
	return dateFormat( intlLocale( locale ), { weekday: style, timeZone: 'UTC' } ).format( date );
}

/** Languages WordPress writes right to left (Arabic, Hebrew, Persian, Urdu, ...), by their language subtag. */
const RTL_LANGUAGES = new Set( [ 'ar', 'arq', 'ary', 'azb', 'ckb', 'dv', 'fa', 'haz', 'he', 'ps', 'sd', 'skr', 'ug', 'ur', 'yi' ] );

/** Whether a WordPress locale (he_IL, ar, fa-ir) is written right to left, so its admin pages are `dir="rtl"`. */
export function isRtlLocale( locale?: string ): boolean {
	const language = ( locale ?? '' ).trim().split( /[-_]/ )[ 0 ]?.toLowerCase() ?? '';
	return RTL_LANGUAGES.has( language );
}

/** A WordPress locale as the `lang` attribute WordPress prints for a page (he_IL → he-IL, de_DE_formal → de-DE-formal). */
export function htmlLang( locale?: string ): string {
	return ( locale ?? '' ).trim().replace( /_/g, '-' ) || 'en-US';
}

/**
 * A WordPress locale's name as the demo site and its dev API take one (docs/demo-site.md#dev-api): a language of two
 * or three lower-case letters, then a region and a variant at most, each of one to eight letters or digits after `_`
 * or `-` (en_US, he_IL, ar, pt_PT_ao90, de_CH_informal, pt-pt-ao90), so 21 characters at most. Anything else is not
 * a locale, however it is spelled, and is never stored: the page prints the locale in its `lang` and its data.
 */
const LOCALE_NAME = /^[a-z]{2,3}(?:[_-][A-Za-z0-9]{1,8}){0,2}$/;

/** Whether a value is a WordPress locale's name of the shape above. */
export function isLocaleName( value: unknown ): value is string {
	return typeof value === 'string' && LOCALE_NAME.test( value );
}
