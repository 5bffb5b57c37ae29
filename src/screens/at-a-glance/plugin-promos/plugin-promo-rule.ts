import type { CardStart, DashboardFacts } from '../card-rule';

/** The promos offer to install a plugin: only for those who may manage plugins. */
export const seesPluginPromo = ( { caps }: DashboardFacts ): boolean => caps.userCanManageModules && caps.userCanManagePlugins;

/** Their install widgets read the installed plugins (one call for both cards). */
export const PLUGINS_START: CardStart = {
	route: 'plugins',
	fetches: () => true,
};
