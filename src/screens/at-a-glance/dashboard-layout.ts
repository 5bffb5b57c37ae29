/**
 * Which At a Glance cards a user sees, section by section (docs/dashboard.md#who-sees-which-card,
 * docs/rules.md#roles-and-capabilities). Pure: the screen renders what this returns, in this order, and leaves out a
 * section with no card.
 */
import type { Module } from '../../api/types';
import type { Capabilities } from '../../lib/permissions';

export type SecurityCard = 'activity' | 'anti-spam' | 'backup' | 'scan' | 'blocks' | 'protect';
export type PerformanceCard =
	| 'search'
	| 'stats'
	| 'videopress'
	| 'image-accelerator'
	| 'monitor'
	| 'boost-promo'
	| 'crm-promo'
	| 'security-bundle'
	| 'agencies'
	| 'apps';
export type ConnectionCard = 'site-connection' | 'account-connection';
export type DashboardCard = SecurityCard | PerformanceCard | ConnectionCard;

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

export interface DashboardFacts {
	caps: Capabilities;
	/** Module slugs the site administrator forced off: their cards hide (the stats card says so instead). */
	overriddenInactive: ReadonlySet< string >;
	/** Whether the brute-force protection module is on. */
	protectActive: boolean;
	/** The dashboard path shown (/dashboard, /woo-setup, ...): the WooCommerce setup keeps to its task. */
	path: string;
}

const ALL_SECURITY: readonly SecurityCard[] = [ 'activity', 'anti-spam', 'backup', 'scan', 'blocks', 'protect' ];
const ALL_PERFORMANCE: readonly PerformanceCard[] = [
	'search',
	'stats',
	'videopress',
	'image-accelerator',
	'monitor',
	'boost-promo',
	'crm-promo',
	'security-bundle',
	'agencies',
	'apps',
];

/** The module behind a card, where a module override can hide it. */
const CARD_MODULE: Partial< Record< DashboardCard, string > > = {
	activity: 'activity-log',
	scan: 'scan',
	protect: 'protect',
	search: 'search',
	videopress: 'videopress',
	'image-accelerator': 'photon',
	monitor: 'monitor',
};

const PROMOS: readonly PerformanceCard[] = [ 'boost-promo', 'crm-promo' ];

function shownByModule( card: DashboardCard, overriddenInactive: ReadonlySet< string > ): boolean {
	const module = CARD_MODULE[ card ];
	return module === undefined || ! overriddenInactive.has( module );
}

function securityCards( { caps, protectActive }: DashboardFacts ): SecurityCard[] {
	if ( caps.userCanManageModules ) {
		// The scan card has no place on Atomic sites (the host scans them).
		return ALL_SECURITY.filter( ( card ) => ! ( card === 'scan' && caps.isAtomicSite ) );
	}
	// Other publishers see the protection card alone, once someone owns the connection and protection is on (and the
	// module is not forced off: see shownByModule).
	return ! caps.isSubscriber && caps.hasConnectedOwner && protectActive ? [ 'protect' ] : [];
}

/**
 * The apps card (docs/shell.md#page-frame): for a connected site (the apps sign in through it), not during the
 * WooCommerce setup.
 */
function showsApps( { caps, path }: DashboardFacts ): boolean {
	return caps.isSiteConnected && path !== '/woo-setup';
}

function performanceCards( facts: DashboardFacts ): PerformanceCard[] {
	const { caps } = facts;
	if ( caps.userCanManageModules ) {
		return ALL_PERFORMANCE.filter(
			( card ) => ( ! PROMOS.includes( card ) || caps.userCanManagePlugins ) && ( card !== 'apps' || showsApps( facts ) )
		);
	}
	return caps.userCanViewStats ? [ 'stats' ] : [];
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
	const visible = < T extends DashboardCard >( cards: T[] ) => cards.filter( ( card ) => shownByModule( card, facts.overriddenInactive ) );
	return {
		security: visible( securityCards( facts ) ),
		performance: visible( performanceCards( facts ) ),
		connections: facts.caps.userCanConnectAccount ? [ 'site-connection', 'account-connection' ] : [ 'site-connection' ],
		securitySettingsLink: facts.caps.userCanManageModules,
	};
}
