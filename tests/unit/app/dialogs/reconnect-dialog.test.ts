import { shouldShowReconnectDialog } from '../../../../src/app/dialogs/reconnect-dialog';
import type { ReconnectDialogContext } from '../../../../src/app/dialogs/reconnect-dialog';

const context = ( overrides: Partial< ReconnectDialogContext > = {}, caps: Partial< ReconnectDialogContext[ 'caps' ] > = {} ): ReconnectDialogContext => ( {
	path: '/reconnect',
	isReconnecting: false,
	...overrides,
	caps: { isSiteConnected: true, userCanConnectSite: true, isOfflineMode: false, ...caps },
} );

describe( 'shouldShowReconnectDialog', () => {
	it( 'shows on #/reconnect for a user who may connect a connected site', () => {
		expect( shouldShowReconnectDialog( context() ) ).toBe( true );
	} );

	it( 'shows only when asked for, on its route', () => {
		expect( shouldShowReconnectDialog( context( { path: '/dashboard' } ) ) ).toBe( false );
	} );

	it( 'does not show while a reconnect runs', () => {
		expect( shouldShowReconnectDialog( context( { isReconnecting: true } ) ) ).toBe( false );
	} );

	it( 'does not show on a site that is not connected or is offline, or to a user who may not connect it', () => {
		expect( shouldShowReconnectDialog( context( {}, { isSiteConnected: false } ) ) ).toBe( false );
		expect( shouldShowReconnectDialog( context( {}, { isOfflineMode: true } ) ) ).toBe( false );
		expect( shouldShowReconnectDialog( context( {}, { userCanConnectSite: false } ) ) ).toBe( false );
	} );
} );
