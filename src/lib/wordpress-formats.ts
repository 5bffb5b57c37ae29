/**
 * WordPress' own formats for the user's locale, as the plugin's page prints them (its `$wp_locale`: the separators
 * and the month and weekday names WordPress formats its admin with; docs/hosts.md#locale-formats). Where the page
 * printed them, the counts and dates of src/lib/locale.ts use them: the same figures as the rest of wp-admin, and no
 * browser locale data to load on the dashboard's first render. A host that printed none (Jetpack's page) leaves the
 * formatters to Intl.
 */
import type { LocaleFormats } from '../api/types';

let adopted: { locale: string; formats: LocaleFormats } | undefined;

/** Makes these the formats of `locale` (the page's, as it printed it) until another page's are adopted. */
export function adoptLocaleFormats( locale: string, formats: LocaleFormats | undefined ): void {
	adopted = formats ? { locale, formats } : undefined;
}

/** The formats the page printed for exactly this locale, if it printed any. */
export function printedFormats( locale: string | undefined ): LocaleFormats | undefined {
	return adopted?.locale === locale ? adopted?.formats : undefined;
}

const groupsOfThree = /\B(?=(\d{3})+(?!\d))/g;

/**
 * A finite number as WordPress' number_format_i18n writes it, with three fraction digits at most (as Intl's
 * default) and none that are trailing zeros: 1234567.5 → "1,234,567.5" in English, "1.234.567,5" in German.
 */
export function formatWithSeparators( value: number, formats: LocaleFormats ): string {
	const [ whole = '', fraction ] = Math.abs( value ).toFixed( 3 ).replace( /\.?0+$/, '' ).split( '.' );
	const sign = value < 0 && ( whole !== '0' || fraction ) ? '-' : '';
	const grouped = whole.replace( groupsOfThree, formats.thousandsSeparator );
	return sign + grouped + ( fraction ? formats.decimalPoint + fraction : '' );
}
