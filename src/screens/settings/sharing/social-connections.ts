/**
 * The Jetpack Social card's decisions: one row per service with its connected accounts (and which of them this user
 * may disconnect) and whether it still offers "Connect", and what the keyring popup's answer means.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { SocialConnection, SocialService } from '../../../api/types';

export interface SocialAccountRow {
	connection: SocialConnection;
	/** Whoever connected an account may disconnect it, and so may a user who manages the site's options. */
	canDisconnect: boolean;
}

export interface SocialServiceRow {
	id: string;
	label: string;
	accounts: SocialAccountRow[];
	/** The service's keyring page, when this user may connect another account of it. */
	connectUrl: string | null;
}

export interface SocialRowsInput {
	services: readonly SocialService[];
	connections: readonly SocialConnection[];
	userId: number;
	canManageOptions: boolean;
}

/**
 * The services that can be connected come first, in the server's order, then any service that has accounts but no
 * way to connect here (a site with no provider to open lists its accounts all the same). A service offers Connect
 * while this user has no account of it yet: an account another author shared does not stop them adding their own.
 */
export function socialServiceRows( { services, connections, userId, canManageOptions }: SocialRowsInput ): SocialServiceRow[] {
	const accountsOf = ( service: string ) =>
		connections
			.filter( ( connection ) => connection.service === service )
			.map( ( connection ) => ( { connection, canDisconnect: canManageOptions || connection.connected_by === userId } ) );
	const rows: SocialServiceRow[] = services.map( ( service ) => {
		const accounts = accountsOf( service.id );
		const ownsOne = accounts.some( ( account ) => account.connection.connected_by === userId );
		return { id: service.id, label: service.label, accounts, connectUrl: service.connect_url && ! ownsOne ? service.connect_url : null };
	} );
	for ( const connection of connections ) {
		if ( ! rows.some( ( row ) => row.id === connection.service ) ) {
			rows.push( { id: connection.service, label: connection.service_label, accounts: accountsOf( connection.service ), connectUrl: null } );
		}
	}
	return rows;
}

export type PopupOutcome = { kind: 'connect'; keyringId: number } | { kind: 'closed' } | { kind: 'denied' } | { kind: 'blocked' };

/** The popup's answer: a keyring id to add, closed without an answer (nothing to do), refused, or never opened. */
export function readPopupOutcome( result: { keyringId: number | null; error: string | null } ): PopupOutcome {
	if ( result.keyringId !== null && result.keyringId > 0 ) {
		return { kind: 'connect', keyringId: result.keyringId };
	}
	if ( result.error === 'popup_blocked' ) {
		return { kind: 'blocked' };
	}
	return result.error ? { kind: 'denied' } : { kind: 'closed' };
}

/** What the user is told about a popup that connected nothing; null when there is nothing to say. */
export function popupOutcomeMessage( outcome: PopupOutcome, serviceLabel: string ): string | null {
	switch ( outcome.kind ) {
		case 'denied':
			/* translators: %s: a social network, e.g. Facebook. */
			return sprintf( __( '%s access was not granted, so no account was connected.', 'jetpack' ), serviceLabel );
		case 'blocked':
			/* translators: %s: a social network, e.g. Facebook. */
			return sprintf( __( 'The %s window could not be opened. Allow pop-ups for this site, then try again.', 'jetpack' ), serviceLabel );
		default:
			return null;
	}
}
