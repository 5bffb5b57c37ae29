import { moduleCardView } from './module-card';

const manager = { isOfflineMode: false, isSiteConnected: true, userCanManageModules: true };
const on = { activated: true, requires_connection: true };
const off = { activated: false, requires_connection: true };

describe( 'moduleCardView', () => {
	it( 'is unavailable offline, whatever the module', () => {
		expect( moduleCardView( on, { ...manager, isOfflineMode: true, isSiteConnected: false } ) ).toEqual( { state: 'offline' } );
		expect( moduleCardView( undefined, { ...manager, isOfflineMode: true } ) ).toEqual( { state: 'offline' } );
	} );

	it( 'says when the site has no such module', () => {
		expect( moduleCardView( undefined, manager ) ).toEqual( { state: 'unavailable' } );
	} );

	it( 'is active for everyone once on', () => {
		expect( moduleCardView( on, manager ) ).toEqual( { state: 'active' } );
		expect( moduleCardView( on, { ...manager, userCanManageModules: false } ) ).toEqual( { state: 'active' } );
	} );

	it( 'offers the switch to managers only', () => {
		expect( moduleCardView( off, manager ) ).toEqual( { state: 'inactive', activation: 'button' } );
		expect( moduleCardView( off, { ...manager, userCanManageModules: false } ) ).toEqual( { state: 'inactive', activation: 'ask-admin' } );
	} );

	it( 'waits for the connection when the module needs the provider', () => {
		expect( moduleCardView( off, { ...manager, isSiteConnected: false } ) ).toEqual( { state: 'inactive', activation: 'needs-connection' } );
		expect( moduleCardView( { activated: false, requires_connection: false }, { ...manager, isSiteConnected: false } ) ).toEqual( {
			state: 'inactive',
			activation: 'button',
		} );
	} );
} );
