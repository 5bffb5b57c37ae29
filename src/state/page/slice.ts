/**
 * Facts the host page printed that are not server data to refetch: URLs, versions, site kind flags, tokens,
 * theme support and the state-notice codes of this page load.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { InitialState, StateNotices } from '../../api/types';

const PAGE_KEYS = [
	// Only the demo's developer preview reads it: it offers no call the host lacks (docs/hosts.md#what-jetpack-does-not-have).
	'host',
	'appPage',
	'adminUrl',
	'rawUrl',
	'siteTitle',
	'currentVersion',
	'isDevVersion',
	'pluginBaseUrl',
	'locale',
	'registrationNonce',
	'connectUrl',
	'siteData',
	'themeData',
	'currentIp',
	'lastPostUrl',
	'products',
	'purchaseToken',
	'aff',
	'partnerSubsidiaryId',
	'partnerCoupon',
	'calypsoEnv',
	'newRecommendations',
	// The assistant's step as the page printed it: where the licence screen's success panel sends the user.
	'recommendationsStep',
	'releasePost',
	'isSafari',
	'doNotUseConnectionIframe',
	'externalServicesConnectUrls',
	'siteRoles',
	'siteDescription',
	'wordpressVersion',
	'phpVersion',
	'devToolsAvailable',
	'identityCrisisFrom',
] as const satisfies readonly ( keyof InitialState )[];

export type PageState = Pick< InitialState, ( typeof PAGE_KEYS )[ number ] > & { stateNotices: StateNotices };

export function pageStateFrom( initial: InitialState ): PageState {
	const picked = Object.fromEntries( PAGE_KEYS.map( ( key ) => [ key, initial[ key ] ] ) ) as Pick<
		InitialState,
		( typeof PAGE_KEYS )[ number ]
	>;
	return { ...picked, stateNotices: initial.jetpackStateNotices };
}

export function createPageSlice( initial: PageState ) {
	return createSlice( { name: 'page', initialState: initial, reducers: {} } );
}
