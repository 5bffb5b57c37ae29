/**
 * Unsaved settings of the open tab: the flag the leave-confirmation reads, and the edits themselves
 * (docs/settings.md#save-model). Each settings form keeps its edits here under its id, not in the card on screen,
 * so a card the search, a filter or a fold hides and shows again still holds what was typed, and the flag keeps
 * counting it. A form with edits not yet saved is listed by its id; the flag is on while any is (or when something
 * marks it directly). Leaving the tab after the question, or the page unloading, forgets them all.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Settings, SettingValue } from '../../api/types';
import { sameSetting } from '../../lib/module-toggle';

export interface SettingsUiState {
	hasUnsavedChanges: boolean;
	/** Ids of the forms holding unsaved edits. */
	dirtyForms: string[];
	/** Each form's edits by option name (the value the user gave, whether or not the card is shown). */
	formEdits: Record< string, Settings >;
	/** Ids of the forms whose save is under way. */
	savingForms: string[];
	/** What each saving form sent: leaving the tab loses nothing while every edit is on its way. */
	savingSent: Record< string, Settings >;
	/** Each form's values the server refused, by option name: the value sent and the server's reason. */
	formRefusals: Record< string, Record< string, Refusal > >;
}

export interface Refusal {
	value: SettingValue;
	reason: string;
}

const initialState: SettingsUiState = { hasUnsavedChanges: false, dirtyForms: [], formEdits: {}, savingForms: [], savingSent: {}, formRefusals: {} };

function markDirty( state: SettingsUiState, id: string, dirty: boolean ) {
	const others = state.dirtyForms.filter( ( form ) => form !== id );
	state.dirtyForms = dirty ? [ ...others, id ] : others;
	state.hasUnsavedChanges = state.dirtyForms.length > 0;
}

function without< T >( map: Record< string, T >, id: string ): Record< string, T > {
	return Object.fromEntries( Object.entries( map ).filter( ( [ form ] ) => form !== id ) );
}

function dropEdits( state: SettingsUiState, id: string ) {
	state.formEdits = without( state.formEdits, id );
	state.formRefusals = without( state.formRefusals, id );
}

/** Every edit of the form is in the save under way, so the save, not the user, decides what becomes of it. */
function editsOnTheirWay( state: SettingsUiState, id: string ): boolean {
	const sent = state.savingSent[ id ];
	return !! sent && Object.entries( state.formEdits[ id ] ?? {} ).every( ( [ name, value ] ) => name in sent && sameSetting( value, sent[ name ] ) );
}

/**
 * Whether leaving the tab would lose something, so the user is asked first. A form whose every edit is being saved
 * loses nothing: its save completes (or its failure notice keeps "Try again") wherever the user goes
 * (docs/settings.md#save-model).
 */
export function leavingLosesEdits( state: SettingsUiState ): boolean {
	if ( ! state.hasUnsavedChanges ) {
		return false;
	}
	return state.dirtyForms.length === 0 || state.dirtyForms.some( ( id ) => ! editsOnTheirWay( state, id ) );
}

export const settingsUiSlice = createSlice( {
	name: 'settingsUi',
	initialState,
	reducers: {
		unsavedChangesMarked( state ) {
			state.hasUnsavedChanges = true;
		},
		/** The user left the tab (after the question) or the page: every unsaved edit is forgotten. */
		unsavedChangesCleared( state ) {
			state.hasUnsavedChanges = false;
			state.dirtyForms = [];
			state.formEdits = {};
			state.formRefusals = {};
		},
		/** A form's edits now differ from the server (dirty) or no longer do (saved or undone). */
		formDirtyChanged( state, action: PayloadAction< { id: string; dirty: boolean } > ) {
			markDirty( state, action.payload.id, action.payload.dirty );
		},
		/**
		 * The user changed one option of a form. A change back to the server's value (`saved`) is no edit: kept, it
		 * would hide a later change of that value, such as a code saved by another action after a Cancel. While the
		 * form saves it is kept all the same, as the server's value is about to change under it.
		 */
		formEdited( state, action: PayloadAction< { id: string; name: string; value: SettingValue; saved: SettingValue | undefined } > ) {
			const { id, name, value, saved } = action.payload;
			const others = Object.entries( state.formEdits[ id ] ?? {} ).filter( ( [ other ] ) => other !== name );
			const undone = sameSetting( value, saved ) && ! state.savingForms.includes( id );
			const edits = undone ? others : [ ...others, [ name, value ] ];
			if ( edits.length ) {
				state.formEdits[ id ] = Object.fromEntries( edits );
			} else {
				dropEdits( state, id );
			}
		},
		/**
		 * A form's card left the screen. Edits that no longer differ from the server are dropped (they hold nothing
		 * the user would lose, and would hide a later change of the server's value); unsaved ones stay for its return.
		 */
		formHidden( state, action: PayloadAction< { id: string; dirty: boolean } > ) {
			if ( ! action.payload.dirty ) {
				dropEdits( state, action.payload.id );
			}
		},
		/**
		 * A form's edits are given up: the feature they belong to was switched off, so no Save is left to send them
		 * (docs/settings.md#save-model).
		 */
		formDiscarded( state, action: PayloadAction< { id: string } > ) {
			dropEdits( state, action.payload.id );
			markDirty( state, action.payload.id, false );
		},
		formSaveStarted( state, action: PayloadAction< { id: string; sent: Settings } > ) {
			const { id, sent } = action.payload;
			state.savingForms = [ ...state.savingForms.filter( ( form ) => form !== id ), id ];
			state.savingSent[ id ] = sent;
		},
		/**
		 * A form's save ended. When the server took it, only what was saved is dropped: text typed while the save ran
		 * stays as an edit (and keeps the form unsaved, even when its card is not on screen to say so).
		 */
		formSaveEnded( state, action: PayloadAction< { id: string; saved: Settings | null; refused?: Record< string, Refusal > } > ) {
			const { id, saved, refused } = action.payload;
			state.savingForms = state.savingForms.filter( ( form ) => form !== id );
			state.savingSent = without( state.savingSent, id );
			if ( ! saved ) {
				if ( refused && id in state.formEdits ) {
					state.formRefusals[ id ] = refused;
				}
				return;
			}
			state.formRefusals = without( state.formRefusals, id );
			const left = Object.entries( state.formEdits[ id ] ?? {} ).filter( ( [ name, edit ] ) => ! ( name in saved && sameSetting( edit, saved[ name ] ) ) );
			if ( left.length ) {
				state.formEdits[ id ] = Object.fromEntries( left );
			} else {
				dropEdits( state, id );
			}
			markDirty( state, id, left.length > 0 );
		},
	},
} );

export const settingsUiActions = settingsUiSlice.actions;
