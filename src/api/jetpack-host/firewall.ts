/**
 * The firewall's settings as Jetpack's WAF package answers them (docs/hosts.md#firewall): the options as stored, so a
 * switch is '1' or '', and its own names for the bootstrap file and the automatic rules.
 */
import type { WafSettings } from '../types';
import type { HostAdapters } from '../route-adapters';
import { asRecord, text } from './shapes';

const on = ( value: unknown ): boolean => value === true || value === '1' || value === 1;

export function wafSettings( raw: unknown ): WafSettings {
	const waf = asRecord( raw );
	return {
		bootstrapPath: text( waf.bootstrapPath ?? waf.bootstrap_path ),
		hasRulesAccess: on( waf.hasRulesAccess ?? waf.automatic_rules_available ),
		jetpack_waf_ip_list: on( waf.jetpack_waf_ip_list ),
		jetpack_waf_ip_allow_list: text( waf.jetpack_waf_ip_allow_list ),
		jetpack_waf_ip_block_list: text( waf.jetpack_waf_ip_block_list ),
		jetpack_waf_share_data: on( waf.jetpack_waf_share_data ),
	};
}

export const FIREWALL_ADAPTERS: HostAdapters = { waf: { answer: wafSettings } };
