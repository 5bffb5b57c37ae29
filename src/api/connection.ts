/** Connection and identity calls (docs/api.md#connection-and-identity). */
import type { IdentityCrisisChoice } from '../lib/identity-crisis';
import { callRoute } from './call-route';
import { ROUTES } from './routes';
import type { RegisterRequest } from './types';

export const registerSite = ( data: RegisterRequest ) => callRoute( ROUTES.registerSite, { data } );

export const fetchAuthorizeUrl = ( query: { no_iframe: boolean; redirect_uri?: string } ) => callRoute( ROUTES.authorizeUrl, { query } );

export const fetchConnectionData = () => callRoute( ROUTES.connectionData );
export const fetchConnectionStatus = () => callRoute( ROUTES.connectionStatus );
export const testConnection = () => callRoute( ROUTES.testConnection );
export const fetchConnectUrl = () => callRoute( ROUTES.connectUrl );
export const fetchConnectedPlugins = () => callRoute( ROUTES.connectedPlugins );

export const disconnectSite = () => callRoute( ROUTES.disconnectSite, { data: { isActive: false } } );

export const unlinkUser = () => callRoute( ROUTES.unlinkUser, { data: { linked: false } } );

export const reconnectSite = () => callRoute( ROUTES.reconnectSite );

export const markWooConnectionModalSeen = () => callRoute( ROUTES.seenWooConnectionModal );

export const fetchTrackingSettings = () => callRoute( ROUTES.trackingSettings );
export const updateTrackingSettings = ( data: { tracks_opt_out: boolean } ) => callRoute( ROUTES.updateTrackingSettings, { data } );

/** One of the three identity-crisis calls; start-fresh says where the fresh connection is authorized. */
export function resolveIdentityCrisis( choice: IdentityCrisisChoice, redirectUri: string ) {
	switch ( choice ) {
		case 'safe-mode':
			return callRoute( ROUTES.confirmSafeMode );
		case 'migrate':
			return callRoute( ROUTES.migrateIdentity );
		case 'start-fresh':
			return callRoute( ROUTES.startFresh, { data: { redirect_uri: redirectUri } } );
	}
}

export const sendMobileLoginEmail = () => callRoute( ROUTES.sendMobileLoginEmail );
