import { checkedSidebarCard, checkoutUrl, ownsScan, sidebarCard, summaryLists, unviewedCount, upsellFootnote } from '../../../../src/screens/recommendations/recommendation-summary';
import type { SidebarContext } from '../../../../src/screens/recommendations/recommendation-summary';

describe( 'summaryLists', () => {
	it( 'lists enabled, skipped and read items, with the new ones marked', () => {
		const lists = {
			selectedRecommendations: [ 'woocommerce', 'anti-spam' ],
			skippedRecommendations: [ 'monitor', 'creative-mail', 'backup-plan' ],
			viewedRecommendations: [],
		};
		const result = summaryLists( lists, {
			active: { 'related-posts': true },
			installing: { 'creative-mail': true },
			newRecommendations: [ 'monitor' ],
		} );
		expect( result.enabled ).toEqual( [
			{ slug: 'woocommerce', isNew: false },
			{ slug: 'related-posts', isNew: false },
			{ slug: 'creative-mail', isNew: false },
		] );
		expect( result.skipped ).toEqual( [ { slug: 'monitor', isNew: true } ] );
		expect( result.resources ).toEqual( [
			{ slug: 'anti-spam', isNew: false },
			{ slug: 'backup-plan', isNew: false },
		] );
	} );

	it( 'is empty when nothing was chosen or works', () => {
		const empty = { selectedRecommendations: [], skippedRecommendations: [], viewedRecommendations: [ 'monitor' ] };
		expect( summaryLists( empty, { active: {}, installing: {}, newRecommendations: [] } ) ).toEqual( { enabled: [], skipped: [], resources: [] } );
	} );
} );

describe( 'sidebarCard', () => {
	const base: SidebarContext = { freeWithoutPaid: false, rewindState: 'unavailable', ownsScan: false };
	it.each< [ Partial< SidebarContext >, string ] >( [
		[ { freeWithoutPaid: undefined }, 'loading' ],
		[ { rewindState: undefined }, 'loading' ],
		// Loading comes first: no card is chosen, not even the upsell, until both the plan and the backup are known.
		[ { freeWithoutPaid: true, rewindState: undefined }, 'loading' ],
		[ { freeWithoutPaid: undefined, rewindState: 'active' }, 'loading' ],
		[ { freeWithoutPaid: undefined, rewindState: 'awaiting_credentials' }, 'loading' ],
		[ { freeWithoutPaid: true, rewindState: 'active' }, 'upsell' ],
		[ { rewindState: 'awaiting_credentials' }, 'one-click-restores' ],
		[ { rewindState: 'awaiting_credentials', ownsScan: true }, 'download-app' ],
		[ { rewindState: 'active' }, 'manage-security' ],
		[ { rewindState: 'provisioning' }, 'manage-security' ],
		[ {}, 'download-app' ],
	] )( '%o → %s', ( change, card ) => {
		expect( sidebarCard( { ...base, ...change } ) ).toBe( card );
	} );

	it( 'throws for a card it does not know', () => {
		expect( checkedSidebarCard( 'upsell' ) ).toBe( 'upsell' );
		expect( () => checkedSidebarCard( 'coupon' ) ).toThrow( 'Unknown recommendations sidebar card: coupon' );
	} );

	it( 'words the footnote after the discount', () => {
		expect( upsellFootnote( true ) ).toBe( '* Discount is for first term only, all renewals are at full price.' );
		expect( upsellFootnote( false ) ).toBe( 'Special introductory pricing, all renewals are at full price.' );
	} );
} );

it( 'counts the new recommendations not opened yet', () => {
	expect( unviewedCount( [ 'monitor', 'boost', 'publicize' ], [ 'boost', 'summary' ] ) ).toBe( 2 );
	expect( unviewedCount( [], [ 'boost' ] ) ).toBe( 0 );
} );

it( 'knows when the site already owns scanning', () => {
	expect( ownsScan( [ 'jetpack_scan' ] ) ).toBe( true );
	expect( ownsScan( [ 'jetpack_security_t1_yearly' ] ) ).toBe( true );
	expect( ownsScan( [ 'jetpack_backup_t1_yearly', 'jetpack_free' ] ) ).toBe( false );
} );

it( 'sends a purchase through the checkout redirect with the coupon', () => {
	expect( checkoutUrl( 'example.org', 'jetpack_security_t1_yearly', null ) ).toBe(
		'https://jetpack.com/redirect/?source=jetpack-recommendations-product-checkout&site=example.org&path=jetpack_security_t1_yearly'
	);
	expect( checkoutUrl( 'example.org', 'jetpack_backup_t1_yearly', 'SAVE20' ) ).toContain( '&query=coupon%3DSAVE20' );
} );
