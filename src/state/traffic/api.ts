/** Google site verification: the status the site has with Google, and the request to verify (GET/POST verify-site/google). */
import { REST_ROUTES } from '../../api/rest-routes';
import type { GoogleVerificationStatus } from '../../api/types';
import { api, runRoute } from '../api';

export const trafficApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		getGoogleVerification: build.query< GoogleVerificationStatus, void >( {
			queryFn: () => runRoute( REST_ROUTES.googleVerification ),
		} ),
		/**
		 * The status through a fresh Google connection, whose keyring id lets the provider hand out a token for a site
		 * not yet verified: a one-off step of the connect flow, so not cached.
		 */
		readGoogleKeyringStatus: build.mutation< GoogleVerificationStatus, number >( {
			queryFn: ( keyring ) => runRoute( REST_ROUTES.googleVerificationWithKeyring, { params: { keyring } } ),
		} ),
		verifySiteWithGoogle: build.mutation< GoogleVerificationStatus, number | undefined >( {
			// Through the keyring connection when one is given.
			queryFn: ( keyringId ) => runRoute( REST_ROUTES.verifyWithGoogle, { data: keyringId === undefined ? {} : { keyring_id: keyringId } } ),
			async onQueryStarted( _keyring, { dispatch, queryFulfilled } ) {
				try {
					const { data } = await queryFulfilled;
					dispatch( trafficApi.util.upsertQueryData( 'getGoogleVerification', undefined, data ) );
				} catch {
					// The caller shows why; the cached status stays as it was.
				}
			},
		} ),
	} ),
} );

export const { useGetGoogleVerificationQuery, useReadGoogleKeyringStatusMutation, useVerifySiteWithGoogleMutation } = trafficApi;
