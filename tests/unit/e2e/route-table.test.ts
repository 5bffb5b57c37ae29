/**
 * The route sweep's hand-written table (tests/e2e/support/route-table.ts) and the app's route list name the same
 * paths: a route added to the app without a row, or a row for a route the app no longer has, fails here.
 */
import { matchPath } from 'react-router-dom';
import { PRODUCT_SLUGS, APP_ROUTES } from '../../../src/app/app-routes';
import { SCENARIO_NAMES } from '../../../src/demo/backend/scenarios';
import { RECOMMENDATION_ROUTES } from '../../../src/lib/recommendation-steps';
import { ROUTE_TABLE, SCENARIOS, UNKNOWN_PATHS } from '../../e2e/support/route-table';

/** Every concrete path of the app's route list: each parameter expanded to every value the app knows. */
function appPaths(): string[] {
	return APP_ROUTES.flatMap( ( route ) => {
		if ( route.path.includes( ':step' ) ) {
			return RECOMMENDATION_ROUTES.map( ( step ) => `/recommendations/${ step }` );
		}
		if ( route.path.includes( ':slug' ) ) {
			return PRODUCT_SLUGS.map( ( slug ) => `/product/${ slug }` );
		}
		return [ route.path ];
	} );
}

describe( 'the route sweep’s table', () => {
	const tablePaths = Object.keys( ROUTE_TABLE );

	it( 'has a row for every path of the app’s route list, and no other known path', () => {
		expect( tablePaths.filter( ( path ) => ! UNKNOWN_PATHS.includes( path ) ).sort() ).toEqual( [ ...new Set( appPaths() ) ].sort() );
	} );

	it( 'tries unknown paths that no route of the app matches', () => {
		expect( UNKNOWN_PATHS.length ).toBeGreaterThan( 0 );
		for ( const path of UNKNOWN_PATHS ) {
			expect( { path, matches: APP_ROUTES.filter( ( route ) => matchPath( { path: route.path, end: true }, path ) ).map( ( route ) => route.path ) } ).toEqual(
				path.startsWith( '/recommendations/' ) || path.startsWith( '/product/' )
					? { path, matches: [ path.startsWith( '/product/' ) ? '/product/:slug' : '/recommendations/:step' ] }
					: { path, matches: [] }
			);
		}
	} );

	it( 'covers every demo scenario', () => {
		expect( [ ...SCENARIOS ].sort() ).toEqual( [ ...SCENARIO_NAMES ].sort() );
	} );
} );
