/**
 * Sharing buttons: the module's switch and, once it is on, where the buttons are arranged (at WordPress.com for
 * a connected site, else the site's own Sharing screen where the host has one).
 */
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { FoundIn } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { sharingLinks } from './sharing-cards';
import { useAppSelector } from '../../../state/hooks';
import { selectCapabilities } from '../../../state/selectors';
import { useSettingSwitch } from '../../../state/settings/use-setting-switch';

const MODULE = 'sharedaddy';

export function SharingButtonsCard() {
	const caps = useAppSelector( selectCapabilities );
	const page = useAppSelector( ( state ) => state.page );
	const on = useSettingSwitch( MODULE ).on;
	const links = sharingLinks( {
		rawUrl: page.rawUrl,
		adminUrl: page.adminUrl,
		isSiteConnected: caps.isSiteConnected,
		sharingScreen: page.siteData.showSharingScreen,
	} );
	const label = __( 'Configure your sharing buttons', 'jetpack' );
	return (
		<SettingsCard title={ __( 'Sharing buttons', 'jetpack' ) }>
			<FoundIn slug={ MODULE } />
			<ModuleToggle slug={ MODULE } label={ __( 'Add sharing buttons to your posts and pages', 'jetpack' ) } />
			{ on && links.buttons && (
				<p>{ caps.isSiteConnected ? <ExternalLink href={ links.buttons }>{ label }</ExternalLink> : <a href={ links.buttons }>{ label }</a> }</p>
			) }
		</SettingsCard>
	);
}
