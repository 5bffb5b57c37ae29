/**
 * Brute force protection: the switch, and the addresses never blocked (one per line), saved with Save Settings.
 * The user's current address is shown so they can add it.
 */
import { __, sprintf } from '@wordpress/i18n';
import { FoundIn } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SettingTextArea } from '../../../components/settings/SettingFields';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { invalidIpEntries } from './ip-list';
import { useAppSelector } from '../../../state/hooks';
import { useSettingsForm } from '../../../state/settings/use-settings-form';
import { useSettingSwitch } from '../../../state/settings/use-setting-switch';
import { invalidListMessage } from './invalid-list';

export function ProtectCard() {
	const form = useSettingsForm( 'security-protect', { module: 'protect' } );
	const protect = useSettingSwitch( 'protect' );
	const currentIp = useAppSelector( ( state ) => state.page.currentIp );
	const list = form.value( 'jetpack_protect_global_whitelist' );
	const invalid = invalidIpEntries( typeof list === 'string' ? list : '' );
	return (
		<SettingsCard title={ __( 'Brute force protection', 'jetpack' ) } form={ protect.on ? form : undefined } invalid={ invalidListMessage( invalid ) }>
			<FoundIn slug="protect" />
			<ModuleToggle slug="protect" label={ __( 'Block suspicious-looking sign in activity', 'jetpack' ) } />
			{ protect.on && (
				<SettingTextArea
					form={ form }
					name="jetpack_protect_global_whitelist"
					label={ __( 'Always allowed IP addresses', 'jetpack' ) }
					help={
						currentIp
							? /* translators: %s: the visitor's IP address. */
							  sprintf( __( 'One address, block (CIDR) or range per line. Your current IP address is: %s', 'jetpack' ), currentIp )
							: __( 'One address, block (CIDR) or range per line.', 'jetpack' )
					}
				/>
			) }
		</SettingsCard>
	);
}
