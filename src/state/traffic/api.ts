/** Google site verification: the status the site has with Google, and the request to verify (GET/POST verify-site/google). */
import * as client from '../../api/dashboard';
import type { GoogleVerificationStatus } from '../../api/types';
import { api, run } from '../api';

export const trafficApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		getGoogleVerification: build.query< GoogleVerificationStatus, void >( {
			queryFn: () => run( () => client.fetchGoogleVerificationStatus() ),
		} ),
		/** The status through a fresh Google connection: a one-off step of the connect flow, so not cached. */
		readGoogleKeyringStatus: build.mutation< GoogleVerificationStatus, number >( {
			queryFn: ( keyringId ) => run( () => client.fetchGoogleVerificationStatus( keyringId ) ),
		} ),
		verifySiteWithGoogle: build.mutation< GoogleVerificationStatus, number | undefined >( {
			queryFn: ( keyringId ) => run( () => client.verifySiteGoogle( keyringId ) ),
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
