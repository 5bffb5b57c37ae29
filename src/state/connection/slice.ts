/** Client-side state of the connection flows (spec 1 §3 "Registration state", §4). */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface ConnectionFlowState {
	siteIsRegistering: boolean;
	userIsConnecting: boolean;
	registrationError: string | null;
	authorizationUrl: string | null;
	isReconnecting: boolean;
	/** Set when something asked the user to link their account; the app sends them to /connect-user. */
	connectUserRequested: { featureLabel: string | null } | null;
}

const initialState: ConnectionFlowState = {
	siteIsRegistering: false,
	userIsConnecting: false,
	registrationError: null,
	authorizationUrl: null,
	isReconnecting: false,
	connectUserRequested: null,
};

export const connectionFlowSlice = createSlice( {
	name: 'connectionFlow',
	initialState,
	reducers: {
		registrationStarted( state ) {
			state.siteIsRegistering = true;
			state.registrationError = null;
		},
		registrationSucceeded( state, action: PayloadAction< string > ) {
			state.siteIsRegistering = false;
			state.authorizationUrl = action.payload;
		},
		registrationFailed( state, action: PayloadAction< string > ) {
			state.siteIsRegistering = false;
			state.registrationError = action.payload;
		},
		userConnectionStarted( state ) {
			state.userIsConnecting = true;
		},
		reconnectStarted( state ) {
			state.isReconnecting = true;
		},
		reconnectEnded( state ) {
			state.isReconnecting = false;
		},
		connectUserRequested( state, action: PayloadAction< { featureLabel: string | null } > ) {
			state.connectUserRequested = action.payload;
		},
		connectUserRequestCleared( state ) {
			state.connectUserRequested = null;
		},
	},
} );

export const connectionFlowActions = connectionFlowSlice.actions;
