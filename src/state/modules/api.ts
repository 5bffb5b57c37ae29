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
		updateModuleOptions: build.mutation< unknown, { slug: string; options: ModuleOptionsUpdate } >( {
			queryFn: ( { slug, options } ) => run( () => client.updateModuleOptions( slug, options ) ),
			invalidatesTags: [ 'Modules', 'Settings' ],
		} ),
	} ),
} );

export const { useGetModulesQuery, useUpdateModuleOptionsMutation } = modulesApi;
