/**
 * Where a path leads for this user and site: the route's screen, a redirect to /dashboard (a guard or the user's
 * view refuses it, or no route matches), or away from the app (plans). Pure, so the router and the browser
 * sweep over every route and scenario read the same rule.
 */
import { canShowScreen, getAppView } from './navigation';
import type { NavigationContext } from './navigation';
import { findRoute } from './app-routes';
import type { AppRoute, GuardContext } from './app-routes';

export type RouteDecision =
	| { kind: 'show'; route: AppRoute }
	| { kind: 'leave'; route: AppRoute }
	| { kind: 'redirect'; to: '/dashboard' };

/** Whether the route's own guard and the user's view both let it show. */
export function isRouteAllowed(
	route: AppRoute,
	params: Record< string, string | undefined >,
	guard: GuardContext,
	navigation: NavigationContext
): boolean {
	if ( route.guard && ! route.guard( guard, params ) ) {
		return false;
	}
	// A user who may see nothing still gets the dashboard route: its notices tell them to ask an administrator.
	return getAppView( navigation.caps ) === 'nothing' || canShowScreen( route, navigation );
}

export function decideRoute( path: string, guard: GuardContext, navigation: NavigationContext ): RouteDecision {
	const found = findRoute( path );
	if ( ! found || ! isRouteAllowed( found.route, found.params, guard, { ...navigation, path } ) ) {
		return { kind: 'redirect', to: '/dashboard' };
	}
	return found.route.screen ? { kind: 'show', route: found.route } : { kind: 'leave', route: found.route };
}
