/**
 * The routes Jetpack does not have that this plugin keeps beside it (declared `keptBesideJetpack`,
 * docs/hosts.md#beside-jetpack): on a Jetpack site they are sent to the plugin's own namespace.
 */
import { NS, OWN_NS } from '../namespace';
import type { DeclaredCall, HostAdapters, SendRequest } from '../route-adapters';
import { KEPT_BESIDE_JETPACK } from '../routes';
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
