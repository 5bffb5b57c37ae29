/**
 * The firewall's IP lists switch (docs/hosts.md#firewall): this plugin keeps one, `jetpack_waf_ip_list`; Jetpack's
 * settings keep two, `jetpack_waf_ip_allow_list_enabled` and `jetpack_waf_ip_block_list_enabled` (its
 * class.core-rest-api-endpoints.php get_updateable_data_list), refuse the one and never answer it. Its WAF package
 * reads the lists as on while either is (packages/waf/src/class-waf-runner.php Waf_Runner::get_config), and so does
 * the app. Pure: the page data's reading and the Jetpack adapters share it.
 */
import type { Settings } from '../api/types';

export const IP_LISTS = 'jetpack_waf_ip_list';
export const JETPACK_IP_LIST_SWITCHES = [ 'jetpack_waf_ip_allow_list_enabled', 'jetpack_waf_ip_block_list_enabled' ] as const;

const on = ( value: unknown ): boolean => value === true || value === '1' || value === 1;

/** Jetpack's settings with its two switches read as the one the app knows; settings without them are kept as they are. */
export function withOneIpListsSwitch( settings: Settings ): Settings {
	if ( IP_LISTS in settings || ! JETPACK_IP_LIST_SWITCHES.some( ( name ) => name in settings ) ) {
		return settings;
	}
	const { jetpack_waf_ip_allow_list_enabled: allow, jetpack_waf_ip_block_list_enabled: block, ...rest } = settings;
	return { ...rest, [ IP_LISTS ]: on( allow ) || on( block ) };
}

/** A settings update with the app's one switch written as Jetpack's two; an update without it is sent as it is. */
export function withJetpackIpListsSwitches( update: Settings ): Settings {
	if ( ! ( IP_LISTS in update ) ) {
		return update;
	}
	const { [ IP_LISTS ]: lists, ...rest } = update;
	const value = lists === true;
	return { ...rest, ...Object.fromEntries( JETPACK_IP_LIST_SWITCHES.map( ( name ) => [ name, value ] ) ) };
}
