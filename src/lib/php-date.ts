/**
 * PHP-style date formats (docs/dashboard.md#site-stats, docs/rules.md#plans-and-products) for the tokens a site's date
 * format commonly uses: d, D, j, l, S, F, M, m, n, Y, y, with \ to escape a letter. Month names come from Intl in the
 * user's locale; S is the English ordinal suffix, as in PHP.
 * Dates are read in UTC: the provider's keys are calendar days, and the machine's time zone must not shift them.
 */
import { monthName, weekdayName } from './locale';

/** st, nd, rd or th: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st. */
export function ordinalSuffix( day: number ): string {
	const lastTwo = day % 100;
	return ( lastTwo < 11 || lastTwo > 13 ? [ 'th', 'st', 'nd', 'rd' ][ day % 10 ] : undefined ) ?? 'th';
}

/** `locale` is a WordPress locale or a language tag (see intlLocale in ./locale). */
export function formatPhpDate( date: Date, format: string, locale = 'en' ): string {
	const day = date.getUTCDate();
	const month = ( style: 'short' | 'long' ) => monthName( date, style, locale );
	const weekday = ( style: 'short' | 'long' ) => weekdayName( date, style, locale );
	const twoDigits = ( value: number ) => String( value ).padStart( 2, '0' );
	return format.replace( /\\(.)|[dDjlSFMmnYy]/g, ( token, escaped?: string ) => {
		if ( escaped !== undefined ) {
			return escaped;
		}
		const values: Record< string, () => string | number > = {
			d: () => twoDigits( day ),
			D: () => weekday( 'short' ),
			j: () => day,
			l: () => weekday( 'long' ),
			S: () => ordinalSuffix( day ),
			F: () => month( 'long' ),
			M: () => month( 'short' ),
			m: () => twoDigits( date.getUTCMonth() + 1 ),
			n: () => date.getUTCMonth() + 1,
			Y: () => date.getUTCFullYear(),
			y: () => twoDigits( date.getUTCFullYear() % 100 ),
		};
		return String( values[ token ]?.() );
	} );
}
