/**
 * Loading flags and failures of the site-data requests (docs/api.md#data-shapes, docs/rules.md#error-catalogue): one
 * flag per request, on at request start and off on success or failure; a failure is remembered as message, action and
 * code. The connected-plugins
 * request also records that fetching is done.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { SerializedClientError } from '../../api/errors';
import { describeSiteDataError } from '../../lib/site-data-errors';
import type { SiteDataError } from '../../lib/site-data-errors';
import { api } from '../api';

/** Endpoint name → the site-data request it is. */
export const SITE_REQUESTS = {
	getSiteData: 'siteData',
	getSiteBenefits: 'benefits',
	getSiteDiscount: 'discount',
	getConnectedPlugins: 'connectedPlugins',
	getSiteFeatures: 'features',
	getPlans: 'plans',
	getSitePurchases: 'purchases',
} as const;

export type SiteRequest = ( typeof SITE_REQUESTS )[ keyof typeof SITE_REQUESTS ];

export interface SiteRequestState {
	isFetching: boolean;
	error: SiteDataError | null;
}

export interface SiteState {
	requests: Record< SiteRequest, SiteRequestState >;
	connectedPluginsFetched: boolean;
}

const idle: SiteRequestState = { isFetching: false, error: null };

const initialState: SiteState = {
	requests: {
		siteData: idle,
		benefits: idle,
		discount: idle,
		connectedPlugins: idle,
		features: idle,
		plans: idle,
		purchases: idle,
	},
	connectedPluginsFetched: false,
};

type Phase = 'pending' | 'fulfilled' | 'rejected';

interface QueryAction extends UnknownAction {
	payload?: unknown;
	meta: { arg: { endpointName: string } };
}

/** Matches RTK Query's own lifecycle actions for the site-data endpoints, whichever module defines them. */
function siteQuery( phase: Phase ) {
	return ( action: UnknownAction ): action is QueryAction => {
		if ( action.type !== `${ api.reducerPath }/executeQuery/${ phase }` ) {
			return false;
		}
		const endpoint = ( action as Partial< QueryAction > ).meta?.arg?.endpointName;
		return !! endpoint && endpoint in SITE_REQUESTS;
	};
}

function requestOf( action: QueryAction ): SiteRequest {
	return SITE_REQUESTS[ action.meta.arg.endpointName as keyof typeof SITE_REQUESTS ];
}

export const siteSlice = createSlice( {
	name: 'site',
	initialState,
	reducers: {},
	extraReducers: ( builder ) => {
		builder
			.addMatcher( siteQuery( 'pending' ), ( state, action ) => {
				state.requests[ requestOf( action ) ].isFetching = true;
			} )
			.addMatcher( siteQuery( 'fulfilled' ), ( state, action ) => {
				const request = requestOf( action );
				state.requests[ request ] = { isFetching: false, error: null };
				if ( request === 'connectedPlugins' ) {
					state.connectedPluginsFetched = true;
				}
			} )
			.addMatcher( siteQuery( 'rejected' ), ( state, action ) => {
				const request = requestOf( action );
				// A request superseded by a newer one is not a failure.
				if ( ( action.meta as { condition?: boolean } ).condition ) {
					return;
				}
				const error = ( action.payload as SerializedClientError | undefined ) ?? {
					name: 'Error' as const,
					message: 'Unknown error',
				};
				state.requests[ request ] = { isFetching: false, error: describeSiteDataError( error ) };
				if ( request === 'connectedPlugins' ) {
					state.connectedPluginsFetched = true;
				}
			} );
	},
} );
