/**
 * The one cache of server data: RTK Query over the typed client functions. Each domain injects its endpoints
 * from its own folder (src/state/<domain>/api.ts); errors are kept in their serializable form.
 */
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { callRoute } from '../api/call-route';
import type { RouteCall } from '../api/call-route';
import { serializeClientError } from '../api/errors';
import type { SerializedClientError } from '../api/errors';
import type { Route } from '../api/rest-routes';

export const TAGS = [
	'Connection',
	'ConnectionData',
	'ConnectedPlugins',
	'Modules',
	'Settings',
	'Site',
	'Licensing',
	'Recommendations',
	// A route's read (route-reads/api.ts), by the route's name.
	'Route',
] as const;

export const api = createApi( {
	reducerPath: 'server',
	baseQuery: fakeBaseQuery< SerializedClientError >(),
	tagTypes: TAGS,
	endpoints: () => ( {} ),
} );

/**
 * For the endpoints the store seeds from Initial_State: the page's own data stays for the life of the page
 * (unsubscribed cache entries are otherwise dropped after a minute, and the user's capabilities with them).
 */
export const PRINTED_BY_PAGE = { keepUnusedDataFor: Infinity } as const;

/** Calls one declared route (src/api/rest-routes.ts) and answers in RTK Query's { data } | { error } form. */
export function runRoute< Answer, Body >( route: Route< Answer, Body >, call?: RouteCall< Body > ) {
	return run( () => callRoute( route, call ) );
}

/** Runs one client call and answers in RTK Query's { data } | { error } form. */
export async function run< T >( call: () => Promise< T > ): Promise< { data: T } | { error: SerializedClientError } > {
	try {
		return { data: await call() };
	} catch ( error ) {
		return { error: serializeClientError( error ) };
	}
}
