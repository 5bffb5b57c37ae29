/**
 * Jetpack Social (docs/api.md#jetpack-social): the site's connected social accounts, the services an account can be
 * connected from, connecting one from a keyring id the service's popup handed back, and disconnecting one.
 */
import { apiRequest } from './client';
import { v4 } from './namespace';
import type { DisconnectSocialAccountResponse, SocialConnection, SocialService } from './types';

export const fetchSocialConnections = () => apiRequest< SocialConnection[] >( { path: v4( 'publicize/connections' ) } );

export const fetchSocialServices = () => apiRequest< SocialService[] >( { path: v4( 'publicize/services' ) } );

export const connectSocialAccount = ( keyringConnectionId: number ) =>
	apiRequest< SocialConnection >( {
		path: v4( 'publicize/connections' ),
		method: 'POST',
		data: { keyring_connection_id: keyringConnectionId },
	} );

export const disconnectSocialAccount = ( id: number ) =>
	apiRequest< DisconnectSocialAccountResponse >( { path: v4( `publicize/connections/${ id }` ), method: 'DELETE' } );
