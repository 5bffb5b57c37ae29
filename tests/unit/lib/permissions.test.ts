import type { ConnectionStatus, CurrentUser } from '../../../src/api/types';
import { parseConnectionStatus, parseCurrentUser } from '../../../src/app/initial-state/connection';
import { capabilitiesOf, getCapabilities } from '../../../src/lib/permissions';
import type { PermissionContext } from '../../../src/lib/permissions';
import { ADMIN_PERMISSIONS, NO_PERMISSIONS } from '../../support/permissions';

const none = NO_PERMISSIONS;
const admin = ADMIN_PERMISSIONS;

function context( overrides: Partial< PermissionContext > = {} ): PermissionContext {
	return {
		permissions: admin,
		user: { isConnected: true, isMaster: true },
		connection: { isActive: true, isRegistered: true, hasConnectedOwner: true, offline: false },
		site: { isMultisite: false, isAtomic: false },
		...overrides,
	};
}

describe( 'getCapabilities', () => {
	it( 'gives a linked connection owner everything', () => {
		expect( getCapabilities( context() ) ).toEqual( {
			userCanManageModules: true,
			userCanManageOptions: true,
			userCanPublish: true,
			userCanEditPosts: true,
			userCanViewStats: true,
			userCanManagePlugins: true,
			isSubscriber: false,
			userCanConnectSite: true,
			userCanConnectAccount: true,
			canDisconnectSite: true,
			isLinked: true,
			isConnectionOwner: true,
			hasConnectedOwner: true,
			isMultisite: false,
			isAtomicSite: false,
			isOfflineMode: false,
			isSiteConnected: true,
		} );
	} );

	it.each( [
		[ 'editor', { ...none, edit_posts: true, publish_posts: true, view_stats: true, connect_user: true }, false ],
		[ 'subscriber', { ...none, view_stats: true, connect_user: true }, true ],
		[ 'author without publish', { ...none, edit_posts: true }, false ],
	] )( 'a %s is a subscriber: %s', ( _role, permissions, subscriber ) => {
		const caps = getCapabilities( context( { permissions, user: { isConnected: false, isMaster: false } } ) );
		expect( caps.isSubscriber ).toBe( subscriber );
		expect( caps.userCanManageModules ).toBe( false );
		expect( caps.canDisconnectSite ).toBe( false );
	} );

	it( 'offers no disconnect on a site that is not connected', () => {
		const caps = getCapabilities( context( { connection: { isActive: false, isRegistered: false, hasConnectedOwner: false, offline: false } } ) );
		expect( caps.canDisconnectSite ).toBe( false );
		expect( caps.isSiteConnected ).toBe( false );
		expect( caps.userCanConnectSite ).toBe( true );
	} );

	it( 'treats an offline site as not connected', () => {
		const caps = getCapabilities( context( { connection: { isActive: true, isRegistered: true, hasConnectedOwner: true, offline: true } } ) );
		expect( caps.isOfflineMode ).toBe( true );
		expect( caps.isSiteConnected ).toBe( false );
	} );

	it( 'tells a secondary admin from the owner', () => {
		const caps = getCapabilities( context( { user: { isConnected: true, isMaster: false } } ) );
		expect( caps.isLinked ).toBe( true );
		expect( caps.isConnectionOwner ).toBe( false );
		expect( caps.hasConnectedOwner ).toBe( true );
	} );

	it( 'reports the kind of site', () => {
		const caps = getCapabilities( context( { site: { isMultisite: true, isAtomic: true } } ) );
		expect( caps ).toMatchObject( { isMultisite: true, isAtomicSite: true } );
	} );
} );

describe( 'capabilitiesOf, from what the page knows of the connection, the user and the site', () => {
	const FLAGS = Object.keys( NO_PERMISSIONS ) as ( keyof typeof NO_PERMISSIONS )[];
	const SITE = { isMultisite: false, isAtomicSite: false };

	// Built as the boot reads them from the page: what is not given reads as refused, not connected.
	const user = ( permissions: Partial< typeof NO_PERMISSIONS >, isConnected = false, isMaster = false ): CurrentUser =>
		parseCurrentUser( { isConnected, isMaster, permissions } );
	const connection = ( flags: Partial< Pick< ConnectionStatus, 'isActive' | 'isRegistered' | 'hasConnectedOwner' > >, offline = false ): ConnectionStatus =>
		parseConnectionStatus( { ...flags, offlineMode: { isActive: offline } } );

	const NOTHING = { isActive: false, isRegistered: false, hasConnectedOwner: false, offline: false };

	it( 'grants nothing while the user and the connection are unknown', () => {
		expect( capabilitiesOf( undefined, undefined, SITE ) ).toEqual(
			getCapabilities( { permissions: none, user: { isConnected: false, isMaster: false }, connection: NOTHING, site: { isMultisite: false, isAtomic: false } } )
		);
	} );

	it.each( FLAGS )( 'reads the user’s %s permission, and only it', ( flag ) => {
		expect( capabilitiesOf( connection( {} ), user( { [ flag ]: true } ), SITE ) ).toEqual(
			getCapabilities( { permissions: { ...none, [ flag ]: true }, user: { isConnected: false, isMaster: false }, connection: NOTHING, site: { isMultisite: false, isAtomic: false } } )
		);
	} );

	it.each( [
		[ 'linked', user( {}, true, false ), { isConnected: true, isMaster: false } ],
		[ 'the connection owner', user( {}, false, true ), { isConnected: false, isMaster: true } ],
	] )( 'reads whether the user is %s', ( _what, current, expected ) => {
		expect( capabilitiesOf( connection( {} ), current, SITE ) ).toEqual(
			getCapabilities( { permissions: none, user: expected, connection: NOTHING, site: { isMultisite: false, isAtomic: false } } )
		);
	} );

	it.each( [
		[ 'active', connection( { isActive: true } ), { ...NOTHING, isActive: true } ],
		[ 'registered', connection( { isRegistered: true } ), { ...NOTHING, isRegistered: true } ],
		[ 'with a connected owner', connection( { hasConnectedOwner: true } ), { ...NOTHING, hasConnectedOwner: true } ],
		[ 'offline', connection( { isActive: true, isRegistered: true }, true ), { ...NOTHING, isActive: true, isRegistered: true, offline: true } ],
	] )( 'reads a connection %s', ( _what, status, expected ) => {
		expect( capabilitiesOf( status, user( admin ), SITE ) ).toEqual(
			getCapabilities( { permissions: admin, user: { isConnected: false, isMaster: false }, connection: expected, site: { isMultisite: false, isAtomic: false } } )
		);
	} );

	it.each( [
		[ { isMultisite: true, isAtomicSite: false }, { isMultisite: true, isAtomic: false } ],
		[ { isMultisite: false, isAtomicSite: true }, { isMultisite: false, isAtomic: true } ],
	] )( 'reads the kind of site %j', ( site, expected ) => {
		expect( capabilitiesOf( connection( { isActive: true } ), user( admin ), site ) ).toEqual(
			getCapabilities( { permissions: admin, user: { isConnected: false, isMaster: false }, connection: { ...NOTHING, isActive: true }, site: expected } )
		);
	} );
} );
