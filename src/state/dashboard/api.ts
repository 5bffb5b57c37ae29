/**
 * The data of the At a Glance cards (docs/api.md#dashboard-cards): one request each, made by the card that shows it,
 * kept for the life of the page like the stats ranges.
 */
import { REST_ROUTES } from '../../api/rest-routes';
import type { AkismetData, AkismetKeyCheck, ProtectCount, RewindStatus, ScanStatus, VaultPressData } from '../../api/types';
import { api, runRoute } from '../api';

const KEPT = { keepUnusedDataFor: Infinity } as const;

export const dashboardApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		getRewindStatus: build.query< RewindStatus, void >( {
			...KEPT,
			queryFn: () => runRoute( REST_ROUTES.rewind ),
			providesTags: [ 'Dashboard' ],
		} ),
		getScanStatus: build.query< ScanStatus, void >( {
			...KEPT,
			queryFn: () => runRoute( REST_ROUTES.scan ),
			providesTags: [ 'Dashboard' ],
		} ),
		/** Asked only while the legacy backup and scan module is active (docs/api.md#dashboard-cards on-load rules). */
		getVaultPressData: build.query< VaultPressData, void >( {
			...KEPT,
			// Its own {code, message, data} shape is the answer, not an envelope.
			queryFn: () => runRoute( REST_ROUTES.vaultPressData ),
			providesTags: [ 'Dashboard' ],
		} ),
		getAkismetData: build.query< AkismetData, void >( {
			...KEPT,
			queryFn: () => runRoute( REST_ROUTES.akismetData ),
			providesTags: [ 'Akismet' ],
		} ),
		getAkismetKeyCheck: build.query< AkismetKeyCheck, void >( {
			...KEPT,
			queryFn: () => runRoute( REST_ROUTES.akismetKey ),
			providesTags: [ 'Akismet' ],
		} ),
		/** Checks a typed key; a valid one is kept by the server, so the card's data is asked again. */
		checkAkismetKey: build.mutation< AkismetKeyCheck, string >( {
			queryFn: ( key ) => runRoute( REST_ROUTES.checkAkismetKey, { data: { api_key: key } } ),
			invalidatesTags: ( result ) => ( result?.validKey ? [ 'Akismet' ] : [] ),
		} ),
		/** Asked only while brute-force protection is active. */
		getProtectCount: build.query< ProtectCount, void >( {
			...KEPT,
			queryFn: () => runRoute( REST_ROUTES.protectCount ),
			providesTags: [ 'Dashboard' ],
		} ),
	} ),
} );

export const {
	useGetRewindStatusQuery,
	useGetScanStatusQuery,
	useGetVaultPressDataQuery,
	useGetAkismetDataQuery,
	useGetAkismetKeyCheckQuery,
	useCheckAkismetKeyMutation,
	useGetProtectCountQuery,
} = dashboardApi;
