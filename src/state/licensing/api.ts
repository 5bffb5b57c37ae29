import { REST_ROUTES } from '../../api/rest-routes';
import type { ActivationNoticeDismiss, LicensingUserCounts, SetLicenseResponse, UserLicenses } from '../../api/types';
import { api, PRINTED_BY_PAGE, runRoute } from '../api';
import { readsOf } from '../route-reads/api';

/** The user's licences and the licence notices' calls (docs/api.md#connection-and-identity). */
export const licensingApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		getUserLicenseCounts: build.query< LicensingUserCounts, void >( {
			...PRINTED_BY_PAGE,
			queryFn: () => runRoute( REST_ROUTES.userLicenseCounts ),
			providesTags: [ 'Licensing' ],
		} ),
		getUserLicenses: build.query< UserLicenses, void >( {
			queryFn: () => runRoute( REST_ROUTES.userLicenses ),
			providesTags: [ 'Licensing' ],
		} ),
		/**
		 * Activates a key (POST licensing/set-license). On success the counts, site data, purchases, modules and
		 * settings are asked again (docs/api.md#connection-and-identity), and so are the dashboard cards' statuses (a
		 * backup or scan product changes what the Backup and Scan cards show) when a card next shows; a refusal (an
		 * errors map) changes nothing, so nothing is refreshed.
		 */
		setLicense: build.mutation< SetLicenseResponse, string >( {
			queryFn: ( key ) => runRoute( REST_ROUTES.setLicense, { data: { license: key } } ),
			invalidatesTags: ( answer ) => ( answer?.activatedProductId ? [ 'Licensing', 'Site', 'Modules', 'Settings', ...readsOf( 'rewind', 'scan', 'vaultPressData', 'protectCount', 'stats' ) ] : [] ),
		} ),
		/** Answers what the server recorded: the count and the time of the dismissal. */
		dismissLicenseActivationNotice: build.mutation< ActivationNoticeDismiss, number >( {
			queryFn: ( lastDetachedCount ) => runRoute( REST_ROUTES.dismissLicenseActivationNotice, { data: { last_detached_count: lastDetachedCount } } ),
		} ),
	} ),
} );

export const {
	useGetUserLicenseCountsQuery,
	useGetUserLicensesQuery,
	useDismissLicenseActivationNoticeMutation,
	useSetLicenseMutation,
} = licensingApi;
