import { getConnectionButton } from './connection-button';
import { getCapabilities } from '../../../lib/permissions';
import type { PermissionFlags } from '../../../lib/permissions';
import { ADMIN_PERMISSIONS, EDITOR_PERMISSIONS, SUBSCRIBER_PERMISSIONS } from '../../../../tests/support/permissions';

interface Site {
	active?: boolean;
	offline?: boolean;
	linked?: boolean;
	owner?: boolean;
}

function caps( permissions: PermissionFlags, { active = true, offline = false, linked = true, owner = false }: Site = {} ) {
	return getCapabilities( {
		permissions,
		user: { isConnected: linked, isMaster: owner },
		connection: { isActive: active, isRegistered: active, hasConnectedOwner: active, offline },
		site: { isMultisite: false, isAtomic: false },
	} );
}

const site = ( permissions: PermissionFlags, facts?: Site ) => getConnectionButton( caps( permissions, facts ), false );
const account = ( permissions: PermissionFlags, facts?: Site ) => getConnectionButton( caps( permissions, facts ), true );

describe( 'the site button', () => {
	it( 'offers "Manage site connection" on a connected site to whoever can disconnect it', () => {
		expect( site( ADMIN_PERMISSIONS ) ).toEqual( { action: 'manage', label: 'Manage site connection' } );
		expect( site( ADMIN_PERMISSIONS, { linked: false } ) ).toEqual( { action: 'manage', label: 'Manage site connection' } );
	} );

	it( 'offers "Set up Jetpack" on a site that is not connected to whoever can connect it', () => {
		expect( site( ADMIN_PERMISSIONS, { active: false, linked: false } ) ).toEqual( { action: 'set-up', label: 'Set up Jetpack' } );
	} );

	it( 'offers nothing to users who may neither connect nor disconnect the site', () => {
		for ( const permissions of [ EDITOR_PERMISSIONS, SUBSCRIBER_PERMISSIONS ] ) {
			expect( site( permissions ) ).toBeNull();
			expect( site( permissions, { active: false, linked: false } ) ).toBeNull();
		}
		expect( site( { ...ADMIN_PERMISSIONS, disconnect: false } ) ).toBeNull();
		expect( site( { ...ADMIN_PERMISSIONS, connect: false }, { active: false } ) ).toBeNull();
	} );

	it( 'offers nothing offline, connected or not', () => {
		expect( site( ADMIN_PERMISSIONS, { offline: true, active: false } ) ).toBeNull();
		expect( site( ADMIN_PERMISSIONS, { offline: true, active: true } ) ).toBeNull();
	} );
} );

describe( 'the account button', () => {
	it( 'connects an unlinked user and disconnects a linked one, naming WordPress.com', () => {
		expect( account( EDITOR_PERMISSIONS, { linked: false } ) ).toEqual( {
			action: 'connect',
			label: 'Connect your WordPress.com account',
		} );
		expect( account( EDITOR_PERMISSIONS, { linked: true } ) ).toEqual( {
			action: 'unlink',
			label: 'Disconnect your WordPress.com account',
		} );
	} );

	it( 'decides by the link before the site: a linked administrator gets the account button, not "Manage"', () => {
		expect( account( ADMIN_PERMISSIONS, { linked: true } )?.action ).toBe( 'unlink' );
		expect( account( ADMIN_PERMISSIONS, { linked: false } )?.action ).toBe( 'connect' );
	} );

	it( 'lets a subscriber link and unlink their own account', () => {
		expect( account( SUBSCRIBER_PERMISSIONS, { linked: false } )?.action ).toBe( 'connect' );
		expect( account( SUBSCRIBER_PERMISSIONS, { linked: true } )?.action ).toBe( 'unlink' );
	} );

	it( 'keeps the connection owner linked', () => {
		expect( account( ADMIN_PERMISSIONS, { linked: true, owner: true } ) ).toBeNull();
	} );

	it( 'offers nothing until the site is connected, offline, or without the connect-account capability', () => {
		expect( account( ADMIN_PERMISSIONS, { active: false, linked: false } ) ).toBeNull();
		expect( account( ADMIN_PERMISSIONS, { offline: true, active: false, linked: false } ) ).toBeNull();
		expect( account( { ...EDITOR_PERMISSIONS, connect_user: false }, { linked: false } ) ).toBeNull();
	} );
} );
