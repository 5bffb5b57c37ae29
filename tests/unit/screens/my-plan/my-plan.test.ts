import type { Purchase } from '../../../../src/api/types';
import {
	canAddLicense,
	licenseActions,
	myProducts,
	planGridLayout,
	planPurchase,
	purchaseStatus,
	purchaseStatusLine,
} from '../../../../src/screens/my-plan/my-plan';

const now = new Date( '2026-11-22T12:00:00Z' );

function purchase( overrides: Partial< Purchase > = {} ): Purchase {
	return {
		ID: '1',
		product_slug: 'jetpack_complete',
		product_name: 'Jetpack Complete',
		expiry_date: '2027-10-13T12:00:00Z',
		subscribed_date: '2026-10-13T12:00:00Z',
		is_refundable: false,
		active: '1',
		...overrides,
	};
}

describe( 'purchaseStatus and its line', () => {
	const line = ( p: Purchase, format = 'F j, Y' ) => {
		const status = purchaseStatus( p, now );
		return status && purchaseStatusLine( status, format, 'en' );
	};

	it( 'renews on an expiry still ahead', () => {
		expect( line( purchase() ) ).toBe( 'Renews on October 13, 2027.' );
	} );

	it( 'expired on an expiry that has passed', () => {
		expect( line( purchase( { expiry_date: '2026-11-01T00:00:00Z' } ) ) ).toBe( 'Expired on November 1, 2026.' );
	} );

	it( 'purchased on the subscription date without an expiry or while refundable', () => {
		expect( line( purchase( { expiry_date: null } ) ) ).toBe( 'Purchased on October 13, 2026.' );
		expect( line( purchase( { is_refundable: true } ) ) ).toBe( 'Purchased on October 13, 2026.' );
	} );

	it( 'has expired at the very moment of its expiry', () => {
		expect( purchaseStatus( purchase( { expiry_date: now.toISOString() } ), now )?.kind ).toBe( 'expired' );
	} );

	it( 'shows nothing for a date that is not a date', () => {
		expect( purchaseStatus( purchase( { expiry_date: 'soon' } ), now ) ).toBeNull();
		expect( purchaseStatus( purchase( { expiry_date: null, subscribed_date: '' } ), now ) ).toBeNull();
		expect( purchaseStatus( purchase( { is_refundable: true, subscribed_date: 'yesterday' } ), now ) ).toBeNull();
	} );

	it( 'writes the date in the site’s format, or the default one when the site has none', () => {
		expect( line( purchase(), 'Y-m-d' ) ).toBe( 'Renews on 2027-10-13.' );
		expect( line( purchase(), '' ) ).toBe( 'Renews on October 13, 2027.' );
	} );
} );

describe( 'planGridLayout', () => {
	it( 'gives bundles the paid grid', () => {
		for ( const slug of [ 'jetpack_personal', 'jetpack_premium_monthly', 'jetpack_business', 'jetpack_security_t1_yearly', 'jetpack_security_t2_monthly', 'jetpack_security_daily', 'jetpack_security_realtime', 'jetpack_complete', 'value_bundle' ] ) {
			expect( [ slug, planGridLayout( slug, false ) ] ).toEqual( [ slug, 'paid' ] );
		}
	} );

	it( 'gives the free plan, single products and unknown slugs the basic grid', () => {
		for ( const slug of [ 'jetpack_free', 'jetpack_backup_t1_yearly', 'jetpack_backup_daily', 'jetpack_search', 'jetpack_scan', 'jetpack_anti_spam', 'jetpack_videopress', 'some_new_plan' ] ) {
			expect( [ slug, planGridLayout( slug, false ) ] ).toEqual( [ slug, 'basic' ] );
		}
	} );

	it( 'gives an offline site the basic grid and a plan not known yet the placeholder', () => {
		expect( planGridLayout( 'jetpack_complete', true ) ).toBe( 'basic' );
		expect( planGridLayout( null, true ) ).toBe( 'basic' );
		expect( planGridLayout( undefined, false ) ).toBe( 'placeholder' );
		expect( planGridLayout( null, false ) ).toBe( 'placeholder' );
	} );
} );

describe( 'the plan’s purchase and the other products', () => {
	const purchases = [
		purchase(),
		purchase( { ID: '2', product_slug: 'jetpack_videopress', product_name: 'Jetpack VideoPress' } ),
		purchase( { ID: '3', product_slug: 'jetpack_scan', product_name: 'Jetpack Scan', active: '0' } ),
	];

	it( 'finds the plan’s own purchase', () => {
		expect( planPurchase( purchases, 'jetpack_complete' )?.ID ).toBe( '1' );
		expect( planPurchase( purchases, 'jetpack_free' ) ).toBeUndefined();
	} );

	it( 'lists the active purchases other than the plan', () => {
		expect( myProducts( purchases, 'jetpack_complete' ).map( ( p ) => p.ID ) ).toEqual( [ '2' ] );
		expect( myProducts( purchases, 'jetpack_free' ).map( ( p ) => p.ID ) ).toEqual( [ '1', '2' ] );
	} );
} );

describe( 'licenseActions', () => {
	const HOST = { adminUrl: '/', myJetpack: true };
	const owner = { isLinked: true, isConnectionOwner: true, isSiteConnected: true, isOfflineMode: false };

	it( 'offers the connection owner every action on a connected site', () => {
		expect( licenseActions( owner, 2, { adminUrl: 'https://example.com/wp-admin/', myJetpack: true } ) ).toEqual( {
			activateHere: true,
			activateProductUrl: 'https://example.com/wp-admin/admin.php?page=my-jetpack#/add-license',
			viewPurchases: true,
		} );
	} );

	it( 'links My Jetpack’s add-licence page only where the host has My Jetpack', () => {
		expect( licenseActions( owner, 0, { adminUrl: '/wp-admin/', myJetpack: false } ).activateProductUrl ).toBeNull();
		expect( licenseActions( owner, 0, { adminUrl: '/wp-admin/', myJetpack: true } ).activateProductUrl ).toBe( '/wp-admin/admin.php?page=my-jetpack#/add-license' );
	} );

	it( 'links the licence screen only for the linked owner, and purchases only when there are some', () => {
		expect( licenseActions( { ...owner, isConnectionOwner: false }, 0, HOST ) ).toMatchObject( { activateHere: false, viewPurchases: false } );
		expect( licenseActions( { ...owner, isLinked: false }, 1, HOST ) ).toMatchObject( { activateHere: false, viewPurchases: true } );
	} );

	it( 'adds no key on an offline or unconnected site', () => {
		expect( canAddLicense( owner ) ).toBe( true );
		expect( canAddLicense( { ...owner, isOfflineMode: true } ) ).toBe( false );
		expect( canAddLicense( { ...owner, isSiteConnected: false } ) ).toBe( false );
		expect( licenseActions( { ...owner, isOfflineMode: true }, 0, HOST ).activateHere ).toBe( false );
		expect( licenseActions( { ...owner, isSiteConnected: false }, 0, HOST ).activateHere ).toBe( false );
	} );
} );
