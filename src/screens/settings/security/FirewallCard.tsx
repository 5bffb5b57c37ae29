/**
 * Firewall: the switch, automatic rules (with the plan's rules access), the IP allow and block lists with their
 * own switch and validation, and sharing data with the provider. The lists save with Save Settings; the
 * firewall's own settings (rules access) are asked for when the card shows.
 */
import { __ } from '@wordpress/i18n';
import { QueryView } from '../../../components/isolation/QueryView';
import { FoundIn } from '../../../components/settings/search-context';
import { ModuleToggle } from '../../../components/settings/ModuleToggle';
import { SettingTextArea } from '../../../components/settings/SettingFields';
import { SettingToggle } from '../../../components/settings/SettingToggle';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { invalidIpEntries } from './ip-list';
import { useAppSelector } from '../../../state/hooks';
import { selectCapabilities } from '../../../state/selectors';
import { useGetWafSettingsQuery } from '../../../state/settings/section-api';
import { useSettingsForm } from '../../../state/settings/use-settings-form';
import { useSettingSwitch } from '../../../state/settings/use-setting-switch';
import { invalidListMessage } from './invalid-list';
import { firewallRulesSentence } from './firewall-rules';

export function FirewallCard() {
	const form = useSettingsForm( 'security-firewall', { module: 'waf' } );
	const waf = useSettingSwitch( 'waf' );
	const ipLists = useSettingSwitch( 'jetpack_waf_ip_list' );
	const caps = useAppSelector( selectCapabilities );
	// Rules access comes from the provider: an offline site does not ask.
	const wafQuery = useGetWafSettingsQuery( undefined, {
		skip: caps.isOfflineMode,
	} );
	const text = ( name: string ) => {
		const value = form.value( name );
		return typeof value === 'string' ? value : '';
	};
	const invalid = [
		...invalidIpEntries( text( 'jetpack_waf_ip_allow_list' ) ),
		...invalidIpEntries( text( 'jetpack_waf_ip_block_list' ) ),
	];
	return (
		<SettingsCard
			title={ __( 'Firewall', 'jetpack' ) }
			form={ waf.on && ipLists.on ? form : undefined }
			invalid={ invalidListMessage( invalid ) }
		>
			<FoundIn slug="waf" />
			<ModuleToggle
				slug="waf"
				label={ __(
					'Enable the firewall to protect your site from malicious requests',
					'jetpack'
				) }
			/>
			{ ! caps.isOfflineMode && (
				<QueryView
					query={ wafQuery }
					failedSummary={ __(
						'The firewall settings could not be loaded.',
						'jetpack'
					) }
				>
					{ ( settings ) => (
						<p className="jp-settings-firewall__rules">
							{ firewallRulesSentence( waf.on, settings.hasRulesAccess ) }
						</p>
					) }
				</QueryView>
			) }
			{ waf.on && (
				<>
					<SettingToggle
						name="jetpack_waf_ip_list"
						module="waf"
						label={ __( 'Allow and block specific IP addresses', 'jetpack' ) }
					/>
					{ ipLists.on && (
						<>
							<SettingTextArea
								form={ form }
								name="jetpack_waf_ip_block_list"
								label={ __( 'Blocked IP addresses', 'jetpack' ) }
								help={ __(
									'One address, block (CIDR) or range per line.',
									'jetpack'
								) }
							/>
							<SettingTextArea
								form={ form }
								name="jetpack_waf_ip_allow_list"
								label={ __( 'Always allowed IP addresses', 'jetpack' ) }
								help={ __(
									'One address, block (CIDR) or range per line.',
									'jetpack'
								) }
							/>
						</>
					) }
					<SettingToggle
						name="jetpack_waf_share_data"
						module="waf"
						label={ __(
							'Share data with Jetpack to help improve the firewall',
							'jetpack'
						) }
					/>
				</>
			) }
		</SettingsCard>
	);
}
