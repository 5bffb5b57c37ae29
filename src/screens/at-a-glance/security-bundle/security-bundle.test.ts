import { hasSecurityPurchase, showSecurityBundle } from './security-bundle';
import type { SecurityBundleFacts } from './security-bundle';

describe( 'hasSecurityPurchase', () => {
	it( 'counts a Security plan of any tier or period, and Complete', () => {
		for ( const plan of [
			'jetpack_security_t1_yearly',
			'jetpack_security_t2_monthly',
			'jetpack_security_daily',
			'jetpack_security_realtime_monthly',
			'jetpack_complete',
			'jetpack_complete_monthly',
		] ) {
			expect( hasSecurityPurchase( plan, [] ) ).toBe( true );
		}
	} );

	it( 'counts an active Security or Complete product beside another plan', () => {
		expect( hasSecurityPurchase( 'jetpack_free', [ 'jetpack_backup_t1_yearly', 'jetpack_security_t1_yearly' ] ) ).toBe( true );
		expect( hasSecurityPurchase( null, [ 'jetpack_complete' ] ) ).toBe( true );
	} );

	it( 'does not count plans and products that cover only part of it, or slugs outside the catalogue', () => {
		expect( hasSecurityPurchase( 'jetpack_free', [] ) ).toBe( false );
		expect( hasSecurityPurchase( 'jetpack_business', [ 'jetpack_backup_t2_yearly', 'jetpack_scan', 'jetpack_anti_spam' ] ) ).toBe( false );
		expect( hasSecurityPurchase( null, [ 'jetpack_future_thing' ] ) ).toBe( false );
		expect( hasSecurityPurchase( null, [] ) ).toBe( false );
	} );
} );

describe( 'showSecurityBundle', () => {
	const facts = ( over: Partial< SecurityBundleFacts > = {}, caps: Partial< SecurityBundleFacts[ 'caps' ] > = {} ): SecurityBundleFacts => ( {
		plan: 'jetpack_free',
		activeProducts: [],
		...over,
		caps: { isOfflineMode: false, userCanManageOptions: true, isMultisite: false, hasConnectedOwner: true, ...caps },
	} );

	it( 'shows to a buyer on a site without a security purchase', () => {
		expect( showSecurityBundle( facts() ) ).toBe( true );
		expect( showSecurityBundle( facts( { plan: null } ) ) ).toBe( true );
	} );

	it( 'shows only where the pinned bundle area may: a single site with a connected owner', () => {
		expect( showSecurityBundle( facts( {}, { isMultisite: true } ) ) ).toBe( false );
		expect( showSecurityBundle( facts( {}, { hasConnectedOwner: false } ) ) ).toBe( false );
	} );

	it( 'hides once the site has a security purchase', () => {
		expect( showSecurityBundle( facts( { plan: 'jetpack_complete' } ) ) ).toBe( false );
		expect( showSecurityBundle( facts( { activeProducts: [ 'jetpack_security_t2_yearly' ] } ) ) ).toBe( false );
	} );

	it( 'hides offline and from users who cannot purchase', () => {
		expect( showSecurityBundle( facts( {}, { isOfflineMode: true } ) ) ).toBe( false );
		expect( showSecurityBundle( facts( {}, { userCanManageOptions: false } ) ) ).toBe( false );
	} );
} );
