/**
 * Where each path of the app lands, written by hand for each demo scenario: the hash the browser ends on, the
 * screen's heading and one text only that screen shows. The route sweep checks the browser against this table and
 * never asks the app's own routing code; tests/unit/e2e/route-table.test.ts checks that the table and the app's
 * route list (src/app/routes.ts) name the same paths.
 *
 * Adding a screen: one entry in SCREENS, one row in ROUTE_TABLE (with the scenarios that are sent elsewhere).
 */

export const SCENARIOS = [
	'owner',
	'owner-paid',
	'threats',
	'threats-pt',
	'not-connected',
	'user-unlinked',
	'no-owner',
	'offline',
	'editor',
	'subscriber',
	'recommendations',
	'coupon',
	'licenses',
] as const;
export type Scenario = ( typeof SCENARIOS )[ number ];

export interface Screen {
	/** The screen's h1. */
	heading: string;
	/** A text only this screen shows; null while the screen shows nothing but its heading. */
	only: string | null;
	/** The label of the document title: "{label} ‹ Jetpack ‹ {site} — WordPress". */
	title: string;
}

const settingsSection = ( label: string ): Screen => ( { heading: label, only: null, title: label } );
/** A product page: its heading names the product, which is what tells one product page from another. */
const product = ( heading: string ): Screen => ( { heading, only: null, title: 'At A Glance' } );

export const SCREENS = {
	dashboard: { heading: 'At a Glance', only: 'Site Stats', title: 'At A Glance' },
	setup: { heading: 'At a Glance', only: 'Site Stats', title: 'Set up' },
	myPlan: { heading: 'Jetpack My Plan Details', only: 'Your plan’s features', title: 'My Plan' },
	license: { heading: 'Add a license key', only: 'Need help adding a license key?', title: 'License' },
	settings: settingsSection( 'Settings' ),
	security: settingsSection( 'Security' ),
	performance: settingsSection( 'Performance' ),
	writing: settingsSection( 'Writing' ),
	sharing: settingsSection( 'Sharing' ),
	discussion: settingsSection( 'Discussion' ),
	traffic: settingsSection( 'Traffic' ),
	privacy: settingsSection( 'Privacy' ),
	recommendations: { heading: 'Recommendations', only: null, title: 'Recommendations' },
	akismet: product( 'Jetpack Anti-spam' ),
	backup: product( 'Jetpack Backup' ),
	scan: product( 'Jetpack Scan' ),
	search: product( 'Jetpack Search' ),
	security_bundle: product( 'Jetpack Security' ),
	videopress: product( 'Jetpack VideoPress' ),
} as const satisfies Record< string, Screen >;
export type ScreenName = keyof typeof SCREENS;

/** Shows a screen at the path asked for, sends to /dashboard, or leaves the app (the plans page). */
export type Landing = { hash: string; screen: ScreenName } | 'leaves';

interface Row {
	/** Where the path lands in every scenario not named in `except`. */
	lands: Landing;
	except?: Partial< Record< Scenario, Landing > >;
}

const DASHBOARD: Landing = { hash: '/dashboard', screen: 'dashboard' };
const at = ( hash: string, screen: ScreenName ): Landing => ( { hash, screen } );
/** Editors and subscribers manage no modules: they see the At a Glance view only. */
const MANAGERS_ONLY = { editor: DASHBOARD, subscriber: DASHBOARD } as const;
/** The assistant needs a connected site whose user manages it. */
const RECOMMENDATIONS_REFUSED = { 'not-connected': DASHBOARD, offline: DASHBOARD, coupon: DASHBOARD, ...MANAGERS_ONLY } as const;

const stays = ( path: string, screen: ScreenName, except?: Row[ 'except' ] ): Row => ( { lands: at( path, screen ), except } );
const step = ( name: string ): [ string, Row ] => [ `/recommendations/${ name }`, stays( `/recommendations/${ name }`, 'recommendations', RECOMMENDATIONS_REFUSED ) ];
const productPage = ( slug: string, screen: ScreenName ): [ string, Row ] => [ `/product/${ slug }`, stays( `/product/${ slug }`, screen, MANAGERS_ONLY ) ];

export const ROUTE_TABLE: Readonly< Record< string, Row > > = {
	'/': stays( '/', 'dashboard' ),
	'/dashboard': stays( '/dashboard', 'dashboard' ),
	'/reconnect': stays( '/reconnect', 'dashboard' ),
	'/disconnect': stays( '/disconnect', 'dashboard' ),
	'/connect-user': stays( '/connect-user', 'dashboard' ),
	'/woo-setup': stays( '/woo-setup', 'dashboard' ),
	'/setup': stays( '/setup', 'setup' ),
	'/my-plan': stays( '/my-plan', 'myPlan', MANAGERS_ONLY ),
	'/plans': { lands: 'leaves', except: MANAGERS_ONLY },
	'/plans-prompt': { lands: 'leaves', except: MANAGERS_ONLY },
	// Editors keep the settings sections their tabs allow (Writing, Sharing); subscribers none.
	'/settings': stays( '/settings', 'settings', { subscriber: DASHBOARD } ),
	'/security': stays( '/security', 'security', MANAGERS_ONLY ),
	'/performance': stays( '/performance', 'performance', MANAGERS_ONLY ),
	'/writing': stays( '/writing', 'writing', { subscriber: DASHBOARD } ),
	'/sharing': stays( '/sharing', 'sharing', { subscriber: DASHBOARD } ),
	'/discussion': stays( '/discussion', 'discussion', MANAGERS_ONLY ),
	'/traffic': stays( '/traffic', 'traffic', MANAGERS_ONLY ),
	'/privacy': stays( '/privacy', 'privacy', MANAGERS_ONLY ),
	// Only the linked connection owner of a connected site adds licence keys.
	'/license/activation': {
		lands: DASHBOARD,
		except: {
			owner: at( '/license/activation', 'license' ),
			'owner-paid': at( '/license/activation', 'license' ),
			threats: at( '/license/activation', 'license' ),
			'threats-pt': at( '/license/activation', 'license' ),
			recommendations: at( '/license/activation', 'license' ),
			licenses: at( '/license/activation', 'license' ),
		},
	},
	'/recommendations': stays( '/recommendations', 'recommendations', RECOMMENDATIONS_REFUSED ),
	...Object.fromEntries( [
		step( 'site-type' ),
		step( 'product-suggestions' ),
		step( 'product-purchased' ),
		step( 'woocommerce' ),
		step( 'monitor' ),
		step( 'related-posts' ),
		step( 'creative-mail' ),
		step( 'site-accelerator' ),
		step( 'publicize' ),
		step( 'protect' ),
		step( 'anti-spam' ),
		step( 'videopress' ),
		step( 'backup-plan' ),
		step( 'boost' ),
		step( 'summary' ),
		productPage( 'akismet', 'akismet' ),
		productPage( 'backup', 'backup' ),
		productPage( 'scan', 'scan' ),
		productPage( 'search', 'search' ),
		productPage( 'security', 'security_bundle' ),
		productPage( 'videopress', 'videopress' ),
	] ),
	'/recommendations/no-such-step': { lands: DASHBOARD },
	'/product/no-such-product': { lands: DASHBOARD },
	'/wpbody-content': stays( '/wpbody-content', 'dashboard' ),
	'/wp-toolbar': stays( '/wp-toolbar', 'dashboard' ),
	'/no-such-page': { lands: DASHBOARD },
};

/** Paths of the table that no route of the app names: each must send the browser to /dashboard. */
export const UNKNOWN_PATHS: readonly string[] = [ '/recommendations/no-such-step', '/product/no-such-product', '/no-such-page' ];

export function landingOf( path: string, scenario: Scenario ): Landing {
	const row = ROUTE_TABLE[ path ];
	if ( ! row ) {
		throw new Error( `${ path } is not in the route table.` );
	}
	return row.except?.[ scenario ] ?? row.lands;
}
