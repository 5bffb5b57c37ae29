/**
 * Who sees which navigation (docs/shell.md#page-frame, docs/rules.md#roles-and-capabilities,
 * docs/settings.md#settings-frame): the navigation bar, the main navigation items, the settings tabs and the shell's
 * placed cards. Pure rules over the user's capabilities and the site's state.
 */
import type { Capabilities } from '../lib/permissions';
import type { Settings } from '../api/types';
import { showAgenciesCard } from '../lib/promo-cards';
import type { RouteGroup } from '../lib/route-group';

export type SettingsTab = 'security' | 'performance' | 'writing' | 'sharing' | 'discussion' | 'traffic';
export type MainNavItem = 'dashboard' | 'my-plan' | 'plans' | 'recommendations' | 'my-jetpack';

/** The modules each settings tab covers; a tab shows only when one of them exists on the site. */
export const SETTINGS_TAB_MODULES: Record< SettingsTab, readonly string[] > = {
	security: [ 'protect', 'sso', 'monitor', 'vaultpress', 'akismet', 'waf' ],
	performance: [ 'search', 'videopress', 'photon', 'photon-cdn', 'lazy-images', 'tiled-gallery' ],
	writing: [ 'masterbar', 'markdown', 'custom-content-types', 'post-by-email', 'infinite-scroll', 'copy-post' ],
	sharing: [ 'publicize', 'sharedaddy', 'likes' ],
	discussion: [ 'comments', 'gravatar-hovercards', 'markdown', 'subscriptions' ],
	traffic: [ 'seo-tools', 'wordads', 'stats', 'related-posts', 'verification-tools', 'sitemaps', 'google-analytics' ],
};

export const SETTINGS_TABS: readonly SettingsTab[] = [ 'security', 'performance', 'writing', 'sharing', 'discussion', 'traffic' ];

export interface NavigationContext {
	caps: Capabilities;
	/** Current hash path, e.g. '/dashboard'. */
	path: string;
	/** Connection status is known (it is, unless the page printed none and nothing came back). */
	connectionKnown: boolean;
	/** Module slug → active, for the modules the site has. */
	modules: Record< string, boolean >;
	recommendationsEnabled: boolean;
	myJetpackEnabled: boolean;
}

/** The navigation bar (main navigation and settings tabs) is hidden in these cases (docs/shell.md#page-frame). */
export function isNavigationVisible( context: NavigationContext ): boolean {
	const { caps, path } = context;
	if ( path === '' || ! context.connectionKnown || path.startsWith( '/setup' ) || ! caps.userCanEditPosts ) {
		return false;
	}
	if ( ! caps.isSiteConnected && ! caps.isOfflineMode ) {
		return false;
	}
	if ( caps.userCanManageModules ) {
		return true;
	}
	// A non-admin gets a navigation only when linked and one of their tools (post by email, publicize) is on.
	const linked = caps.isConnectionOwner || caps.isLinked;
	return linked && ( !! context.modules[ 'post-by-email' ] || !! context.modules.publicize );
}

export function getMainNavItems( context: NavigationContext ): MainNavItem[] {
	const { caps } = context;
	if ( ! caps.userCanManageModules ) {
		return [ 'dashboard' ];
	}
	const online = ! caps.isOfflineMode;
	const items: MainNavItem[] = [ 'dashboard' ];
	if ( online && caps.isLinked ) {
		items.push( 'my-plan' );
	}
	if ( online ) {
		items.push( 'plans' );
	}
	if ( context.recommendationsEnabled ) {
		items.push( 'recommendations' );
	}
	if ( context.myJetpackEnabled ) {
		items.push( 'my-jetpack' );
	}
	return items;
}

export function getSettingsTabs( context: NavigationContext ): SettingsTab[] {
	const { caps, modules } = context;
	if ( caps.isSubscriber ) {
		return [];
	}
	if ( caps.userCanManageModules ) {
		return SETTINGS_TABS.filter( ( tab ) => SETTINGS_TAB_MODULES[ tab ].some( ( slug ) => slug in modules ) );
	}
	// A publisher's own tools: Sharing while publicize is on, Writing while post by email is (in the full list's order).
	const ownTools: Partial< Record< SettingsTab, boolean > > = { sharing: !! modules.publicize, writing: !! modules[ 'post-by-email' ] };
	return caps.userCanPublish ? SETTINGS_TABS.filter( ( tab ) => ownTools[ tab ] ) : [];
}

/** Which masthead button is highlighted: Dashboard on the dashboard group and recommendations, Settings elsewhere. */
/** The paths that light up Dashboard; the recommendation routes do too. */
const DASHBOARD_HIGHLIGHT_PATHS: readonly string[] = [ '/', '/dashboard', '/my-plan', '/plans' ];

/**
 * Dashboard is highlighted on At a Glance, My Plan, Plans and the recommendations; every other route, the dialogs
 * opened over At a Glance (/reconnect, /disconnect, /connect-user), /setup, /woo-setup and /plans-prompt included,
 * highlights Settings.
 */
export function getMastheadHighlight( group: RouteGroup, path: string ): 'dashboard' | 'settings' {
	return group === 'recommendations' || DASHBOARD_HIGHLIGHT_PATHS.includes( path ) ? 'dashboard' : 'settings';
}

export function isMastheadVisible( group: RouteGroup ): boolean {
	return group === 'dashboard' || group === 'recommendations' || group === 'settings';
}

export interface ShellCards {
	rewindStatus: boolean;
	supportCard: boolean;
	appsCard: boolean;
	agenciesCard: boolean;
}

/** Where the shell places its cards (docs/shell.md#page-frame); their contents belong to the dashboard. */
export function getShellCards( context: {
	caps: Capabilities;
	group: RouteGroup;
	path: string;
	accountSiteCount: number;
	settings: Settings | undefined;
} ): ShellCards {
	const { caps, group, path, accountSiteCount, settings } = context;
	const onDashboard = group === 'dashboard';
	const connected = caps.isSiteConnected;
	return {
		rewindStatus: connected && onDashboard,
		supportCard: connected && onDashboard && path !== '/woo-setup',
		appsCard: connected && onDashboard && path !== '/woo-setup',
		// The agencies card has a rule of its own, shared with the card itself.
		agenciesCard: showAgenciesCard( { caps, accountSiteCount, group, path, settings } ),
	};
}

/**
 * Users who cannot manage modules see only the At a Glance view; if the site is not connected they see nothing
 * at all (docs/shell.md#page-frame) — the notices area still tells them to ask an administrator.
 */
export function getAppView( caps: Capabilities ): 'full' | 'at-a-glance-only' | 'nothing' {
	if ( caps.userCanManageModules ) {
		return 'full';
	}
	// Offline (development) mode is a state of its own, not "not connected" (docs/connection.md#flows-and-their-states).
	return caps.isSiteConnected || caps.isOfflineMode ? 'at-a-glance-only' : 'nothing';
}

/**
 * Whether the screen of a route shows for this user: managers see every screen; others the At a Glance group (not My Plan),
 * and the settings sections their tabs allow (Sharing, Writing); on an unconnected site, non-managers see none.
 */
export function canShowScreen( route: { path: string; group: RouteGroup }, context: NavigationContext ): boolean {
	const view = getAppView( context.caps );
	if ( view !== 'at-a-glance-only' ) {
		return view === 'full';
	}
	if ( route.group === 'dashboard' ) {
		// My Plan is the plan of whoever manages the site; others get only the At a Glance view.
		return route.path !== '/my-plan';
	}
	if ( route.group === 'tools' ) {
		// Their route guards decide (About for every role that sees the dashboard, the others for managers of options).
		return true;
	}
	if ( route.group !== 'settings' ) {
		return false;
	}
	const tabs = getSettingsTabs( context );
	return route.path === '/settings' ? tabs.length > 0 : ( tabs as string[] ).includes( route.path.slice( 1 ) );
}
