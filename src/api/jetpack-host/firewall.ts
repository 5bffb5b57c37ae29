/**
 * The firewall's settings as Jetpack answers them (docs/hosts.md#firewall). Its WAF package answers the options as
 * stored, so a switch is '1' or '', with its own names for the bootstrap file and the automatic rules. Its settings
 * keep the IP lists' switch as two, one per list, and refuse the app's one: both are read as one and written as two.
 */
import type { Settings, WafSettings } from '../types';
import type { HostAdapters } from '../route-adapters';
import { withJetpackIpListsSwitches, withOneIpListsSwitch } from '../../lib/firewall-ip-lists';
import { asRecord, text } from './shapes';

const on = ( value: unknown ): boolean => value === true || value === '1' || value === 1;

export function wafSettings( raw: unknown ): WafSettings {
	const waf = asRecord( raw );
	return {
		bootstrapPath: text( waf.bootstrapPath ?? waf.bootstrap_path ),
		hasRulesAccess: on( waf.hasRulesAccess ?? waf.automatic_rules_available ),
		// packages/waf/src/class-waf-runner.php Waf_Runner::get_config: the legacy switch beside the two lists' own.
		jetpack_waf_ip_list: on( waf.jetpack_waf_ip_list ) || on( waf.jetpack_waf_ip_allow_list_enabled ) || on( waf.jetpack_waf_ip_block_list_enabled ),
		jetpack_waf_ip_allow_list: text( waf.jetpack_waf_ip_allow_list ),
		jetpack_waf_ip_block_list: text( waf.jetpack_waf_ip_block_list ),
		jetpack_waf_share_data: on( waf.jetpack_waf_share_data ),
	};
}

export const FIREWALL_ADAPTERS: HostAdapters = {
	waf: { answer: wafSettings },
	// The client trusts a settings answer as it trusts this plugin's: only the switch is read another way.
	settings: { answer: ( raw ) => withOneIpListsSwitch( asRecord( raw ) as Settings ) },
	updateSettings: { send: ( call, send ) => send( { ...call, data: call.data && withJetpackIpListsSwitches( call.data ) } ) },
};
