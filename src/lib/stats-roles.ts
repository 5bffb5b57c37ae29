/**
 * The two role lists of Site Stats: whose logged-in views are counted, and who may view the reports. They are
 * independent; administrators can always view the reports. Pure.
 */

export const BUILT_IN_ROLES = [ 'administrator', 'editor', 'author', 'contributor', 'subscriber' ] as const;
export type StatsRoleList = 'count_roles' | 'roles';

export interface SiteRole {
	slug: string;
	name: string;
}

/** The built-in roles in their usual order, then the site's own roles. */
export function statsRoleChoices( siteRoles: readonly SiteRole[] ): string[] {
	const custom = siteRoles.map( ( role ) => role.slug ).filter( ( slug ) => ! BUILT_IN_ROLES.some( ( role ) => role === slug ) );
	return [ ...BUILT_IN_ROLES, ...custom ];
}

/** Only the reports list holds a role that cannot be unchecked: administrator. */
export function isStatsRoleLocked( list: StatsRoleList, role: string ): boolean {
	return list === 'roles' && role === 'administrator';
}

/** Reads a saved list; the reports list always includes administrators. */
export function readStatsRoles( list: StatsRoleList, value: unknown ): string[] {
	const roles = Array.isArray( value ) ? value.filter( ( item ): item is string => typeof item === 'string' ) : [];
	const unique = [ ...new Set( roles ) ];
	return list === 'roles' && ! unique.includes( 'administrator' ) ? [ 'administrator', ...unique ] : unique;
}

/** The list after a role's box is checked or unchecked; a locked role stays. */
export function toggleStatsRole( list: StatsRoleList, current: readonly string[], role: string, checked: boolean ): string[] {
	const roles = readStatsRoles( list, current );
	if ( checked ) {
		return roles.includes( role ) ? roles : [ ...roles, role ];
	}
	return isStatsRoleLocked( list, role ) ? roles : roles.filter( ( item ) => item !== role );
}
