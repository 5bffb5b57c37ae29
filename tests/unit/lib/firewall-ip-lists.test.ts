/**
 * The firewall's IP lists switch (docs/hosts.md#firewall): Jetpack's settings keep two switches where the app shows
 * one, read as on while either is; the app's one is written back as both.
 */
import { withJetpackIpListsSwitches, withOneIpListsSwitch } from '../../../src/lib/firewall-ip-lists';
import type { Settings } from '../../../src/api/types';

describe( 'reading Jetpack’s two switches as the one the Firewall settings show', () => {
	it.each( [
		[ 'both on', true, { jetpack_waf_ip_allow_list_enabled: true, jetpack_waf_ip_block_list_enabled: true } ],
		[ 'only the allow list on', true, { jetpack_waf_ip_allow_list_enabled: true, jetpack_waf_ip_block_list_enabled: false } ],
		[ 'only the block list on', true, { jetpack_waf_ip_allow_list_enabled: false, jetpack_waf_ip_block_list_enabled: true } ],
		[ 'both off', false, { jetpack_waf_ip_allow_list_enabled: false, jetpack_waf_ip_block_list_enabled: false } ],
		[ 'the allow list on as PHP’s "1"', true, { jetpack_waf_ip_allow_list_enabled: '1', jetpack_waf_ip_block_list_enabled: false } ],
		[ 'the block list on as the number 1', true, { jetpack_waf_ip_allow_list_enabled: false, jetpack_waf_ip_block_list_enabled: 1 } ],
		[ 'both off as PHP’s "0" and ""', false, { jetpack_waf_ip_allow_list_enabled: '0', jetpack_waf_ip_block_list_enabled: '' } ],
		[ 'both off as the number 0 and the text "true"', false, { jetpack_waf_ip_allow_list_enabled: 0, jetpack_waf_ip_block_list_enabled: 'true' } ],
		[ 'only the allow list sent, on', true, { jetpack_waf_ip_allow_list_enabled: true } ],
		[ 'only the block list sent, off', false, { jetpack_waf_ip_block_list_enabled: false } ],
	] satisfies [ string, boolean, Settings ][] )( 'with %s, the IP lists show on: %s', ( _switches, on, switches ) => {
		expect( withOneIpListsSwitch( { stats: true, ...switches } ) ).toEqual( { stats: true, jetpack_waf_ip_list: on } );
	} );

	it( 'keeps settings that hold the app’s own switch as they are, Jetpack’s beside it too', () => {
		const settings: Settings = { jetpack_waf_ip_list: false, jetpack_waf_ip_allow_list_enabled: true };
		expect( withOneIpListsSwitch( settings ) ).toBe( settings );
		expect( settings ).toEqual( { jetpack_waf_ip_list: false, jetpack_waf_ip_allow_list_enabled: true } );
	} );

	it( 'keeps settings without either switch as they are', () => {
		const settings: Settings = { stats: true };
		expect( withOneIpListsSwitch( settings ) ).toBe( settings );
		expect( settings ).toEqual( { stats: true } );
	} );
} );

describe( 'writing the one switch as Jetpack’s two', () => {
	it.each( [
		[ 'on', true, true ],
		[ 'off', false, false ],
	] )( 'sends the IP lists turned %s as both switches', ( _state, lists, sent ) => {
		expect( withJetpackIpListsSwitches( { stats: true, jetpack_waf_ip_list: lists } ) ).toEqual( {
			stats: true,
			jetpack_waf_ip_allow_list_enabled: sent,
			jetpack_waf_ip_block_list_enabled: sent,
		} );
	} );

	it( 'sends an update without the switch as it is', () => {
		const update: Settings = { stats: false };
		expect( withJetpackIpListsSwitches( update ) ).toBe( update );
	} );
} );
