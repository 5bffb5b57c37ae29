import * as client from '../../api/settings';
import type { Settings } from '../../api/types';
import { api, PRINTED_BY_PAGE, run } from '../api';

export const settingsApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		getSettings: build.query< Settings, void >( {
			...PRINTED_BY_PAGE,
			queryFn: () => run( client.fetchSettings ),
			providesTags: [ 'Settings' ],
		} ),
		/** Saves a map of options; the screen keeps the user's edits until this succeeds. */
		updateSettings: build.mutation< unknown, Settings >( {
			queryFn: ( update ) => run( () => client.updateSettings( update ) ),
			invalidatesTags: [ 'Settings', 'Modules' ],
		} ),
		resetOptions: build.mutation< unknown, 'options' | 'modules' >( {
			queryFn: ( name ) => run( () => client.resetOptions( name ) ),
			invalidatesTags: [ 'Settings', 'Modules' ],
		} ),
	} ),
} );

export const { useGetSettingsQuery, useUpdateSettingsMutation, useResetOptionsMutation } = settingsApi;
