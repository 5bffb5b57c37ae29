/**
 * Which site the app runs on, read once at boot from the page data (docs/hosts.md): this plugin alone, the original
 * Jetpack plugin (with this one beside it), or the demo site. Only the client acts on it: on Jetpack, the calls whose
 * answers differ go through that host's adapters (route-adapters.ts), so every screen sees one shape.
 */
import { installRouteAdapters } from './route-adapters';
import type { Host, InitialState } from './types';

const HOSTS: readonly Host[] = [ 'plugin', 'jetpack', 'demo' ];

/** The host the page names; a page that names none is this plugin's own, as before hosts were named. */
export function parseHost( value: unknown ): Host {
	return HOSTS.find( ( host ) => host === value ) ?? 'plugin';
}

/**
 * Readies the client for the page's host before the first call goes out: Jetpack's adapters are a chunk of their own,
 * fetched only there.
 */
export async function prepareHost( initial: Pick< InitialState, 'host' | 'userData' | 'products' | 'rawUrl' > ): Promise< void > {
	if ( initial.host === 'jetpack' ) {
		const { jetpackAdapters, jetpackPage } = await import( /* webpackChunkName: "jetpack-host" */ './jetpack-host' );
		installRouteAdapters( jetpackAdapters( jetpackPage( initial ) ) );
	}
}
