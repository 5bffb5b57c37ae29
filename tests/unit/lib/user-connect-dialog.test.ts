import { shouldShowUserConnect, userConnectTitle } from '../../../src/lib/user-connect-dialog';
import type { UserConnectContext } from '../../../src/lib/user-connect-dialog';

const caps = ( overrides: Partial< UserConnectContext[ 'caps' ] > = {} ): UserConnectContext[ 'caps' ] => ( {
	isSiteConnected: true,
	isOfflineMode: false,
	isLinked: false,
	userCanConnectAccount: true,
	userCanManageModules: true,
	hasConnectedOwner: true,
	...overrides,
} );

describe( 'shouldShowUserConnect', () => {
	it( 'shows on #/connect-user for an unlinked user of a connected site', () => {
		expect( shouldShowUserConnect( { path: '/connect-user', caps: caps() } ) ).toBe( true );
		expect( shouldShowUserConnect( { path: '/dashboard', caps: caps() } ) ).toBe( false );
	} );

	it( 'needs the manage-modules capability or a connected owner', () => {
		expect( shouldShowUserConnect( { path: '/connect-user', caps: caps( { userCanManageModules: false } ) } ) ).toBe( true );
		expect( shouldShowUserConnect( { path: '/connect-user', caps: caps( { hasConnectedOwner: false } ) } ) ).toBe( true );
		expect( shouldShowUserConnect( { path: '/connect-user', caps: caps( { userCanManageModules: false, hasConnectedOwner: false } ) } ) ).toBe( false );
	} );

	it( 'does not show to a linked user, one who may not link, or on an unconnected or offline site', () => {
		for ( const off of [ { isLinked: true }, { userCanConnectAccount: false }, { isSiteConnected: false }, { isOfflineMode: true } ] ) {
			expect( shouldShowUserConnect( { path: '/connect-user', caps: caps( off ) } ) ).toBe( false );
		}
	} );
} );

describe( 'userConnectTitle', () => {
	it( 'names the feature asked for, or all of them', () => {
		expect( userConnectTitle( 'Post by email' ) ).toBe( 'Unlock Post by email and more amazing features' );
		expect( userConnectTitle( null ) ).toBe( 'Unlock all the amazing features of Jetpack by connecting now' );
		expect( userConnectTitle( '  ' ) ).toBe( 'Unlock all the amazing features of Jetpack by connecting now' );
	} );
} );
