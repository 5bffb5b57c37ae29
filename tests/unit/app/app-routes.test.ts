import { findRoute, APP_ROUTES, routeLabel } from '../../../src/app/app-routes';
import type { GuardContext } from '../../../src/app/app-routes';
import { getCapabilities } from '../../../src/lib/permissions';
import { getPlansUrl, getSiteSlug } from '../../../src/lib/plans-url';
import { ADMIN_PERMISSIONS } from '../../support/permissions';


function guard(
	overrides: { linked?: boolean; owner?: boolean; recommendations?: boolean; products?: GuardContext[ 'products' ] } = {}
): GuardContext {
	return {
		caps: getCapabilities( {
			permissions: ADMIN_PERMISSIONS,
			user: { isConnected: overrides.linked ?? true, isMaster: overrides.owner ?? true },
			connection: { isActive: true, isRegistered: true, hasConnectedOwner: true, offline: false },
			site: { isMultisite: false, isAtomic: false },
		} ),
		recommendationsEnabled: overrides.recommendations ?? true,
		products: overrides.products ?? { backup: { available: true }, scan: { available: false } },
	};
}

function allowed( path: string, context: GuardContext ): boolean | null {
	const found = findRoute( path );
	if ( ! found ) {
		return null;
	}
	return ! found.route.guard || found.route.guard( context, found.params );
}

describe( 'the route table (docs/shell.md#routes)', () => {
	it.each( [
		[ '/dashboard', 'At A Glance' ],
		[ '/', 'At A Glance' ],
		[ '/setup', 'Set up' ],
		[ '/my-plan', 'My Plan' ],
		[ '/plans', 'Plans' ],
		[ '/plans-prompt', 'Plans' ],
		[ '/recommendations', 'Recommendations' ],
		[ '/recommendations/summary', 'Recommendations' ],
		[ '/settings', 'Settings' ],
		[ '/discussion', 'Discussion' ],
		[ '/security', 'Security' ],
		[ '/performance', 'Performance' ],
		[ '/traffic', 'Traffic' ],
		[ '/writing', 'Writing' ],
		[ '/sharing', 'Sharing' ],
		[ '/privacy', 'Privacy' ],
		[ '/license/activation', 'License' ],
		[ '/reconnect', 'At A Glance' ],
		[ '/wpbody-content', 'At A Glance' ],
	] )( '%s is labelled %s', ( path, label ) => {
		expect( routeLabel( path ) ).toBe( label );
	} );

	it( 'has no route for an unknown path (the router sends it to /dashboard)', () => {
		expect( findRoute( '/no-such-page' ) ).toBeNull();
		expect( findRoute( '/product/backup/extra' ) ).toBeNull();
	} );

	it( 'declares every path once', () => {
		const paths = APP_ROUTES.map( ( route ) => route.path );
		expect( new Set( paths ).size ).toBe( paths.length );
	} );

	it( 'opens licence activation only to a linked connection owner', () => {
		expect( allowed( '/license/activation', guard() ) ).toBe( true );
		expect( allowed( '/license/activation', guard( { owner: false } ) ) ).toBe( false );
		expect( allowed( '/license/activation', guard( { linked: false, owner: false } ) ) ).toBe( false );
	} );

	it( 'opens recommendations and their known steps only when enabled', () => {
		expect( allowed( '/recommendations', guard() ) ).toBe( true );
		expect( allowed( '/recommendations/site-type', guard() ) ).toBe( true );
		expect( allowed( '/recommendations/no-such-step', guard() ) ).toBe( false );
		expect( allowed( '/recommendations/summary', guard( { recommendations: false } ) ) ).toBe( false );
	} );

	it( 'opens a product page only for a product listed as available', () => {
		expect( allowed( '/product/backup', guard() ) ).toBe( true );
		expect( allowed( '/product/scan', guard() ) ).toBe( false );
		expect( allowed( '/product/unknown', guard( { products: { unknown: { available: true } } } ) ) ).toBe( false );
	} );
} );

describe( 'the plans page address', () => {
	it( 'uses the site slug, with sub-folders joined by ::', () => {
		expect( getSiteSlug( 'example.com/blog/' ) ).toBe( 'example.com::blog' );
		expect( getSiteSlug( 'https://example.com' ) ).toBe( 'example.com' );
	} );
	it( 'differs by whether a connected owner exists and carries the feature and purchase token', () => {
		expect( getPlansUrl( { rawUrl: 'example.com', hasConnectedOwner: true } ) ).toBe( 'https://wordpress.com/plans/example.com' );
		expect( getPlansUrl( { rawUrl: 'example.com', hasConnectedOwner: false, purchaseToken: 'tok', feature: 'backups' } ) ).toBe(
			'https://cloud.jetpack.com/pricing/example.com?feature=backups&purchasetoken=tok'
		);
	} );
} );
