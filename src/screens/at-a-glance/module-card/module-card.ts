/**
 * The module cards of At a Glance (docs/dashboard.md#monitor-image-accelerator-and-protection: Downtime monitoring,
 * Brute force protection): offline, active or inactive, and what an inactive one offers this user. Pure: the cards
 * render what this returns.
 */
import type { Module } from '../../../api/types';
import type { Capabilities } from '../../../lib/permissions';

/** Why an inactive module cannot be switched on from the card, or 'button' when it can. */
export type ModuleActivation = 'button' | 'ask-admin' | 'needs-connection';

export type ModuleCardView =
	| { state: 'offline' }
	/** The site does not offer the module at all (absent from the module list). */
	| { state: 'unavailable' }
	| { state: 'active' }
	| { state: 'inactive'; activation: ModuleActivation };

export type ModuleCardCaps = Pick< Capabilities, 'isOfflineMode' | 'isSiteConnected' | 'userCanManageModules' >;

/**
 * Offline first (docs/dashboard.md#who-sees-which-card: most cards are unavailable). Only users who can manage modules
 * get a switch (docs/dashboard.md#how-cards-load-and-fail); a module that needs the provider cannot be switched on
 * before the site is connected (the server refuses).
 */
export function moduleCardView(
	module: Pick< Module, 'activated' | 'requires_connection' > | undefined,
	caps: ModuleCardCaps
): ModuleCardView {
	if ( caps.isOfflineMode ) {
		return { state: 'offline' };
	}
	if ( ! module ) {
		return { state: 'unavailable' };
	}
	if ( module.activated ) {
		return { state: 'active' };
	}
	if ( ! caps.userCanManageModules ) {
		return { state: 'inactive', activation: 'ask-admin' };
	}
	if ( module.requires_connection && ! caps.isSiteConnected ) {
		return { state: 'inactive', activation: 'needs-connection' };
	}
	return { state: 'inactive', activation: 'button' };
}
