/** The site's active purchases and the feature flags they give it: one source for site/features and Initial_State. */
import type { Purchase, SiteFeatures } from '../../api/types';
import { createSitePlan, PLAN_FEATURES } from '../catalogue/plans';
import type { DemoState } from './state';

export function activePurchases( state: DemoState ): Purchase[] {
	return state.purchases.filter( ( purchase ) => purchase.active === '1' );
}

/** The plan's feature flags plus those of every active product, and what the rest of the catalogue would add. */
export function siteFeatures( state: DemoState ): SiteFeatures {
	const plan = createSitePlan( state.plan ).features;
	const active = new Set( plan.active );
	for ( const purchase of activePurchases( state ) ) {
		for ( const feature of PLAN_FEATURES[ purchase.product_slug ] ?? [] ) {
			active.add( feature );
		}
	}
	const available = Object.fromEntries(
		Object.entries( plan.available ).filter( ( [ feature ] ) => ! active.has( feature ) )
	);
	return { active: [ ...active ], available };
}
