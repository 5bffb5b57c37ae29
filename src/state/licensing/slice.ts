/**
 * Client state of licensing (docs/api.md#data-shapes, docs/connection.md#flows-and-their-states): the licensing error
 * printed by the host and when the activation notice was last dismissed. A key's activation is a mutation of the cache
 * (state/licensing/api).
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ActivationNoticeDismiss } from '../../api/types';

export interface LicensingState {
	error: string;
	activationNoticeDismiss: ActivationNoticeDismiss;
}

const initialState: LicensingState = {
	error: '',
	activationNoticeDismiss: { last_detached_count: null, last_dismissed_time: null },
};

export const licensingSlice = createSlice( {
	name: 'licensing',
	initialState,
	reducers: {
		/** What the site holds: an empty string once the error is cleared. */
		errorRecorded( state, action: PayloadAction< string > ) {
			state.error = action.payload;
		},
		activationNoticeDismissed( state, action: PayloadAction< ActivationNoticeDismiss > ) {
			state.activationNoticeDismiss = action.payload;
		},
	},
} );

export const licensingActions = licensingSlice.actions;
