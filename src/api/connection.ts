/** Connection and identity calls (docs/api.md#connection-and-identity). */
import { identityCrisisPath } from '../lib/identity-crisis';
import type { IdentityCrisisChoice } from '../lib/identity-crisis';
import { apiRequest } from './client';
import { v4 } from './namespace';
import type {
	AuthorizeUrlResponse,
	ConnectedPlugins,
	ConnectionData,
	ConnectionStatus,
	ConnectionTestResponse,
	RegisterRequest,
	RegisterResponse,
	SuccessResponse,
	TrackingSettings,
} from './types';

export const registerSite = ( data: RegisterRequest ) =>
	apiRequest< RegisterResponse >( { path: v4( 'connection/register' ), method: 'POST', data } );

export const fetchAuthorizeUrl = ( query: { no_iframe: boolean; redirect_uri?: string } ) =>
	apiRequest< AuthorizeUrlResponse >( { path: v4( 'connection/authorize_url', query ) } );

export const fetchConnectionData = () => apiRequest< ConnectionData >( { path: v4( 'connection/data' ) } );
export const fetchConnectionStatus = () => apiRequest< ConnectionStatus >( { path: v4( 'connection' ) } );
export const testConnection = () => apiRequest< ConnectionTestResponse >( { path: v4( 'connection/test' ) } );
export const fetchConnectUrl = () => apiRequest< string >( { path: v4( 'connection/url' ) } );
export const fetchConnectedPlugins = () => apiRequest< ConnectedPlugins >( { path: v4( 'connection/plugins' ) } );

export const disconnectSite = () =>
	apiRequest< SuccessResponse >( { path: v4( 'connection' ), method: 'POST', data: { isActive: false } } );

export const unlinkUser = () =>
	apiRequest< SuccessResponse >( { path: v4( 'connection/user' ), method: 'POST', data: { linked: false } } );

export const reconnectSite = () =>
	apiRequest< { status: 'completed' | 'in_progress'; authorizeUrl?: string } >( {
		path: v4( 'connection/reconnect' ),
		method: 'POST',
	} );

export const markWooConnectionModalSeen = () =>
	apiRequest< SuccessResponse >( { path: v4( 'seen-wc-connection-modal' ), method: 'POST' } );

export const fetchTrackingSettings = () => apiRequest< TrackingSettings >( { path: v4( 'tracking/settings' ) } );
export const updateTrackingSettings = ( data: { tracks_opt_out: boolean } ) =>
	apiRequest< SuccessResponse & TrackingSettings >( { path: v4( 'tracking/settings' ), method: 'POST', data } );

/** One of the three identity-crisis calls; start-fresh says where the fresh connection is authorized. */
export const resolveIdentityCrisis = ( choice: IdentityCrisisChoice, redirectUri: string ) =>
	apiRequest< SuccessResponse & { authorizeUrl?: string } >( {
		path: v4( identityCrisisPath( choice ) ),
		method: 'POST',
		...( choice === 'start-fresh' ? { data: { redirect_uri: redirectUri } } : {} ),
	} );

export const sendMobileLoginEmail = () =>
	apiRequest< SuccessResponse >( { path: v4( 'mobile/send-login-email' ), method: 'POST' } );
