/** Permission flags of the roles the rules are tested with. */
import type { PermissionFlags } from '../../src/lib/permissions';

export const NO_PERMISSIONS: PermissionFlags = {
	manage_modules: false,
	manage_options: false,
	publish_posts: false,
	edit_posts: false,
	view_stats: false,
	manage_plugins: false,
	connect: false,
	connect_user: false,
	disconnect: false,
};

export const ADMIN_PERMISSIONS: PermissionFlags = {
	manage_modules: true,
	manage_options: true,
	publish_posts: true,
	edit_posts: true,
	view_stats: true,
	manage_plugins: true,
	connect: true,
	connect_user: true,
	disconnect: true,
};

export const EDITOR_PERMISSIONS: PermissionFlags = {
	...NO_PERMISSIONS,
	edit_posts: true,
	publish_posts: true,
	view_stats: true,
	connect_user: true,
};

export const SUBSCRIBER_PERMISSIONS: PermissionFlags = { ...NO_PERMISSIONS, view_stats: true, connect_user: true };
