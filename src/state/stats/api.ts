import { REST_ROUTES } from '../../api/rest-routes';
import type { StatsData, StatsRange } from '../../api/types';
import { api, runRoute } from '../api';

export const statsApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		/** One range's series with the general figures (docs/api.md#dashboard-cards). */
		getStatsData: build.query< StatsData, StatsRange >( {
			queryFn: ( range ) => runRoute( REST_ROUTES.stats, { query: { range } } ),
			providesTags: [ 'Dashboard' ],
			// Each range is fetched once per page load, as the original loads them; going back to a tab shows it at once.
			keepUnusedDataFor: Infinity,
		} ),
	} ),
} );

export const { useGetStatsDataQuery } = statsApi;
