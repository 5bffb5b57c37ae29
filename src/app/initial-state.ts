import type { InitialState } from '../api/types';

declare global {
	interface Window {
		Initial_State?: InitialState;
	}
}

/**
 * Reads what the host page printed. A page without it cannot run the app; a missing connection state is
 * logged (spec 1 §7) and treated as not connected so the shell still renders.
 */
export function readInitialState( win: { Initial_State?: InitialState } ): InitialState {
	const initial = win.Initial_State;
	if ( ! initial ) {
		throw new Error( 'window.Initial_State is missing: the host page must print it before the app loads.' );
	}
	if ( ! initial.connectionStatus ) {
		console.error( 'Initial_State.connectionStatus is missing; the app assumes the site is not connected.' );
		return {
			...initial,
			connectionStatus: {
				isActive: false,
				isRegistered: false,
				isUserConnected: false,
				hasConnectedOwner: false,
				isStaging: false,
				isInIdentityCrisis: false,
				offlineMode: { isActive: false, constant: false, url: false, filter: false, wpLocalConstant: false },
				isPublic: false,
				sandboxDomain: '',
				errors: [],
				siteConnectionStatus: false,
			},
		};
	}
	return initial;
}
