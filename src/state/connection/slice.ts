/** Client-side state of the connection flows (docs/api.md#data-shapes, docs/connection.md#flows-and-their-states). */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface ConnectionFlowState {
	siteIsRegistering: boolean;
	userIsConnecting: boolean;
	registrationError: string | null;
	authorizationUrl: string | null;
	/** The provider's authorize page is open in a frame in the page (not where the browser allows no frame). */
	authorizeFrameOpen: boolean;
	isReconnecting: boolean;
	/** Set when something asked the user to link their account; the app sends them to /connect-user. */
	connectUserRequested: { featureLabel: string | null } | null;
	/** The store welcome was shown in this page: it is not forced a second time before the next load. */
	storeWelcomeShown: boolean;
	/**
	 * The disconnect dialog is open: the dashboard that holds it stays on screen through its later steps, although
	 * the site is no longer connected (which would otherwise bring the connect screen at once).
	 */
	disconnectDialogOpen: boolean;
}

const initialState: ConnectionFlowState = {
	siteIsRegistering: false,
	userIsConnecting: false,
	registrationError: null,
	authorizationUrl: null,
	authorizeFrameOpen: false,
	isReconnecting: false,
	connectUserRequested: null,
	storeWelcomeShown: false,
	disconnectDialogOpen: false,
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
			state.registrationError = null;
		},
		authorizationUrlReceived( state, action: PayloadAction< string > ) {
			state.authorizationUrl = action.payload;
		},
		authorizeFrameOpened( state ) {
			state.authorizeFrameOpen = true;
		},
		/** The frame was closed without authorizing: the connect buttons work again. */
		authorizationAbandoned( state ) {
			state.authorizeFrameOpen = false;
			state.userIsConnecting = false;
		},
		userConnectionFailed( state, action: PayloadAction< string > ) {
			state.userIsConnecting = false;
			state.registrationError = action.payload;
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
		disconnectDialogToggled( state, action: PayloadAction< boolean > ) {
			state.disconnectDialogOpen = action.payload;
		},
		storeWelcomeShown( state ) {
			state.storeWelcomeShown = true;
		},
		connectUserRequestCleared( state ) {
			state.connectUserRequested = null;
		},
	},
} );

export const connectionFlowActions = connectionFlowSlice.actions;
