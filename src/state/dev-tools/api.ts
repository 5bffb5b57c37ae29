import type { DevToolsPreview, DevToolsPreviewState } from '../../api/dev-tools-preview';
import { REST_ROUTES } from '../../api/rest-routes';
import { api, runRoute } from '../api';

/** The developer preview (demo site, development version only). */
export const devToolsApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		getDevToolsPreview: build.query< DevToolsPreviewState, void >( {
			queryFn: () => runRoute( REST_ROUTES.devToolsPreview ),
		} ),
		updateDevToolsPreview: build.mutation< DevToolsPreviewState, Partial< DevToolsPreview > >( {
			// Unknown values are refused (400) and nothing changes.
			queryFn: ( change ) => runRoute( REST_ROUTES.updateDevToolsPreview, { data: change } ),
		} ),
	} ),
} );

export const { useGetDevToolsPreviewQuery, useUpdateDevToolsPreviewMutation } = devToolsApi;
