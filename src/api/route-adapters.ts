/**
 * How a host whose REST API differs answers a declared route (docs/hosts.md#adapters): an adapter may send the call
 * another way (another path, body, or several calls) and reads the host's answer into the declared shape. The client
 * applies the installed ones in callRoute; a route without one is sent and read as declared.
 */
import { REST_ROUTES } from './rest-routes';
import type { RouteDeclaration, RouteMethod, RouteName } from './rest-routes';

/** One request as it goes to the site: the path under the REST root (namespace included), the method, the body. */
export interface HostRequest {
	path: string;
	method: RouteMethod;
	data?: unknown;
}

/** The declared call, as the client would send it, with the path's parameters by name. */
export interface DeclaredCall< Body > extends HostRequest {
	params: Readonly< Record< string, string | number > >;
	data?: Body;
}

export type SendRequest = ( request: HostRequest ) => Promise< unknown >;

export interface RouteAdapter< Answer, Body > {
	/** Sends the call the host's way; resolves with the host's answer (read by `answer` next, when given). */
	send?( call: DeclaredCall< Body >, send: SendRequest ): Promise< unknown >;
	/** The host's answer in the declared shape; throws a client error when the answer says the call failed. */
	answer?( raw: unknown, call: DeclaredCall< Body > ): Answer;
}

type AnswerOf< Declaration > = Declaration extends { readonly answer?: infer Answer } ? Answer : never;
type BodyOf< Declaration > = Declaration extends { readonly body?: infer Body } ? Body : never;

/** A host's adapters, by route name: each typed by its route's declared answer and body. */
export type HostAdapters = {
	readonly [ Name in RouteName ]?: RouteAdapter< AnswerOf< ( typeof REST_ROUTES )[ Name ] >, BodyOf< ( typeof REST_ROUTES )[ Name ] > >;
};

const installed = new Map< RouteDeclaration, RouteAdapter< unknown, unknown > >();

/** Installs a host's adapters in place of any installed before (the host is read once, at boot). */
export function installRouteAdapters( adapters: HostAdapters ): void {
	installed.clear();
	for ( const name of Object.keys( adapters ) as RouteName[] ) {
		const adapter = adapters[ name ];
		if ( adapter ) {
			installed.set( REST_ROUTES[ name ], adapter );
		}
	}
}

export function adapterOf( declaration: RouteDeclaration ): RouteAdapter< unknown, unknown > | undefined {
	return installed.get( declaration );
}
