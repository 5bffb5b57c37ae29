/**
 * Capabilities of the current user on this site (docs/rules.md#roles-and-capabilities), derived from the user's
 * permissions, the connection and the kind of site. Pure: screens ask these, never the raw permission flags.
 */
import type { ConnectionStatus, CurrentUser } from '../api/types';

export interface PermissionFlags {
	manage_modules: boolean;
	manage_options: boolean;
	publish_posts: boolean;
	edit_posts: boolean;
	view_stats: boolean;
	manage_plugins: boolean;
	connect: boolean;
	connect_user: boolean;
	disconnect: boolean;
}

export interface PermissionContext {
	permissions: PermissionFlags;
	user: { isConnected: boolean; isMaster: boolean };
	connection: { isActive: boolean; isRegistered: boolean; hasConnectedOwner: boolean; offline: boolean };
	site: { isMultisite: boolean; isAtomic: boolean };
}

export interface Capabilities {
	userCanManageModules: boolean;
	userCanManageOptions: boolean;
	userCanPublish: boolean;
	userCanEditPosts: boolean;
	userCanViewStats: boolean;
	userCanManagePlugins: boolean;
	isSubscriber: boolean;
	userCanConnectSite: boolean;
	userCanConnectAccount: boolean;
	canDisconnectSite: boolean;
	isLinked: boolean;
	isConnectionOwner: boolean;
	hasConnectedOwner: boolean;
	isMultisite: boolean;
	isAtomicSite: boolean;
	isOfflineMode: boolean;
	isSiteConnected: boolean;
}

export function getCapabilities( context: PermissionContext ): Capabilities {
	const { permissions, user, connection, site } = context;
	return {
		userCanManageModules: permissions.manage_modules,
		userCanManageOptions: permissions.manage_options,
		userCanPublish: permissions.publish_posts,
		userCanEditPosts: permissions.edit_posts,
		userCanViewStats: permissions.view_stats,
		userCanManagePlugins: permissions.manage_plugins,
		// A user who cannot edit posts is a subscriber, whatever the role is called.
		isSubscriber: ! permissions.edit_posts,
		userCanConnectSite: permissions.connect,
		userCanConnectAccount: permissions.connect_user,
		canDisconnectSite: permissions.disconnect && connection.isActive,
		isLinked: user.isConnected,
		isConnectionOwner: user.isMaster,
		hasConnectedOwner: connection.hasConnectedOwner,
		isMultisite: site.isMultisite,
		isAtomicSite: site.isAtomic,
		isOfflineMode: connection.offline,
		isSiteConnected: connection.isActive && ! connection.offline,
	};
}

/**
 * The capabilities from what the page knows of the connection, the user and the site: the store's selector and the
 * boot's page facts both read them so (docs/rules.md#roles-and-capabilities).
 */
export function capabilitiesOf(
	connection: ConnectionStatus | undefined,
	user: CurrentUser | undefined,
	site: { isMultisite: boolean; isAtomicSite: boolean }
): Capabilities {
	return getCapabilities( {
		permissions: {
			manage_modules: user?.permissions.manage_modules ?? false,
			manage_options: user?.permissions.manage_options ?? false,
			publish_posts: user?.permissions.publish_posts ?? false,
			edit_posts: user?.permissions.edit_posts ?? false,
			view_stats: user?.permissions.view_stats ?? false,
			manage_plugins: user?.permissions.manage_plugins ?? false,
			connect: user?.permissions.connect ?? false,
			connect_user: user?.permissions.connect_user ?? false,
			disconnect: user?.permissions.disconnect ?? false,
		},
		user: { isConnected: user?.isConnected ?? false, isMaster: user?.isMaster ?? false },
		connection: {
			isActive: connection?.isActive ?? false,
			isRegistered: connection?.isRegistered ?? false,
			hasConnectedOwner: connection?.hasConnectedOwner ?? false,
			offline: connection?.offlineMode.isActive ?? false,
		},
		site: { isMultisite: site.isMultisite, isAtomic: site.isAtomicSite },
	} );
}
