/**
 * Media: the VideoPress switch (turning it on needs a connected site owner), the upsell line of a plan without
 * VideoPress, and the private-videos switch (needs VideoPress on and a connected owner).
 */
import { __ } from '@wordpress/i18n';
import { FoundIn } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SettingToggle } from '../../../components/settings/SettingToggle';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { videoPressUpsell } from './search-settings';
import { useAppSelector } from '../../../state/hooks';
import { selectCapabilities } from '../../../state/selectors';
import { useSettingSwitch } from '../../../state/settings/use-setting-switch';

export function VideoPressMediaCard() {
	const caps = useAppSelector( selectCapabilities );
	const siteData = useAppSelector( ( state ) => state.page.siteData );
	const videopress = useSettingSwitch( 'videopress' );
	const upsell = videoPressUpsell( siteData.features, siteData.videoPressStorageUsed );
	const noOwner = caps.hasConnectedOwner ? null : __( 'A site owner must connect their WordPress.com account first.', 'jetpack' );
	return (
		<SettingsCard title={ __( 'Media', 'jetpack' ) }>
			<FoundIn slug="videopress" />
			<ModuleToggle
				slug="videopress"
				label={ __( 'Enable VideoPress', 'jetpack' ) }
				help={ __( 'Host fast, high-quality, ad-free video on your site.', 'jetpack' ) }
				disabledReason={ videopress.on ? null : noOwner }
			/>
			{ upsell && (
				<p className="jp-settings-upsell">
					{ upsell === 'used'
						? __( 'You have used your free video. Upgrade now to unlock more videos and 1TB of storage.', 'jetpack' )
						: __( '1 free video available. Upgrade now to unlock more videos and 1TB of storage.', 'jetpack' ) }
				</p>
			) }
			<SettingToggle
				name="videopress_private_enabled_for_site"
				module="videopress"
				label={ __( 'Video privacy: restrict views to members of this site', 'jetpack' ) }
				disabledReason={ noOwner ?? ( videopress.on ? null : __( 'Turn on VideoPress to change this.', 'jetpack' ) ) }
			/>
		</SettingsCard>
	);
}
