import { REST_ROUTES } from '../../api/rest-routes';
import type { ModuleMap } from '../../api/types';
import { api, PRINTED_BY_PAGE, runRoute } from '../api';

export const modulesApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		getModules: build.query< ModuleMap, void >( {
			...PRINTED_BY_PAGE,
			queryFn: () => runRoute( REST_ROUTES.modules ),
			providesTags: [ 'Modules' ],
		} ),
	} ),
} );

/**
 * The cached modules after a write that switched some of them: a map of slug → on or off, where entries that are not
 * a module's slug or not a boolean (other settings saved beside them) are left alone. One recipe for the settings save
 * and the module switch, which both show a module's new state without fetching the modules again.
 */
export function switchModules( switched: Readonly< Record< string, unknown > > ) {
	return modulesApi.util.updateQueryData( 'getModules', undefined, ( draft ) => {
		for ( const [ slug, value ] of Object.entries( switched ) ) {
			const module = draft[ slug ];
			if ( module && typeof value === 'boolean' ) {
				module.activated = value;
			}
		}
	} );
}

export const { useGetModulesQuery } = modulesApi;
