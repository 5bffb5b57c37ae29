import { shouldShowIdentityCrisis } from '../../../src/lib/identity-crisis';

describe( 'shouldShowIdentityCrisis', () => {
	// in crisis, administrator, offline → shown
	it.each( [
		[ true, true, false, true ],
		[ false, true, false, false ],
		[ undefined, true, false, false ],
		[ true, false, false, false ],
		[ true, true, true, false ],
	] )( 'in crisis %s, administrator %s, offline %s → %s', ( isInIdentityCrisis, userCanManageOptions, isOfflineMode, shown ) => {
		expect( shouldShowIdentityCrisis( { isInIdentityCrisis, caps: { userCanManageOptions, isOfflineMode } } ) ).toBe( shown );
	} );
} );
