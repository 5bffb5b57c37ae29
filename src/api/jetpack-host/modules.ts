/**
 * Jetpack's module list and its ads (docs/hosts.md#modules): a module's `configurable` is false or the link to its
 * settings, and the ad placements are settings of the whole site, read and saved through `settings`.
 */
import type { Module, ModuleMap, WordAdsSettings } from '../types';
import { NS } from '../namespace';
import type { HostAdapters } from '../route-adapters';
import { asRecord, isRecord } from './shapes';

/**
 * A module as declared: configurable when Jetpack names a link to its settings; a module without options has an
 * empty list of them (PHP's empty array).
 */
export function jetpackModule( raw: unknown ): Module {
	const module = asRecord( raw );
	return {
		...( module as unknown as Module ),
		configurable: typeof module.configurable === 'string' ? module.configurable !== '' : module.configurable === true,
		options: isRecord( module.options ) ? ( module.options as Module[ 'options' ] ) : {},
	};
}

/** Every module; an entry without a name (Jetpack lists its blocks as one) is not a module the app can show. */
export function jetpackModules( raw: unknown ): ModuleMap {
	return Object.fromEntries(
		Object.entries( asRecord( raw ) )
			.filter( ( [ , module ] ) => isRecord( module ) && typeof module.name === 'string' )
			.map( ( [ slug, module ] ) => [ slug, jetpackModule( module ) ] )
	);
}

const WORDADS_PLACEMENTS = [ 'wordads_display_front_page', 'wordads_display_post', 'wordads_display_page', 'wordads_display_archive' ] as const;

/** The placements among the site's settings; one Jetpack has not stored yet shows ads, as its default does. */
export function wordAdsSettings( raw: unknown ): WordAdsSettings {
	const settings = asRecord( raw );
	return Object.fromEntries( WORDADS_PLACEMENTS.map( ( key ) => [ key, settings[ key ] !== false ] ) ) as Record< keyof WordAdsSettings, boolean >;
}

export const MODULE_ADAPTERS: HostAdapters = {
	modules: { answer: jetpackModules },
	wordAdsSettings: { send: ( _call, send ) => send( { path: `${ NS }/settings`, method: 'GET' } ), answer: wordAdsSettings },
	updateWordAdsSettings: { send: ( call, send ) => send( { path: `${ NS }/settings`, method: 'POST', data: call.data } ) },
};
