import { DEV_VERSION_NOTICE_ID, DISMISSIBLE_NOTICE_IDS, UNLINKED_USER_NOTICE_ID, WHATS_NEW_NOTICE_ID } from '../../../src/lib/notice-ids';

// The ids the hosts accept for a dismissal for good (docs/api.md#notices): a user's stored dismissals are kept under
// these names, so one renamed would show a dismissed notice again.
describe( 'the notices a user may dismiss for good', () => {
	it( 'are the development version, the unlinked user and the what’s new notices, by their stored ids', () => {
		expect( [ DEV_VERSION_NOTICE_ID, UNLINKED_USER_NOTICE_ID, WHATS_NEW_NOTICE_ID ] ).toEqual( [ 'dev-version', 'unlinked-user', 'whats-new' ] );
		expect( DISMISSIBLE_NOTICE_IDS ).toEqual( [ 'dev-version', 'unlinked-user', 'whats-new' ] );
		expect( Object.isFrozen( DISMISSIBLE_NOTICE_IDS ) ).toBe( true );
	} );
} );
