/**
 * Server data the settings sections read besides the settings map: the firewall's own settings, the search plan,
 * and the usage-tracking preference (asked for when the Privacy section opens; changed optimistically).
 */
import { REST_ROUTES } from '../../api/rest-routes';
import type { PostByEmailAction, PostByEmailResponse, SearchPlanInfo, TrackingSettings, WafSettings } from '../../api/types';
import { api, runRoute } from '../api';
import { settingsApi } from './api';

export const settingsSectionApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		getWafSettings: build.query< WafSettings, void >( {
			queryFn: () => runRoute( REST_ROUTES.waf ),
		} ),
		getSearchPlan: build.query< SearchPlanInfo, void >( {
			queryFn: () => runRoute( REST_ROUTES.searchPlan ),
		} ),
		getTrackingSettings: build.query< TrackingSettings, void >( {
			queryFn: () => runRoute( REST_ROUTES.trackingSettings ),
		} ),
		/**
		 * Creates, regenerates or deletes the user's post-by-email address, through the settings update
		 * (docs/settings.md#post-by-email); the answer carries the new address, which replaces the shown one.
		 */
		changePostByEmailAddress: build.mutation< PostByEmailResponse, PostByEmailAction >( {
			queryFn: ( action ) => runRoute( REST_ROUTES.updateSettings, { data: { post_by_email_address: action } } ),
			async onQueryStarted( _action, { dispatch, queryFulfilled } ) {
				try {
					const { data } = await queryFulfilled;
					dispatch(
						settingsApi.util.updateQueryData( 'getSettings', undefined, ( draft ) => {
							draft.post_by_email_address = data.post_by_email_address ?? null;
						} )
					);
				} catch {
					// The card shows the failure; the address shown stays the server's.
				}
			},
		} ),
		/** Shows the new preference at once; the server's answer is merged in, a refusal undoes it. */
		updateTrackingSettings: build.mutation< TrackingSettings, { tracks_opt_out: boolean } >( {
			queryFn: ( update ) => runRoute( REST_ROUTES.updateTrackingSettings, { data: update } ),
			async onQueryStarted( update, { dispatch, queryFulfilled } ) {
				const patch = dispatch(
					settingsSectionApi.util.updateQueryData( 'getTrackingSettings', undefined, ( draft ) => void Object.assign( draft, update ) )
				);
				try {
					const { data } = await queryFulfilled;
					dispatch(
						settingsSectionApi.util.updateQueryData( 'getTrackingSettings', undefined, ( draft ) => {
							for ( const [ key, value ] of Object.entries( data ) ) {
								if ( key !== 'code' && key !== 'message' ) {
									draft[ key ] = value;
								}
							}
						} )
					);
				} catch {
					patch.undo();
				}
			},
		} ),
	} ),
} );

export const {
	useGetWafSettingsQuery,
	useGetSearchPlanQuery,
	useGetTrackingSettingsQuery,
	useUpdateTrackingSettingsMutation,
	useChangePostByEmailAddressMutation,
} = settingsSectionApi;
