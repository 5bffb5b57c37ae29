import { REST_ROUTES } from '../../api/rest-routes';
import type { Settings } from '../../api/types';
import { api, PRINTED_BY_PAGE, runRoute } from '../api';
import { switchModules } from '../modules/api';

export const settingsApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		getSettings: build.query< Settings, void >( {
			...PRINTED_BY_PAGE,
			queryFn: () => runRoute( REST_ROUTES.settings ),
			providesTags: [ 'Settings' ],
		} ),
		/**
		 * Saves a map of options; the screen keeps the user's edits until this succeeds. The server stores a valid map
		 * whole and answers only that it did, so the cached settings and modules take the values sent and nothing is
		 * fetched again (docs/settings.md#save-model); a refused save changes nothing in the cache.
		 */
		updateSettings: build.mutation< unknown, Settings >( {
			queryFn: ( update ) => runRoute( REST_ROUTES.updateSettings, { data: update } ),
			async onQueryStarted( sent, { dispatch, queryFulfilled } ) {
				try {
					await queryFulfilled;
				} catch {
					return;
				}
				dispatch( settingsApi.util.updateQueryData( 'getSettings', undefined, ( draft ) => void Object.assign( draft, sent ) ) );
				dispatch( switchModules( sent ) );
			},
		} ),
		/** Back to the defaults, which only the server knows: fetched again. */
		resetOptions: build.mutation< unknown, 'options' | 'modules' >( {
			queryFn: ( name ) => runRoute( REST_ROUTES.resetOptions, { params: { name }, data: { reset: true } } ),
			invalidatesTags: [ 'Settings', 'Modules' ],
		} ),
	} ),
} );

export const { useGetSettingsQuery, useUpdateSettingsMutation, useResetOptionsMutation } = settingsApi;
