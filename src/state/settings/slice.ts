/**
 * Unsaved settings of the open tab: the flag the leave-confirmation reads. Each settings form with edits not yet
 * saved is listed by its id; the flag is on while any is (or when something marks it directly).
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface SettingsUiState {
	hasUnsavedChanges: boolean;
	/** Ids of the forms holding unsaved edits. */
	dirtyForms: string[];
}

const initialState: SettingsUiState = { hasUnsavedChanges: false, dirtyForms: [] };

export const settingsUiSlice = createSlice( {
	name: 'settingsUi',
	initialState,
	reducers: {
		unsavedChangesMarked( state ) {
			state.hasUnsavedChanges = true;
		},
		unsavedChangesCleared( state ) {
			state.hasUnsavedChanges = false;
			state.dirtyForms = [];
		},
		/** A form's edits now differ from the server (dirty) or no longer do (saved, undone, or the form left). */
		formDirtyChanged( state, action: PayloadAction< { id: string; dirty: boolean } > ) {
			const { id, dirty } = action.payload;
			const others = state.dirtyForms.filter( ( form ) => form !== id );
			state.dirtyForms = dirty ? [ ...others, id ] : others;
			state.hasUnsavedChanges = state.dirtyForms.length > 0;
		},
	},
} );

export const settingsUiActions = settingsUiSlice.actions;
