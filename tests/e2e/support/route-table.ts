/**
 * Where each path of the app lands, written by hand for each demo scenario: the hash the browser ends on, the
 * screen's heading and one text only that screen shows. The route sweep checks the browser against this table and
 * never asks the app's own routing code; tests/unit/e2e/route-table.test.ts checks that the table and the app's
 * route list (src/app/app-routes.ts) name the same paths.
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
	'jetpack-owner',
	'jetpack-latest',
	'jetpack-editor',
	'jetpack-not-connected',
] as const;
export type Scenario = ( typeof SCENARIOS )[ number ];

export interface Screen {
	/** The screen's h1. */
	heading: string;
	/** A text only this screen shows; null when its heading alone tells it from every other screen. */
	only: string | null;
	/** The label of the document title: "{label} ‹ Jetpack ‹ {site} — WordPress". */
	title: string;
}

/** A settings section: its heading is for screen readers; the introduction under it is what a reader sees first. */
const settingsSection = ( label: string, introduction: string ): Screen => ( { heading: label, only: introduction, title: label } );
/** A step of the recommendations assistant: each asks its own question in its heading. */
const recommendation = ( heading: string ): Screen => ( { heading, only: null, title: 'Recommendations' } );
/** The connect screen a site still to connect opens on, for those who may connect it. */
const CONNECT_HEADING = 'Over 5 million WordPress sites are faster and more secure';
/** A product page: its heading and its tab's title name the product, which is what tells one product page from another. */
const product = ( heading: string ): Screen => ( { heading, only: null, title: heading } );

export const SCREENS = {
	dashboard: { heading: 'At a Glance', only: 'Site Stats', title: 'At A Glance' },
	setup: { heading: 'At a Glance', only: 'Site Stats', title: 'Set up' },
	myPlan: { heading: 'Jetpack My Plan Details', only: 'Your plan’s features', title: 'My Plan' },
	license: { heading: 'Add a license key', only: 'Need help adding a license key?', title: 'License' },
	connect: { heading: CONNECT_HEADING, only: 'Set up Jetpack', title: 'At A Glance' },
	// With a partner's coupon, its welcome's button is the one way to set the site up.
	connectCoupon: { heading: CONNECT_HEADING, only: 'Set up & redeem Jetpack Backup', title: 'At A Glance' },
	connectSetup: {
		heading: CONNECT_HEADING,
		only: 'Set up Jetpack to turn on its free tools: site stats, downtime monitoring, brute force protection, faster images and automatic sharing to social networks.',
		title: 'Set up',
	},
	storeWelcome: {
		heading: 'Security, growth and performance tools for your store',
		only: 'More than 5 million WordPress sites trust Jetpack for their website security and performance.',
		title: 'At A Glance',
	},
	settings: settingsSection( 'Settings', "Your site is protected by Jetpack. You'll be notified if anything needs attention." ),
	// An editor's /settings: the sections an editor may use, Sharing first.
	settingsForEditors: settingsSection( 'Settings', 'Share your content to social media, reaching new audiences and increasing engagement.' ),
	security: settingsSection( 'Security', "Your site is protected by Jetpack. You'll be notified if anything needs attention." ),
	performance: settingsSection( 'Performance', 'Load pages faster, allow visitors to search your site, and deliver media from a global network.' ),
	writing: settingsSection( 'Writing', 'Compose content the way you want to and streamline your publishing experience.' ),
	sharing: settingsSection( 'Sharing', 'Share your content to social media, reaching new audiences and increasing engagement.' ),
	discussion: settingsSection( 'Discussion', 'Manage advanced comment settings and grow your audience with email subscriptions.' ),
	traffic: settingsSection( 'Traffic', "Maximize your site's visibility in search engines and view traffic stats in real time." ),
	privacy: settingsSection( 'Privacy', 'Your privacy settings for sharing usage data.' ),
	'site-type': recommendation( 'What type of site is Demo Garden Journal?' ),
	'product-suggestions': recommendation( 'Choose a plan that fits your site' ),
	'product-purchased': recommendation( 'Thank you for your purchase!' ),
	woocommerce: recommendation( 'Would you like WooCommerce to power your store?' ),
	monitor: recommendation( 'Would you like Downtime Monitoring to notify you if your site goes offline?' ),
	'related-posts': recommendation( 'Would you like Related Posts to display at the bottom of your content?' ),
	'creative-mail': recommendation( 'Would you like to turn site visitors into subscribers?' ),
	'site-accelerator': recommendation( 'Would you like Site Accelerator to help your site load faster?' ),
	publicize: recommendation( 'Would you like to share your posts on social media automatically?' ),
	protect: recommendation( 'Would you like Jetpack Protect to scan your site for vulnerabilities?' ),
	'anti-spam': recommendation( 'Are you getting comment spam?' ),
	videopress: recommendation( 'Would you like to host your videos with VideoPress?' ),
	'backup-plan': recommendation( 'Is your site backed up?' ),
	boost: recommendation( 'Would you like Jetpack Boost to speed up your site?' ),
	summary: recommendation( "Nice work! Let's recap what we enabled for Demo Garden Journal." ),
	akismet: product( 'Jetpack Anti-spam' ),
	backup: product( 'Jetpack Backup' ),
	scan: product( 'Jetpack Scan' ),
	search: product( 'Jetpack Search' ),
	security_bundle: product( 'Jetpack Security' ),
	videopressProduct: product( 'Jetpack VideoPress' ),
	about: { heading: 'About Jetpack Dashboard', only: null, title: 'About' },
	debug: { heading: 'Debugging Center', only: null, title: 'Debug' },
	modules: { heading: 'Modules', only: null, title: 'Modules' },
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
/** On a site still to connect, /dashboard is the connect screen for the administrators who may connect it. */
const TO_CONNECT: Landing = { hash: '/dashboard', screen: 'connect' };
const CONNECT_SCREEN_SCENARIOS = {
	'not-connected': TO_CONNECT,
	coupon: { hash: '/dashboard', screen: 'connectCoupon' },
	'jetpack-not-connected': TO_CONNECT,
} as const;
/** Sent to /dashboard: At a Glance, or the connect screen where the site is still to connect. */
const toDashboard = ( except?: Row[ 'except' ] ): Row => ( { lands: DASHBOARD, except: { ...CONNECT_SCREEN_SCENARIOS, ...except } } );
/** Editors and subscribers manage no modules: they see the At a Glance view only. */
const MANAGERS_ONLY = { editor: DASHBOARD, 'jetpack-editor': DASHBOARD, subscriber: DASHBOARD } as const;
/** The assistant needs a connected site whose user manages it. */
const RECOMMENDATIONS_REFUSED = { ...CONNECT_SCREEN_SCENARIOS, offline: DASHBOARD, ...MANAGERS_ONLY } as const;

/** A site still to connect opens its dashboard routes on the connect screen, for the administrators who may connect it. */
const CONNECT_FIRST = ( path: string, screen: ScreenName = 'connect' ) => ( {
	'not-connected': at( path, screen ),
	coupon: at( path, screen === 'connect' ? 'connectCoupon' : screen ),
	'jetpack-not-connected': at( path, screen ),
} );

const stays = ( path: string, screen: ScreenName, except?: Row[ 'except' ] ): Row => ( { lands: at( path, screen ), except } );
/** A dashboard route: At a Glance, or the connect screen on a site still to connect. */
const dashboardRoute = ( path: string ): Row => stays( path, 'dashboard', CONNECT_FIRST( path ) );
/** A step of the assistant: its path and its screen share the step's name. */
const step = ( name: ScreenName, except?: Row[ 'except' ] ): [ string, Row ] => [
	`/recommendations/${ name }`,
	stays( `/recommendations/${ name }`, name, { ...RECOMMENDATIONS_REFUSED, ...except } ),
];
const productPage = ( slug: string, screen: ScreenName ): [ string, Row ] => [ `/product/${ slug }`, stays( `/product/${ slug }`, screen, MANAGERS_ONLY ) ];

export const ROUTE_TABLE: Readonly< Record< string, Row > > = {
	'/': dashboardRoute( '/' ),
	'/dashboard': dashboardRoute( '/dashboard' ),
	'/reconnect': dashboardRoute( '/reconnect' ),
	'/disconnect': dashboardRoute( '/disconnect' ),
	'/connect-user': dashboardRoute( '/connect-user' ),
	// The store's connection page, for those who may connect the site (or manage a connected one's modules).
	'/woo-setup': stays( '/woo-setup', 'storeWelcome', {
		offline: at( '/woo-setup', 'dashboard' ),
		editor: at( '/woo-setup', 'dashboard' ),
		'jetpack-editor': at( '/woo-setup', 'dashboard' ),
		subscriber: at( '/woo-setup', 'dashboard' ),
	} ),
	'/setup': stays( '/setup', 'setup', CONNECT_FIRST( '/setup', 'connectSetup' ) ),
	'/my-plan': stays( '/my-plan', 'myPlan', MANAGERS_ONLY ),
	'/plans': { lands: 'leaves', except: MANAGERS_ONLY },
	'/plans-prompt': { lands: 'leaves', except: MANAGERS_ONLY },
	// Editors keep the settings sections their tabs allow (Writing, Sharing); subscribers none.
	'/settings': stays( '/settings', 'settings', {
		editor: at( '/settings', 'settingsForEditors' ),
		'jetpack-editor': at( '/settings', 'settingsForEditors' ),
		subscriber: DASHBOARD,
	} ),
	'/security': stays( '/security', 'security', MANAGERS_ONLY ),
	'/performance': stays( '/performance', 'performance', MANAGERS_ONLY ),
	'/writing': stays( '/writing', 'writing', { subscriber: DASHBOARD } ),
	'/sharing': stays( '/sharing', 'sharing', { subscriber: DASHBOARD } ),
	'/discussion': stays( '/discussion', 'discussion', MANAGERS_ONLY ),
	'/traffic': stays( '/traffic', 'traffic', MANAGERS_ONLY ),
	'/privacy': stays( '/privacy', 'privacy', MANAGERS_ONLY ),
	// Only the linked connection owner of a connected site adds licence keys.
	'/license/activation': toDashboard( {
		owner: at( '/license/activation', 'license' ),
		'jetpack-owner': at( '/license/activation', 'license' ),
		'jetpack-latest': at( '/license/activation', 'license' ),
		'owner-paid': at( '/license/activation', 'license' ),
		threats: at( '/license/activation', 'license' ),
		'threats-pt': at( '/license/activation', 'license' ),
		recommendations: at( '/license/activation', 'license' ),
		licenses: at( '/license/activation', 'license' ),
	} ),
	// The assistant resumes at the step the site saved: a new site at the site-type question.
	// The assistant resumes at the step the site saved: the summary for the sites that went through it, the
	// site-type question for the one that has not started.
	'/recommendations': {
		lands: at( '/recommendations/summary', 'summary' ),
		except: { ...RECOMMENDATIONS_REFUSED, recommendations: at( '/recommendations/site-type', 'site-type' ) },
	},
	...Object.fromEntries( [
		step( 'site-type' ),
		// Suggestions are for a free site with no paid product; the others move on to the next step that applies
		// (Downtime Monitoring needs a linked owner, so a site without one goes on to Related Posts).
		step( 'product-suggestions', {
			'owner-paid': at( '/recommendations/monitor', 'monitor' ),
			threats: at( '/recommendations/monitor', 'monitor' ),
			'threats-pt': at( '/recommendations/monitor', 'monitor' ),
			'user-unlinked': at( '/recommendations/monitor', 'monitor' ),
			'no-owner': at( '/recommendations/related-posts', 'related-posts' ),
		} ),
		// The thanks for a purchase is shown only where the plan or an active purchase names a suggested product (the
		// paid scenarios); a free site with no purchase moves on as the suggestions step does for the paid ones.
		step( 'product-purchased', {
			owner: at( '/recommendations/monitor', 'monitor' ),
			'jetpack-owner': at( '/recommendations/monitor', 'monitor' ),
			'jetpack-latest': at( '/recommendations/monitor', 'monitor' ),
			'user-unlinked': at( '/recommendations/monitor', 'monitor' ),
			recommendations: at( '/recommendations/monitor', 'monitor' ),
			licenses: at( '/recommendations/monitor', 'monitor' ),
			'no-owner': at( '/recommendations/related-posts', 'related-posts' ),
		} ),
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
		productPage( 'videopress', 'videopressProduct' ),
	] ),
	// The plugin's About, Debug and Modules pages: About for everyone, Debug for managers of options, Modules for
	// them on a connected site or in offline mode.
	'/about': stays( '/about', 'about' ),
	'/debug': stays( '/debug', 'debug', MANAGERS_ONLY ),
	'/modules': stays( '/modules', 'modules', { ...CONNECT_SCREEN_SCENARIOS, ...MANAGERS_ONLY } ),
	'/recommendations/no-such-step': toDashboard(),
	'/product/no-such-product': toDashboard(),
	'/wpbody-content': dashboardRoute( '/wpbody-content' ),
	'/wp-toolbar': dashboardRoute( '/wp-toolbar' ),
	'/no-such-page': toDashboard(),
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
