/** Unsaved settings of the open tab (spec 1 §4): the flag the leave-confirmation reads. */
import { createSlice } from '@reduxjs/toolkit';

export interface SettingsUiState {
	hasUnsavedChanges: boolean;
}

const initialState: SettingsUiState = { hasUnsavedChanges: false };

export const settingsUiSlice = createSlice( {
	name: 'settingsUi',
	initialState,
	reducers: {
		unsavedChangesMarked( state ) {
			state.hasUnsavedChanges = true;
		},
		unsavedChangesCleared( state ) {
			state.hasUnsavedChanges = false;
		},
	},
} );

export const settingsUiActions = settingsUiSlice.actions;
