/**
 * Which At a Glance cards a user sees, section by section (docs/dashboard.md#who-sees-which-card,
 * docs/rules.md#roles-and-capabilities). Pure: the screen renders what this returns, in this order, and leaves out a
 * section with no card.
 */
import type { Module } from '../../api/types';
import type { Capabilities } from '../../lib/permissions';
import type { DashboardFacts } from './card-rule';
import { CARDS } from './cards';
import type { CardIn } from './cards';

export type { DashboardFacts } from './card-rule';
export type { DashboardCard } from './cards';
export type SecurityCard = CardIn< 'security' >;
export type PerformanceCard = CardIn< 'performance' >;
export type ConnectionCard = CardIn< 'connections' >;

export interface DashboardLayout {
	security: SecurityCard[];
	performance: PerformanceCard[];
	connections: ConnectionCard[];
	/**
	 * The Security section's "Manage security settings" link: for those who may change the settings it leads to (they
	 * always have cards in the section: the anti-spam, backup and blocks cards have no module to force off).
	 */
	securitySettingsLink: boolean;
}

/** The cards this user sees, in the list's order; a card whose module was forced off hides. */
function visibleCards( facts: DashboardFacts ): ( typeof CARDS )[ number ][] {
	return CARDS.filter( ( card ) => card.sees( facts ) && ! ( card.module !== undefined && facts.overriddenInactive.has( card.module ) ) );
}

/** The layout's facts from the capabilities and the printed module list. */
export function dashboardFacts( caps: Capabilities, modules: Record< string, Module > | undefined, path: string ): DashboardFacts {
	const all = Object.values( modules ?? {} );
	return {
		caps,
		overriddenInactive: new Set( all.filter( ( module ) => module.override === 'inactive' ).map( ( module ) => module.module ) ),
		protectActive: modules?.protect?.activated ?? false,
		path,
	};
}

export function getDashboardLayout( facts: DashboardFacts ): DashboardLayout {
	const visible = visibleCards( facts );
	return {
		security: visible.filter( ( card ) => card.section === 'security' ).map( ( card ) => card.id ),
		performance: visible.filter( ( card ) => card.section === 'performance' ).map( ( card ) => card.id ),
		connections: visible.filter( ( card ) => card.section === 'connections' ).map( ( card ) => card.id ),
		securitySettingsLink: facts.caps.userCanManageModules,
	};
}
