/**
 * The stats card's data for the chosen range (docs/dashboard.md#site-stats). A range is asked for once: when its call
 * failed (the dashboard's own start call included), showing the card does not send it again on its own; the card's
 * failure offers "Try again", which does. The other ranges are asked for on intent, when the pointer or the keyboard
 * focus reaches the range tabs, so they are ready before a tab is chosen without weighing on the dashboard's load.
 */
import { useCallback, useState } from 'react';
import type { RouteRead } from '../../../api/rest-routes';
import type { StatsRange } from '../../../api/types';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { routeReadsApi, useRouteRead } from '../../../state/route-reads/api';

const RANGES: readonly StatsRange[] = [ 'day', 'week', 'month' ];

/** One range's read of the stats route. */
const rangeRead = ( range: StatsRange ): RouteRead => ( { route: 'stats', query: { range } } );
const selectRange = ( range: StatsRange ) => routeReadsApi.endpoints.readRoute.select( rangeRead( range ) );

export function useStatsRange( range: StatsRange ) {
	const dispatch = useAppDispatch();
	const cached = useAppSelector( selectRange( range ) );
	// The ranges the user asked to load again after a failure; until then a failed range stays as it is.
	const [ retried, setRetried ] = useState< readonly StatsRange[] >( [] );
	const awaitingRetry = cached.isError && ! retried.includes( range );
	const query = useRouteRead( 'stats', { query: { range }, skip: awaitingRetry } );
	// Tabs show once any range has answered, whichever is chosen now.
	const hasData = useAppSelector( ( state ) => RANGES.some( ( each ) => selectRange( each )( state ).data ) );

	const prefetchOthers = useCallback( () => {
		for ( const each of RANGES ) {
			dispatch( ( _, getState ) => {
				if ( selectRange( each )( getState() ).isUninitialized ) {
					void dispatch( routeReadsApi.util.prefetch( 'readRoute', rangeRead( each ), { force: false } ) );
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
