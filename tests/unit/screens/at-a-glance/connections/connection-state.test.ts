import { describeConnection, getConnectionState } from '../../../../../src/screens/at-a-glance/connections/connection-state';

const status = ( isActive: boolean, offline: boolean, isUserConnected = true ) => ( {
	isActive,
	isUserConnected,
	offlineMode: { isActive: offline },
} );

describe( 'getConnectionState', () => {
	it.each( [
		[ true, false, 'connected' ],
		[ false, false, 'not-connected' ],
		[ false, true, 'offline' ],
		[ true, true, 'offline' ],
	] as const )( 'active %s, offline %s → %s', ( active, offline, expected ) => {
		expect( getConnectionState( status( active, offline ) ) ).toBe( expected );
	} );

	it( 'treats an unknown status as not connected', () => {
		expect( getConnectionState( undefined ) ).toBe( 'not-connected' );
	} );

	it( 'says whether the account is linked', () => {
		expect( describeConnection( status( true, false, false ) ) ).toMatch( /account is not linked/ );
		expect( describeConnection( status( true, false, true ) ) ).toMatch( /site and your account are connected/ );
	} );
} );
