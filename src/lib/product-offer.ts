/**
 * What a product page offers (docs/my-plan-and-products.md#product-pages, docs/rules.md#validation,
 * docs/rules.md#plans-and-products): the monthly price of the yearly plan, the discount that applies (a partner
 * coupon's free year, the site's own discount while valid, an introductory offer, or the product's
 * sale), how the time left is written, and each product's tagline (prices are written by src/lib/locale.ts).
 */
import { __, sprintf } from '@wordpress/i18n';
import type { IntroOffer, PartnerCoupon, ProductSuggestion, SiteDiscount, UpsellProduct } from '../api/types';
import { roundToCurrency } from './currencies';
import { getBasePlanSlug } from './plan-slugs';

/** docs/rules.md#validation: a discount needs a percentage, must be unused and must not have expired. */
export function isDiscountValid( discount: SiteDiscount | null | undefined, now: Date ): discount is SiteDiscount {
	if ( ! discount || ! ( discount.discount > 0 ) || discount.is_used ) {
		return false;
	}
	const expiry = new Date( discount.expiry_date ).getTime();
	return Number.isFinite( expiry ) && expiry > now.getTime();
}

/** The token each product page's key shares with its product slugs (a coupon for daily backup is a backup coupon). */
const COUPON_TOKENS: Record< string, string > = {
	akismet: 'anti_spam',
	backup: 'backup',
	scan: 'scan',
	search: 'search',
	security: 'security',
	videopress: 'videopress',
};

export function couponCoversProduct( coupon: PartnerCoupon | null, productKey: string ): coupon is PartnerCoupon {
	const token = COUPON_TOKENS[ productKey ];
	return !! coupon && !! token && coupon.product.slug.includes( token );
}

export type DiscountSource = 'partner-coupon' | 'site-discount' | 'intro-offer' | 'sale';

export interface ProductOffer {
	/** The yearly price divided by 12. */
	monthlyPrice: number;
	/** The first term's monthly price, when a discount applies. */
	discountedMonthlyPrice: number | null;
	discountSource: DiscountSource | null;
	/** When the site's discount ends: the countdown's target. */
	discountEndsAt: Date | null;
}

export interface OfferContext {
	introOffers: readonly IntroOffer[];
	siteDiscount: SiteDiscount | null;
	partnerCoupon: PartnerCoupon | null;
	now: Date;
}

/** The yearly price divided by 12, in the currency's precision. */
const monthly = ( yearly: number, currencyCode: string ) => roundToCurrency( yearly / 12, currencyCode );
const percentOff = ( yearly: number, percent: number, currencyCode: string ) => monthly( ( yearly * ( 100 - percent ) ) / 100, currencyCode );

export function productOffer( product: UpsellProduct, context: OfferContext ): ProductOffer {
	const code = product.currencyCode;
	const offer = ( source: DiscountSource, discounted: number, endsAt: Date | null = null ): ProductOffer => ( {
		monthlyPrice: monthly( product.fullPrice, code ),
		discountedMonthlyPrice: discounted,
		discountSource: source,
		discountEndsAt: endsAt,
	} );
	if ( couponCoversProduct( context.partnerCoupon, product.key ) ) {
		return offer( 'partner-coupon', 0 );
	}
	if ( isDiscountValid( context.siteDiscount, context.now ) ) {
		const { discount, expiry_date: expiry } = context.siteDiscount;
		return offer( 'site-discount', percentOff( product.fullPrice, discount, code ), new Date( expiry ) );
	}
	const intro = context.introOffers.find( ( item ) => getBasePlanSlug( item.product_slug ) === getBasePlanSlug( product.slug ) );
	if ( intro && intro.raw_price < intro.original_price ) {
		return offer( 'intro-offer', monthly( intro.raw_price, code ) );
	}
	if ( product.saleCoupon && product.saleCoupon.discount > 0 ) {
		return offer( 'sale', percentOff( product.fullPrice, product.saleCoupon.discount, code ) );
	}
	return { monthlyPrice: monthly( product.fullPrice, code ), discountedMonthlyPrice: null, discountSource: null, discountEndsAt: null };
}

/**
 * When the site's discount runs out: the countdown's target, and the moment every price and checkout drop the discount
 * (docs/my-plan-and-products.md#discount-countdown). Kept after it has passed (so a card can say the offer ended); null
 * for a discount without a percentage, used or undated.
 */
export function discountDeadline( siteDiscount: SiteDiscount | null | undefined ): Date | null {
	if ( ! siteDiscount || ! ( siteDiscount.discount > 0 ) || siteDiscount.is_used ) {
		return null;
	}
	const expiry = new Date( siteDiscount.expiry_date );
	return Number.isFinite( expiry.getTime() ) ? expiry : null;
}

/**
 * When the site's discount on this product runs out (see discountDeadline); null too when a partner coupon gives the
 * product for free anyway.
 */
export function siteDiscountDeadline( product: UpsellProduct, siteDiscount: SiteDiscount | null, partnerCoupon: PartnerCoupon | null ): Date | null {
	return couponCoversProduct( partnerCoupon, product.key ) ? null : discountDeadline( siteDiscount );
}

/**
 * What a product the assistant suggests costs (docs/recommendations.md#product-suggestions-and-product-purchased): its
 * monthly price as the provider quotes it, and the first term with the site's discount while it is valid, else with
 * the introductory price, as on the product page.
 */
export function suggestionOffer( suggestion: ProductSuggestion, siteDiscount: SiteDiscount | null | undefined, now: Date ): ProductOffer {
	const code = suggestion.currency_code;
	const monthlyPrice = roundToCurrency( suggestion.cost, code );
	if ( isDiscountValid( siteDiscount, now ) ) {
		return {
			monthlyPrice,
			discountedMonthlyPrice: roundToCurrency( ( suggestion.cost * ( 100 - siteDiscount.discount ) ) / 100, code ),
			discountSource: 'site-discount',
			discountEndsAt: new Date( siteDiscount.expiry_date ),
		};
	}
	// The introductory price the product page shows too, quoted monthly beside the full price.
	if ( suggestion.raw_price > 0 && suggestion.raw_price < suggestion.original_price ) {
		return { monthlyPrice, discountedMonthlyPrice: roundToCurrency( suggestion.raw_price, code ), discountSource: 'intro-offer', discountEndsAt: null };
	}
	return { monthlyPrice, discountedMonthlyPrice: null, discountSource: null, discountEndsAt: null };
}

/** Where the checkout button goes: the product's upgrade page, carrying the site's discount code while it is valid. */
export function productCheckoutUrl( product: UpsellProduct, siteDiscount: SiteDiscount | null, now: Date ): string {
	if ( ! isDiscountValid( siteDiscount, now ) ) {
		return product.upgradeUrl;
	}
	const url = new URL( product.upgradeUrl );
	url.searchParams.set( 'query', `coupon=${ siteDiscount.code }` );
	return url.toString();
}

/** The time left as "2d 3h 4m 5s", leading zero units left out; "Discount offer has ended" once it has. */
export function countdownText( msLeft: number ): string {
	if ( msLeft <= 0 ) {
		return __( 'Discount offer has ended', 'jetpack' );
	}
	const seconds = Math.floor( msLeft / 1000 );
	const values = [ Math.floor( seconds / 86400 ), Math.floor( ( seconds % 86400 ) / 3600 ), Math.floor( ( seconds % 3600 ) / 60 ), seconds % 60 ];
	const [ days = 0, hours = 0, minutes = 0, rest = 0 ] = values;
	const parts = [
		/* translators: %d: a number of days; the unit is abbreviated. */
		sprintf( __( '%dd', 'jetpack' ), days ),
		/* translators: %d: a number of hours; the unit is abbreviated. */
		sprintf( __( '%dh', 'jetpack' ), hours ),
		/* translators: %d: a number of minutes; the unit is abbreviated. */
		sprintf( __( '%dm', 'jetpack' ), minutes ),
		/* translators: %d: a number of seconds; the unit is abbreviated. */
		sprintf( __( '%ds', 'jetpack' ), rest ),
	];
	const first = values.findIndex( ( value ) => value > 0 );
	return parts.slice( first === -1 ? parts.length - 1 : first ).join( ' ' );
}

/**
 * Storage and archive taglines (docs/my-plan-and-products.md#product-pages) by product slug; null for a product without
 * one.
 */
export function productTagline( productSlug: string ): string | null {
	const base = getBasePlanSlug( productSlug );
	const storage = ( size: string ) =>
		/* translators: %s: an amount of storage, such as 10GB. */
		sprintf( __( 'Includes %s of backup storage', 'jetpack' ), size );
	switch ( base ) {
		case 'jetpack_security_t1':
		case 'jetpack_backup_t1':
			return storage( '10GB' );
		case 'jetpack_security_t2':
		case 'jetpack_backup_t2':
			return storage( '1TB' );
		case 'jetpack_backup_t0':
			return storage( '1GB' );
		case 'jetpack_backup_daily':
			return __( 'Includes a 30-day archive', 'jetpack' );
		case 'jetpack_videopress':
			return __( 'Includes 1TB of video storage', 'jetpack' );
		default:
			return null;
	}
}
