/**
 * The routes Jetpack does not have that this plugin keeps beside it (declared `keptBesideJetpack`,
 * docs/hosts.md#beside-jetpack): on a Jetpack site they are sent to the plugin's own namespace.
 */
import { NS, OWN_NS } from '../namespace';
import type { DeclaredCall, HostAdapters, SendRequest } from '../route-adapters';
import { KEPT_BESIDE_JETPACK, REST_ROUTES } from '../rest-routes';
import type { RouteName } from '../rest-routes';
import { JETPACK_OWN_NOTICE_IDS } from '../../lib/notice-ids';

/** Sends a call to this plugin's own namespace instead of Jetpack's. */
export function inOwnNamespace< Body >( call: DeclaredCall< Body >, send: SendRequest ): Promise< unknown > {
	return send( { ...call, path: call.path.replace( `${ NS }/`, `${ OWN_NS }/` ) } );
}

export const OWN_NAMESPACE_ADAPTERS: HostAdapters = {
	...Object.fromEntries( KEPT_BESIDE_JETPACK.map( ( name ) => [ name, { send: inOwnNamespace } ] ) ),
	// Jetpack's own notices stay where Jetpack keeps their dismissals; only the app's go to this plugin.
	dismissNotice: {
		send: ( call, send ) => ( JETPACK_OWN_NOTICE_IDS.includes( String( call.params.id ) ) ? send( call ) : inOwnNamespace( call, send ) ),
	},
};

/**
 * Beside a Jetpack that no longer registers some of the app's routes (the assistant's), this plugin serves them in
 * its own namespace, in Jetpack's shape, and the page data lists their paths (`ownRoutes`,
 * docs/hosts.md#the-jetpack-that-removed-its-dashboard): each call of those is sent there and read as Jetpack's
 * answer is. An adapter that already sends its call another way keeps its way.
 */
export function servedBesideJetpack( adapters: HostAdapters, ownRoutes: readonly string[] ): HostAdapters {
	const moved = ( Object.keys( REST_ROUTES ) as RouteName[] ).filter( ( name ) => ownRoutes.includes( REST_ROUTES[ name ].path ) && ! adapters[ name ]?.send );
	return { ...adapters, ...Object.fromEntries( moved.map( ( name ) => [ name, { ...adapters[ name ], send: inOwnNamespace } ] ) ) };
}
