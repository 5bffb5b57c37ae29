import type { UserPermissions } from '../../api/types';
import type { DemoRole } from './state';

const NONE: UserPermissions = {
	admin_page: false,
	connect: false,
	connect_user: false,
	disconnect: false,
	edit_posts: false,
	manage_modules: false,
	manage_options: false,
	manage_plugins: false,
	network_admin: false,
	network_sites_page: false,
	publish_posts: false,
	view_stats: false,
};

const ALL: UserPermissions = {
	admin_page: true,
	connect: true,
	connect_user: true,
	disconnect: true,
	edit_posts: true,
	manage_modules: true,
	manage_options: true,
	manage_plugins: true,
	network_admin: true,
	network_sites_page: true,
	publish_posts: true,
	view_stats: true,
};

/** What each previewable role may do, as WordPress capabilities map to the plugin's permissions. */
export function permissionsForRole( role: DemoRole, options: { canViewStats?: boolean } = {} ): UserPermissions {
	switch ( role ) {
		case 'owner':
		case 'secondary-admin':
			return ALL;
		case 'editor':
			return { ...NONE, admin_page: true, connect_user: true, edit_posts: true, publish_posts: true, view_stats: true };
		case 'subscriber':
			return { ...NONE, admin_page: true, connect_user: true, view_stats: options.canViewStats ?? true };
	}
}

export const USERS: Record< DemoRole, { id: number; username: string; email: string } > = {
	owner: { id: 1, username: 'admin', email: 'admin@example.test' },
	'secondary-admin': { id: 2, username: 'second-admin', email: 'second@example.test' },
	editor: { id: 3, username: 'editor', email: 'editor@example.test' },
	subscriber: { id: 4, username: 'subscriber', email: 'subscriber@example.test' },
};
