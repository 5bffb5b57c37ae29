/** What the Site Stats card shows once stats are on (spec 2 §2.7), and where its links go. Pure. */
import type { StatsData, StatsRange } from '../api/types';
import { getSiteSlug } from './plans-url';

export type StatsCardState = 'errors' | 'welcome' | 'chart';

/**
 * The provider's errors first; then, for a site with a series but not a single view yet, the welcome card until
 * someone dismisses it; otherwise the chart (an empty series included: it says there was no activity).
 */
export function statsCardState( data: StatsData, range: StatsRange, emptyCardDismissed: boolean ): StatsCardState {
	// PHP sends an empty array for "no errors", so only a non-empty entry counts.
	if ( Object.keys( data.general.errors ?? {} ).length > 0 ) {
		return 'errors';
	}
	const series = data[ range ]?.data ?? [];
	const total = series.reduce( ( sum, [ , views ] ) => sum + views, 0 );
	return series.length > 0 && total === 0 && ! emptyCardDismissed ? 'welcome' : 'chart';
}

/** The site's stats on WordPress.com, for a range and optionally from a date (YYYY-MM-DD). */
export function statsUrl( range: StatsRange, rawUrl: string, startDate?: string ): string {
	const url = `https://wordpress.com/stats/${ range }/${ getSiteSlug( rawUrl ) }`;
	return startDate ? `${ url }?startDate=${ startDate }` : url;
}
