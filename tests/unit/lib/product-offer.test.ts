import type { PartnerCoupon, ProductSuggestion, SiteDiscount, UpsellProduct } from '../../../src/api/types';
import {
	countdownText,
	couponCoversProduct,
	discountDeadline,
	isDiscountValid,
	productCheckoutUrl,
	productOffer,
	productTagline,
	siteDiscountDeadline,
	suggestionOffer,
} from '../../../src/lib/product-offer';
import type { OfferContext } from '../../../src/lib/product-offer';
import { createPartnerCoupon } from '../../../src/demo/catalogue/partner-coupon';

const now = new Date( '2026-11-22T12:00:00Z' );
const HOUR = 3600 * 1000;

const discount = ( overrides: Partial< SiteDiscount > = {} ): SiteDiscount => ( {
	code: 'DEMO40',
	discount: 40,
	is_used: false,
	expiry_date: new Date( now.getTime() + 72 * HOUR ).toISOString(),
	...overrides,
} );

const product = ( overrides: Partial< UpsellProduct > = {} ): UpsellProduct => ( {
	key: 'backup',
	slug: 'jetpack_backup_t1_yearly',
	title: 'Jetpack VaultPress Backup',
	description: 'Backups.',
	features: [],
	disclaimer: null,
	currencyCode: 'USD',
	fullPrice: 119.4,
	saleCoupon: null,
	upgradeUrl: 'https://jetpack.com/redirect/?source=jetpack-product-description-checkout&site=example.com&path=jetpack_backup_t1_yearly',
	available: true,
	includedInPlans: [ 'security', 'complete' ],
	...overrides,
} );

const coupon = ( slug: string ): PartnerCoupon => ( {
	coupon_code: 'PARTNER1',
	preset: slug,
	partner: { name: 'Host', logo: { src: '', width: 0, height: 0 } },
	product: { slug, title: 'Jetpack Backup', features: [] },
} );

const context = ( overrides: Partial< OfferContext > = {} ): OfferContext => ( {
	introOffers: [],
	siteDiscount: null,
	partnerCoupon: null,
	now,
	...overrides,
} );

describe( 'isDiscountValid', () => {
	it( 'needs a percentage, no use yet and an expiry ahead', () => {
		expect( isDiscountValid( discount(), now ) ).toBe( true );
		expect( isDiscountValid( discount( { discount: 0 } ), now ) ).toBe( false );
		expect( isDiscountValid( discount( { is_used: true } ), now ) ).toBe( false );
		expect( isDiscountValid( discount( { expiry_date: '2026-11-22T11:59:59Z' } ), now ) ).toBe( false );
		// At its exact expiry a discount has ended; a millisecond before, it still stands.
		expect( isDiscountValid( discount( { expiry_date: now.toISOString() } ), now ) ).toBe( false );
		expect( isDiscountValid( discount( { expiry_date: new Date( now.getTime() + 1 ).toISOString() } ), now ) ).toBe( true );
		expect( isDiscountValid( discount( { expiry_date: 'never' } ), now ) ).toBe( false );
		expect( isDiscountValid( null, now ) ).toBe( false );
	} );
} );

describe( 'productOffer', () => {
	it( 'prices per month of the yearly plan, with no discount', () => {
		expect( productOffer( product(), context() ) ).toEqual( {
			monthlyPrice: 9.95,
			discountedMonthlyPrice: null,
			discountSource: null,
			discountEndsAt: null,
		} );
	} );

	it( 'rounds the monthly and discounted prices to the currency’s precision', () => {
		expect( productOffer( product( { currencyCode: 'BHD', fullPrice: 45.5 } ), context( { siteDiscount: discount() } ) ) ).toMatchObject( {
			monthlyPrice: 3.792,
			discountedMonthlyPrice: 2.275,
		} );
		expect( productOffer( product( { currencyCode: 'JPY', fullPrice: 11900 } ), context( { siteDiscount: discount() } ) ) ).toMatchObject( {
			monthlyPrice: 992,
			discountedMonthlyPrice: 595,
		} );
	} );

	it( 'gives a partner coupon’s product free for its first year, before any other discount', () => {
		const offer = productOffer( product(), context( { partnerCoupon: coupon( 'jetpack_backup_daily' ), siteDiscount: discount() } ) );
		expect( offer ).toMatchObject( { discountedMonthlyPrice: 0, discountSource: 'partner-coupon' } );
		expect( productOffer( product( { key: 'scan', slug: 'jetpack_scan' } ), context( { partnerCoupon: coupon( 'jetpack_backup_daily' ) } ) ).discountSource ).toBeNull();
	} );

	it( 'applies the site’s valid discount with its end for the countdown', () => {
		expect( productOffer( product(), context( { siteDiscount: discount() } ) ) ).toEqual( {
			monthlyPrice: 9.95,
			discountedMonthlyPrice: 5.97,
			discountSource: 'site-discount',
			discountEndsAt: new Date( now.getTime() + 72 * HOUR ),
		} );
	} );

	it( 'falls back on the introductory offer, then the product’s sale', () => {
		const intro = { product_slug: 'jetpack_backup_t1_yearly', original_price: 119.4, raw_price: 59.7, currency_code: 'USD' };
		expect( productOffer( product(), context( { introOffers: [ intro ], siteDiscount: discount( { is_used: true } ) } ) ) ).toMatchObject( {
			discountedMonthlyPrice: 4.98,
			discountSource: 'intro-offer',
		} );
		expect( productOffer( product( { saleCoupon: { discount: 50 } } ), context() ) ).toMatchObject( {
			discountedMonthlyPrice: 4.98,
			discountSource: 'sale',
			discountEndsAt: null,
		} );
	} );

	it( 'takes no introductory offer of another product, or one that costs as much, and no sale of nothing off', () => {
		const full = { discountedMonthlyPrice: null, discountSource: null };
		const scanIntro = { product_slug: 'jetpack_scan', original_price: 119.4, raw_price: 59.7, currency_code: 'USD' };
		expect( productOffer( product(), context( { introOffers: [ scanIntro ] } ) ) ).toMatchObject( full );
		const samePrice = { product_slug: 'jetpack_backup_t1_monthly', original_price: 119.4, raw_price: 119.4, currency_code: 'USD' };
		expect( productOffer( product(), context( { introOffers: [ samePrice ] } ) ) ).toMatchObject( full );
		expect( productOffer( product( { saleCoupon: { discount: 0 } } ), context() ) ).toMatchObject( full );
	} );
} );

describe( 'couponCoversProduct', () => {
	it( 'matches a coupon to the product family of the page', () => {
		expect( couponCoversProduct( coupon( 'jetpack_backup_daily' ), 'backup' ) ).toBe( true );
		expect( couponCoversProduct( coupon( 'jetpack_anti_spam' ), 'akismet' ) ).toBe( true );
		expect( couponCoversProduct( coupon( 'jetpack_backup_daily' ), 'security' ) ).toBe( false );
		expect( couponCoversProduct( coupon( 'jetpack_search' ), 'search' ) ).toBe( true );
		expect( couponCoversProduct( coupon( 'jetpack_security_t1_yearly' ), 'security' ) ).toBe( true );
		expect( couponCoversProduct( coupon( 'jetpack_videopress' ), 'videopress' ) ).toBe( true );
		expect( couponCoversProduct( coupon( 'jetpack_videopress' ), 'search' ) ).toBe( false );
		expect( couponCoversProduct( null, 'backup' ) ).toBe( false );
	} );
} );

describe( 'productCheckoutUrl', () => {
	it( 'carries the site’s discount code only while it is valid', () => {
		expect( productCheckoutUrl( product(), discount(), now ) ).toContain( '&query=coupon%3DDEMO40' );
		expect( productCheckoutUrl( product(), discount( { is_used: true } ), now ) ).toBe( product().upgradeUrl );
	} );
} );

describe( 'countdownText', () => {
	const ms = ( d: number, h: number, m: number, s: number ) => ( ( d * 24 + h ) * 3600 + m * 60 + s ) * 1000;

	it( 'writes d h m s, leaving out the leading zero units only', () => {
		expect( countdownText( ms( 2, 3, 4, 5 ) ) ).toBe( '2d 3h 4m 5s' );
		expect( countdownText( ms( 0, 5, 0, 9 ) ) ).toBe( '5h 0m 9s' );
		expect( countdownText( ms( 0, 0, 1, 0 ) ) ).toBe( '1m 0s' );
		expect( countdownText( ms( 1, 0, 0, 0 ) ) ).toBe( '1d 0h 0m 0s' );
		expect( countdownText( 500 ) ).toBe( '0s' );
	} );

	it( 'says the offer has ended once it has', () => {
		expect( countdownText( 0 ) ).toBe( 'Discount offer has ended' );
		expect( countdownText( -1000 ) ).toBe( 'Discount offer has ended' );
	} );
} );

describe( 'productTagline', () => {
	it.each( [
		[ 'jetpack_security_t1_yearly', 'Includes 10GB of backup storage' ],
		[ 'jetpack_security_t2_monthly', 'Includes 1TB of backup storage' ],
		[ 'jetpack_backup_t0_yearly', 'Includes 1GB of backup storage' ],
		[ 'jetpack_backup_t1_yearly', 'Includes 10GB of backup storage' ],
		[ 'jetpack_backup_t2_yearly', 'Includes 1TB of backup storage' ],
		[ 'jetpack_backup_daily_monthly', 'Includes a 30-day archive' ],
		[ 'jetpack_videopress', 'Includes 1TB of video storage' ],
	] )( '%s: %s', ( slug, tagline ) => {
		expect( productTagline( slug ) ).toBe( tagline );
	} );

	it( 'has none for other products', () => {
		expect( productTagline( 'jetpack_scan' ) ).toBeNull();
	} );
} );

describe( 'siteDiscountDeadline', () => {
	const product = { key: 'scan' } as UpsellProduct;
	const discount = { code: 'DEMO40', discount: 40, is_used: false, expiry_date: '2026-12-01T00:00:00Z' };

	it.each< [ string, SiteDiscount | null, PartnerCoupon | null, string | null ] >( [
		[ 'a running discount', discount, null, '2026-12-01T00:00:00.000Z' ],
		[ 'no discount', null, null, null ],
		[ 'a used discount', { ...discount, is_used: true }, null, null ],
		[ 'no percentage', { ...discount, discount: 0 }, null, null ],
		[ 'an undated discount', { ...discount, expiry_date: 'soon' }, null, null ],
		[ 'a partner coupon that gives the product', discount, { ...createPartnerCoupon(), product: { slug: 'jetpack_scan', title: 'Jetpack Scan', features: [] } }, null ],
	] )( '%s → %s', ( _case, siteDiscount, coupon, expected ) => {
		expect( siteDiscountDeadline( product, siteDiscount, coupon )?.toISOString() ?? null ).toBe( expected );
	} );
} );

describe( 'discountDeadline', () => {
	it( 'is the expiry of a discount with a percentage, unused and dated, kept after it has passed', () => {
		expect( discountDeadline( discount() ) ).toEqual( new Date( now.getTime() + 72 * HOUR ) );
		expect( discountDeadline( discount( { expiry_date: '2026-11-01T00:00:00Z' } ) ) ).toEqual( new Date( '2026-11-01T00:00:00Z' ) );
		expect( discountDeadline( discount( { is_used: true } ) ) ).toBeNull();
		expect( discountDeadline( discount( { discount: 0 } ) ) ).toBeNull();
		expect( discountDeadline( discount( { expiry_date: 'soon' } ) ) ).toBeNull();
		expect( discountDeadline( null ) ).toBeNull();
		expect( discountDeadline( undefined ) ).toBeNull();
	} );
} );

describe( 'suggestionOffer', () => {
	const suggestion = ( overrides: Partial< ProductSuggestion > = {} ): ProductSuggestion => ( {
		slug: 'jetpack_security_t1_yearly',
		features: [],
		title: 'Security',
		description: 'Security.',
		cost: 19.95,
		billing_timeframe: 'billed yearly',
		cost_timeframe: 'per month, billed yearly',
		currency_code: 'USD',
		product_slug: 'jetpack_security_t1_yearly',
		original_price: 19.95,
		raw_price: 19.95,
		...overrides,
	} );

	it( 'takes the site’s discount off the quoted monthly price while it is valid, in the currency’s precision', () => {
		expect( suggestionOffer( suggestion(), discount(), now ) ).toEqual( {
			monthlyPrice: 19.95,
			discountedMonthlyPrice: 11.97,
			discountSource: 'site-discount',
			discountEndsAt: new Date( now.getTime() + 72 * HOUR ),
		} );
		expect( suggestionOffer( suggestion( { cost: 1990, currency_code: 'JPY' } ), discount(), now ).discountedMonthlyPrice ).toBe( 1194 );
	} );

	it( 'quotes the introductory price, as the product page does, when no site discount applies', () => {
		const intro = suggestion( { raw_price: 9.97 } );
		expect( suggestionOffer( intro, null, now ) ).toEqual( {
			monthlyPrice: 19.95,
			discountedMonthlyPrice: 9.97,
			discountSource: 'intro-offer',
			discountEndsAt: null,
		} );
		// The site's discount comes first, as on the product page.
		expect( suggestionOffer( intro, discount(), now ).discountSource ).toBe( 'site-discount' );
	} );

	it( 'quotes the full price without a valid discount, and from the instant it ends', () => {
		const full = { monthlyPrice: 19.95, discountedMonthlyPrice: null, discountSource: null, discountEndsAt: null };
		expect( suggestionOffer( suggestion(), null, now ) ).toEqual( full );
		expect( suggestionOffer( suggestion(), discount( { is_used: true } ), now ) ).toEqual( full );
		expect( suggestionOffer( suggestion(), discount(), new Date( now.getTime() + 72 * HOUR ) ) ).toEqual( full );
		// A suggestion that names no price of its own (0) offers nothing for free.
		expect( suggestionOffer( suggestion( { raw_price: 0 } ), null, now ) ).toEqual( full );
	} );
} );
