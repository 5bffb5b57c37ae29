/**
 * Jetpack's stats card data (docs/hosts.md#stats): Jetpack passes on the provider's summary, with more figures than
 * the card reads, and the provider's series, whose rows name their columns (`fields`: period, views, visitors). The
 * adapter reads the card's figures and each series as [date, views] rows.
 */
import type { StatsData, StatsGeneral } from '../types';
import type { HostAdapters } from '../route-adapters';
import { asRecord, isRecord, strings, text } from './shapes';

const RANGES = [ 'day', 'week', 'month' ] as const;

const count = ( value: unknown ): number => ( typeof value === 'number' && Number.isFinite( value ) ? value : 0 );

/** A series' rows as [date, views], read by the columns the series names (date first, views next when it names none). */
export function seriesRows( raw: unknown ): [ string, number ][] {
	const series = asRecord( raw );
	const fields = strings( series.fields );
	const column = ( name: string, otherwise: number ) => ( fields.includes( name ) ? fields.indexOf( name ) : otherwise );
	const date = column( 'period', 0 );
	const views = column( 'views', 1 );
	const rows = Array.isArray( series.data ) ? series.data : [];
	return rows.filter( ( row ): row is unknown[] => Array.isArray( row ) ).map( ( row ) => [ text( row[ date ] ), count( row[ views ] ) ] );
}

/** The summary's figures the card shows. */
function generalFigures( raw: unknown ): StatsGeneral {
	const stats = asRecord( raw );
	return {
		views: count( stats.views ),
		comments: count( stats.comments ),
		views_today: count( stats.views_today ),
		views_best_day: text( stats.views_best_day ),
		views_best_day_total: count( stats.views_best_day_total ),
	};
}

export function statsData( raw: unknown ): StatsData {
	const answer = asRecord( raw );
	const general = asRecord( answer.general );
	const data: StatsData = { general: { stats: generalFigures( general.stats ) } };
	if ( isRecord( general.errors ) ) {
		data.general.errors = Object.fromEntries( Object.entries( general.errors ).map( ( [ code, message ] ) => [ code, text( message ) ] ) );
	}
	for ( const range of RANGES ) {
		if ( isRecord( answer[ range ] ) ) {
			data[ range ] = { data: seriesRows( answer[ range ] ) };
		}
	}
	return data;
}

export const STATS_ADAPTERS: HostAdapters = {
	stats: { answer: statsData },
};
