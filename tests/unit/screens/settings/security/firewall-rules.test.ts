import { firewallRulesSentence } from '../../../../../src/screens/settings/security/firewall-rules';

it.each( [
	[ true, true, 'Automatic firewall rules are on: new threats are blocked as soon as they are known.' ],
	[ false, true, 'Automatic firewall rules are off while the firewall is off: turn it on to block new threats as soon as they are known.' ],
	[ true, false, 'Upgrade your plan to get automatic firewall rules that block new threats as soon as they are known.' ],
	[ false, false, 'Upgrade your plan to get automatic firewall rules that block new threats as soon as they are known.' ],
] )( 'firewall on %s, rules access %s: %s', ( firewallOn, hasRulesAccess, sentence ) => {
	expect( firewallRulesSentence( firewallOn, hasRulesAccess ) ).toBe( sentence );
} );
