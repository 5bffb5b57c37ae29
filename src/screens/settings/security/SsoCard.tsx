/** WordPress.com login: the module's switch and its two options, saved at once (an option turns the module on). */
import { __ } from '@wordpress/i18n';
import { FoundIn } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SettingToggle } from '../../../components/settings/SettingToggle';
import { SettingsCard } from '../../../components/settings/SettingsCard';

export function SsoCard() {
	return (
		<SettingsCard title={ __( 'WordPress.com login', 'jetpack' ) }>
			<FoundIn slug="sso" />
			<ModuleToggle slug="sso" label={ __( 'Allow users to log in to this site using WordPress.com accounts', 'jetpack' ) } />
			<SettingToggle
				name="jetpack_sso_match_by_email"
				module="sso"
				label={ __( 'Match accounts using email addresses', 'jetpack' ) }
			/>
			<SettingToggle
				name="jetpack_sso_require_two_step"
				module="sso"
				label={ __( 'Require accounts to use WordPress.com Two-Step Authentication', 'jetpack' ) }
			/>
		</SettingsCard>
	);
}
