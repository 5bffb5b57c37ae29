/**
 * Jetpack Social: the site's connected accounts and the services they can come from. Connecting or disconnecting
 * an account updates the cached list at once with the server's answer, so no refetch is needed.
 */
import { REST_ROUTES } from '../../api/rest-routes';
import type { DisconnectSocialAccountResponse, SocialConnection, SocialService } from '../../api/types';
import { api, runRoute } from '../api';

export const socialApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		getSocialConnections: build.query< SocialConnection[], void >( {
			queryFn: () => runRoute( REST_ROUTES.socialConnections ),
		} ),
		getSocialServices: build.query< SocialService[], void >( {
			queryFn: () => runRoute( REST_ROUTES.socialServices ),
		} ),
		connectSocialAccount: build.mutation< SocialConnection, number >( {
			queryFn: ( keyringId ) => runRoute( REST_ROUTES.connectSocialAccount, { data: { keyring_connection_id: keyringId } } ),
			async onQueryStarted( _keyringId, { dispatch, queryFulfilled } ) {
				try {
					const { data } = await queryFulfilled;
					dispatch(
						socialApi.util.updateQueryData( 'getSocialConnections', undefined, ( draft ) => {
							if ( ! draft.some( ( connection ) => connection.id === data.id ) ) {
								draft.push( data );
							}
						} )
					);
				} catch {
					// The caller shows why; the list stays as it was.
				}
			},
		} ),
		disconnectSocialAccount: build.mutation< DisconnectSocialAccountResponse, number >( {
			queryFn: ( id ) => runRoute( REST_ROUTES.disconnectSocialAccount, { params: { id } } ),
			async onQueryStarted( id, { dispatch, queryFulfilled } ) {
				try {
					await queryFulfilled;
					dispatch(
						socialApi.util.updateQueryData( 'getSocialConnections', undefined, ( draft ) =>
							draft.filter( ( connection ) => connection.id !== id )
						)
					);
				} catch {
					// The caller shows why; the account stays listed.
				}
			},
		} ),
	} ),
} );

export const {
	useGetSocialConnectionsQuery,
	useGetSocialServicesQuery,
	useConnectSocialAccountMutation,
	useDisconnectSocialAccountMutation,
} = socialApi;
