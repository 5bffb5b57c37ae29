/**
 * The product a purchase brought, for the assistant's thank-you step
 * (docs/recommendations.md#product-suggestions-and-product-purchased): the provider's suggestion that matches the
 * site's plan, or else one of its active purchases. A slug matches whatever its billing period (a monthly purchase
 * is the same product as the yearly suggestion). Pure.
 */
import type { ProductSuggestion } from '../../api/types';
import { getBasePlanSlug } from '../../lib/plan-slugs';

export function purchasedSuggestion(
	suggestions: readonly ProductSuggestion[],
	plan: string | null,
	activeProducts: readonly string[]
): ProductSuggestion | null {
	const matching = ( slug: string ) => suggestions.find( ( suggestion ) => getBasePlanSlug( suggestion.product_slug ) === getBasePlanSlug( slug ) );
	const byPlan = plan === null ? undefined : matching( plan );
	if ( byPlan ) {
		return byPlan;
	}
	for ( const slug of activeProducts ) {
		const byPurchase = matching( slug );
		if ( byPurchase ) {
			return byPurchase;
		}
	}
	return null;
}
