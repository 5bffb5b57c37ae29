/** Shortlinks: the module switch; shortened URLs come from the provider, so it needs a connected site. */
import { __ } from '@wordpress/i18n';
import { FoundIn } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { useTrafficPage } from './use-traffic-page';

const MODULE = 'shortlinks';

export function ShortlinksCard() {
	const { caps } = useTrafficPage();
	const notConnected = caps.isSiteConnected ? null : __( 'Connect your site to WordPress.com to use shortlinks.', 'jetpack' );
	return (
		<SettingsCard title={ __( 'Shortlinks', 'jetpack' ) }>
			<FoundIn slug={ MODULE } />
			<ModuleToggle slug={ MODULE } label={ __( 'Generate shortened URLs for simpler sharing.', 'jetpack' ) } disabledReason={ notConnected } />
		</SettingsCard>
	);
}
