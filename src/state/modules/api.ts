import * as client from '../../api/modules';
import type { ModuleMap, ModuleOptionsUpdate } from '../../api/types';
import { api, PRINTED_BY_PAGE, run } from '../api';

export const modulesApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		getModules: build.query< ModuleMap, void >( {
			...PRINTED_BY_PAGE,
			queryFn: () => run( client.fetchModules ),
			providesTags: [ 'Modules' ],
		} ),
		/** Switches a module, showing the new state at once and undoing it if the server refuses. */
		setModuleActive: build.mutation< unknown, { slug: string; active: boolean } >( {
			queryFn: ( { slug, active } ) => run( () => client.setModuleActive( slug, active ) ),
			async onQueryStarted( { slug, active }, { dispatch, queryFulfilled } ) {
				const patch = dispatch(
					modulesApi.util.updateQueryData( 'getModules', undefined, ( draft ) => {
						const module = draft[ slug ];
						if ( module ) {
							module.activated = active;
						}
					} )
				);
				try {
					await queryFulfilled;
				} catch {
					patch.undo();
				}
			},
			invalidatesTags: [ 'Modules', 'Settings' ],
		} ),
		updateModuleOptions: build.mutation< unknown, { slug: string; options: ModuleOptionsUpdate } >( {
			queryFn: ( { slug, options } ) => run( () => client.updateModuleOptions( slug, options ) ),
			invalidatesTags: [ 'Modules', 'Settings' ],
		} ),
	} ),
} );

export const { useGetModulesQuery, useSetModuleActiveMutation, useUpdateModuleOptionsMutation } = modulesApi;
