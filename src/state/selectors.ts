/** Selectors over the cache and the page facts; capabilities come from the pure rules in lib/permissions. */
import { createSelector } from '@reduxjs/toolkit';
import type { ConnectionStatus, CurrentUser } from '../api/types';
import { capabilitiesOf } from '../lib/permissions';
import { connectionApi } from './connection/api';
import { modulesApi } from './modules/api';
import { settingsApi } from './settings/api';
import type { RootState } from './store';

const selectConnectionStatusResult = connectionApi.endpoints.getConnectionStatus.select();
const selectConnectionDataResult = connectionApi.endpoints.getConnectionData.select();

/** The connection status (always present: seeded from the page, refreshed after connection changes). */
export const selectConnectionStatus = ( state: RootState ): ConnectionStatus | undefined =>
	selectConnectionStatusResult( state ).data;

export const selectCurrentUser = ( state: RootState ): CurrentUser | undefined =>
	selectConnectionDataResult( state ).data?.currentUser;

/** The connection owner's name as known so far: printed by the page, or answered by connection/data. */
export const selectConnectionOwner = ( state: RootState ): string | null | undefined => selectConnectionDataResult( state ).data?.connectionOwner;
export const selectModules = ( state: RootState ) => modulesApi.endpoints.getModules.select()( state ).data;
export const selectSettings = ( state: RootState ) => settingsApi.endpoints.getSettings.select()( state ).data;

/** Whether the store welcome was seen: the server remembers it, or this page showed it already. */
export const selectStoreWelcomeSeen = ( state: RootState ): boolean =>
	state.page.siteData.hasSeenWCConnectionModal || state.connectionFlow.storeWelcomeShown;

export const selectIsOfflineMode = ( state: RootState ): boolean =>
	selectConnectionStatus( state )?.offlineMode.isActive ?? false;

/**
 * Whether the provider (WordPress.com) knows the site, so that it can be asked about it: the site is registered (it
 * has its WordPress.com id) and not offline. A site still to connect has nothing there to ask for.
 */
export const selectProviderKnowsSite = ( state: RootState ): boolean => {
	const connection = selectConnectionStatus( state );
	return connection?.isRegistered === true && ! connection.offlineMode.isActive;
};

export const selectCapabilities = createSelector(
	[ selectConnectionStatus, selectCurrentUser, ( state: RootState ) => state.page.siteData ],
	capabilitiesOf
);
