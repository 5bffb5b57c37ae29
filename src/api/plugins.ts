/** Installed plugins and the install-and-activate call of the promo cards and the recommendations. */
import { apiRequest } from './client';
import { v4 } from './namespace';
import type { InstalledPlugins, PluginInstallRequest, PluginInstallResponse } from './types';

export const fetchPlugins = () => apiRequest< InstalledPlugins >( { path: v4( 'plugins' ) } );

/** POST plugins {slug, status:'active', source?}: installs the plugin when missing, then activates it. */
export const installPlugin = ( slug: string, source?: string ) => {
	const data: PluginInstallRequest = source === undefined ? { slug, status: 'active' } : { slug, status: 'active', source };
	return apiRequest< PluginInstallResponse >( { path: v4( 'plugins' ), method: 'POST', data } );
};
