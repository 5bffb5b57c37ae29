/**
 * The stats card's data for the chosen range (docs/dashboard.md#site-stats). A range is asked for once: when its call
 * failed (the dashboard's own start call included), showing the card does not send it again on its own; the card's
 * failure offers "Try again", which does. The other ranges are asked for on intent, when the pointer or the keyboard
 * focus reaches the range tabs, so they are ready before a tab is chosen without weighing on the dashboard's load.
 */
import { useCallback, useState } from 'react';
import type { StatsRange } from '../../../api/types';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { statsApi, useGetStatsDataQuery } from '../../../state/stats/api';

const RANGES: readonly StatsRange[] = [ 'day', 'week', 'month' ];

export function useStatsRange( range: StatsRange ) {
	const dispatch = useAppDispatch();
	const cached = useAppSelector( statsApi.endpoints.getStatsData.select( range ) );
	// The ranges the user asked to load again after a failure; until then a failed range stays as it is.
	const [ retried, setRetried ] = useState< readonly StatsRange[] >( [] );
	const awaitingRetry = cached.isError && ! retried.includes( range );
	const query = useGetStatsDataQuery( range, { skip: awaitingRetry } );
	// Tabs show once any range has answered, whichever is chosen now.
	const hasData = useAppSelector( ( state ) => RANGES.some( ( each ) => statsApi.endpoints.getStatsData.select( each )( state ).data ) );

	const prefetchOthers = useCallback( () => {
		for ( const each of RANGES ) {
			dispatch( ( _, getState ) => {
				if ( statsApi.endpoints.getStatsData.select( each )( getState() ).isUninitialized ) {
					void dispatch( statsApi.util.prefetch( 'getStatsData', each, { force: false } ) );
				}
			} );
		}
	}, [ dispatch ] );

	const result = awaitingRetry
		? {
				currentData: undefined,
				data: undefined,
				error: cached.error,
				isLoading: false,
				isFetching: false,
				refetch: () => setRetried( ( ranges ) => [ ...ranges, range ] ),
		  }
		: query;
	return { query: result, hasData, prefetchOthers };
}
