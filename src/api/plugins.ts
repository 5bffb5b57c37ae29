/** Installed plugins and the install-and-activate call of the promo cards and the recommendations. */
import { callRoute } from './call-route';
import { ROUTES } from './routes';
import type { PluginInstallRequest } from './types';

export const fetchPlugins = () => callRoute( ROUTES.plugins );

/** POST plugins {slug, status:'active', source?}: installs the plugin when missing, then activates it. */
export const installPlugin = ( slug: string, source?: string ) => {
	const data: PluginInstallRequest = source === undefined ? { slug, status: 'active' } : { slug, status: 'active', source };
	return callRoute( ROUTES.installPlugin, { data } );
};
