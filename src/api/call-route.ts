/** Calls a declared route (routes.ts) through the one client: its method, its filled path, the body it takes. */
import { apiRequest } from './client';
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
	return apiRequest< Answer >( {
		path: v4( routePath( route, call.params ), call.query ),
		method: route.method,
		...( call.data === undefined ? {} : { data: call.data } ),
	} );
}
