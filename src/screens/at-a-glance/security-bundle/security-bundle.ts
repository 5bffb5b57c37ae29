/**
 * The Security bundle banner (docs/dashboard.md#promo-and-bundle-cards), pinned among the cards: shown to whoever can
 * buy it, unless the site already has a purchase that includes it, and only where docs/dashboard.md#who-sees-which-card
 * lets the bundle's pinned area show: not on a
 * multisite network, not offline, and with a connected owner (the purchase goes to that account). Pure.
 */
import { userCanPurchase } from '../../../lib/card-banner';
import { getPlanClass, isKnownPlanSlug, planIncludesSecurityBundle } from '../../../lib/plan-slugs';
import type { Capabilities } from '../../../lib/permissions';

/** Whether the plan or an active product is a Security bundle (any tier) or Complete, which includes it. */
export function hasSecurityPurchase( plan: string | null, activeProducts: readonly string[] ): boolean {
	const slugs = plan === null ? activeProducts : [ plan, ...activeProducts ];
	// Slugs outside the catalogue (new or retired products) include nothing we know of.
	return slugs.some( ( slug ) => isKnownPlanSlug( slug ) && planIncludesSecurityBundle( getPlanClass( slug ) ) );
}

export interface SecurityBundleFacts {
	caps: Pick< Capabilities, 'isOfflineMode' | 'userCanManageOptions' | 'isMultisite' | 'hasConnectedOwner' >;
	/** The site's plan slug (siteData.plan); null when none is known. */
	plan: string | null;
	/** Active purchase slugs (siteData.activeProducts). The page prints them: they are never still loading. */
	activeProducts: readonly string[];
}

export function showSecurityBundle( { caps, plan, activeProducts }: SecurityBundleFacts ): boolean {
	const pinnedAreaShows = ! caps.isMultisite && ! caps.isOfflineMode && caps.hasConnectedOwner;
	return pinnedAreaShows && userCanPurchase( caps ) && ! hasSecurityPurchase( plan, activeProducts );
}
