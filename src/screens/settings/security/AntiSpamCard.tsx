/**
 * Anti-spam, shown while the Akismet plugin is active (the module list reports the plugin as the akismet module):
 * the API key, saved with Save Settings.
 */
import { __ } from '@wordpress/i18n';
import { FoundIn } from '../../../components/settings/search-context';
import { SettingTextField } from '../../../components/settings/SettingFields';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { useGetModulesQuery } from '../../../state/modules/api';
import { useSettingsForm } from '../../../state/settings/use-settings-form';

export function AntiSpamCard() {
	const akismetActive = useGetModulesQuery().data?.akismet?.activated === true;
	const form = useSettingsForm( 'security-anti-spam' );
	if ( ! akismetActive ) {
		return null;
	}
	return (
		<SettingsCard title={ __( 'Anti-spam', 'jetpack' ) } form={ form }>
			<FoundIn slug="akismet" />
			<p>{ __( 'Comments and contact form submissions are checked against a global spam database.', 'jetpack' ) }</p>
			<SettingTextField form={ form } name="wordpress_api_key" label={ __( 'Your API key', 'jetpack' ) } />
		</SettingsCard>
	);
}
