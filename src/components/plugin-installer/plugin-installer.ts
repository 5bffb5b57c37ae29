/**
 * The plugin install widget of the promo cards (docs/dashboard.md#how-cards-load-and-fail): the state of one plugin,
 * from the installed list and the install call under way. Pure.
 */
import type { InstalledPlugins } from '../../api/types';

/** The install call's status, in RTK Query's words. */
export type InstallCallStatus = 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';

/** active offers Manage; inactive offers Activate; not-installed offers Install; installing and activating: working. */
export type PluginInstallerState = 'active' | 'inactive' | 'not-installed' | 'installing' | 'activating';

/**
 * The call installs a missing plugin and activates it: while it runs, "installing" or "activating" after what the
 * list says. Once it succeeded the plugin is active, even before the list is asked again (2500 ms later).
 */
export function pluginInstallerState( plugins: InstalledPlugins, pluginFile: string, call: InstallCallStatus ): PluginInstallerState {
	const installed = Object.hasOwn( plugins, pluginFile ) ? plugins[ pluginFile ] : undefined;
	if ( call === 'pending' ) {
		return installed ? 'activating' : 'installing';
	}
	if ( call === 'fulfilled' || installed?.active ) {
		return 'active';
	}
	return installed ? 'inactive' : 'not-installed';
}
