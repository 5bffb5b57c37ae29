import { REST_ROUTES } from '../../api/rest-routes';
import type { ConnectedPlugins, ConnectionData, ConnectionStatus, ConnectionTestResponse } from '../../api/types';
import type { IdentityCrisisChoice } from '../../lib/identity-crisis';
import { api, PRINTED_BY_PAGE, runRoute } from '../api';

/** One of the three identity-crisis calls; start-fresh says where the fresh connection is authorized. */
function resolveIdentityCrisis( choice: IdentityCrisisChoice, redirectUri: string ) {
	switch ( choice ) {
		case 'safe-mode':
			return runRoute( REST_ROUTES.confirmSafeMode );
		case 'migrate':
			return runRoute( REST_ROUTES.migrateIdentity );
		case 'start-fresh':
			return runRoute( REST_ROUTES.startFresh, { data: { redirect_uri: redirectUri } } );
	}
}

export const connectionApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		getConnectionStatus: build.query< ConnectionStatus, void >( {
			...PRINTED_BY_PAGE,
			queryFn: () => runRoute( REST_ROUTES.connectionStatus ),
			providesTags: [ 'Connection' ],
		} ),
		getConnectionData: build.query< ConnectionData, void >( {
			...PRINTED_BY_PAGE,
			queryFn: () => runRoute( REST_ROUTES.connectionData ),
			providesTags: [ 'ConnectionData' ],
		} ),
		getConnectedPlugins: build.query< ConnectedPlugins, void >( {
			...PRINTED_BY_PAGE,
			queryFn: () => runRoute( REST_ROUTES.connectedPlugins ),
			providesTags: [ 'ConnectedPlugins' ],
		} ),
		getConnectUrl: build.query< string, void >( {
			queryFn: () => runRoute( REST_ROUTES.connectUrl ),
			providesTags: [ 'Connection' ],
		} ),
		testConnection: build.mutation< ConnectionTestResponse, void >( {
			queryFn: () => runRoute( REST_ROUTES.testConnection ),
		} ),
		disconnectSite: build.mutation< unknown, void >( {
			queryFn: () => runRoute( REST_ROUTES.disconnectSite, { data: { isActive: false } } ),
			// 'Connection' covers the status and the connect URL: both are fetched again for the next connection.
			invalidatesTags: [ 'Connection', 'ConnectionData' ],
		} ),
		unlinkUser: build.mutation< unknown, void >( {
			queryFn: () => runRoute( REST_ROUTES.unlinkUser, { data: { linked: false } } ),
			invalidatesTags: [ 'Connection', 'ConnectionData' ],
		} ),
		resolveIdentityCrisis: build.mutation< { authorizeUrl?: string }, { choice: IdentityCrisisChoice; redirectUri: string } >( {
			queryFn: ( { choice, redirectUri } ) => resolveIdentityCrisis( choice, redirectUri ),
			invalidatesTags: [ 'Connection' ],
		} ),
		markStoreWelcomeSeen: build.mutation< unknown, void >( {
			queryFn: () => runRoute( REST_ROUTES.seenWooConnectionModal ),
		} ),
		reconnectSite: build.mutation< unknown, void >( {
			queryFn: () => runRoute( REST_ROUTES.reconnectSite ),
			invalidatesTags: [ 'Connection' ],
		} ),
	} ),
} );

export const {
	useGetConnectionStatusQuery,
	useGetConnectionDataQuery,
	useGetConnectedPluginsQuery,
	useGetConnectUrlQuery,
	useTestConnectionMutation,
	useDisconnectSiteMutation,
	useUnlinkUserMutation,
	useReconnectSiteMutation,
	useMarkStoreWelcomeSeenMutation,
	useResolveIdentityCrisisMutation,
} = connectionApi;
