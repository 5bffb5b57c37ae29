/**
 * Calls a declared route (routes.ts) through the one client: its method, its filled path, the body it takes; the
 * answer of a route the original plugin wraps in the provider's envelope comes unwrapped.
 */
import { apiRequest } from './client';
import { unwrapEnvelope } from './envelope';
import { v4 } from './namespace';
import { routePath } from './routes';
import type { Route } from './routes';

export interface RouteCall< Body > {
	/** The path's parameters, by name. */
	params?: Readonly< Record< string, string | number > >;
	query?: Readonly< Record< string, string | number | boolean > >;
	data?: NoInfer< Body >;
}

export function callRoute< Answer, Body >( route: Route< Answer, Body >, call: RouteCall< Body > = {} ): Promise< Answer > {
	const answer = apiRequest< Answer >( {
		path: v4( routePath( route, call.params ), call.query ),
		method: route.method,
		...( call.data === undefined ? {} : { data: call.data } ),
	} );
	return route.envelope ? answer.then( ( wrapped ) => unwrapEnvelope< Answer >( wrapped ) ) : answer;
}
