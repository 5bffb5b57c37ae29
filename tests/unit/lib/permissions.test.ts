import { getCapabilities } from '../../../src/lib/permissions';
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
