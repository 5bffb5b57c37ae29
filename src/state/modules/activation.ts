/**
 * Turning a module on or off (POST module/{slug}/active): shown at once in the modules and in the settings map, which
 * lists each module as a switch, and undone in both if the server refuses. The answer says only that it worked, so
 * nothing is fetched again (docs/settings.md#save-model).
 */
import { REST_ROUTES } from '../../api/rest-routes';
import { api, runRoute } from '../api';
import { settingsApi } from '../settings/api';
import { switchModules } from './api';

export const moduleActivationApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		setModuleActive: build.mutation< unknown, { slug: string; active: boolean } >( {
			queryFn: ( { slug, active } ) => runRoute( REST_ROUTES.setModuleActive, { params: { slug }, data: { active } } ),
			async onQueryStarted( { slug, active }, { dispatch, queryFulfilled } ) {
				const patches = [
					dispatch( switchModules( { [ slug ]: active } ) ),
					dispatch( settingsApi.util.updateQueryData( 'getSettings', undefined, ( draft ) => void ( draft[ slug ] = active ) ) ),
				];
				try {
					await queryFulfilled;
				} catch {
					patches.forEach( ( patch ) => patch.undo() );
				}
			},
		} ),
	} ),
} );

export const { useSetModuleActiveMutation } = moduleActivationApi;
