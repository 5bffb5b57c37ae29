import { decideRoute } from '../../../src/app/route-decision';
import type { RouteDecision } from '../../../src/app/route-decision';
import type { GuardContext } from '../../../src/app/app-routes';
import type { NavigationContext } from '../../../src/app/navigation';
import { getCapabilities } from '../../../src/lib/permissions';
import type { PermissionContext, PermissionFlags } from '../../../src/lib/permissions';
import { ADMIN_PERMISSIONS, EDITOR_PERMISSIONS, SUBSCRIBER_PERMISSIONS } from '../../support/permissions';

interface Site {
	permissions?: PermissionFlags;
	user?: PermissionContext[ 'user' ];
	connection?: Partial< PermissionContext[ 'connection' ] >;
	modules?: Record< string, boolean >;
	recommendations?: boolean;
}

function contexts( site: Site = {} ): { guard: GuardContext; navigation: NavigationContext } {
	const caps = getCapabilities( {
		permissions: site.permissions ?? ADMIN_PERMISSIONS,
		user: site.user ?? { isConnected: true, isMaster: true },
		connection: { isActive: true, isRegistered: true, hasConnectedOwner: true, offline: false, ...site.connection },
		site: { isMultisite: false, isAtomic: false },
	} );
	const recommendationsEnabled = site.recommendations ?? false;
	return {
		guard: { caps, recommendationsEnabled, products: { backup: { available: true }, scan: { available: false } } },
		navigation: {
			caps,
			path: '/dashboard',
			connectionKnown: true,
			modules: site.modules ?? { protect: true, publicize: false, 'post-by-email': false, stats: true },
			recommendationsEnabled,
			myJetpackEnabled: true,
		},
	};
}

/** The decision in short: the route's path when shown, 'leave' for plans, '→ /dashboard' for a redirect. */
function where( path: string, site?: Site ): string {
	const { guard, navigation } = contexts( site );
	const decision: RouteDecision = decideRoute( path, guard, navigation );
	if ( decision.kind === 'redirect' ) {
		return `→ ${ decision.to }`;
	}
	return decision.kind === 'leave' ? 'leave' : decision.route.path;
}

describe( 'where a path leads', () => {
	it( 'shows every screen to a linked connection owner, except guarded ones that refuse', () => {
		expect( where( '/dashboard' ) ).toBe( '/dashboard' );
		expect( where( '/security' ) ).toBe( '/security' );
		expect( where( '/my-plan' ) ).toBe( '/my-plan' );
		expect( where( '/license/activation' ) ).toBe( '/license/activation' );
		expect( where( '/product/backup' ) ).toBe( '/product/:slug' );
		expect( where( '/product/scan' ) ).toBe( '→ /dashboard' );
		expect( where( '/recommendations' ) ).toBe( '→ /dashboard' );
	} );

	it( 'opens recommendations and their known steps only where they are enabled', () => {
		expect( where( '/recommendations', { recommendations: true } ) ).toBe( '/recommendations' );
		expect( where( '/recommendations/summary', { recommendations: true } ) ).toBe( '/recommendations/:step' );
		expect( where( '/recommendations/no-such-step', { recommendations: true } ) ).toBe( '→ /dashboard' );
		// The assistant saves site-wide answers: a user who may not manage options is sent to the dashboard.
		expect( where( '/recommendations/summary', { recommendations: true, permissions: EDITOR_PERMISSIONS } ) ).toBe( '→ /dashboard' );
	} );

	it( 'leaves the app for plans and sends unknown paths to the dashboard', () => {
		expect( where( '/plans' ) ).toBe( 'leave' );
		expect( where( '/plans-prompt' ) ).toBe( 'leave' );
		expect( where( '/no-such-page' ) ).toBe( '→ /dashboard' );
	} );

	it( 'refuses the licence page to an administrator who is not the linked connection owner', () => {
		expect( where( '/license/activation', { user: { isConnected: true, isMaster: false } } ) ).toBe( '→ /dashboard' );
		expect( where( '/license/activation', { user: { isConnected: false, isMaster: false } } ) ).toBe( '→ /dashboard' );
	} );

	it( 'keeps an editor on At a Glance, with the sharing section when publicize is on', () => {
		const editor = { permissions: EDITOR_PERMISSIONS, user: { isConnected: true, isMaster: false } };
		expect( where( '/dashboard', editor ) ).toBe( '/dashboard' );
		expect( where( '/my-plan', editor ) ).toBe( '→ /dashboard' );
		expect( where( '/security', editor ) ).toBe( '→ /dashboard' );
		expect( where( '/sharing', editor ) ).toBe( '→ /dashboard' );
		expect( where( '/sharing', { ...editor, modules: { publicize: true } } ) ).toBe( '/sharing' );
	} );

	it( 'gives a subscriber only the dashboard group', () => {
		const subscriber = { permissions: SUBSCRIBER_PERMISSIONS, user: { isConnected: true, isMaster: false } };
		expect( where( '/dashboard', subscriber ) ).toBe( '/dashboard' );
		expect( where( '/settings', subscriber ) ).toBe( '→ /dashboard' );
		expect( where( '/sharing', { ...subscriber, modules: { publicize: true } } ) ).toBe( '→ /dashboard' );
	} );

	it( 'lets a non-manager of an unconnected site land on the dashboard, where the notices speak to them', () => {
		const editor = { permissions: EDITOR_PERMISSIONS, connection: { isActive: false, isRegistered: false, hasConnectedOwner: false } };
		expect( where( '/dashboard', editor ) ).toBe( '/dashboard' );
		expect( where( '/settings', editor ) ).toBe( '/settings' );
	} );
} );
