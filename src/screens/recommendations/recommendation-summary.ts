/**
 * The recap at the end of the recommendations assistant: what was enabled, skipped and read, and which card the
 * sidebar shows. Pure.
 */
import { __ } from '@wordpress/i18n';
import type { RewindStatus } from '../../api/types';
import { getSiteSlug } from '../../lib/plans-url';
import { FEATURE_SLUGS, RESOURCE_SLUGS } from '../../lib/recommendation-features';
import type { RecommendationLists } from '../../lib/recommendation-features';
import { getRedirectUrl } from '../../lib/redirect-url';

export { unviewedCount } from '../../lib/recommendation-lists';

export interface SummaryItem {
	slug: string;
	/** A recommendation added since the user last went through the assistant. */
	isNew: boolean;
}

export interface SummaryLists {
	enabled: SummaryItem[];
	skipped: SummaryItem[];
	resources: SummaryItem[];
}

export interface SummaryContext {
	active: Readonly< Record< string, boolean > >;
	installing: Readonly< Record< string, boolean > >;
	newRecommendations: readonly string[];
}

/**
 * A feature that works or is being installed counts as enabled even if the user never chose it here; the rest are
 * listed as skipped only when the user skipped them. Resources appear once the user read or put them off.
 */
export function summaryLists( lists: RecommendationLists, context: SummaryContext ): SummaryLists {
	const item = ( slug: string ): SummaryItem => ( { slug, isNew: context.newRecommendations.includes( slug ) } );
	const isEnabled = ( slug: string ) =>
		lists.selectedRecommendations.includes( slug ) || context.active[ slug ] === true || context.installing[ slug ] === true;
	return {
		enabled: FEATURE_SLUGS.filter( isEnabled ).map( item ),
		skipped: FEATURE_SLUGS.filter( ( slug ) => ! isEnabled( slug ) && lists.skippedRecommendations.includes( slug ) ).map( item ),
		resources: RESOURCE_SLUGS.filter(
			( slug ) => lists.selectedRecommendations.includes( slug ) || lists.skippedRecommendations.includes( slug )
		).map( item ),
	};
}

export const SIDEBAR_CARDS = [ 'loading', 'upsell', 'one-click-restores', 'manage-security', 'download-app' ] as const;
export type SidebarCard = ( typeof SIDEBAR_CARDS )[ number ];

export interface SidebarContext {
	/** Undefined while the plan is not known yet. */
	freeWithoutPaid: boolean | undefined;
	/** Undefined while the backup service's status is not known yet. */
	rewindState: RewindStatus[ 'state' ] | undefined;
	/** The site has a scan product. */
	ownsScan: boolean;
}

/** The first that applies: loading, the upsell for a free site, one-click restores, manage security, the app. */
export function sidebarCard( context: SidebarContext ): SidebarCard {
	if ( context.freeWithoutPaid === undefined || context.rewindState === undefined ) {
		return 'loading';
	}
	if ( context.freeWithoutPaid ) {
		return 'upsell';
	}
	if ( context.rewindState === 'awaiting_credentials' && ! context.ownsScan ) {
		return 'one-click-restores';
	}
	if ( context.rewindState === 'active' || context.rewindState === 'provisioning' ) {
		return 'manage-security';
	}
	return 'download-app';
}

/** A card name read back (from the cache or a test) must be one the sidebar knows. */
export function checkedSidebarCard( name: string ): SidebarCard {
	const card = SIDEBAR_CARDS.find( ( known ) => known === name );
	if ( card === undefined ) {
		throw new Error( `Unknown recommendations sidebar card: ${ name }` );
	}
	return card;
}

/** The upsell's footnote: a discount is for the first term only; otherwise the price is introductory. */
export function upsellFootnote( hasDiscount: boolean ): string {
	return hasDiscount
		? __( '* Discount is for first term only, all renewals are at full price.', 'jetpack' )
		: __( 'Special introductory pricing, all renewals are at full price.', 'jetpack' );
}

/** Whether the site already has scanning (a scan product or a bundle that includes it). */
export function ownsScan( activeProducts: readonly string[] ): boolean {
	return activeProducts.some( ( slug ) => /scan|security|complete/.test( slug ) );
}

/** The provider's checkout for a product, through its redirect, with the site's coupon when one applies. */
export function checkoutUrl( rawUrl: string, productSlug: string, coupon: string | null ): string {
	return getRedirectUrl( 'jetpack-recommendations-product-checkout', {
		site: getSiteSlug( rawUrl ),
		path: productSlug,
		query: coupon ? `coupon=${ coupon }` : undefined,
	} );
}
