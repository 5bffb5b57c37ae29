import { getFirstScreen, shouldForceWooWelcome } from '../../../../src/screens/at-a-glance/first-screen';
import type { FirstScreen, WooWelcomeContext } from '../../../../src/screens/at-a-glance/first-screen';

const ROLES = {
	administrator: { userCanConnectSite: true, userCanManageModules: true },
	editor: { userCanConnectSite: false, userCanManageModules: false },
	subscriber: { userCanConnectSite: false, userCanManageModules: false },
	// The two capabilities apart, so that the rule is seen reading the right one for the site's state.
	'manager who may not connect': { userCanConnectSite: false, userCanManageModules: true },
	'connector who may not manage': { userCanConnectSite: true, userCanManageModules: false },
} as const;

const STATES = {
	connected: { isSiteConnected: true, isOfflineMode: false },
	'not connected': { isSiteConnected: false, isOfflineMode: false },
	offline: { isSiteConnected: false, isOfflineMode: true },
} as const;

type Role = keyof typeof ROLES;
type State = keyof typeof STATES;

describe( 'getFirstScreen', () => {
	// role, connection state, path, first screen
	const table: [ Role, State, string, FirstScreen ][] = [
		[ 'administrator', 'not connected', '/', 'connect' ],
		[ 'administrator', 'not connected', '/dashboard', 'connect' ],
		[ 'administrator', 'not connected', '/setup', 'connect' ],
		[ 'administrator', 'not connected', '/woo-setup', 'woo-welcome' ],
		[ 'administrator', 'connected', '/', 'dashboard' ],
		[ 'administrator', 'connected', '/dashboard', 'dashboard' ],
		[ 'administrator', 'connected', '/setup', 'dashboard' ],
		[ 'administrator', 'connected', '/woo-setup', 'woo-welcome' ],
		[ 'administrator', 'offline', '/dashboard', 'dashboard' ],
		[ 'administrator', 'offline', '/setup', 'dashboard' ],
		[ 'administrator', 'offline', '/woo-setup', 'dashboard' ],
		[ 'editor', 'not connected', '/dashboard', 'not-connected-notice' ],
		[ 'editor', 'not connected', '/setup', 'not-connected-notice' ],
		[ 'editor', 'not connected', '/woo-setup', 'not-connected-notice' ],
		[ 'editor', 'connected', '/dashboard', 'dashboard' ],
		[ 'editor', 'connected', '/woo-setup', 'dashboard' ],
		[ 'editor', 'offline', '/dashboard', 'dashboard' ],
		[ 'subscriber', 'not connected', '/', 'not-connected-notice' ],
		[ 'subscriber', 'connected', '/', 'dashboard' ],
		[ 'subscriber', 'offline', '/', 'dashboard' ],
		// A connected store is set up by whoever manages modules; a store still to connect, by whoever may connect it.
		[ 'manager who may not connect', 'connected', '/woo-setup', 'woo-welcome' ],
		[ 'connector who may not manage', 'connected', '/woo-setup', 'dashboard' ],
		[ 'manager who may not connect', 'not connected', '/woo-setup', 'not-connected-notice' ],
		[ 'connector who may not manage', 'not connected', '/woo-setup', 'woo-welcome' ],
	];

	it.each( table )( '%s, site %s, %s → %s', ( role, state, path, expected ) => {
		expect( getFirstScreen( { caps: { ...ROLES[ role ], ...STATES[ state ] }, path } ) ).toBe( expected );
	} );
} );

describe( 'shouldForceWooWelcome', () => {
	const context = ( overrides: Partial< WooWelcomeContext > = {}, role: Role = 'administrator', state: State = 'not connected' ): WooWelcomeContext => ( {
		caps: { ...ROLES[ role ], ...STATES[ state ] },
		storeActive: true,
		welcomeSeen: false,
		path: '/dashboard',
		...overrides,
	} );

	it( 'sends a store owner who has not seen the welcome to it, from any dashboard path', () => {
		expect( shouldForceWooWelcome( context() ) ).toBe( true );
		expect( shouldForceWooWelcome( context( { path: '/' } ) ) ).toBe( true );
	} );

	it( 'forces it once: not when seen, not when already there', () => {
		expect( shouldForceWooWelcome( context( { welcomeSeen: true } ) ) ).toBe( false );
		expect( shouldForceWooWelcome( context( { path: '/woo-setup' } ) ) ).toBe( false );
	} );

	it( 'only for stores, for users who may manage the site, on a site still to connect', () => {
		expect( shouldForceWooWelcome( context( { storeActive: false } ) ) ).toBe( false );
		expect( shouldForceWooWelcome( context( {}, 'editor' ) ) ).toBe( false );
		expect( shouldForceWooWelcome( context( {}, 'administrator', 'connected' ) ) ).toBe( false );
		expect( shouldForceWooWelcome( context( {}, 'administrator', 'offline' ) ) ).toBe( false );
	} );
} );
