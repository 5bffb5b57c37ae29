/**
 * The data of the At a Glance cards (docs/api.md#dashboard-cards): one request each, made by the card that shows it,
 * kept for the life of the page like the stats ranges.
 */
import * as client from '../../api/dashboard';
import type { AkismetData, AkismetKeyCheck, ProtectCount, RewindStatus, ScanStatus, VaultPressData } from '../../api/types';
import { api, run } from '../api';

const KEPT = { keepUnusedDataFor: Infinity } as const;

export const dashboardApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		getRewindStatus: build.query< RewindStatus, void >( {
			...KEPT,
			queryFn: () => run( client.fetchRewindStatus ),
			providesTags: [ 'Dashboard' ],
		} ),
		getScanStatus: build.query< ScanStatus, void >( {
			...KEPT,
			queryFn: () => run( client.fetchScanStatus ),
			providesTags: [ 'Dashboard' ],
		} ),
		/** Asked only while the legacy backup and scan module is active (docs/api.md#dashboard-cards on-load rules). */
		getVaultPressData: build.query< VaultPressData, void >( {
			...KEPT,
			queryFn: () => run( client.fetchVaultPressData ),
			providesTags: [ 'Dashboard' ],
		} ),
		getAkismetData: build.query< AkismetData, void >( {
			...KEPT,
			queryFn: () => run( client.fetchAkismetData ),
			providesTags: [ 'Akismet' ],
		} ),
		getAkismetKeyCheck: build.query< AkismetKeyCheck, void >( {
			...KEPT,
			queryFn: () => run( client.checkAkismetKey ),
			providesTags: [ 'Akismet' ],
		} ),
		/** Checks a typed key; a valid one is kept by the server, so the card's data is asked again. */
		checkAkismetKey: build.mutation< AkismetKeyCheck, string >( {
			queryFn: ( key ) => run( () => client.checkAkismetKeyTyped( key ) ),
			invalidatesTags: ( result ) => ( result?.validKey ? [ 'Akismet' ] : [] ),
		} ),
		/** Asked only while brute-force protection is active. */
		getProtectCount: build.query< ProtectCount, void >( {
			...KEPT,
			queryFn: () => run( client.fetchProtectCount ),
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
