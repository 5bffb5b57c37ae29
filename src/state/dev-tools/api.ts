import * as client from '../../api/dev-tools';
import type { DevToolsPreview, DevToolsPreviewState } from '../../api/dev-tools';
import { api, run } from '../api';

/** The developer preview (demo site, development version only). */
export const devToolsApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		getDevToolsPreview: build.query< DevToolsPreviewState, void >( {
			queryFn: () => run( client.fetchDevToolsPreview ),
		} ),
		updateDevToolsPreview: build.mutation< DevToolsPreviewState, Partial< DevToolsPreview > >( {
			queryFn: ( change ) => run( () => client.updateDevToolsPreview( change ) ),
		} ),
	} ),
} );

export const { useGetDevToolsPreviewQuery, useUpdateDevToolsPreviewMutation } = devToolsApi;
