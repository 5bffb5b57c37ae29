/**
 * Calls a declared route (rest-routes.ts) through the one client: its method, its filled path, the body it takes; the
 * answer of a route the original plugin wraps in the provider's envelope comes unwrapped. On a host whose API differs,
 * the route's adapter sends it and reads its answer (route-adapters.ts).
 */
import { apiRequest, whenSendingAllowed } from './client';
import { unwrapEnvelope } from './envelope';
import { v4 } from './namespace';
import { adapterOf } from './route-adapters';
import type { DeclaredCall, HostRequest } from './route-adapters';
import { routePath } from './rest-routes';
import type { Route } from './rest-routes';

export interface RouteCall< Body > {
	/** The path's parameters, by name. */
	params?: Readonly< Record< string, string | number > >;
	query?: Readonly< Record< string, string | number | boolean > >;
	data?: NoInfer< Body >;
}

const sendRequest = ( request: HostRequest ): Promise< unknown > => apiRequest< unknown >( request );

export async function callRoute< Answer, Body >( route: Route< Answer, Body >, call: RouteCall< Body > = {} ): Promise< Answer > {
	const declared: DeclaredCall< Body > = {
		path: v4( routePath( route, call.params ), call.query ),
		method: route.method,
		params: call.params ?? {},
		...( call.data === undefined ? {} : { data: call.data } ),
	};
	// The host's adapters are installed before any call may be sent (api/host.ts): one made earlier, as a screen
	// first renders, chooses its adapter only then, or it would be sent and read as another host answers.
	await whenSendingAllowed();
	const adapter = adapterOf( route );
	const raw = await ( adapter?.send ? adapter.send( declared, sendRequest ) : sendRequest( declared ) );
	const answer = route.envelope ? unwrapEnvelope< unknown >( raw ) : raw;
	return ( adapter?.answer ? adapter.answer( answer, declared ) : answer ) as Answer;
}
