/**
 * The currencies the provider prices in, with the number of decimals each is written with (docs/rules.md#currencies).
 * The symbol and the grouping and decimal separators follow the user's locale (src/lib/locale.ts writes them); a code
 * missing here is written as dollars.
 */

/** Written in whole units. */
const WHOLE_UNITS = [ 'BDT', 'BIF', 'BND', 'DJF', 'GNF', 'HUF', 'IDR', 'ISK', 'JPY', 'KHR', 'KPW', 'KRW', 'LAK', 'LKR', 'MGA', 'MZN', 'TMT', 'VUV' ];
/** Written with one decimal. */
const TENTHS = [ 'BTN', 'MVR', 'VND' ];
/** Written with three decimals (dinars and rials counted in thousandths). */
const THOUSANDTHS = [ 'BHD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND' ];
/** Written with two decimals. */
const HUNDREDTHS = [
	'AED', 'AFN', 'ALL', 'AMD', 'ANG', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BGN', 'BMD', 'BOB', 'BRL', 'BSD',
	'BTC', 'BWP', 'BYR', 'BZD', 'CAD', 'CDF', 'CHF', 'CLP', 'CNY', 'COP', 'CRC', 'CUC', 'CUP', 'CVE', 'CZK', 'DKK', 'DOP',
	'DZD', 'EGP', 'ERN', 'ETB', 'EUR', 'FJD', 'FKP', 'GBP', 'GEL', 'GHS', 'GIP', 'GMD', 'GTQ', 'GYD', 'HKD', 'HNL', 'HRK',
	'HTG', 'ILS', 'INR', 'IQD', 'IRR', 'JMD', 'KES', 'KGS', 'KMF', 'KYD', 'KZT', 'LBP', 'LRD', 'LSL', 'MAD', 'MDL', 'MKD',
	'MMK', 'MNT', 'MOP', 'MRO', 'MTL', 'MUR', 'MWK', 'MXN', 'MYR', 'NAD', 'NGN', 'NIO', 'NOK', 'NPR', 'NZD', 'PAB', 'PEN',
	'PGK', 'PHP', 'PKR', 'PLN', 'PYG', 'QAR', 'RON', 'RSD', 'RUB', 'RWF', 'SAR', 'SBD', 'SCR', 'SDD', 'SDG', 'SEK', 'SGD',
	'SHP', 'SLL', 'SOS', 'SRD', 'STD', 'SVC', 'SYP', 'SZL', 'THB', 'TJS', 'TOP', 'TRY', 'TTD', 'TVD', 'TWD', 'TZS', 'UAH',
	'UGX', 'USD', 'UYU', 'UZS', 'VEB', 'VEF', 'WON', 'WST', 'XAF', 'XCD', 'XOF', 'XPF', 'YER', 'ZAR', 'ZMW',
];

/** The codes by their number of decimals. Plain lists, so a bundle that writes no price leaves them out. */
const BY_PRECISION: readonly ( readonly string[] )[] = [ WHOLE_UNITS, TENTHS, HUNDREDTHS, THOUSANDTHS ];

/** Every known currency code with its number of decimals. */
export function currencyTable(): [ string, number ][] {
	return BY_PRECISION.flatMap( ( codes, precision ) => codes.map( ( code ): [ string, number ] => [ code, precision ] ) );
}

/** How an unknown currency code is written: as dollars. */
export const UNKNOWN_CURRENCY = { symbol: '$', grouping: ',', decimal: '.', precision: 2 } as const;

/** The known code a currency code stands for (codes are read in any case), or null for a code outside the table. */
export function knownCurrency( code: string ): string | null {
	const upper = code.trim().toUpperCase();
	return BY_PRECISION.some( ( codes ) => codes.includes( upper ) ) ? upper : null;
}

/** The decimals a currency is written with: the table's, or the unknown code's 2. */
export function currencyPrecision( code: string ): number {
	const upper = code.trim().toUpperCase();
	const precision = BY_PRECISION.findIndex( ( codes ) => codes.includes( upper ) );
	return precision === -1 ? UNKNOWN_CURRENCY.precision : precision;
}

/** An amount rounded to its currency's precision (a monthly price of a yearly plan in dinars keeps its thousandths). */
export function roundToCurrency( amount: number, code: string ): number {
	const factor = 10 ** currencyPrecision( code );
	// Through 15 significant digits first, so 1.005 is 100.5 hundredths (not 100.4999…) and rounds up.
	return Math.round( Number( ( amount * factor ).toPrecision( 15 ) ) ) / factor;
}
