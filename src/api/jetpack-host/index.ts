/**
 * The adapters of the original Jetpack plugin's REST API (docs/hosts.md), installed at boot on a Jetpack site only:
 * each reads a call Jetpack answers differently into the declared shape, or sends it the way Jetpack takes it.
 */
import type { InitialState } from '../types';
import type { HostAdapters } from '../route-adapters';
import { CONNECTION_ADAPTERS } from './connection';
import { FIREWALL_ADAPTERS } from './firewall';
import { LICENSING_ADAPTERS } from './licensing';
import { MODULE_ADAPTERS } from './modules';
import { OWN_NAMESPACE_ADAPTERS, servedBesideJetpack } from './own-namespace';
import { productAdapters } from './products';
import type { ProductCatalogueSource } from './products';
import { RECOMMENDATIONS_ADAPTERS } from './recommendations';
import { SITE_VERIFICATION_ADAPTERS } from './site-verification';
import { socialAdapters } from './social';
import { STATS_ADAPTERS } from './stats';
import type { SocialUser } from './social';

export type { SocialUser, ProductCatalogueSource };

/**
 * What the adapters read from the page data: who the user is, the product pages' words, and the routes this plugin
 * serves in its own namespace because the site's Jetpack has none.
 */
export interface JetpackPage {
	user: SocialUser;
	catalogue: ProductCatalogueSource;
	ownRoutes?: readonly string[];
}

export function jetpackPage( { userData, products, rawUrl, ownRoutes }: Pick< InitialState, 'userData' | 'products' | 'rawUrl' | 'ownRoutes' > ): JetpackPage {
	const { id, wpcomUser } = userData.currentUser;
	const descriptions = Object.fromEntries(
		Object.entries( products ).flatMap( ( [ key, listing ] ) => ( listing.description ? [ [ key, listing.description ] ] : [] ) )
	);
	return { user: { userId: id, wpcomUserId: wpcomUser?.ID ?? null }, catalogue: { descriptions, rawUrl }, ownRoutes: ownRoutes ?? [] };
}

export const jetpackAdapters = ( { user, catalogue, ownRoutes = [] }: JetpackPage ): HostAdapters =>
	servedBesideJetpack(
		{
			...CONNECTION_ADAPTERS,
			...MODULE_ADAPTERS,
			...FIREWALL_ADAPTERS,
			...LICENSING_ADAPTERS,
			...RECOMMENDATIONS_ADAPTERS,
			...SITE_VERIFICATION_ADAPTERS,
			...STATS_ADAPTERS,
			...OWN_NAMESPACE_ADAPTERS,
			...socialAdapters( user ),
			...productAdapters( catalogue ),
		},
		ownRoutes
	);
