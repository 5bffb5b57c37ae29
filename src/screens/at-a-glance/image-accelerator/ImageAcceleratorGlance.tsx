/**
 * The Image Accelerator card (docs/dashboard.md#monitor-image-accelerator-and-protection): the site accelerator switch
 * (docs/settings.md#site-accelerator), saved with POST settings through the settings save model. While saving, the
 * switch shows the chosen position and ignores further changes;
 * a failed save puts it back where the server has it and an error notice says why, with "Try again". Offline, or
 * with the image CDN forced off, the switch is disabled (docs/rules.md#validation).
 *
 * The switch is the library's FormToggle with its own label and help line rather than ToggleControl: ToggleControl's
 * layout components would add 3 KB gz to every dashboard load for this one switch.
 */
import { useId } from 'react';
import { FormToggle } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { DashItem } from '../../../components/dash-item/DashItem';
import {
	siteAcceleratorDisabled,
	siteAcceleratorNotices,
	siteAcceleratorOn,
	siteAcceleratorUpdate,
} from '../../../lib/image-accelerator-card';
import { useAppSelector } from '../../../state/hooks';
import { useGetModulesQuery } from '../../../state/modules/api';
import { selectCapabilities } from '../../../state/selectors';
import { useSettingSwitch } from '../../../state/settings/use-setting-switch';
import type { SaveMessages } from '../../../state/settings/use-save-settings';
import '../module-card/module-card.css';

/** The card's own words for each direction; the error names the server's error code, then why on a line of its own. */
function messagesFor( enable: boolean ): SaveMessages {
	const notices = siteAcceleratorNotices( enable );
	return {
		progress: notices.progress,
		success: notices.success,
		error: ( reason, code ) => ( code === reason ? notices.error( code ) : `${ notices.error( code ) }\n${ reason }` ),
	};
}

/** The settings and modules are both printed by the page: never fetched on load; the save model keeps them current. */
function useSiteAcceleratorSwitch() {
	const modules = useGetModulesQuery().data;
	const toggle = useSettingSwitch( 'photon-cdn', {
		messages: messagesFor,
		buildUpdate: ( enable ) => siteAcceleratorUpdate( enable, modules ),
		isOn: siteAcceleratorOn,
	} );
	return { on: toggle.on, saving: toggle.saving, modules, change: toggle.change };
}

export function ImageAcceleratorGlance() {
	const caps = useAppSelector( selectCapabilities );
	const { on, saving, modules, change } = useSiteAcceleratorSwitch();
	const disabled = siteAcceleratorDisabled( on, modules, caps );
	const toggleId = useId();
	const helpId = useId();
	return (
		<DashItem title={ __( 'Image Accelerator', 'jetpack' ) }>
			{ caps.isOfflineMode && <p>{ __( 'Unavailable in Offline Mode.', 'jetpack' ) }</p> }
			{ caps.userCanManageModules ? (
				<div className="jp-module-card__toggle">
					<div className="jp-module-card__toggle-row">
						<FormToggle
							id={ toggleId }
							aria-describedby={ helpId }
							checked={ on }
							disabled={ disabled }
							// Still enabled while saving, so focus stays on it; a second change waits for the first.
							onChange={ ( event ) => void ( ! disabled && ! saving && change( event.target.checked ) ) }
						/>
						<label htmlFor={ toggleId }>{ __( 'Site accelerator', 'jetpack' ) }</label>
					</div>
					<p id={ helpId } className="jp-module-card__toggle-help">
						{ __( 'Load images and static files faster from a global network of servers.', 'jetpack' ) }
					</p>
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
