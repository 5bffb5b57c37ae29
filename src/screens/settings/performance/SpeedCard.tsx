/**
 * Performance & speed: the site accelerator (images and static files from the global network; its parts move
 * together, each kept where a site administrator forced it) and lazy images.
 */
import { __ } from '@wordpress/i18n';
import { FoundIn, useSettingsSearch } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { SettingSwitchView } from '../../../components/settings/SettingSwitchView';
import {
	siteAcceleratorDisabled,
	siteAcceleratorNotices,
	siteAcceleratorOn,
	siteAcceleratorUpdate,
} from '../../../lib/image-accelerator-card';
import { moduleUnavailableReason } from '../../../lib/module-toggle';
import { useAppSelector } from '../../../state/hooks';
import { useGetModulesQuery } from '../../../state/modules/api';
import { selectCapabilities } from '../../../state/selectors';
import { useSettingSwitch } from '../../../state/settings/use-setting-switch';

function SiteAccelerator() {
	const caps = useAppSelector( selectCapabilities );
	const modules = useGetModulesQuery().data;
	const accelerator = useSettingSwitch( 'photon', {
		isOn: siteAcceleratorOn,
		buildUpdate: ( next ) => siteAcceleratorUpdate( next, modules ),
		messages: ( next ) => {
			const notices = siteAcceleratorNotices( next );
			return { ...notices, error: ( _reason, code ) => notices.error( code ) };
		},
	} );
	const disabled = siteAcceleratorDisabled( accelerator.on, modules, caps );
	const reason = disabled ? moduleUnavailableReason( modules?.photon, caps ) ?? moduleUnavailableReason( modules?.[ 'photon-cdn' ], caps ) : null;
	return (
		<SettingSwitchView
			toggle={ accelerator }
			label={ __( 'Enable site accelerator', 'jetpack' ) }
			help={ __( 'Load pages faster by serving images and static files from a global network of servers.', 'jetpack' ) }
			reason={ disabled ? reason ?? __( 'Unavailable in Offline Mode', 'jetpack' ) : null }
		/>
	);
}

export function SpeedCard() {
	const { isFound } = useSettingsSearch();
	const acceleratorFound = [ 'photon', 'photon-cdn', 'tiled-gallery' ].some( isFound );
	return (
		<SettingsCard title={ __( 'Performance & speed', 'jetpack' ) }>
			<FoundIn slug="photon" />
			<FoundIn slug="lazy-images" />
			{ acceleratorFound && <SiteAccelerator /> }
			{ isFound( 'lazy-images' ) && (
				<ModuleToggle
					slug="lazy-images"
					label={ __( 'Lazy load images', 'jetpack' ) }
					help={ __( 'Images load only as visitors scroll to them, so pages show sooner.', 'jetpack' ) }
				/>
			) }
		</SettingsCard>
	);
}
