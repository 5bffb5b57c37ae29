/**
 * Jetpack Social connections: the module's switch (managers only; others read what it does) and, once it is on and
 * the site connected, the social accounts for a linked user (listed, connected in a popup, disconnected) with the
 * way to manage them at WordPress.com. The accounts are kept by the provider, so an unlinked user is asked to link.
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
import { SocialConnections } from './SocialConnections';

const MODULE = 'publicize';

export function PublicizeCard() {
	const caps = useAppSelector( selectCapabilities );
	const page = useAppSelector( ( state ) => state.page );
	const on = useSettingSwitch( MODULE ).on;
	const links = sharingLinks( {
		rawUrl: page.rawUrl,
		adminUrl: page.adminUrl,
		isSiteConnected: caps.isSiteConnected,
		sharingScreen: page.siteData.showSharingScreen,
	} );
	return (
		<SettingsCard title={ __( 'Jetpack Social connections', 'jetpack' ) }>
			<FoundIn slug={ MODULE } />
			{ caps.userCanManageModules ? (
				<ModuleToggle slug={ MODULE } label={ __( 'Automatically share your posts to social networks', 'jetpack' ) } />
			) : (
				<p>{ __( 'Your posts are shared to the social networks you connect, as soon as they are published.', 'jetpack' ) }</p>
			) }
			{ on &&
				caps.isSiteConnected &&
				( caps.isLinked ? (
					<>
						{ caps.userCanPublish && <SocialConnections /> }
						<p>
							<ExternalLink href={ links.connections }>{ __( 'Connect and manage your social media accounts', 'jetpack' ) }</ExternalLink>
						</p>
					</>
				) : (
					<p>{ __( 'Connect your WordPress.com account to manage your social media connections.', 'jetpack' ) }</p>
				) ) }
		</SettingsCard>
	);
}
