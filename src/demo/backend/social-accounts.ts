/**
 * Jetpack Social in the demo site: the site's connected social accounts and the keyring ids the demo provider's
 * page hands out. An account is connected in two steps, as with the real provider: the service's page (a popup)
 * hands the browser a keyring id, then the app posts that id to publicize/connections. Only ids the page handed
 * out are accepted, each once.
 */
import type { SocialConnection, SocialService } from '../../api/types';
import { forbidden, WpError } from './wp-error';
import type { DemoSocial, DemoState } from './state';

/** The services the demo provider plays, in the order the card offers them. */
export const SOCIAL_SERVICES: readonly { id: string; label: string }[] = [
	{ id: 'facebook', label: 'Facebook' },
	{ id: 'linkedin', label: 'LinkedIn' },
	{ id: 'tumblr', label: 'Tumblr' },
	{ id: 'mastodon', label: 'Mastodon' },
];

export function socialServiceLabel( service: string ): string | null {
	return SOCIAL_SERVICES.find( ( entry ) => entry.id === service )?.label ?? null;
}

/** A site with one Facebook page connected by the owner and shared with every author. */
export function seededSocial( siteTitle: string, ownerId: number ): DemoSocial {
	return {
		connections: [
			{
				id: 1,
				service: 'facebook',
				service_label: 'Facebook',
				display_name: siteTitle,
				profile_url: 'https://www.facebook.com/demo-garden-journal',
				connected_by: ownerId,
				shared: true,
			},
		],
		keyrings: [],
		nextConnectionId: 2,
		nextKeyringId: 7001,
	};
}

export function emptySocial(): DemoSocial {
	return { connections: [], keyrings: [], nextConnectionId: 1, nextKeyringId: 7001 };
}

/** A state saved before Jetpack Social existed in the demo has no accounts. */
function socialOf( state: DemoState ): DemoSocial {
	state.social ??= emptySocial();
	return state.social;
}

export function socialConnections( state: DemoState ): SocialConnection[] {
	return state.social?.connections ?? [];
}

export function socialServices( origin: string ): SocialService[] {
	return SOCIAL_SERVICES.map( ( service ) => ( {
		...service,
		connect_url: `${ origin }/demo-provider/keyring/${ service.id }`,
	} ) );
}

/**
 * Refuses (403) what the user may not do with social accounts: they need a connected site, the Jetpack Social module
 * on, and their own account linked to the provider (the accounts are kept there). Publishing rights are checked by
 * the route itself.
 */
export function requireSocialAccess( state: DemoState ): void {
	if ( ! state.connection.isActive ) {
		throw forbidden( 'Jetpack Social needs the site to be connected.' );
	}
	if ( ! state.modules.publicize?.activated ) {
		throw forbidden( 'Jetpack Social is not active on this site.' );
	}
	if ( ! state.currentUser.isConnected ) {
		throw forbidden( 'Link your WordPress.com account to manage social media connections.' );
	}
}

/** What the provider's page hands the browser when the user allows: a fresh keyring id for an account of `service`. */
export function issueSocialKeyring( state: DemoState, service: string ): number {
	const social = socialOf( state );
	const login = state.connectedUser?.login ?? state.currentUser.username;
	const accounts: Record< string, { display_name: string; profile_url: string } > = {
		facebook: { display_name: state.site.title, profile_url: `https://www.facebook.com/${ login }` },
		linkedin: { display_name: state.connectedUser?.display_name ?? login, profile_url: `https://www.linkedin.com/in/${ login }` },
		tumblr: { display_name: `${ login }.tumblr.com`, profile_url: `https://${ login }.tumblr.com` },
		mastodon: { display_name: `@${ login }@mastodon.social`, profile_url: `https://mastodon.social/@${ login }` },
	};
	const account = accounts[ service ] ?? { display_name: login, profile_url: '' };
	const id = social.nextKeyringId;
	social.nextKeyringId += 1;
	social.keyrings.push( { id, service, ...account } );
	return id;
}

/** Turns a keyring id the provider's page handed out into a connection of the site. Call it inside backend.update(). */
export function connectSocialAccount( state: DemoState, keyringId: number ): SocialConnection {
	const social = socialOf( state );
	const keyring = social.keyrings.find( ( entry ) => entry.id === keyringId );
	if ( ! keyring ) {
		throw new WpError( 'invalid_keyring', 'This account was not authorized by the service, or it was already added.', 400 );
	}
	const connection: SocialConnection = {
		id: social.nextConnectionId,
		service: keyring.service,
		service_label: socialServiceLabel( keyring.service ) ?? keyring.service,
		display_name: keyring.display_name,
		profile_url: keyring.profile_url,
		connected_by: state.currentUser.id,
		shared: false,
	};
	social.nextConnectionId += 1;
	social.keyrings = social.keyrings.filter( ( entry ) => entry.id !== keyringId );
	social.connections.push( connection );
	return connection;
}

/** Removes a connection: its own author may, and so may a user who manages the site's options. */
export function disconnectSocialAccount( state: DemoState, rawId: string | undefined ): number {
	const id = Number( rawId );
	const social = socialOf( state );
	const connection = social.connections.find( ( entry ) => entry.id === id );
	if ( ! connection ) {
		throw new WpError( 'not_found', 'No social media connection has this id.', 404 );
	}
	if ( connection.connected_by !== state.currentUser.id && ! state.currentUser.permissions.manage_options ) {
		throw forbidden( 'Only the user who connected this account, or an administrator, can disconnect it.' );
	}
	social.connections = social.connections.filter( ( entry ) => entry.id !== id );
	return id;
}
