/**
 * The install-and-activate call of the promo cards (docs/dashboard.md#promo-and-bundle-cards,
 * docs/dashboard.md#how-cards-load-and-fail plugin install widget); the installed plugins are a read of their route
 * (state/route-reads/api.ts), asked again after an install.
 */
import { REST_ROUTES } from '../../api/rest-routes';
import type { PluginInstallResponse } from '../../api/types';
import { api, runRoute } from '../api';
import { readsOf } from '../route-reads/api';

/**
 * The server may still be settling the new plugin: the list is asked again this long after an install
 * (docs/rules.md#plans-and-products).
 */
export const PLUGIN_REFETCH_DELAY_MS = 2500;

export const pluginsApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		installPlugin: build.mutation< PluginInstallResponse, { slug: string; source?: string } >( {
			// POST plugins {slug, status:'active', source?}: installs the plugin when missing, then activates it.
			queryFn: ( { slug, source } ) =>
				runRoute( REST_ROUTES.installPlugin, { data: source === undefined ? { slug, status: 'active' } : { slug, status: 'active', source } } ),
			async onQueryStarted( _request, { dispatch, queryFulfilled } ) {
				try {
					await queryFulfilled;
				} catch {
					return;
				}
				setTimeout( () => dispatch( pluginsApi.util.invalidateTags( readsOf( 'plugins' ) ) ), PLUGIN_REFETCH_DELAY_MS );
			},
		} ),
	} ),
} );

export const { useInstallPluginMutation } = pluginsApi;
