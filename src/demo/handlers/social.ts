import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../backend/backend';
import { route } from '../backend/rest';
import {
	connectSocialAccount,
	disconnectSocialAccount,
	requireSocialAccess,
	socialConnections,
	socialServices,
} from '../backend/social-accounts';
import type { SocialConnection } from '../../api/types';
import { REST_ROUTES } from '../../api/rest-routes';

/** Jetpack Social (docs/api.md#jetpack-social): every route needs publishing rights, a connected site, the module on and a linked user. */
export function socialHandlers( backend: DemoBackend ): HttpHandler[] {
	return [
		route(
			backend,
			REST_ROUTES.socialConnections,
			( { backend: b } ) => {
				requireSocialAccess( b.state );
				return socialConnections( b.state );
			}
		),
		route(
			backend,
			REST_ROUTES.socialServices,
			( { backend: b, origin } ) => {
				requireSocialAccess( b.state );
				return socialServices( origin );
			}
		),
		route(
			backend,
			REST_ROUTES.connectSocialAccount,
			( { backend: b, body } ) => {
				requireSocialAccess( b.state );
				let connection: SocialConnection | null = null;
				b.update( ( state ) => {
					connection = connectSocialAccount( state, body.keyring_connection_id );
				} );
				return connection;
			}
		),
		route(
			backend,
			REST_ROUTES.disconnectSocialAccount,
			( { backend: b, params } ) => {
				requireSocialAccess( b.state );
				let id = 0;
				b.update( ( state ) => {
					id = disconnectSocialAccount( state, params.id );
				} );
				return { deleted: true, id };
			}
		),
	];
}
