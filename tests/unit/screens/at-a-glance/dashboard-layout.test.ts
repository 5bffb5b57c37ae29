import type { Module } from '../../../../src/api/types';
import { dashboardFacts, getDashboardLayout } from '../../../../src/screens/at-a-glance/dashboard-layout';
import { getCapabilities } from '../../../../src/lib/permissions';
import type { PermissionFlags } from '../../../../src/lib/permissions';
import { ADMIN_PERMISSIONS, EDITOR_PERMISSIONS, SUBSCRIBER_PERMISSIONS } from '../../../support/permissions';

function caps( permissions: PermissionFlags, { hasConnectedOwner = true, isAtomic = false, connected = true } = {} ) {
	return getCapabilities( {
		permissions,
		user: { isConnected: true, isMaster: false },
		connection: { isActive: connected, isRegistered: connected, hasConnectedOwner, offline: false },
		site: { isMultisite: false, isAtomic },
	} );
}

interface LayoutOptions {
	hasConnectedOwner?: boolean;
	isAtomic?: boolean;
	protectActive?: boolean;
	overridden?: string[];
	path?: string;
	connected?: boolean;
}

const layout = ( permissions: PermissionFlags, options: LayoutOptions = {} ) =>
	getDashboardLayout( {
		caps: caps( permissions, options ),
		overriddenInactive: new Set( options.overridden ?? [] ),
		protectActive: options.protectActive ?? false,
		path: options.path ?? '/dashboard',
	} );

describe( 'getDashboardLayout', () => {
	it( 'gives a manager every card, in the order of the spec', () => {
		expect( layout( ADMIN_PERMISSIONS ) ).toEqual( {
			security: [ 'activity', 'anti-spam', 'backup', 'scan', 'blocks', 'protect' ],
			performance: [ 'search', 'stats', 'videopress', 'image-accelerator', 'monitor', 'boost-promo', 'crm-promo', 'security-bundle', 'agencies', 'apps' ],
			connections: [ 'site-connection', 'account-connection' ],
			securitySettingsLink: true,
		} );
	} );

	it( 'shows a subscriber only stats and connections', () => {
		expect( layout( SUBSCRIBER_PERMISSIONS, { protectActive: true } ) ).toEqual( {
			security: [],
			performance: [ 'stats' ],
			connections: [ 'site-connection', 'account-connection' ],
			securitySettingsLink: false,
		} );
	} );

	it( 'leaves stats out for a subscriber who may not view them', () => {
		expect( layout( { ...SUBSCRIBER_PERMISSIONS, view_stats: false } ).performance ).toEqual( [] );
	} );

	it( 'shows another publisher the protection card only with a connected owner and protection on', () => {
		expect( layout( EDITOR_PERMISSIONS, { protectActive: true } ).security ).toEqual( [ 'protect' ] );
		expect( layout( EDITOR_PERMISSIONS, { protectActive: false } ).security ).toEqual( [] );
		expect( layout( EDITOR_PERMISSIONS, { protectActive: true, hasConnectedOwner: false } ).security ).toEqual( [] );
		expect( layout( EDITOR_PERMISSIONS, { protectActive: true, overridden: [ 'protect' ] } ).security ).toEqual( [] );
		expect( layout( EDITOR_PERMISSIONS ).performance ).toEqual( [ 'stats' ] );
	} );

	it( 'links the Security section to its settings only for those who may change them', () => {
		expect( layout( EDITOR_PERMISSIONS, { protectActive: true } ).securitySettingsLink ).toBe( false );
		expect( layout( ADMIN_PERMISSIONS, { overridden: [ 'protect', 'scan', 'activity-log' ] } ).securitySettingsLink ).toBe( true );
	} );

	it( 'shows the apps card only on a connected site, and not during the WooCommerce setup', () => {
		expect( layout( ADMIN_PERMISSIONS ).performance ).toContain( 'apps' );
		expect( layout( ADMIN_PERMISSIONS, { connected: false } ).performance ).not.toContain( 'apps' );
		expect( layout( ADMIN_PERMISSIONS, { path: '/woo-setup' } ).performance ).not.toContain( 'apps' );
		expect( layout( ADMIN_PERMISSIONS, { path: '/woo-setup' } ).performance ).toContain( 'agencies' );
	} );

	it( 'gives the plugin promos only to those who may manage plugins', () => {
		const performance = layout( { ...ADMIN_PERMISSIONS, manage_plugins: false } ).performance;
		expect( performance ).not.toContain( 'boost-promo' );
		expect( performance ).not.toContain( 'crm-promo' );
		expect( performance ).toContain( 'stats' );
	} );

	it( 'gives the account card only to those who may connect an account', () => {
		expect( layout( { ...SUBSCRIBER_PERMISSIONS, connect_user: false } ).connections ).toEqual( [ 'site-connection' ] );
	} );

	it( 'hides the card of a module forced off, but keeps the stats card (it says so itself)', () => {
		const forced = layout( ADMIN_PERMISSIONS, { overridden: [ 'search', 'monitor', 'stats', 'photon' ] } ).performance;
		expect( forced ).not.toContain( 'search' );
		expect( forced ).not.toContain( 'monitor' );
		expect( forced ).not.toContain( 'image-accelerator' );
		expect( forced ).toContain( 'stats' );
	} );

	it( 'hides a security card whose module is forced off, and the video card', () => {
		const forced = layout( ADMIN_PERMISSIONS, { overridden: [ 'activity-log', 'scan', 'protect', 'videopress' ] } );
		expect( forced.security ).toEqual( [ 'anti-spam', 'backup', 'blocks' ] );
		expect( forced.performance ).not.toContain( 'videopress' );
		expect( forced.securitySettingsLink ).toBe( true );
	} );

	it( 'has no scan card on Atomic sites, and every other card', () => {
		expect( layout( ADMIN_PERMISSIONS, { isAtomic: true } ).security ).toEqual( [ 'activity', 'anti-spam', 'backup', 'blocks', 'protect' ] );
	} );
} );

describe( 'dashboardFacts', () => {
	const module = ( slug: string, over: Partial< Module > ) => ( { module: slug, activated: false, ...over } ) as Module;

	it( 'reads the modules forced off and whether protection is on from the printed list', () => {
		const facts = dashboardFacts( caps( ADMIN_PERMISSIONS ), {
			monitor: module( 'monitor', { override: 'inactive' } ),
			search: module( 'search', { override: 'active' } ),
			protect: module( 'protect', { activated: true } ),
			stats: module( 'stats', {} ),
		}, '/woo-setup' );
		expect( [ ...facts.overriddenInactive ] ).toEqual( [ 'monitor' ] );
		expect( facts.protectActive ).toBe( true );
		expect( facts.path ).toBe( '/woo-setup' );
	} );

	it( 'knows of no module forced off, and protection off, before the list is there', () => {
		const facts = dashboardFacts( caps( ADMIN_PERMISSIONS ), undefined, '/dashboard' );
		expect( facts.overriddenInactive.size ).toBe( 0 );
		expect( facts.protectActive ).toBe( false );
	} );

	it( 'reads protection as off when its module is listed but inactive', () => {
		expect( dashboardFacts( caps( ADMIN_PERMISSIONS ), { protect: module( 'protect', {} ) }, '/dashboard' ).protectActive ).toBe( false );
	} );
} );
