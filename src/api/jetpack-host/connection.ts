/**
 * Jetpack's connection calls where its answers or bodies differ from the declared ones (docs/hosts.md#connection).
 * Jetpack hands every redirect it is sent to admin_url(), so it is sent the part after wp-admin/.
 */
import { __ } from '@wordpress/i18n';
import type { ConnectedPlugins, ConnectionStatus, IdentityCrisisAnswer, SuccessResponse } from '../types';
import { JsonParseError } from '../errors';
import type { HostAdapters } from '../route-adapters';
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
	// { success: true } for the Woo connection modal; the tracking answer is the provider's settings alone.
	seenWooConnectionModal: { answer: succeeded },
	updateTrackingSettings: { answer: ( raw ) => ( { ...asRecord( raw ), tracks_opt_out: asRecord( raw ).tracks_opt_out === true, code: 'success' } ) },
};
