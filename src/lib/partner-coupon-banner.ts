/**
 * A partner's coupon (docs/connection.md#partner-coupon, docs/rules.md#constants): which banner shows, where redeeming
 * goes, and how long "Remind me later" hides it. Before the site is connected the banner welcomes the partner's
 * customer and sets the site up; once
 * connected, and brought back with ?showCouponRedemption, it offers the free year.
 */
import type { PartnerCoupon } from '../api/types';
import type { AppPagePlace } from './admin-pages';
import type { Capabilities } from './permissions';
import { getSiteSlug } from './plans-url';

/** "Remind me later" hides the offer for three days. */
export const COUPON_REMINDER_MS = 259200000;

export type PartnerCouponView = 'welcome' | 'redeem' | null;

export interface PartnerCouponContext {
	coupon: PartnerCoupon | null;
	caps: Pick< Capabilities, 'isOfflineMode' | 'isSiteConnected' | 'userCanConnectSite' | 'userCanManageModules' >;
	/** The page's query asked for the redemption (the provider sends the user back with it). */
	showCouponRedemption: boolean;
	/** Until when "Remind me later" hides it (epoch ms), or null. */
	remindAfter: number | null;
	now: number;
}

export function partnerCouponView( { coupon, caps, showCouponRedemption, remindAfter, now }: PartnerCouponContext ): PartnerCouponView {
	if ( ! coupon || caps.isOfflineMode ) {
		return null;
	}
	if ( ! caps.isSiteConnected ) {
		return caps.userCanConnectSite ? 'welcome' : null;
	}
	if ( ! showCouponRedemption || ! caps.userCanManageModules ) {
		return null;
	}
	return remindAfter !== null && now < remindAfter ? null : 'redeem';
}

/** The connection owner gets only "Redeem"; other administrators may also put it off. */
export function offersRemindLater( caps: Pick< Capabilities, 'isConnectionOwner' > ): boolean {
	return ! caps.isConnectionOwner;
}

/** Where "Set up & redeem" brings the user back to once the site is connected: the app's page with the coupon. */
export function couponReturnPlace( coupon: PartnerCoupon ): AppPagePlace {
	return { query: { partnerCoupon: coupon.coupon_code, showCouponRedemption: '1' } };
}

/** Where "Redeem" takes a partner coupon: the provider's checkout for the coupon's product on this site. */
export function couponRedeemUrl( coupon: PartnerCoupon, rawUrl: string ): string {
	const query = new URLSearchParams( { coupon: coupon.coupon_code } );
	return `https://wordpress.com/checkout/${ getSiteSlug( rawUrl ) }/${ coupon.product.slug }?${ query.toString() }`;
}
