/**
 * Client state of the recommendations assistant (spec 3 §3.6, §4.5): which feature installs are running.
 * The saved step and the selected/skipped/viewed lists are server data in the cache.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface RecommendationsUiState {
	installing: Record< string, boolean >;
}

const initialState: RecommendationsUiState = { installing: {} };

export const recommendationsUiSlice = createSlice( {
	name: 'recommendationsUi',
	initialState,
	reducers: {
		installStarted( state, action: PayloadAction< string > ) {
			state.installing[ action.payload ] = true;
		},
		installEnded( state, action: PayloadAction< string > ) {
			state.installing[ action.payload ] = false;
		},
	},
} );

export const recommendationsUiActions = recommendationsUiSlice.actions;
