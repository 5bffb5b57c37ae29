/**
 * Which global dialog is open (one at a time): what's new, mobile-app login. The what's-new dialog starts open
 * when the page carries a release post the user has not dismissed.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, Reducer } from '@reduxjs/toolkit';
import type { InitialState } from '../../api/types';
import { shouldOfferWhatsNew } from '../../lib/whats-new';

export type DialogName = 'whats-new' | 'mobile-login';

export interface DialogsState {
	open: DialogName | null;
}

const initialState: DialogsState = { open: null };

export const dialogsSlice = createSlice( {
	name: 'dialogs',
	initialState,
	reducers: {
		opened( state, action: PayloadAction< DialogName > ) {
			state.open = action.payload;
		},
		closed( state ) {
			state.open = null;
		},
	},
} );

export const dialogsActions = dialogsSlice.actions;

/** The reducer, starting from what this page load offers. */
export function createDialogsReducer( initial: InitialState ): Reducer< DialogsState > {
	const start: DialogsState = {
		open: shouldOfferWhatsNew( initial.releasePost, initial.dismissedNotices ) ? 'whats-new' : null,
	};
	return ( state = start, action ) => dialogsSlice.reducer( state, action );
}
