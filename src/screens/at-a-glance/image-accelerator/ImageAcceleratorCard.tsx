/**
 * The Image Accelerator card (spec 2 §2.11): the site accelerator switch (spec 3 §4.3), saved with POST settings.
 * While saving, the switch shows the chosen position and ignores further changes; a failed save puts it back where the server has it and an
 * error notice says why. Offline, or with the image CDN forced off, the switch is disabled (spec 2 §5).
 */
import { useState } from 'react';
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { DashItem } from '../../../components/dash-item/DashItem';
import {
	failureCode,
	siteAcceleratorDisabled,
	siteAcceleratorNotices,
	siteAcceleratorOn,
	siteAcceleratorUpdate,
} from '../../../lib/image-accelerator-card';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { useGetModulesQuery } from '../../../state/modules/api';
import { noticesActions, SUCCESS_NOTICE_MS } from '../../../state/notices/slice';
import { selectCapabilities } from '../../../state/selectors';
import { settingsApi, useGetSettingsQuery, useUpdateSettingsMutation } from '../../../state/settings/api';
import '../module-card/module-card.css';

const NOTICE_ID = 'site-accelerator';

function useSiteAcceleratorSwitch() {
	const dispatch = useAppDispatch();
	// Both printed by the page: never fetched on load; the subscriptions keep them after a save.
	const settings = useGetSettingsQuery().data;
	const modules = useGetModulesQuery().data;
	const [ save, { isLoading } ] = useUpdateSettingsMutation();
	const [ requested, setRequested ] = useState< boolean | null >( null );

	const change = async ( enable: boolean ) => {
		const notices = siteAcceleratorNotices( enable );
		setRequested( enable );
		dispatch( noticesActions.noticeShown( { noticeId: NOTICE_ID, status: 'is-info', text: notices.progress, showDismiss: false } ) );
		const update = siteAcceleratorUpdate( enable, modules );
		const result = await save( update );
		if ( 'error' in result ) {
			dispatch( noticesActions.noticeShown( { noticeId: NOTICE_ID, status: 'is-error', text: notices.error( failureCode( result.error ) ) } ) );
		} else {
			// The server took it: show it now rather than the old value until the settings come back.
			dispatch(
				settingsApi.util.updateQueryData( 'getSettings', undefined, ( draft ) => {
					Object.assign( draft, update );
				} )
			);
			dispatch(
				noticesActions.noticeShown( { noticeId: NOTICE_ID, status: 'is-success', text: notices.success, duration: SUCCESS_NOTICE_MS } )
			);
		}
		setRequested( null );
	};
	const on = requested ?? siteAcceleratorOn( settings );
	return { on, saving: isLoading || requested !== null, modules, change };
}

export function ImageAcceleratorCard() {
	const caps = useAppSelector( selectCapabilities );
	const { on, saving, modules, change } = useSiteAcceleratorSwitch();
	const disabled = siteAcceleratorDisabled( on, modules, caps );
	return (
		<DashItem title={ __( 'Image Accelerator', 'jetpack' ) }>
			{ caps.isOfflineMode && <p>{ __( 'Unavailable in Offline Mode.', 'jetpack' ) }</p> }
			{ caps.userCanManageModules ? (
				<div className="jp-module-card__toggle">
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Site accelerator', 'jetpack' ) }
						help={ __( 'Load images and static files faster from a global network of servers.', 'jetpack' ) }
						checked={ on }
						disabled={ disabled }
						// Still enabled while saving, so focus stays on it; a second change waits for the first.
						onChange={ ( enable: boolean ) => ! disabled && ! saving && change( enable ) }
					/>
				</div>
			) : (
				! caps.isOfflineMode && (
					<p>
						{ on
							? __( 'Site accelerator is on: images and static files load from a global network of servers.', 'jetpack' )
							: __( 'Site accelerator is off.', 'jetpack' ) }
					</p>
				)
			) }
		</DashItem>
	);
}
