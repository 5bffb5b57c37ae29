import { IDENTITY_CRISIS_CHOICES, identityCrisisPath, shouldShowIdentityCrisis } from '../../../src/lib/identity-crisis';

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

describe( 'identityCrisisPath', () => {
	it( 'maps each choice to its call', () => {
		expect( IDENTITY_CRISIS_CHOICES.map( identityCrisisPath ) ).toEqual( [
			'identity-crisis/confirm-safe-mode',
			'identity-crisis/migrate',
			'identity-crisis/start-fresh',
		] );
	} );
} );
