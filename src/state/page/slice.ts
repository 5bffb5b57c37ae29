/**
 * Facts the host page printed that are not server data to refetch: URLs, versions, site kind flags, tokens,
 * theme support and the state-notice codes of this page load.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { InitialSiteData, InitialState, PartnerCoupon, ReleasePost, StateNotices, ThemeData } from '../../api/types';

export interface PageState {
	adminUrl: string;
	rawUrl: string;
	siteTitle: string;
	currentVersion: string;
	isDevVersion: boolean;
	pluginBaseUrl: string;
	locale: string;
	registrationNonce: string;
	connectUrl: string;
	siteData: InitialSiteData;
	themeData: ThemeData;
	currentIp: string;
	lastPostUrl: string;
	products: Record< string, { available: boolean } >;
	purchaseToken: string;
	aff: string;
	partnerSubsidiaryId: string;
	partnerCoupon: PartnerCoupon | null;
	calypsoEnv: string;
	stateNotices: StateNotices;
	newRecommendations: string[];
	releasePost: ReleasePost | null;
	isSafari: boolean;
	doNotUseConnectionIframe: boolean;
}

export function pageStateFrom( initial: InitialState ): PageState {
	return {
		adminUrl: initial.adminUrl,
		rawUrl: initial.rawUrl,
		siteTitle: initial.siteTitle,
		currentVersion: initial.currentVersion,
		isDevVersion: initial.isDevVersion,
		pluginBaseUrl: initial.pluginBaseUrl,
		locale: initial.locale,
		registrationNonce: initial.registrationNonce,
		connectUrl: initial.connectUrl,
		siteData: initial.siteData,
		themeData: initial.themeData,
		currentIp: initial.currentIp,
		lastPostUrl: initial.lastPostUrl,
		products: initial.products,
		purchaseToken: initial.purchaseToken,
		aff: initial.aff,
		partnerSubsidiaryId: initial.partnerSubsidiaryId,
		partnerCoupon: initial.partnerCoupon,
		calypsoEnv: initial.calypsoEnv,
		stateNotices: initial.jetpackStateNotices,
		newRecommendations: initial.newRecommendations,
		releasePost: initial.releasePost,
		isSafari: initial.isSafari,
		doNotUseConnectionIframe: initial.doNotUseConnectionIframe,
	};
}

export function createPageSlice( initial: PageState ) {
	return createSlice( { name: 'page', initialState: initial, reducers: {} } );
}
