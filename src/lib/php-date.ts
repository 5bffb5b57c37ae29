/**
 * PHP-style date formats (spec 2 §2.7, §9) for the few tokens the dashboard shows: M, F, j, S, Y, with \ to
 * escape a letter. Month names come from Intl in the user's locale; S is the English ordinal suffix, as in PHP.
 * Dates are read in UTC: the provider's keys are calendar days, and the machine's time zone must not shift them.
 */

/** A WordPress locale (en_US, en-us) as a language tag Intl accepts; English when it is not one. */
export function intlLocale( locale?: string ): string {
	try {
		return Intl.getCanonicalLocales( locale?.replace( /_/g, '-' ) )[ 0 ] ?? 'en';
	} catch {
		return 'en';
	}
}

/** st, nd, rd or th: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st. */
export function ordinalSuffix( day: number ): string {
	const lastTwo = day % 100;
	return ( lastTwo < 11 || lastTwo > 13 ? [ 'th', 'st', 'nd', 'rd' ][ day % 10 ] : undefined ) ?? 'th';
}

/** `locale` is a language tag (see intlLocale). */
export function formatPhpDate( date: Date, format: string, locale = 'en' ): string {
	const day = date.getUTCDate();
	const month = ( style: 'short' | 'long' ) => date.toLocaleString( locale, { month: style, timeZone: 'UTC' } );
	return format.replace( /\\(.)|[MFjSY]/g, ( token, escaped?: string ) => {
		if ( escaped !== undefined ) {
			return escaped;
		}
		const values: Record< string, () => string | number > = {
			M: () => month( 'short' ),
			F: () => month( 'long' ),
			j: () => day,
			S: () => ordinalSuffix( day ),
			Y: () => date.getUTCFullYear(),
		};
		return String( values[ token ]?.() );
	} );
}
