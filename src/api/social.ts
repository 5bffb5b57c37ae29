/**
 * Jetpack Social (docs/api.md#jetpack-social): the site's connected social accounts, the services an account can be
 * connected from, connecting one from a keyring id the service's popup handed back, and disconnecting one.
 */
import { callRoute } from './call-route';
import { ROUTES } from './routes';

export const fetchSocialConnections = () => callRoute( ROUTES.socialConnections );

export const fetchSocialServices = () => callRoute( ROUTES.socialServices );

export const connectSocialAccount = ( keyringConnectionId: number ) =>
	callRoute( ROUTES.connectSocialAccount, { data: { keyring_connection_id: keyringConnectionId } } );

export const disconnectSocialAccount = ( id: number ) => callRoute( ROUTES.disconnectSocialAccount, { params: { id } } );
