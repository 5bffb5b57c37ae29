/**
 * Akismet's key check (docs/api.md#dashboard-cards). The cards' data are reads of their routes
 * (state/route-reads/api.ts); a valid key is kept by the server, so Akismet's data is asked again.
 */
import { REST_ROUTES } from '../../api/rest-routes';
import type { AkismetKeyCheck } from '../../api/types';
import { api, runRoute } from '../api';
import { readsOf } from '../route-reads/api';

export const dashboardApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		checkAkismetKey: build.mutation< AkismetKeyCheck, string >( {
			queryFn: ( key ) => runRoute( REST_ROUTES.checkAkismetKey, { data: { api_key: key } } ),
			invalidatesTags: ( result ) => ( result?.validKey ? readsOf( 'akismetData' ) : [] ),
		} ),
	} ),
} );

export const { useCheckAkismetKeyMutation } = dashboardApi;
