import { describeConnection, getConnectionState } from './connection-state';

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

} );

describe( 'describeConnection', () => {
	it.each( [
		[ 'the site and the account are connected', status( true, false, true ), 'Your site and your account are connected to WordPress.com.' ],
		[ 'the account is not linked', status( true, false, false ), 'Your site is connected to WordPress.com; your account is not linked yet.' ],
		[ 'the site is not connected', status( false, false, false ), 'Your site is not connected to WordPress.com.' ],
		[ 'the status is not known', undefined, 'Your site is not connected to WordPress.com.' ],
		[ 'the site is offline, even with an account linked', status( true, true, true ), 'Offline Mode: features that need WordPress.com are off.' ],
	] )( 'when %s', ( _case, facts, sentence ) => {
		expect( describeConnection( facts ) ).toBe( sentence );
	} );
} );
