/**
 * Which first screen a user gets on the dashboard routes: the connect screen (a site that is not connected, shown to
 * whoever may connect it), the store welcome (on /woo-setup), the dashboard, or only the notice asking an
 * administrator to connect (everyone else on a site that is not connected). An offline site cannot be connected, so
 * it keeps its reduced dashboard.
 */
import type { Capabilities } from '../../lib/permissions';

export type FirstScreen = 'connect' | 'woo-welcome' | 'dashboard' | 'not-connected-notice';

export interface FirstScreenContext {
	caps: Pick< Capabilities, 'isSiteConnected' | 'isOfflineMode' | 'userCanConnectSite' | 'userCanManageModules' >;
	/** The hash path, e.g. '/dashboard'. */
	path: string;
}

export function getFirstScreen( { caps, path }: FirstScreenContext ): FirstScreen {
	if ( caps.isOfflineMode ) {
		return 'dashboard';
	}
	if ( path === '/woo-setup' && ( caps.isSiteConnected ? caps.userCanManageModules : caps.userCanConnectSite ) ) {
		return 'woo-welcome';
	}
	if ( caps.isSiteConnected ) {
		return 'dashboard';
	}
	return caps.userCanConnectSite ? 'connect' : 'not-connected-notice';
}

export interface WooWelcomeContext {
	caps: Pick< Capabilities, 'isSiteConnected' | 'isOfflineMode' | 'userCanManageModules' | 'userCanConnectSite' >;
	/** The store plugin (WooCommerce) is active on the site. */
	storeActive: boolean;
	/** The welcome was already shown once (the server remembers it). */
	welcomeSeen: boolean;
	path: string;
}

/**
 * The store welcome is forced once: a store owner who can manage the site and has not seen it is sent to
 * /woo-setup, wherever they opened the dashboard. It is about connecting, so a connected or offline site skips it.
 */
export function shouldForceWooWelcome( { caps, storeActive, welcomeSeen, path }: WooWelcomeContext ): boolean {
	return (
		storeActive &&
		! welcomeSeen &&
		caps.userCanManageModules &&
		caps.userCanConnectSite &&
		! caps.isSiteConnected &&
		! caps.isOfflineMode &&
		path !== '/woo-setup'
	);
}
