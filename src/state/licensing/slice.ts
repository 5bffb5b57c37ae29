/**
 * Client state of licensing (spec 1 §3 "Licensing state", §4): the licensing error printed by the host, the
 * activation flow of the licence screen, and when the activation notice was last dismissed.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ActivationNoticeDismiss } from '../../api/types';

export interface LicensingState {
	error: string;
	activation: { status: 'idle' | 'activating' | 'succeeded' | 'failed'; activatedProductId: number | null; error: string | null };
	activationNoticeDismiss: ActivationNoticeDismiss;
}

const initialState: LicensingState = {
	error: '',
	activation: { status: 'idle', activatedProductId: null, error: null },
	activationNoticeDismiss: { last_detached_count: null, last_dismissed_time: null },
};

export const licensingSlice = createSlice( {
	name: 'licensing',
	initialState,
	reducers: {
		errorCleared( state ) {
			state.error = '';
		},
		activationStarted( state ) {
			state.activation = { status: 'activating', activatedProductId: null, error: null };
		},
		activationSucceeded( state, action: PayloadAction< number > ) {
			state.activation = { status: 'succeeded', activatedProductId: action.payload, error: null };
		},
		activationFailed( state, action: PayloadAction< string > ) {
			state.activation = { status: 'failed', activatedProductId: null, error: action.payload };
		},
		activationNoticeDismissed( state, action: PayloadAction< ActivationNoticeDismiss > ) {
			state.activationNoticeDismiss = action.payload;
		},
	},
} );

export const licensingActions = licensingSlice.actions;
