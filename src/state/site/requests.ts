/**
 * The site-data requests' loading flags and failures (docs/api.md#data-shapes, docs/rules.md#error-catalogue), read
 * from RTK Query's cache rather than copied into a slice of their own: one flag per request, on while it is in
 * flight; a failure kept as message, action and code until the request next succeeds. A request superseded by a newer
 * one changes nothing, so it is no failure.
 */
import { QueryStatus } from '@reduxjs/toolkit/query';
import { describeSiteDataError } from '../../lib/site-data-errors';
import type { FailedRequest, SiteDataError } from '../../lib/site-data-errors';
import { connectionApi } from '../connection/api';
import type { RootState } from '../store';
import { siteApi } from './api';

const SITE_REQUESTS = {
	siteData: siteApi.endpoints.getSiteData,
	benefits: siteApi.endpoints.getSiteBenefits,
	discount: siteApi.endpoints.getSiteDiscount,
	connectedPlugins: connectionApi.endpoints.getConnectedPlugins,
	features: siteApi.endpoints.getSiteFeatures,
	plans: siteApi.endpoints.getPlans,
	purchases: siteApi.endpoints.getSitePurchases,
} as const;

export type SiteRequest = keyof typeof SITE_REQUESTS;

export interface SiteRequestState {
	isFetching: boolean;
	error: SiteDataError | null;
}

export function selectSiteRequest( state: RootState, request: SiteRequest ): SiteRequestState {
	const { status, error } = SITE_REQUESTS[ request ].select()( state );
	return {
		isFetching: status === QueryStatus.pending,
		error: error ? describeSiteDataError( error as FailedRequest ) : null,
	};
}

/** The connected plugins are known, or known to have failed: printed by the page, or answered since. */
export function selectConnectedPluginsFetched( state: RootState ): boolean {
	const { isSuccess, isError } = SITE_REQUESTS.connectedPlugins.select()( state );
	return isSuccess || isError;
}
