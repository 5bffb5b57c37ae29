/**
 * The one route table (docs/shell.md#routes): path, navigation label (also the document title), group, screen and
 * guard. Nothing else lists the routes; the router, the navigation and the title read them from here.
 */
import { __ } from '@wordpress/i18n';
import { matchPath } from 'react-router-dom';
import type { Capabilities } from '../lib/permissions';
import { productPageName } from '../lib/product-names';
import type { RouteGroup } from '../lib/route-group';
import { RECOMMENDATION_ROUTES } from '../lib/recommendation-steps';

export type ScreenKey = 'at-a-glance' | 'my-plan' | 'settings' | 'recommendations' | 'license' | 'product' | 'about' | 'debug' | 'modules';

export interface GuardContext {
	caps: Capabilities;
	recommendationsEnabled: boolean;
	products: Record< string, { available: boolean } >;
}

export interface AppRoute {
	path: string;
	/** Navigation label, also shown in the document title. */
	label: () => string;
	/** The document title's first part, when it says more than the label (a product page names its product). */
	title?: ( params: Record< string, string | undefined > ) => string;
	group: RouteGroup;
	/** The screen it shows; null for routes that send the browser elsewhere (plans). */
	screen: ScreenKey | null;
	/** When false, the route is replaced by /dashboard. */
	guard?: ( context: GuardContext, params: Record< string, string | undefined > ) => boolean;
}

const atAGlance = (): string => __( 'At A Glance', 'jetpack' );

export const PRODUCT_SLUGS = [ 'akismet', 'backup', 'scan', 'search', 'security', 'videopress' ] as const;

// The assistant reads and saves site-wide answers: only for users who may manage the site's options.
const recommendationsGuard = ( context: GuardContext ) => context.recommendationsEnabled && context.caps.userCanManageOptions;

const dashboard = ( path: string, label: () => string = atAGlance ): AppRoute => ( { path, label, group: 'dashboard', screen: 'at-a-glance' } );
const settings = ( path: string, label: () => string ): AppRoute => ( { path, label, group: 'settings', screen: 'settings' } );

export const APP_ROUTES: readonly AppRoute[] = [
	dashboard( '/' ),
	dashboard( '/dashboard' ),
	dashboard( '/reconnect' ),
	dashboard( '/disconnect' ),
	dashboard( '/connect-user' ),
	dashboard( '/woo-setup' ),
	dashboard( '/setup', () => __( 'Set up', 'jetpack' ) ),
	{ path: '/my-plan', label: () => __( 'My Plan', 'jetpack' ), group: 'dashboard', screen: 'my-plan' },
	{ path: '/plans', label: () => __( 'Plans', 'jetpack' ), group: 'plans', screen: null },
	{ path: '/plans-prompt', label: () => __( 'Plans', 'jetpack' ), group: 'plans', screen: null },
	settings( '/settings', () => __( 'Settings', 'jetpack' ) ),
	settings( '/security', () => __( 'Security', 'jetpack' ) ),
	settings( '/performance', () => __( 'Performance', 'jetpack' ) ),
	settings( '/writing', () => __( 'Writing', 'jetpack' ) ),
	settings( '/sharing', () => __( 'Sharing', 'jetpack' ) ),
	settings( '/discussion', () => __( 'Discussion', 'jetpack' ) ),
	settings( '/traffic', () => __( 'Traffic', 'jetpack' ) ),
	settings( '/privacy', () => __( 'Privacy', 'jetpack' ) ),
	{
		path: '/license/activation',
		label: () => __( 'License', 'jetpack' ),
		group: 'license',
		screen: 'license',
		guard: ( { caps } ) => caps.isLinked && caps.isConnectionOwner,
	},
	{
		path: '/recommendations',
		label: () => __( 'Recommendations', 'jetpack' ),
		group: 'recommendations',
		screen: 'recommendations',
		guard: recommendationsGuard,
	},
	{
		path: '/recommendations/:step',
		label: () => __( 'Recommendations', 'jetpack' ),
		group: 'recommendations',
		screen: 'recommendations',
		guard: ( context, { step } ) =>
			recommendationsGuard( context ) && RECOMMENDATION_ROUTES.includes( step ?? '' ),
	},
	{
		path: '/product/:slug',
		label: atAGlance,
		title: ( { slug } ) => productPageName( slug ?? '' ) ?? atAGlance(),
		group: 'product',
		screen: 'product',
		guard: ( { products }, { slug } ) =>
			( PRODUCT_SLUGS as readonly string[] ).includes( slug ?? '' ) && !! products[ slug ?? '' ]?.available,
	},
	// The plugin's other admin pages mount the app on these (docs/shell.md#admin-pages); their guards match the
	// capability each page is registered with, so a link the footer shows never lands on a refusal.
	{ path: '/about', label: () => __( 'About', 'jetpack' ), group: 'tools', screen: 'about' },
	{
		path: '/debug',
		label: () => __( 'Debug', 'jetpack' ),
		group: 'tools',
		screen: 'debug',
		guard: ( { caps } ) => caps.userCanManageOptions,
	},
	{
		path: '/modules',
		label: () => __( 'Modules', 'jetpack' ),
		group: 'tools',
		screen: 'modules',
		// Offline mode too: its modules are listed, and those that need a connection say so, as on the dashboard. The
		// plugin's site is offline until it can reach the provider, and its submenu leads here (docs/shell.md#admin-pages).
		guard: ( { caps } ) => ( caps.isSiteConnected || caps.isOfflineMode ) && caps.userCanManageOptions,
	},
	// Targets of wp-admin's skip links; they show the dashboard.
	dashboard( '/wpbody-content' ),
	dashboard( '/wp-toolbar' ),
];

/** The route a path belongs to (unknown paths have none: the router sends them to /dashboard). */
export function findRoute( path: string ): { route: AppRoute; params: Record< string, string | undefined > } | null {
	for ( const route of APP_ROUTES ) {
		const match = matchPath( { path: route.path, end: true }, path );
		if ( match ) {
			return { route, params: match.params };
		}
	}
	return null;
}

/** The navigation label of a path, as the table gives it. */
export function routeLabel( path: string ): string {
	return findRoute( path )?.route.label() ?? atAGlance();
}
