/**
 * Where a path should lead for the page's own Initial_State, by the app's route table and rules (the store the
 * app builds from the same state, the same route decision): the browser sweep checks the app follows them.
 */
import type { InitialState } from '../../../src/api/types';
import { readInitialState } from '../../../src/app/initial-state';
import { decideRoute } from '../../../src/app/route-decision';
import { findRoute, PRODUCT_SLUGS, ROUTES } from '../../../src/app/routes';
import { shellContextsOf } from '../../../src/app/use-shell-context';
import { getAppView } from '../../../src/lib/navigation';
import { RECOMMENDATION_ROUTES, stepToRoute } from '../../../src/lib/recommendation-steps';
import { createAppStore } from '../../../src/state/store';

export interface ExpectedRoute {
	/** 'show': the path's own screen; 'redirect': /dashboard; 'leave': a page outside the app (plans). */
	kind: 'show' | 'redirect' | 'leave';
	/** The hash path the browser ends on (for 'leave', the path asked for). */
	finalPath: string;
	/** The document title's label: the route's navigation label. */
	label: string;
	/** Whether the user may see screens at all (if not, only the notices speak). */
	seesScreens: boolean;
	/**
	 * Set when the screen itself moves on to a place that depends on server data: any path under it will do
	 * (the product suggestions go on to the next applicable step when there is nothing to suggest).
	 */
	movesOnUnder?: string;
}

/** Every concrete path of the route table: parameters expanded to each known value and one unknown. */
export function sweepPaths(): string[] {
	const paths: string[] = [];
	for ( const route of ROUTES ) {
		if ( route.path.includes( ':step' ) ) {
			paths.push( ...RECOMMENDATION_ROUTES.map( ( step ) => `/recommendations/${ step }` ), '/recommendations/no-such-step' );
		} else if ( route.path.includes( ':slug' ) ) {
			paths.push( ...PRODUCT_SLUGS.map( ( slug ) => `/product/${ slug }` ), '/product/no-such-product' );
		} else {
			paths.push( route.path );
		}
	}
	return [ ...new Set( [ ...paths, '/no-such-page' ] ) ];
}

export function expectedRoute( initialState: InitialState, path: string ): ExpectedRoute {
	const state = createAppStore( readInitialState( { Initial_State: initialState } ) ).getState();
	const { guard, navigation } = shellContextsOf( state, path );
	const decision = decideRoute( path, guard, navigation );
	const seesScreens = getAppView( navigation.caps ) !== 'nothing';
	if ( decision.kind === 'redirect' ) {
		return { kind: 'redirect', finalPath: decision.to, label: findRoute( decision.to )?.route.label() ?? '', seesScreens };
	}
	const label = decision.route.label();
	if ( decision.kind === 'show' && path === '/recommendations' ) {
		// /recommendations opens the saved step's page.
		const resume = stepToRoute( initialState.recommendationsStep );
		return { kind: 'show', finalPath: resume ? `/recommendations/${ resume }` : path, label, seesScreens };
	}
	if ( decision.kind === 'show' && path === '/recommendations/product-suggestions' ) {
		return { kind: 'show', finalPath: path, label, seesScreens, movesOnUnder: '/recommendations/' };
	}
	return { kind: decision.kind, finalPath: path, label, seesScreens };
}
