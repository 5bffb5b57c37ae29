/**
 * Client state of the recommendations assistant: which feature installs are running, and how far the progress bar
 * has come on this visit. The saved step and the selected/skipped/viewed lists are server data in the cache.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { RecommendationStep } from '../../api/types';
import { isFeatureSlug } from '../../lib/recommendation-lists';
import { nextProgress } from './recommendation-progress';

export interface RecommendationsUiState {
	installing: Record< string, boolean >;
	progress: number;
}

const initialState: RecommendationsUiState = { installing: {}, progress: 0 };

export const recommendationsUiSlice = createSlice( {
	name: 'recommendationsUi',
	initialState,
	reducers: {
		// Only features have something to install; anything else is ignored.
		installStarted( state, action: PayloadAction< string > ) {
			if ( isFeatureSlug( action.payload ) ) {
				state.installing[ action.payload ] = true;
			}
		},
		installEnded( state, action: PayloadAction< string > ) {
			if ( isFeatureSlug( action.payload ) ) {
				state.installing[ action.payload ] = false;
			}
		},
		stepReached( state, action: PayloadAction< RecommendationStep > ) {
			state.progress = nextProgress( state.progress, action.payload );
		},
	},
} );

export const recommendationsUiActions = recommendationsUiSlice.actions;
