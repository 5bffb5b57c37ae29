import { identityCrisisExplanation, identityCrisisOutcome } from '../../../src/app/notices/identity-crisis-words';
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

describe( 'what the identity-crisis notice and its choices say', () => {
	it.each( [
		[ 'original.example', 'Jetpack was connected for original.example, and copy.example now uses the same connection.' ],
		[ null, 'Jetpack was connected for another address, and copy.example now uses the same connection.' ],
	] )( 'explains the crisis with the address the connection was made for (%s)', ( previous, start ) => {
		expect( identityCrisisExplanation( 'copy.example', previous ) ).toBe(
			`${ start } Tell Jetpack what this site is so that stats, backups and other features go to the right place.`
		);
	} );

	it.each( [
		[ 'safe-mode', 'original.example', 'Safe Mode is on: copy.example is kept apart as a copy, and the connection stays with original.example.' ],
		[ 'safe-mode', null, 'Safe Mode is on: copy.example is kept apart as a copy, and the connection stays with the original site.' ],
		[ 'migrate', 'original.example', 'The connection moved from original.example to copy.example.' ],
		[ 'migrate', null, 'The connection moved to copy.example.' ],
		[ 'start-fresh', 'original.example', null ],
	] as const )( 'says what %s did (connected for %s)', ( choice, previous, said ) => {
		expect( identityCrisisOutcome( choice, 'copy.example', previous ) ).toBe( said );
	} );
} );
