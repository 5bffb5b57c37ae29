/**
 * The Image Accelerator card's one switch, the site accelerator
 * (docs/dashboard.md#monitor-image-accelerator-and-protection, docs/rules.md#validation,
 * docs/settings.md#site-accelerator): whether it is on, whether it may be used, what turning it on or off saves, and
 * the notices it shows (docs/rules.md#error-catalogue). Pure.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { ModuleMap, Settings } from '../api/types';
import { failureReason } from './failure-message';
import type { Failure } from './failure-message';
import type { Capabilities } from './permissions';

/** The image CDN and the static-file CDN: either one on means the site is being accelerated. */
export function siteAcceleratorOn( settings: Settings | undefined ): boolean {
	return settings?.photon === true || settings?.[ 'photon-cdn' ] === true;
}

/**
 * Disabled offline and when the image CDN is forced off (docs/rules.md#validation); also when a forced-on part would
 * keep it on whatever the user chose, so the switch never saves and then shows no change.
 */
export function siteAcceleratorDisabled(
	on: boolean,
	modules: ModuleMap | undefined,
	caps: Pick< Capabilities, 'isOfflineMode' >
): boolean {
	if ( caps.isOfflineMode || modules?.photon?.override === 'inactive' ) {
		return true;
	}
	return on && ( modules?.photon?.override === 'active' || modules?.[ 'photon-cdn' ]?.override === 'active' );
}

/** Each module the switch moves, with the options that follow it. */
const PARTS: readonly { module: string; options: readonly string[] }[] = [
	{ module: 'photon', options: [] },
	{ module: 'tiled-gallery', options: [ 'tiled_galleries' ] },
	{ module: 'photon-cdn', options: [] },
];

/**
 * The settings saved (docs/settings.md#site-accelerator): photon, tiled-gallery, tiled_galleries and photon-cdn all set
 * to the new value, leaving out a module the site administrator forced the other way (the server would refuse the whole
 * save) and
 * one this site does not have.
 */
export function siteAcceleratorUpdate( enable: boolean, modules: ModuleMap | undefined ): Settings {
	const update: Settings = {};
	for ( const { module, options } of PARTS ) {
		const found = modules?.[ module ];
		if ( ! found || ( found.override && found.override !== ( enable ? 'active' : 'inactive' ) ) ) {
			continue;
		}
		for ( const name of [ module, ...options ] ) {
			update[ name ] = enable;
		}
	}
	return update;
}

/** A failed save: the server's error code when it sent one, otherwise what went wrong in plain words. */
export interface SaveFailure extends Failure {
	response?: { code?: string } | null;
}

export function failureCode( error: SaveFailure | undefined ): string {
	return error?.response?.code || failureReason( error );
}

export interface SiteAcceleratorNotices {
	progress: string;
	success: string;
	error: ( code: string ) => string;
}

/**
 * The exact words of docs/rules.md#error-catalogue (their capitals differ between enabling and disabling, as written
 * there).
 */
export function siteAcceleratorNotices( enable: boolean ): SiteAcceleratorNotices {
	return enable
		? {
				progress: __( 'Enabling Site accelerator…', 'jetpack' ),
				success: __( 'Site accelerator is now speeding up your site!', 'jetpack' ),
				/* translators: %s: the error code the server answered with. */
				error: ( code ) => sprintf( __( 'Error enabling Site accelerator. %s', 'jetpack' ), code ),
		  }
		: {
				progress: __( 'Disabling site accelerator…', 'jetpack' ),
				success: __( 'Site accelerator is no longer speeding up your site!', 'jetpack' ),
				/* translators: %s: the error code the server answered with. */
				error: ( code ) => sprintf( __( 'Error disabling site accelerator. %s', 'jetpack' ), code ),
		  };
}

