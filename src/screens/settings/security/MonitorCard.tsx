/** Downtime monitoring: one switch; alerts go to the connected owner's email. */
import { __ } from '@wordpress/i18n';
import { FoundIn } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SettingsCard } from '../../../components/settings/SettingsCard';

export function MonitorCard() {
	return (
		<SettingsCard title={ __( 'Downtime monitoring', 'jetpack' ) }>
			<FoundIn slug="monitor" />
			<ModuleToggle
				slug="monitor"
				label={ __( 'Get alerts if your site goes offline. We’ll let you know when it’s back up, too.', 'jetpack' ) }
			/>
		</SettingsCard>
	);
}
