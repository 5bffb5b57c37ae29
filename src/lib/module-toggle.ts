/**
 * The rules every settings switch follows: when a module's switch (or a setting that belongs to a module) may be
 * used, the reason shown when it may not, and what a save of a module's setting sends. Pure.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { Module, Settings } from '../api/types';
import type { Capabilities } from './permissions';

export type ToggleModule = Pick< Module, 'name' | 'override' | 'requires_connection' | 'requires_user_connection' > & Partial< Pick< Module, 'module' > >;

/**
 * Modules the dashboard calls unavailable offline though their entry does not say they need a connection: the
 * site accelerator's static files part moves with its images part, which does (docs/settings.md#site-accelerator).
 * One rule, so the Modules page does not offer what Performance says cannot be used.
 */
const OFFLINE_WITH_THE_ACCELERATOR: ReadonlySet< string > = new Set( [ 'photon-cdn' ] );

export type ToggleCaps = Pick< Capabilities, 'isOfflineMode' | 'hasConnectedOwner' | 'userCanManageModules' >;

/** Why a module's switch cannot be used, or null when it can. */
export function moduleUnavailableReason( module: ToggleModule | undefined, caps: ToggleCaps ): string | null {
	if ( ! module ) {
		return __( 'This feature is not available on this site.', 'jetpack' );
	}
	if ( module.override === 'inactive' ) {
		/* translators: %s: a feature's name, e.g. Search. */
		return sprintf( __( '%s has been disabled by a site administrator.', 'jetpack' ), module.name );
	}
	if ( module.override === 'active' ) {
		/* translators: %s: a feature's name, e.g. Search. */
		return sprintf( __( '%s has been enabled by a site administrator.', 'jetpack' ), module.name );
	}
	if ( caps.isOfflineMode && ( module.requires_connection || OFFLINE_WITH_THE_ACCELERATOR.has( module.module ?? '' ) ) ) {
		return __( 'Unavailable in Offline Mode', 'jetpack' );
	}
	if ( ! caps.hasConnectedOwner && module.requires_user_connection ) {
		return __( 'Unavailable until a site owner connects their WordPress.com account.', 'jetpack' );
	}
	if ( ! caps.userCanManageModules ) {
		return __( 'Only a site administrator can change this.', 'jetpack' );
	}
	return null;
}

/**
 * Whether the server would accept this value for a module: a module a site administrator forced on or off keeps
 * that state, whatever is asked.
 */
export function overrideAllows( module: Pick< Module, 'override' > | undefined, active: boolean ): boolean {
	return ! module?.override || module.override === ( active ? 'active' : 'inactive' );
}

/**
 * What saving some of a module's settings sends: the module is switched on first (in the same save) when it is
 * off, since an option of an inactive module would not take effect.
 */
export function withModuleOn( update: Settings, module: string | undefined, settings: Settings | undefined ): Settings {
	if ( ! module || settings?.[ module ] === true || module in update ) {
		return update;
	}
	return { [ module ]: true, ...update };
}

/** Settings are plain data: two values are the same when their JSON is. */
export function sameSetting( a: unknown, b: unknown ): boolean {
	return JSON.stringify( a ) === JSON.stringify( b );
}

/** The edits that differ from what the server has; an empty map means nothing to save. */
export function changedSettings( edits: Settings, saved: Settings | undefined ): Settings {
	return Object.fromEntries( Object.entries( edits ).filter( ( [ name, value ] ) => ! sameSetting( value, saved?.[ name ] ) ) );
}
