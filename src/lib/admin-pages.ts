/**
 * The plugin's own admin pages besides the dashboard (docs/shell.md#admin-pages): each mounts the same app on a route
 * of its own, named by the container's data-route. Pure: which route a page starts on, and the Debug page's
 * plain-text report for support.
 */

/** The admin page (`admin.php?page=…`) each of these routes is reached through. */
export const ADMIN_PAGE_ROUTES = {
	jetpack_about: '/about',
	'jetpack-debugger': '/debug',
	jetpack_modules: '/modules',
} as const;

export type AdminPageRoute = ( typeof ADMIN_PAGE_ROUTES )[ keyof typeof ADMIN_PAGE_ROUTES ];

const STARTABLE: readonly string[] = Object.values( ADMIN_PAGE_ROUTES );

/** A place in the app's own admin page: a route, and query arguments for the page itself. */
export interface AppPagePlace {
	route?: string;
	query?: Record< string, string >;
}

/**
 * The app's own admin page, relative to wp-admin: `appPage` is its slug as the page data names it (`jetpack`, or
 * `jetpack-dashboard` beside the original plugin, docs/hosts.md#beside-jetpack).
 */
export function appPagePath( appPage: string | undefined, { route, query = {} }: AppPagePlace = {} ): string {
	const search = new URLSearchParams( { page: appPage ?? 'jetpack', ...query } );
	return `admin.php?${ search.toString() }${ route ? `#${ route }` : '' }`;
}

/**
 * The hash the app should start on, or null to leave the address as it is: a page that names one of these routes
 * starts there unless the address already carries a route of its own (a reload, a link to a deeper hash).
 */
export function startHash( dataRoute: string | undefined, currentHash: string ): string | null {
	if ( ! dataRoute || ! STARTABLE.includes( dataRoute ) ) {
		return null;
	}
	const current = currentHash.replace( /^#/, '' );
	if ( current !== '' && current !== '/' ) {
		return null;
	}
	return `#${ dataRoute }`;
}

export interface DebugFacts {
	siteUrl: string;
	apiRoot: string;
	pluginVersion: string;
	/** Empty when the page data does not give it. */
	wordpressVersion: string;
	phpVersion: string;
	siteConnected: boolean;
	offlineMode: boolean;
	userLinked: boolean;
	connectionOwner: boolean;
	/** The site's id at the provider; null before it is registered. */
	siteId: number | null;
	/** The last connection test: its message, or null when none ran on this page. */
	lastTest: { ok: boolean; message: string } | null;
}

const yesNo = ( value: boolean ): string => ( value ? 'yes' : 'no' );

/**
 * The report a user pastes into a support request. Plain text in English on purpose: whoever reads it reads every
 * site's report, whatever the site's language.
 */
export function debugReport( facts: DebugFacts ): string {
	const lines: [ string, string ][] = [
		[ 'Site URL', facts.siteUrl || 'unknown' ],
		[ 'REST API root', facts.apiRoot || 'unknown' ],
		[ 'Plugin version', facts.pluginVersion || 'unknown' ],
		[ 'WordPress version', facts.wordpressVersion || 'unknown' ],
		[ 'PHP version', facts.phpVersion || 'unknown' ],
		[ 'Site connected', facts.offlineMode ? 'offline mode' : yesNo( facts.siteConnected ) ],
		[ 'User linked', yesNo( facts.userLinked ) ],
		[ 'Connection owner', yesNo( facts.connectionOwner ) ],
		[ 'Site ID', facts.siteId === null ? 'none' : String( facts.siteId ) ],
	];
	if ( facts.lastTest ) {
		lines.push( [ 'Connection test', `${ facts.lastTest.ok ? 'passed' : 'failed' }: ${ facts.lastTest.message }` ] );
	}
	return [ 'Jetpack debug report', ...lines.map( ( [ label, value ] ) => `${ label }: ${ value }` ) ].join( '\n' );
}
