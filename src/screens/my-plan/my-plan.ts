/**
 * My Plan's decisions (docs/my-plan-and-products.md#my-plan, docs/api.md#dashboard-cards): the status line of a
 * purchase, which features grid a plan gets, the products listed beside the plan, and which licence actions the user is
 * offered.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { Purchase } from '../../api/types';
import type { Capabilities } from '../../lib/permissions';
import { formatPhpDate } from '../../lib/php-date';
import { getPlanClass, isKnownPlanSlug } from '../../lib/plan-slugs';

export const DEFAULT_DATE_FORMAT = 'F j, Y';

export type PurchaseStatus = { kind: 'purchased' | 'renews' | 'expired'; date: Date };

/** The date a text names, or null for a text that is none (an empty one included). */
const validDate = ( value: string ): Date | null => {
	const date = new Date( value );
	return Number.isNaN( date.getTime() ) ? null : date;
};

/**
 * "Purchased on" with no expiry or a refundable purchase, "Renews on" an expiry still ahead, "Expired on" one past.
 * Null when the date to show is not a date: nothing is shown then.
 */
export function purchaseStatus( purchase: Pick< Purchase, 'expiry_date' | 'subscribed_date' | 'is_refundable' >, now: Date ): PurchaseStatus | null {
	if ( ! purchase.expiry_date || purchase.is_refundable ) {
		const subscribed = validDate( purchase.subscribed_date );
		return subscribed && { kind: 'purchased', date: subscribed };
	}
	const expiry = validDate( purchase.expiry_date );
	if ( ! expiry ) {
		return null;
	}
	return { kind: expiry.getTime() > now.getTime() ? 'renews' : 'expired', date: expiry };
}

/** The sentence of a status, the date in the site's format (the spec's default when the site has none). */
export function purchaseStatusLine( status: PurchaseStatus, dateFormat: string, locale: string ): string {
	const date = formatPhpDate( status.date, dateFormat || DEFAULT_DATE_FORMAT, locale );
	switch ( status.kind ) {
		case 'purchased':
			/* translators: %s: a date. */
			return sprintf( __( 'Purchased on %s.', 'jetpack' ), date );
		case 'renews':
			/* translators: %s: a date. */
			return sprintf( __( 'Renews on %s.', 'jetpack' ), date );
		case 'expired':
			/* translators: %s: a date. */
			return sprintf( __( 'Expired on %s.', 'jetpack' ), date );
	}
}

/**
 * The features grid: plans that bundle several tools get the paid grid; the free plan, single products (backup,
 * search, scan, anti-spam, video) and a site with no plan to ask for (offline, not connected) get the basic one; a
 * plan not known yet gets the placeholder.
 */
export type PlanGridLayout = 'paid' | 'basic' | 'placeholder';

const BUNDLE_PLANS = new Set( [ 'personal', 'premium', 'business', 'security-t1', 'security-t2', 'daily-security', 'realtime-security', 'complete' ] );

export function planGridLayout( planSlug: string | null | undefined, noPlan: boolean ): PlanGridLayout {
	if ( noPlan ) {
		return 'basic';
	}
	if ( ! planSlug ) {
		return 'placeholder';
	}
	return isKnownPlanSlug( planSlug ) && BUNDLE_PLANS.has( getPlanClass( planSlug ) ) ? 'paid' : 'basic';
}

/** The purchase of the plan itself, whose dates the plan card shows. */
export function planPurchase( purchases: readonly Purchase[], planSlug: string ): Purchase | undefined {
	return purchases.find( ( purchase ) => purchase.product_slug === planSlug );
}

/** The products beside the plan: active purchases other than the plan. */
export function myProducts( purchases: readonly Purchase[], planSlug: string ): Purchase[] {
	return purchases.filter( ( purchase ) => purchase.active === '1' && purchase.product_slug !== planSlug );
}

export interface LicenseActions {
	/** "Got a license key? Activate it here.": only where the licence screen opens (linked connection owner). */
	activateHere: boolean;
	/**
	 * "Activate a Product": the add-licence page of the product's own admin area (My Jetpack), or null where the host
	 * has no such page (the page data's showMyJetpack), which would only answer that the user may not open it.
	 */
	activateProductUrl: string | null;
	/** "View all purchases": when the site has purchases. */
	viewPurchases: boolean;
}

type LicenseCaps = Pick< Capabilities, 'isLinked' | 'isConnectionOwner' | 'isSiteConnected' | 'isOfflineMode' >;

/** A key can be added only to a connected site: the provider attaches it. */
export function canAddLicense( caps: Pick< Capabilities, 'isSiteConnected' | 'isOfflineMode' > ): boolean {
	return caps.isSiteConnected && ! caps.isOfflineMode;
}

export function licenseActions( caps: LicenseCaps, purchaseCount: number, host: { adminUrl: string; myJetpack: boolean } ): LicenseActions {
	const online = canAddLicense( caps );
	return {
		activateHere: online && caps.isLinked && caps.isConnectionOwner,
		activateProductUrl: host.myJetpack ? `${ host.adminUrl }admin.php?page=my-jetpack#/add-license` : null,
		viewPurchases: purchaseCount > 0,
	};
}
