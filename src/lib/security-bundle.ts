/**
 * The Security bundle banner (spec 2 §2.9): shown to whoever can buy it, unless the site already has a purchase that
 * includes it. Pure.
 */
import { userCanPurchase } from './card-banner';
import { getPlanClass, isKnownPlanSlug, planIncludesSecurityBundle } from './plans';
import type { Capabilities } from './permissions';

/** Whether the plan or an active product is a Security bundle (any tier) or Complete, which includes it. */
export function hasSecurityPurchase( plan: string | null, activeProducts: readonly string[] ): boolean {
	const slugs = plan === null ? activeProducts : [ plan, ...activeProducts ];
	// Slugs outside the catalogue (new or retired products) include nothing we know of.
	return slugs.some( ( slug ) => isKnownPlanSlug( slug ) && planIncludesSecurityBundle( getPlanClass( slug ) ) );
}

export interface SecurityBundleFacts {
	caps: Pick< Capabilities, 'isOfflineMode' | 'userCanManageOptions' >;
	/** The site's plan slug (siteData.plan); null when none is known. */
	plan: string | null;
	/** Active purchase slugs (siteData.activeProducts). The page prints them: they are never still loading. */
	activeProducts: readonly string[];
}

/** Hidden offline (nothing can be bought) and from users who cannot purchase, as the other upgrade banners are. */
export function showSecurityBundle( { caps, plan, activeProducts }: SecurityBundleFacts ): boolean {
	return ! caps.isOfflineMode && userCanPurchase( caps ) && ! hasSecurityPurchase( plan, activeProducts );
}
