import type { PartnerCoupon } from '../../../src/api/types';
import { appPagePath } from '../../../src/lib/admin-pages';
import {
	COUPON_REMINDER_MS,
	couponRedeemUrl,
	couponReturnPlace,
	offersRemindLater,
	partnerCouponView,
} from '../../../src/lib/partner-coupon-banner';
import type { PartnerCouponContext } from '../../../src/lib/partner-coupon-banner';

const coupon: PartnerCoupon = {
	coupon_code: 'DEMO PARTNER&1',
	preset: 'jetpack_backup_daily',
	partner: { name: 'Demo Hosting', logo: { src: '', width: 0, height: 0 } },
	product: { slug: 'jetpack_backup_daily', title: 'Jetpack Backup', features: [] },
};
const now = Date.parse( '2026-11-22T12:00:00Z' );

function context( overrides: Partial< PartnerCouponContext > = {}, caps: Partial< PartnerCouponContext[ 'caps' ] > = {} ): PartnerCouponContext {
	return {
		coupon,
		showCouponRedemption: false,
		remindAfter: null,
		now,
		...overrides,
		caps: { isOfflineMode: false, isSiteConnected: false, userCanConnectSite: true, userCanManageModules: true, ...caps },
	};
}

describe( 'partnerCouponView', () => {
	it( 'welcomes the partner’s customer on a site that is not connected yet, if they can set it up', () => {
		expect( partnerCouponView( context() ) ).toBe( 'welcome' );
		expect( partnerCouponView( context( {}, { userCanConnectSite: false } ) ) ).toBeNull();
	} );

	it( 'shows nothing without a coupon or offline', () => {
		expect( partnerCouponView( context( { coupon: null } ) ) ).toBeNull();
		expect( partnerCouponView( context( {}, { isOfflineMode: true } ) ) ).toBeNull();
	} );

	it( 'offers the redemption on a connected site only when the page asks for it, to managers', () => {
		expect( partnerCouponView( context( {}, { isSiteConnected: true } ) ) ).toBeNull();
		expect( partnerCouponView( context( { showCouponRedemption: true }, { isSiteConnected: true } ) ) ).toBe( 'redeem' );
		expect( partnerCouponView( context( { showCouponRedemption: true }, { isSiteConnected: true, userCanManageModules: false } ) ) ).toBeNull();
	} );

	it( 'stays hidden while "Remind me later" lasts', () => {
		const asked = { showCouponRedemption: true };
		const connected = { isSiteConnected: true };
		expect( partnerCouponView( context( { ...asked, remindAfter: now + 1 }, connected ) ) ).toBeNull();
		expect( partnerCouponView( context( { ...asked, remindAfter: now }, connected ) ) ).toBe( 'redeem' );
		expect( COUPON_REMINDER_MS ).toBe( 3 * 24 * 60 * 60 * 1000 );
	} );
} );

describe( 'the coupon’s links', () => {
	it( 'comes back to the admin page with the coupon after the set-up', () => {
		expect( appPagePath( 'jetpack', couponReturnPlace( coupon ) ) ).toBe( 'admin.php?page=jetpack&partnerCoupon=DEMO+PARTNER%261&showCouponRedemption=1' );
		expect( appPagePath( 'jetpack-dashboard', couponReturnPlace( coupon ) ) ).toBe(
			'admin.php?page=jetpack-dashboard&partnerCoupon=DEMO+PARTNER%261&showCouponRedemption=1'
		);
	} );

	it( 'redeems at the provider’s checkout for the coupon’s product on this site', () => {
		expect( couponRedeemUrl( coupon, 'https://example.com/blog' ) ).toBe(
			'https://wordpress.com/checkout/example.com::blog/jetpack_backup_daily?coupon=DEMO+PARTNER%261'
		);
	} );

	it( 'lets other administrators put it off, not the connection owner', () => {
		expect( offersRemindLater( { isConnectionOwner: true } ) ).toBe( false );
		expect( offersRemindLater( { isConnectionOwner: false } ) ).toBe( true );
	} );
} );
