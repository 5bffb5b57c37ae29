import { __ } from '@wordpress/i18n';

/**
 * The Firewall card's one sentence on automatic rules, from the firewall switch and the plan's rules access: rules
 * are only said to be on while the firewall itself is on (docs/settings.md#other-security-cards).
 */
export function firewallRulesSentence( firewallOn: boolean, hasRulesAccess: boolean ): string {
	if ( ! hasRulesAccess ) {
		return __( 'Upgrade your plan to get automatic firewall rules that block new threats as soon as they are known.', 'jetpack' );
	}
	return firewallOn
		? __( 'Automatic firewall rules are on: new threats are blocked as soon as they are known.', 'jetpack' )
		: __( 'Automatic firewall rules are off while the firewall is off: turn it on to block new threats as soon as they are known.', 'jetpack' );
}
