/**
 * A price in its currency (docs/rules.md#currencies), apart from the numbers and dates of src/lib/locale.ts, whose
 * formatters it uses: only the screens that offer a product load the currency table.
 */
import { currencyPrecision, knownCurrency, roundToCurrency, UNKNOWN_CURRENCY } from './currencies';
import { intlLocale, numberFormat } from './locale';

export interface PriceOptions {
	/** Leave out a fraction of zeros: "$10" rather than "$10.00" (docs/rules.md#validation). */
	hideZeroFraction?: boolean;
}

/**
 * A price in its currency: the one formatter of every price the app shows (docs/rules.md#currencies). A known code
 * gets its own number of decimals and the user's locale's symbol, grouping and decimal separator; a code outside the
 * table is written as dollars ("$1,234.50") whatever the locale.
 */
export function formatPrice( amount: number, currencyCode: string, locale?: string, { hideZeroFraction = false }: PriceOptions = {} ): string {
	const known = knownCurrency( currencyCode );
	const precision = currencyPrecision( currencyCode );
	const rounded = roundToCurrency( amount, currencyCode );
	const fractionDigits = hideZeroFraction && Number.isInteger( rounded ) ? 0 : precision;
	const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
	if ( known === null ) {
		// English (US) writes numbers with exactly the unknown code's comma grouping and dot decimal.
		const number = numberFormat( 'en-US', { ...digits, useGrouping: true } ).format( Math.abs( rounded ) );
		return `${ rounded < 0 ? '-' : '' }${ UNKNOWN_CURRENCY.symbol }${ number }`;
	}
	return numberFormat( intlLocale( locale ), { style: 'currency', currency: known, ...digits } ).format( rounded );
}
