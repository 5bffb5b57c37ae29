/**
 * The Site Stats bar chart's figures (docs/dashboard.md#site-stats): bars from the provider's [date, views] pairs, with
 * their axis and tooltip labels, and the y-axis scale. Pure.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { StatsRange } from '../../../api/types';
import { formatPhpDate } from '../../../lib/php-date';

export interface StatsBar {
	/** The first day of the bar's period, YYYY-MM-DD. */
	date: string;
	/** Under the bar. */
	label: string;
	/** In the tooltip and for screen readers. */
	longLabel: string;
	value: number;
}

/**
 * The top of the y-axis: the largest value rounded up to one significant digit, at least 10
 * (37 → 40, 120 → 200, 1000 → 1000, 0 → 10). Half of it is always a whole number.
 */
export function yAxisMax( largest: number ): number {
	const whole = Math.ceil( largest );
	if ( whole <= 10 ) {
		return 10;
	}
	const unit = 10 ** ( String( whole ).length - 1 );
	return Math.ceil( whole / unit ) * unit;
}

/** The provider's keys are YYYY-MM-DD, and YYYYWMMWDD for weeks. */
export const statsDate = ( key: string ) => key.replace( /W/g, '-' );

export function statsBars( range: StatsRange, pairs: [ string, number ][], locale: string ): StatsBar[] {
	return pairs.map( ( [ key, value ] ) => {
		const date = statsDate( key );
		// A date-only ISO string is read as UTC midnight, and formatPhpDate reads it in UTC.
		const at = new Date( date );
		const format = ( pattern: string ) => formatPhpDate( at, pattern, locale );
		if ( range === 'month' ) {
			return { date, value, label: format( 'M' ), longLabel: format( 'F Y' ) };
		}
		const longLabel =
			range === 'week'
				? sprintf(
						/* translators: %s: the first day of a week, e.g. November 16th. */
						__( 'Week of %s', 'jetpack' ),
						format( 'F jS' )
				  )
				: format( 'F jS' );
		return { date, value, label: format( 'M j' ), longLabel };
	} );
}

/** Bars a date needs to its left: a date sits under its bar's right edge and reaches leftwards about this far. */
const LABEL_ROOM = 3;

/**
 * Whether a bar carries its date under the chart: about seven dates, counted back from the latest, which always
 * has one. A date that would reach past the chart's left edge (among the first bars) is left out, rather than
 * shown cut off ("ct 30" for "Oct 30").
 */
export function hasAxisLabel( index: number, count: number ): boolean {
	const last = count - 1;
	const every = Math.ceil( count / 7 );
	return index === last || ( ( last - index ) % every === 0 && index >= LABEL_ROOM );
}
