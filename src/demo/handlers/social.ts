import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../backend/backend';
import { route } from '../backend/rest';
import {
	connectSocialAccount,
	disconnectSocialAccount,
	requireSocialAccess,
	socialConnections,
	socialServices,
} from '../backend/social';
import type { SocialConnection } from '../../api/types';

/** Jetpack Social (docs/api.md#jetpack-social): every route needs publishing rights, a connected site, the module on and a linked user. */
export function socialHandlers( backend: DemoBackend ): HttpHandler[] {
	return [
		route(
			backend,
			'get',
			'publicize/connections',
			( { backend: b } ) => {
				requireSocialAccess( b.state );
				return socialConnections( b.state );
			},
			'publish_posts'
		),
		route(
			backend,
			'get',
			'publicize/services',
			( { backend: b, origin } ) => {
				requireSocialAccess( b.state );
				return socialServices( origin );
			},
			'publish_posts'
		),
		route(
			backend,
			'post',
			'publicize/connections',
			( { backend: b, body } ) => {
				requireSocialAccess( b.state );
				let connection: SocialConnection | null = null;
				b.update( ( state ) => {
					connection = connectSocialAccount( state, body );
				} );
				return connection;
			},
			'publish_posts'
		),
		route(
			backend,
			'delete',
			'publicize/connections/:id',
			( { backend: b, params } ) => {
				requireSocialAccess( b.state );
				let id = 0;
				b.update( ( state ) => {
					id = disconnectSocialAccount( state, params.id );
				} );
				return { deleted: true, id };
			},
			'publish_posts'
		),
	];
}
