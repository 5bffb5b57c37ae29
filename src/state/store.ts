/**
 * The store, preloaded from window.Initial_State: page facts and client state in slices; connection, user,
 * modules, settings and the other data Initial_State carries seeded into the server cache, so nothing the page
 * already has is fetched again on load.
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { InitialState } from '../api/types';
import { api } from './api';
import { connectionFlowSlice } from './connection/slice';
import { connectionApi } from './connection/api';
import { modulesApi } from './modules/api';
import { noticesSlice } from './notices/slice';
import { createPageSlice, pageStateFrom } from './page/slice';
import { settingsApi } from './settings/api';
import { settingsUiSlice } from './settings/slice';
import { licensingSlice } from './licensing/slice';
import { licensingApi } from './licensing/api';
import { recommendationsUiSlice } from './recommendations/slice';
import { createDialogsReducer } from './dialogs/slice';
import { connectUsageEvents } from './usage-event-consent';

function createRootReducer( initial: InitialState ) {
	return combineReducers( {
		[ api.reducerPath ]: api.reducer,
		page: createPageSlice( pageStateFrom( initial ) ).reducer,
		connectionFlow: connectionFlowSlice.reducer,
		settingsUi: settingsUiSlice.reducer,
		notices: noticesSlice.reducer,
		licensing: licensingSlice.reducer,
		recommendationsUi: recommendationsUiSlice.reducer,
		dialogs: createDialogsReducer( initial ),
	} );
}

/** How long Redux Toolkit's development-only state checks may take before they warn (they never run in production). */
const DEV_CHECK_WARN_MS = 2000;

export function createAppStore( initial: InitialState ) {
	const store = configureStore( {
		reducer: createRootReducer( initial ),
		preloadedState: {
			notices: { items: [], dismissed: { ...initial.dismissedNotices } },
			licensing: {
				error: initial.licensing.error,
				activationNoticeDismiss: initial.licensing.activationNoticeDismiss,
			},
		},
		// The development-only checks walk the whole module catalogue; give them room before they warn: on a busy
		// two-core machine one walk took 0.8 s, a warning about the check's own speed, not the app's.
		middleware: ( getDefault ) =>
			getDefault( { serializableCheck: { warnAfter: DEV_CHECK_WARN_MS }, immutableCheck: { warnAfter: DEV_CHECK_WARN_MS } } ).concat( api.middleware ),
		enhancers: ( getDefault ) => getDefault( { autoBatch: { type: 'tick' } } ),
	} );
	// Seed the cache: what the page printed is server data the app must not fetch again on load.
	store.dispatch(
		connectionApi.util.upsertQueryEntries( [
			{ endpointName: 'getConnectionStatus', arg: undefined, value: initial.connectionStatus },
			{
				endpointName: 'getConnectionData',
				arg: undefined,
				value: { currentUser: initial.userData.currentUser, connectionOwner: initial.connectionOwner },
			},
			{ endpointName: 'getConnectedPlugins', arg: undefined, value: initial.connectedPlugins },
		] )
	);
	store.dispatch(
		modulesApi.util.upsertQueryEntries( [ { endpointName: 'getModules', arg: undefined, value: initial.getModules } ] )
	);
	store.dispatch(
		settingsApi.util.upsertQueryEntries( [ { endpointName: 'getSettings', arg: undefined, value: initial.settings } ] )
	);
	store.dispatch(
		licensingApi.util.upsertQueryEntries( [
			{ endpointName: 'getUserLicenseCounts', arg: undefined, value: initial.licensing.userCounts },
		] )
	);
	// What the page printed stays subscribed for the page's life (docs/api.md#initial-state): the shell reads it from
	// the cache with no component of its own subscribed, and RTK Query drops an entry nobody subscribes to as soon as a
	// write invalidates it (an activated licence), where a subscribed one is asked again and kept meanwhile. Subscribing
	// to an entry already seeded sends nothing.
	store.dispatch( connectionApi.endpoints.getConnectionStatus.initiate() );
	store.dispatch( connectionApi.endpoints.getConnectionData.initiate() );
	store.dispatch( connectionApi.endpoints.getConnectedPlugins.initiate() );
	store.dispatch( modulesApi.endpoints.getModules.initiate() );
	store.dispatch( settingsApi.endpoints.getSettings.initiate() );
	store.dispatch( licensingApi.endpoints.getUserLicenseCounts.initiate() );
	connectUsageEvents( store );
	return store;
}

export type AppStore = ReturnType< typeof createAppStore >;
export type RootState = ReturnType< AppStore[ 'getState' ] >;
export type AppDispatch = AppStore[ 'dispatch' ];
