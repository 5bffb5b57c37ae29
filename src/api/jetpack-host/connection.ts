/**
 * Jetpack's connection calls where its answers or bodies differ from the declared ones (docs/hosts.md#connection).
 * Jetpack hands every redirect it is sent to admin_url(), so it is sent the part after wp-admin/.
 */
import { __ } from '@wordpress/i18n';
import type { ConnectedPlugins, ConnectionStatus, IdentityCrisisAnswer, SuccessResponse, TrackingSettings } from '../types';
import { JsonParseError } from '../errors';
import type { DeclaredCall, HostAdapters } from '../route-adapters';
import { adminRelative, asRecord, isRecord } from './shapes';

/**
 * Its REST status leaves out what only its page data adds (identity crisis, sandbox, errors), and it has no
 * siteConnectionStatus: offline when offline mode is on, else whether the site is registered.
 */
export function connectionStatus( raw: unknown ): ConnectionStatus {
	const status = asRecord( raw );
	const offline = isRecord( status.offlineMode ) && status.offlineMode.isActive === true;
	return {
		...( status as unknown as ConnectionStatus ),
		isInIdentityCrisis: status.isInIdentityCrisis === true,
		sandboxDomain: typeof status.sandboxDomain === 'string' ? status.sandboxDomain : '',
		errors: Array.isArray( status.errors ) ? ( status.errors as ConnectionStatus[ 'errors' ] ) : [],
		siteConnectionStatus: offline ? 'offline' : status.isRegistered === true,
	};
}

/** A list of plugins that use the connection, each naming its slug: the declared map by slug. */
export function connectedPlugins( raw: unknown ): ConnectedPlugins {
	if ( ! Array.isArray( raw ) ) {
		return isRecord( raw ) ? ( raw as ConnectedPlugins ) : {};
	}
	return Object.fromEntries(
		raw.filter( isRecord ).flatMap( ( plugin ) => ( typeof plugin.slug === 'string' ? [ [ plugin.slug, { name: String( plugin.name ?? plugin.slug ) } ] ] : [] ) )
	);
}

/** Start fresh answers the bare address to authorize the new connection at. */
export function startFreshAnswer( raw: unknown ): IdentityCrisisAnswer {
	if ( typeof raw === 'string' ) {
		return { code: 'success', authorizeUrl: raw };
	}
	if ( isRecord( raw ) && raw.code === 'success' ) {
		return { code: 'success', ...( typeof raw.authorizeUrl === 'string' ? { authorizeUrl: raw.authorizeUrl } : {} ) };
	}
	throw new JsonParseError( __( 'The site answered in a shape the dashboard does not know.', 'jetpack' ) );
}

/**
 * The usage-data choice it saved: the provider's settings alone, read as a success. For a user not linked to
 * WordPress.com Jetpack saves nothing and answers opted out, whatever was sent (update_user_tracking_settings): a
 * choice the answer does not keep is refused, with why, rather than reported saved.
 */
export function trackingSaved( raw: unknown, call: DeclaredCall< { tracks_opt_out: boolean } > ): SuccessResponse & TrackingSettings {
	const optedOut = asRecord( raw ).tracks_opt_out === true;
	if ( call.data !== undefined && call.data.tracks_opt_out !== optedOut ) {
		throw new Error( __( 'Jetpack shares usage data only for users connected to WordPress.com. Connect your WordPress.com account first.', 'jetpack' ) );
	}
	return { ...asRecord( raw ), tracks_opt_out: optedOut, code: 'success' };
}

/** A write Jetpack answers with something other than { code: 'success' } when it went through. */
const succeeded = (): SuccessResponse => ( { code: 'success' } );

const relativeRedirect = < Body extends { redirect_uri?: string } >( data: Body | undefined ): Body | undefined =>
	data?.redirect_uri === undefined ? data : { ...data, redirect_uri: adminRelative( data.redirect_uri ) };

/** The same, for a redirect sent in the query of a GET. */
export function relativeRedirectInPath( path: string ): string {
	const [ route, search ] = path.split( '?' );
	if ( search === undefined ) {
		return path;
	}
	const query = new URLSearchParams( search );
	const redirect = query.get( 'redirect_uri' );
	if ( redirect !== null ) {
		query.set( 'redirect_uri', adminRelative( redirect ) );
	}
	return `${ route }?${ query.toString() }`;
}

export const CONNECTION_ADAPTERS: HostAdapters = {
	connectionStatus: { answer: connectionStatus },
	connectedPlugins: { answer: connectedPlugins },
	authorizeUrl: { send: ( call, send ) => send( { ...call, path: relativeRedirectInPath( call.path ) } ) },
	registerSite: { send: ( call, send ) => send( { ...call, data: relativeRedirect( call.data ) } ) },
	startFresh: { send: ( call, send ) => send( { ...call, data: relativeRedirect( call.data ) } ), answer: startFreshAnswer },
	// { success: true } for the Woo connection modal.
	seenWooConnectionModal: { answer: succeeded },
	updateTrackingSettings: { answer: trackingSaved },
};
