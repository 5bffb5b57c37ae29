/**
 * Site stats of the demo site (docs/dashboard.md#site-stats): deterministic page views for a seed and a date, in the
 * provider's formats. One daily series covers the last twelve months; the day, week and month series and the general
 * figures are all read from it, so they agree with each other.
 */
import type { StatsData } from '../../api/types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** mulberry32: a small seeded PRNG, so the same seed always draws the same numbers. */
function createRandom( seed: number ): () => number {
	let state = seed >>> 0;
	return () => {
		state = ( state + 0x6d2b79f5 ) >>> 0;
		let value = state;
		value = Math.imul( value ^ ( value >>> 15 ), value | 1 );
		value ^= value + Math.imul( value ^ ( value >>> 7 ), value | 61 );
		return ( ( value ^ ( value >>> 14 ) ) >>> 0 ) / 4294967296;
	};
}

function pad( value: number ): string {
	return String( value ).padStart( 2, '0' );
}

// Dates are UTC so the series do not depend on the machine's time zone.
function formatDay( date: Date ): string {
	return `${ date.getUTCFullYear() }-${ pad( date.getUTCMonth() + 1 ) }-${ pad( date.getUTCDate() ) }`;
}

/** The provider's week key: 'YYYYWMMWDD', the Monday starting the week (the client turns W into -). */
function formatWeek( monday: Date ): string {
	return `${ monday.getUTCFullYear() }W${ pad( monday.getUTCMonth() + 1 ) }W${ pad( monday.getUTCDate() ) }`;
}

/** The provider's month key: the first day of the month, 'YYYY-MM-01'. */
function formatMonth( date: Date ): string {
	return `${ date.getUTCFullYear() }-${ pad( date.getUTCMonth() + 1 ) }-01`;
}

function startOfUtcDay( date: Date ): Date {
	return new Date( Date.UTC( date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() ) );
}

interface DailyViews {
	date: Date;
	views: number;
}

/** Views per day from the first day of the month eleven months back up to today. */
function dailySeries( seed: number, today: Date, empty: boolean ): DailyViews[] {
	const random = createRandom( seed );
	const start = new Date( Date.UTC( today.getUTCFullYear(), today.getUTCMonth() - 11, 1 ) );
	const count = Math.round( ( today.getTime() - start.getTime() ) / DAY_MS ) + 1;
	const base = 40 + Math.floor( random() * 60 );
	const days: DailyViews[] = [];
	for ( let index = 0; index < count; index++ ) {
		const date = new Date( start.getTime() + index * DAY_MS );
		// A growing site, quieter at weekends, with noise and the odd spike from a shared post.
		const trend = 0.6 + ( 0.4 * index ) / count;
		const weekday = date.getUTCDay();
		const weekend = weekday === 0 || weekday === 6 ? 0.7 : 1;
		const noise = 0.75 + random() * 0.5;
		const spike = random() < 0.03 ? 3 : 1;
		days.push( { date, views: empty ? 0 : Math.round( base * trend * weekend * noise * spike ) } );
	}
	return days;
}

function sumBetween( days: DailyViews[], from: Date, to: Date ): number {
	// Times as numbers: a stats answer sums the year's days two dozen times.
	const start = from.getTime();
	const end = to.getTime();
	return days.reduce( ( total, day ) => {
		const time = day.date.getTime();
		return time >= start && time < end ? total + day.views : total;
	}, 0 );
}

/**
 * GET module/stats/data: general figures plus the day (last 30 days), week (last 12 weeks) and month (last 12
 * months) series, oldest first. `empty` gives all-zero views: the "stats have been activated" welcome state.
 */
export function createStatsData( seed: number, now: Date, options: { empty?: boolean } = {} ): StatsData {
	const today = startOfUtcDay( now );
	const days = dailySeries( seed, today, options.empty ?? false );
	const tomorrow = new Date( today.getTime() + DAY_MS );

	const day: [ string, number ][] = days.slice( -30 ).map( ( entry ) => [ formatDay( entry.date ), entry.views ] );

	// getUTCDay() is 0 on Sunday; weeks start on Monday.
	const monday = new Date( today.getTime() - ( ( today.getUTCDay() + 6 ) % 7 ) * DAY_MS );
	const week: [ string, number ][] = [];
	for ( let back = 11; back >= 0; back-- ) {
		const from = new Date( monday.getTime() - back * 7 * DAY_MS );
		const to = new Date( Math.min( from.getTime() + 7 * DAY_MS, tomorrow.getTime() ) );
		week.push( [ formatWeek( from ), sumBetween( days, from, to ) ] );
	}

	const month: [ string, number ][] = [];
	for ( let back = 11; back >= 0; back-- ) {
		const from = new Date( Date.UTC( today.getUTCFullYear(), today.getUTCMonth() - back, 1 ) );
		const next = new Date( Date.UTC( from.getUTCFullYear(), from.getUTCMonth() + 1, 1 ) );
		const to = next < tomorrow ? next : tomorrow;
		month.push( [ formatMonth( from ), sumBetween( days, from, to ) ] );
	}

	const views = days.reduce( ( total, entry ) => total + entry.views, 0 );
	// The first day with the most views; none when nothing was viewed.
	const best = days.reduce< DailyViews | null >(
		( top, entry ) => ( entry.views > ( top?.views ?? 0 ) ? entry : top ),
		null
	);
	const random = createRandom( seed ^ 0x5bd1e995 );

	return {
		general: {
			stats: {
				views,
				comments: views === 0 ? 0 : Math.round( views / 40 + random() * 20 ),
				views_today: days[ days.length - 1 ]?.views ?? 0,
				views_best_day: best ? formatDay( best.date ) : '',
				views_best_day_total: best?.views ?? 0,
			},
		},
		day: { data: day },
		week: { data: week },
		month: { data: month },
	};
}
