/**
 * Jetpack Social on Jetpack (docs/hosts.md#social): its connections live at wpcom/v2/publicize, under other names.
 * An account is connected with `keyring_connection_ID`, and Jetpack names the provider account that connected it, not
 * the WordPress user: the current user's own connections are those of their linked account.
 */
import type { SocialConnection, SocialService } from '../types';
import type { HostAdapters } from '../route-adapters';
import { asRecord, isRecord, text } from './shapes';

const PUBLICIZE = 'wpcom/v2/publicize';

/** Who the current user is on the site and at the provider. */
export interface SocialUser {
	userId: number;
	/** The linked provider account's id; null when the user has none. */
	wpcomUserId: number | null;
}

export function socialConnection( raw: unknown, user: SocialUser ): SocialConnection {
	const connection = asRecord( raw );
	const connectedBy = typeof connection.wpcom_user_id === 'number' ? connection.wpcom_user_id : null;
	const profile = text( connection.profile_link );
	return {
		id: Number( connection.connection_id ?? connection.id ),
		service: text( connection.service_name ),
		service_label: text( connection.service_label ),
		display_name: text( connection.display_name ),
		...( profile ? { profile_url: profile } : {} ),
		// Someone else's connection reads as connected by no user of this site the app knows.
		connected_by: connectedBy !== null && connectedBy === user.wpcomUserId ? user.userId : 0,
		shared: connection.shared === true,
	};
}

export function socialServices( raw: unknown ): SocialService[] {
	return ( Array.isArray( raw ) ? raw : [] )
		.filter( isRecord )
		.map( ( service ) => ( { id: text( service.id ), label: text( service.label ), connect_url: text( service.url ) } ) );
}

export function socialAdapters( user: SocialUser ): HostAdapters {
	return {
		socialConnections: {
			send: ( _call, send ) => send( { path: `${ PUBLICIZE }/connections`, method: 'GET' } ),
			answer: ( raw ) => ( Array.isArray( raw ) ? raw : [] ).map( ( connection ) => socialConnection( connection, user ) ),
		},
		socialServices: { send: ( _call, send ) => send( { path: `${ PUBLICIZE }/services`, method: 'GET' } ), answer: socialServices },
		connectSocialAccount: {
			send: ( call, send ) =>
				send( { path: `${ PUBLICIZE }/connections`, method: 'POST', data: { keyring_connection_ID: call.data?.keyring_connection_id } } ),
			answer: ( raw ) => socialConnection( raw, user ),
		},
		// Jetpack answers what the provider sent back (true); the id is the one asked for.
		disconnectSocialAccount: {
			send: ( call, send ) => send( { path: `${ PUBLICIZE }/connections/${ encodeURIComponent( String( call.params.id ) ) }`, method: 'DELETE' } ),
			answer: ( _raw, call ) => ( { deleted: true, id: Number( call.params.id ) } ),
		},
	};
}
