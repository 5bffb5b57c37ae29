/**
 * Reads of declared routes (docs/api.md#route-reads): a GET kept as the site answered it, by route and query, for the
 * life of the page. A part reads one by naming the route (`useRouteRead( 'scan' )`); there is no query to write per
 * route, and the answer's type is the route's own. The data the page prints, or that a domain shapes, keeps its
 * domain's query instead (src/state/<domain>/api.ts).
 */
import type { fakeBaseQuery, TypedUseQueryHookResult } from '@reduxjs/toolkit/query/react';
import type { SerializedClientError } from '../../api/errors';
import { readOf, REST_ROUTES } from '../../api/rest-routes';
import type { AnswerOf, ReadRoute, Route, RouteRead } from '../../api/rest-routes';
import { api, runRoute } from '../api';

export const routeReadsApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		readRoute: build.query< unknown, RouteRead >( {
			keepUnusedDataFor: Infinity,
			queryFn: ( { route, query } ) => {
				const declaration: Route< unknown > = REST_ROUTES[ route ];
				return runRoute( declaration, query ? { query } : {} );
			},
			providesTags: ( _answer, _error, { route } ) => [ { type: 'Route', id: route } ],
		} ),
	} ),
} );

type ReadHookResult = TypedUseQueryHookResult< unknown, RouteRead, ReturnType< typeof fakeBaseQuery< SerializedClientError > > >;

/** The query's state, with the answer typed as the route declares it. */
export type RouteReadResult< Answer > = Omit< ReadHookResult, 'data' | 'currentData' > & { data?: Answer; currentData?: Answer };

/** Reads a route, sending it unless it was read already; `skip` holds it back. */
export function useRouteRead< Name extends ReadRoute >(
	route: Name,
	{ query, skip = false }: { query?: RouteRead[ 'query' ]; skip?: boolean } = {}
): RouteReadResult< AnswerOf< Name > > {
	// The query called REST_ROUTES[ route ], so its answer is what that route declares.
	return routeReadsApi.useReadRouteQuery( readOf( { route, query } ), { skip } ) as RouteReadResult< AnswerOf< Name > >;
}

/** The cache tags of these routes' reads, for a write that changes what they answer. */
export const readsOf = ( ...routes: ReadRoute[] ) => routes.map( ( id ) => ( { type: 'Route' as const, id } ) );
