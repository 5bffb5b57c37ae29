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
import type { Route, RouteDeclaration } from './rest-routes';

export interface RouteCall< Body > {
	/** The path's parameters, by name. */
	params?: Readonly< Record< string, string | number > >;
	query?: Readonly< Record< string, string | number | boolean > >;
	data?: NoInfer< Body >;
}

const sendRequest = ( request: HostRequest ): Promise< unknown > => apiRequest< unknown >( request );

/**
 * Calls sent at boot before any part of the app asked for them (sendEarly), by path: the first part that makes the same
 * call takes the answer instead of sending it again (docs/api.md#start-calls).
 */
const earlyCalls = new Map< string, Promise< unknown > >();

function declaredCall< Body >( route: Route< unknown, Body >, call: RouteCall< Body > ): DeclaredCall< Body > {
	return {
		path: v4( routePath( route, call.params ), call.query ),
		method: route.method,
		params: call.params ?? {},
		...( call.data === undefined ? {} : { data: call.data } ),
	};
}

async function send< Answer, Body >( route: Route< Answer, Body >, declared: DeclaredCall< Body > ): Promise< Answer > {
	// The host's adapters are installed before any call may be sent (api/host.ts): one made earlier, as a screen
	// first renders, chooses its adapter only then, or it would be sent and read as another host answers.
	await whenSendingAllowed();
	const adapter = adapterOf( route );
	const raw = await ( adapter?.send ? adapter.send( declared, sendRequest ) : sendRequest( declared ) );
	const answer = route.envelope ? unwrapEnvelope< unknown >( raw ) : raw;
	return ( adapter?.answer ? adapter.answer( answer, declared ) : answer ) as Answer;
}

export function callRoute< Answer, Body >( route: Route< Answer, Body >, call: RouteCall< Body > = {} ): Promise< Answer > {
	const declared = declaredCall( route, call );
	const early = route.method === 'GET' ? earlyCalls.get( declared.path ) : undefined;
	if ( early ) {
		earlyCalls.delete( declared.path );
		return early as Promise< Answer >;
	}
	return send( route, declared );
}

/**
 * Sends a GET at boot, before the part that reads it exists; that part's first same call takes its answer, or its
 * failure, which is then that part's to show.
 */
export function sendEarly( route: RouteDeclaration, call: Omit< RouteCall< undefined >, 'data' > = {} ): Promise< unknown > {
	if ( route.method !== 'GET' ) {
		throw new Error( `Only a GET is sent early, not ${ route.method } ${ route.path }.` );
	}
	const declared = declaredCall( route, call );
	const sent = send( route, declared );
	// Held until a part asks for it: its failure is not left unhandled meanwhile.
	sent.catch( () => undefined );
	earlyCalls.set( declared.path, sent );
	return sent;
}

/** Forgets the early calls no part took: a later call asks the site (docs/api.md#start-calls). */
export function dropEarlyCalls(): void {
	earlyCalls.clear();
}
