/**
 * Anti-spam, shown while the Akismet plugin is active: the API key, saved with Save Settings. The plugin list is
 * asked for when the section shows (the card stays hidden until it says the plugin is active).
 */
import { __ } from '@wordpress/i18n';
import { FoundIn } from '../../../components/settings/search-context';
import { SettingTextField } from '../../../components/settings/SettingFields';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { useGetPluginsQuery } from '../../../state/plugins/api';
import { useSettingsForm } from '../../../state/settings/use-settings-form';

export function AntiSpamCard() {
	const plugins = useGetPluginsQuery();
	const form = useSettingsForm( 'security-anti-spam' );
	if ( ! plugins.data?.[ 'akismet/akismet.php' ]?.active ) {
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
