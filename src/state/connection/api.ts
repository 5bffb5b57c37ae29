import * as client from '../../api/connection';
import type { ConnectedPlugins, ConnectionData, ConnectionStatus, ConnectionTestResponse } from '../../api/types';
import type { IdentityCrisisChoice } from '../../lib/identity-crisis';
import { api, PRINTED_BY_PAGE, run } from '../api';

export const connectionApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		getConnectionStatus: build.query< ConnectionStatus, void >( {
			...PRINTED_BY_PAGE,
			queryFn: () => run( client.fetchConnectionStatus ),
			providesTags: [ 'Connection' ],
		} ),
		getConnectionData: build.query< ConnectionData, void >( {
			...PRINTED_BY_PAGE,
			queryFn: () => run( client.fetchConnectionData ),
			providesTags: [ 'ConnectionData' ],
		} ),
		getConnectedPlugins: build.query< ConnectedPlugins, void >( {
			...PRINTED_BY_PAGE,
			queryFn: () => run( client.fetchConnectedPlugins ),
			providesTags: [ 'ConnectedPlugins' ],
		} ),
		getConnectUrl: build.query< string, void >( {
			queryFn: () => run( client.fetchConnectUrl ),
			providesTags: [ 'Connection' ],
		} ),
		testConnection: build.mutation< ConnectionTestResponse, void >( {
			queryFn: () => run( client.testConnection ),
		} ),
		disconnectSite: build.mutation< unknown, void >( {
			queryFn: () => run( client.disconnectSite ),
			// 'Connection' covers the status and the connect URL: both are fetched again for the next connection.
			invalidatesTags: [ 'Connection', 'ConnectionData' ],
		} ),
		unlinkUser: build.mutation< unknown, void >( {
			queryFn: () => run( client.unlinkUser ),
			invalidatesTags: [ 'Connection', 'ConnectionData' ],
		} ),
		resolveIdentityCrisis: build.mutation< { authorizeUrl?: string }, { choice: IdentityCrisisChoice; redirectUri: string } >( {
			queryFn: ( { choice, redirectUri } ) => run( () => client.resolveIdentityCrisis( choice, redirectUri ) ),
			invalidatesTags: [ 'Connection' ],
		} ),
		markStoreWelcomeSeen: build.mutation< unknown, void >( {
			queryFn: () => run( client.markWooConnectionModalSeen ),
		} ),
		reconnectSite: build.mutation< unknown, void >( {
			queryFn: () => run( client.reconnectSite ),
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
