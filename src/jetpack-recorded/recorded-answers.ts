/**
 * How the original Jetpack plugin guards and answers each of the app's declared routes (src/api/rest-routes.ts), one
 * entry per route, so that a route's Jetpack facts are declared in one place (docs/api.md#routes): who may call it and
 * what it refuses (its guard, docs/hosts.md#how-strict-jetpack-is), and its answer, recorded as example data in
 * Jetpack's own shape rather than the app's; or why Jetpack has no such route. The demo's Jetpack host mode serves
 * these bodies to those the guards let through, the WordPress suite's stand-in of Jetpack does the same
 * (tests/wordpress/tools/recorded-routes.mjs), and the normalisers' tests feed the bodies through the normalisers to
 * check that each one becomes the app's declared answer.
 *
 * Every entry names the Jetpack file (relative to `projects/` in Automattic/jetpack) and the class::method it was read
 * from, and its guard the permission callback. The examples describe one site throughout: "Demo Garden Journal" (WordPress.com blog 123456789) on the Jetpack
 * Complete plan, whose current user is the connection owner, `admin` (user 1, WordPress.com account 90001); the module
 * map holds Related posts, Sitemaps and Carousel. Human-readable strings (messages, module names and descriptions) are
 * written in our own words: Jetpack translates its own, so only their presence and type matter.
 */
import type { RouteName } from '../api/rest-routes';
import {
	ADMIN_PAGE,
	CONNECT_USER,
	DISCONNECT,
	IDENTITY,
	LICENSES,
	MANAGE_MODULES,
	MODULE_DATA,
	PLUGINS,
	READ_SETTINGS,
	SEARCH_ROUTE,
	SITE_DATA,
	SOCIAL,
	UPDATE_SETTINGS,
	WRITE_SETTINGS,
} from './jetpack-guards';
import type { JetpackRoute, OtherAnswer } from './jetpack-guards';

/** How Jetpack guards and answers one of the app's calls, recorded from its source. */
export type RecordedAnswer =
	| {
			readonly kind: 'answers';
			/** Who may call it, what it refuses in the request and what else it answers: a shared guard of jetpack-guards.ts, or its own. */
			readonly guard: JetpackRoute;
			/** Jetpack's file and function (class::method) that answers, e.g. 'packages/connection/src/class-rest-connector.php REST_Connector::connection_status'. */
			readonly source: string;
			/** Where Jetpack serves it when that is not the app's own method and jetpack/v4 path: e.g. { namespace: 'wpcom/v2', path: 'publicize/connections' }. Omit when the same. */
			readonly served?: { readonly namespace: string; readonly path: string; readonly method?: 'GET' | 'POST' | 'DELETE' };
			/** The HTTP status of a success (200 unless said). */
			readonly status?: number;
			/** An example success body exactly as Jetpack sends it (JSON-compatible values only): realistic, small, consistent with the other entries (same site, same user, same modules). */
			readonly body: unknown;
			/** One short sentence on how this differs from the app's declared answer type, or 'same' when it is the same shape. */
			readonly differs: string;
	  }
	| {
			readonly kind: 'absent';
			/** Why Jetpack has no such call (removed in which version, or app-only), and where the same data lives in Jetpack if anywhere. No guard: there is nothing to call. */
			readonly reason: string;
	  };

// The one site every example describes.
const SITE_URL = 'https://demo-garden.example';
const ADMIN_URL = `${ SITE_URL }/wp-admin/`;
const JETPACK_PAGE = `${ ADMIN_URL }admin.php?page=jetpack`;
const BLOG_ID = 123456789;
const AUTHORIZE_URL = `https://jetpack.wordpress.com/jetpack.authorize/1/?response_type=code&client_id=${ BLOG_ID }&redirect_uri=${ encodeURIComponent(
	`${ JETPACK_PAGE }&action=authorize`
) }&state=1&scope=administrator%3Ae3f1a9&user_email=admin%40example.test&user_login=admin`;

// Source files, relative to projects/ in Automattic/jetpack.
const CORE = 'plugins/jetpack/_inc/lib/class.core-rest-api-endpoints.php Jetpack_Core_Json_Api_Endpoints';
const MODULES = 'plugins/jetpack/_inc/lib/core-api/class.jetpack-core-api-module-endpoints.php';
const SITE = 'plugins/jetpack/_inc/lib/core-api/class.jetpack-core-api-site-endpoints.php Jetpack_Core_API_Site_Endpoint';
const CONNECTION = 'packages/connection/src/class-rest-connector.php REST_Connector';
const IDENTITY_CRISIS = 'packages/identity-crisis/src/class-rest-endpoints.php REST_Endpoints';
const LICENSING = 'packages/licensing/src/class-endpoints.php Endpoints';
const SEARCH = 'packages/search/src/class-rest-controller.php REST_Controller';
const RECOMMENDATIONS = 'plugins/jetpack/_inc/lib/class-jetpack-recommendations.php Jetpack_Recommendations';
const PUBLICIZE_CONNECTIONS = 'packages/publicize/src/rest-api/class-connections-controller.php Connections_Controller';
const WAF = 'packages/waf/src/class-rest-controller.php REST_Controller';

/**
 * What a call that asks WordPress.com about the site answers before the site is registered (a fresh install): Jetpack
 * has no site id to ask with, or no blog token to sign the request with (Client::build_signed_request: missing_token).
 */
const beforeRegistration = ( source: string, error: { status: number; code: string; message: string }, why: string ): OtherAnswer => ( {
	when: `the site is not registered yet: ${ why }`,
	whileMissing: 'site-not-registered',
	status: error.status,
	body: { code: error.code, message: error.message, data: { status: error.status } },
	source,
} );
/** Jetpack's core endpoints that look up the site id first and answer that it is missing, each in its own words. */
const noSiteId = ( method: string, status: number, message: string ): OtherAnswer =>
	beforeRegistration( `${ CORE }::${ method }`, { status, code: 'site_id_missing', message }, 'no site id to ask with' );
const ID_DOES_NOT_EXIST = 'The ID of this site does not exist.';
const ID_MISSING = 'Site ID is missing.';
/** The provider's site data that Jetpack_Core_API_Site_Endpoint asks with the blog token, which a site not registered lacks. */
const unsigned = ( method: string ): OtherAnswer =>
	beforeRegistration(
		`${ SITE }::${ method }`,
		{ status: 500, code: 'failed_to_fetch_data', message: 'Unable to fetch the requested data.' },
		'no blog token signs the request, so it fails as a failed fetch does'
	);

/** The usage-data choice of a user not linked to WordPress.com: opted out, asked of no one and never saved. */
const optedOutUnlinked = ( method: string, why: string ): OtherAnswer => ( {
	when: `the user is not linked to WordPress.com: ${ why }`,
	whileMissing: 'user-not-linked',
	body: { tracks_opt_out: true },
	source: `${ CORE }::${ method }`,
} );

/** The connection owner's WordPress.com account as the connection package reports it, with the avatar it adds. */
const WPCOM_USER = {
	ID: 90001,
	login: 'admin-wpcom',
	email: 'admin@example.test',
	display_name: 'admin',
	site_count: 3,
	avatar: 'https://secure.gravatar.com/avatar/5f2b7c0d9e8a4b1c3d6e7f8091a2b3c4?s=64&d=mm&r=g',
};

const SITEMAPS_EXTRA = {
	sitemap_url: `${ SITE_URL }/sitemap.xml`,
	news_sitemap_url: `${ SITE_URL }/news-sitemap.xml`,
};

/** The options of Related posts as prepare_options_for_response lists them: `default` uncast, `current_value` cast. */
const RELATED_POSTS_OPTIONS = {
	show_headline: {
		description: 'Show a heading above related posts',
		type: 'boolean',
		default: 1,
		jp_group: 'related-posts',
		current_value: true,
	},
	show_thumbnails: {
		description: 'Show a thumbnail where one is available',
		type: 'boolean',
		default: 0,
		jp_group: 'related-posts',
		current_value: true,
	},
};

/** The header fields Jetpack::get_module reads from a module file, already cast. */
const RELATED_POSTS_HEADERS = {
	name: 'Related posts',
	description: 'Suggest more of your posts below each one',
	sort: 29,
	recommendation_order: 9,
	introduced: '2.9',
	changed: '',
	deactivate: true,
	free: true,
	requires_connection: true,
	requires_user_connection: false,
	auto_activate: 'No',
	module_tags: [ 'Recommended' ],
	feature: [ 'Engagement' ],
	additional_search_queries: 'related, related posts, more posts',
	plan_classes: [ 'free' ],
};

/** GET module/all: four modules, keyed by slug. */
const MODULE_MAP = {
	'related-posts': {
		...RELATED_POSTS_HEADERS,
		module: 'related-posts',
		activated: true,
		deactivate_nonce: '3a9c1e7b52',
		activate_nonce: '8d4f0b6a21',
		available: true,
		unavailable_reason: false,
		short_description: 'Suggest more of your posts below each one',
		configure_url: `${ JETPACK_PAGE }#/settings?term=related-posts`,
		override: false,
		learn_more_button: '',
		long_description: '',
		search_terms: 'related, related posts, more posts',
		configurable: `<a href="${ JETPACK_PAGE }#/settings?term=related-posts">Configure</a>`,
		options: RELATED_POSTS_OPTIONS,
	},
	sitemaps: {
		name: 'Sitemaps',
		description: 'Tell search engines which pages the site has',
		sort: 13,
		recommendation_order: 20,
		introduced: '3.9',
		changed: '4.8.0',
		deactivate: true,
		free: true,
		requires_connection: false,
		requires_user_connection: false,
		auto_activate: 'Public',
		module_tags: [ 'Recommended', 'Traffic' ],
		feature: [ 'Recommended', 'Traffic' ],
		additional_search_queries: 'sitemap, xml sitemap, news sitemap, seo',
		plan_classes: [ 'free' ],
		module: 'sitemaps',
		activated: true,
		deactivate_nonce: 'c71e0d94ab',
		activate_nonce: '5b2a8f3e60',
		available: true,
		unavailable_reason: false,
		short_description: 'Tell search engines which pages the site has',
		configure_url: `${ JETPACK_PAGE }#/settings?term=sitemaps`,
		override: false,
		learn_more_button: '',
		long_description: '',
		search_terms: 'sitemap, xml sitemap, news sitemap, seo',
		configurable: false,
		// A module without options gets an empty PHP array, which JSON-encodes as a list.
		options: [],
		extra: SITEMAPS_EXTRA,
	},
	carousel: {
		name: 'Carousel',
		description: 'Open gallery images in a full-screen slideshow',
		sort: 22,
		recommendation_order: 12,
		introduced: '1.5',
		changed: '1.9.1',
		deactivate: true,
		free: true,
		requires_connection: false,
		requires_user_connection: false,
		auto_activate: 'No',
		module_tags: [ 'Photos and Videos' ],
		feature: [ 'Appearance' ],
		additional_search_queries: 'gallery, slideshow, carousel, lightbox',
		plan_classes: [ 'free' ],
		module: 'carousel',
		activated: false,
		deactivate_nonce: '0e6d2c9f17',
		activate_nonce: 'f48b1a3c5d',
		available: true,
		unavailable_reason: false,
		short_description: 'Open gallery images in a full-screen slideshow',
		configure_url: `${ JETPACK_PAGE }#/settings?term=carousel`,
		override: false,
		learn_more_button: '',
		long_description: '',
		search_terms: 'gallery, slideshow, carousel, lightbox',
		configurable: false,
		options: {
			carousel_background_color: {
				description: 'Background colour',
				type: 'string',
				default: 'black',
				enum: [ 'black', 'white' ],
				enum_labels: { black: 'Black', white: 'White' },
				jp_group: 'carousel',
				current_value: 'black',
			},
			carousel_display_exif: {
				description: 'Show the photo metadata when there is some',
				type: 'boolean',
				default: 0,
				jp_group: 'carousel',
				current_value: false,
			},
			carousel_display_comments: {
				description: 'Show the comments area',
				type: 'boolean',
				default: 1,
				jp_group: 'carousel',
				current_value: true,
			},
		},
	},
	// modules/waf.php's headers read as Jetpack::get_module reads them (no Plans header: the free class; no Free
	// header: free); a site running the firewall.
	waf: {
		name: 'Firewall',
		description: 'Protect your site with Jetpack’s Web Application Firewall',
		sort: 5,
		recommendation_order: 20,
		introduced: '10.9',
		changed: '',
		deactivate: true,
		free: true,
		requires_connection: false,
		requires_user_connection: false,
		auto_activate: 'No',
		module_tags: [ 'Firewall', 'WAF' ],
		feature: [ 'Security' ],
		additional_search_queries: '',
		plan_classes: [ 'free' ],
		module: 'waf',
		activated: true,
		deactivate_nonce: '9c2e41d7f0',
		activate_nonce: '2f7a6b0e93',
		available: true,
		unavailable_reason: false,
		short_description: 'Protect your site with Jetpack’s Web Application Firewall',
		configure_url: `${ JETPACK_PAGE }#/settings?term=waf`,
		override: false,
		learn_more_button: '',
		long_description: '',
		search_terms: '',
		configurable: false,
		options: [],
	},
};

/**
 * The firewall's settings in GET settings, the module on: each cast to its declared type
 * (class.core-rest-api-endpoints.php get_updateable_data_list, cast_value).
 */
const WAF_SETTINGS = {
	waf: true,
	jetpack_waf_automatic_rules: true,
	jetpack_waf_ip_allow_list_enabled: false,
	jetpack_waf_ip_allow_list: '',
	jetpack_waf_ip_block_list_enabled: false,
	jetpack_waf_ip_block_list: '',
	jetpack_waf_share_data: true,
	jetpack_waf_share_debug_data: false,
};

/** The WordAds part of the settings map. */
const WORDADS_SETTINGS = {
	wordads: true,
	wordads_display_front_page: true,
	wordads_display_post: true,
	wordads_display_page: false,
	wordads_display_archive: true,
};

/** The site's plan as WordPress.com reports it inside GET site. */
const PLAN = {
	product_id: 2014,
	product_slug: 'jetpack_complete',
	product_name: 'Jetpack Complete',
	product_name_short: 'Complete',
	expired: false,
	billing_period: 'Yearly',
	user_is_owner: true,
	is_free: false,
	features: {
		active: [ 'akismet', 'antispam', 'backups', 'real-time-backups', 'scan', 'search', 'videopress', 'wordads' ],
		available: {
			search: [ 'jetpack_complete', 'jetpack_complete_monthly' ],
			scan: [ 'jetpack_security_t1_yearly', 'jetpack_complete', 'jetpack_complete_monthly' ],
		},
	},
};

/** A WP.com result the provider sends for one product, as GET site/products and GET products pass it through. */
const SEARCH_PRODUCT = {
	product_id: 2104,
	product_slug: 'jetpack_search',
	product_name: 'Jetpack Search',
	currency_code: 'USD',
	cost: 99,
	cost_display: '$99',
	product_term: 'year',
	available: true,
};

/** The backup product as the provider sells it to the recorded site, with its sale. */
const BACKUP_PRODUCT = {
	product_id: 2100,
	product_slug: 'jetpack_backup_t1_yearly',
	product_name: 'Jetpack VaultPress Backup (10GB)',
	currency_code: 'USD',
	cost: 119.4,
	cost_display: '$119.40',
	product_term: 'year',
	available: true,
	sale_coupon: { discount: 40 },
};

/** Each of the app's routes as Jetpack guards and answers it; the type check asks for a new route's entry. */
export const JETPACK_ANSWERS: { readonly [ Name in RouteName ]: RecordedAnswer } = {
	// Connection and identity.
	connectionStatus: {
		kind: 'answers',
		guard: { capabilities: [], refusal: '', permissionSource: `${ CONNECTION }::__construct (permission __return_true)` },
		source: `${ CONNECTION }::connection_status`,
		body: {
			isActive: true,
			isStaging: false,
			isRegistered: true,
			isUserConnected: true,
			hasConnectedOwner: true,
			offlineMode: { isActive: false, constant: false, url: false, filter: false, wpLocalConstant: false, option: false },
			isPublic: true,
		},
		differs:
			'No isInIdentityCrisis, sandboxDomain, errors or siteConnectionStatus (only the page data adds the first three; the last must be derived), and newer versions add offlineMode.option.',
	},
	disconnectSite: {
		kind: 'answers',
		guard: {
			capabilities: [ 'jetpack_disconnect' ],
			refusal: 'invalid_user_permission_jetpack_disconnect',
			permissionSource: `${ CONNECTION }::disconnect_site_permission_check`,
			args: { isActive: { type: 'boolean', enum: [ false ], required: true } },
		},
		source: `${ CONNECTION }::disconnect_site`,
		body: { code: 'success' },
		differs: 'same',
	},
	connectionData: {
		kind: 'answers',
		guard: {
			capabilities: [ 'jetpack_connect_user' ],
			refusal: 'invalid_user_permission_user_connection_data',
			permissionSource: `${ CONNECTION }::user_connection_data_permission_check`,
		},
		source: `${ CONNECTION }::get_user_connection_data`,
		body: {
			currentUser: {
				isConnected: true,
				isMaster: true,
				username: 'admin',
				id: 1,
				wpcomUser: WPCOM_USER,
				gravatar: 'https://secure.gravatar.com/avatar/5f2b7c0d9e8a4b1c3d6e7f8091a2b3c4?s=64&d=mm&r=g',
				permissions: {
					admin_page: true,
					connect: true,
					connect_user: true,
					disconnect: true,
					manage_modules: true,
					network_admin: false,
					network_sites_page: false,
					edit_posts: true,
					publish_posts: true,
					manage_options: true,
					view_stats: true,
					manage_plugins: true,
				},
			},
			connectionOwner: 'admin',
		},
		differs:
			'Same keys, but an unconnected user gets wpcomUser { avatar: false } instead of null, and older versions name the owner by display_name rather than login.',
	},
	connectedPlugins: {
		kind: 'answers',
		guard: {
			capabilities: [ 'activate_plugins' ],
			refusal: 'invalid_user_permission_activate_plugins',
			permissionSource: `${ CONNECTION }::connection_plugins_permission_check`,
		},
		source: `${ CONNECTION }::get_connection_plugins`,
		body: [
			{ name: 'Jetpack', slug: 'jetpack' },
			{ name: 'Jetpack Boost', slug: 'jetpack-boost' },
		],
		differs: 'A list of { name, slug } items, not a map keyed by slug.',
	},
	testConnection: {
		kind: 'answers',
		guard: MANAGE_MODULES,
		source: `${ CORE }::jetpack_connection_test`,
		body: { code: 'success', message: 'Every connection test passed.' },
		differs: 'same',
	},
	connectUrl: {
		kind: 'answers',
		guard: CONNECT_USER,
		source: `${ CORE }::build_connect_url`,
		body: AUTHORIZE_URL,
		differs: 'same',
	},
	authorizeUrl: {
		kind: 'answers',
		guard: {
			capabilities: [ 'jetpack_connect_user' ],
			refusal: 'invalid_user_permission_user_connection_data',
			permissionSource: `${ CONNECTION }::user_connection_data_permission_check`,
		},
		source: `${ CONNECTION }::connection_authorize_url`,
		body: { authorizeUrl: AUTHORIZE_URL },
		differs: 'same',
	},
	registerSite: {
		kind: 'answers',
		guard: {
			capabilities: [ 'jetpack_connect' ],
			refusal: 'invalid_user_permission_jetpack_connect',
			permissionSource: `${ CONNECTION }::jetpack_register_permission_check`,
			args: {
				registration_nonce: { type: 'string', required: true },
				redirect_uri: { type: 'string' },
				plugin_slug: { type: 'string' },
				from: { type: 'string' },
			},
		},
		source: `${ CONNECTION }::connection_register`,
		body: { authorizeUrl: AUTHORIZE_URL, alternateAuthorizeUrl: '', allowInplaceAuthorization: false },
		differs: 'Adds alternateAuthorizeUrl and, in some versions, allowInplaceAuthorization next to authorizeUrl.',
	},
	unlinkUser: {
		kind: 'answers',
		guard: {
			capabilities: [ 'jetpack_connect_user' ],
			linkedUser: true,
			refusal: 'invalid_user_permission_unlink_user',
			permissionSource: `${ CORE }::unlink_user_permission_callback`,
		},
		source: `${ CORE }::unlink_user`,
		body: { code: 'success' },
		differs: 'same',
	},
	reconnectSite: {
		kind: 'answers',
		guard: {
			capabilities: [ 'jetpack_reconnect' ],
			refusal: 'invalid_user_permission_jetpack_disconnect',
			permissionSource: `${ CONNECTION }::jetpack_reconnect_permission_check`,
			otherAnswers: [
				{
					when: 'a token is broken: Manager::restore answers "authorize", so the user must authorize again',
					body: { status: 'in_progress', authorizeUrl: 'https://jetpack.wordpress.com/jetpack.authorize/1/?response_type=code&client_id=123456789' },
					source: `${ CONNECTION }::connection_reconnect`,
				},
			],
		},
		source: `${ CONNECTION }::connection_reconnect`,
		body: { status: 'completed' },
		differs: 'same',
	},
	seenWooConnectionModal: {
		kind: 'answers',
		guard: MANAGE_MODULES,
		source: `${ CORE }::set_has_seen_wc_connection_modal`,
		body: { success: true },
		differs: 'Answers { success: boolean } instead of { code: "success" }.',
	},
	confirmSafeMode: {
		kind: 'answers',
		guard: IDENTITY,
		source: `${ IDENTITY_CRISIS }::confirm_safe_mode`,
		body: { code: 'success' },
		differs: 'same',
	},
	migrateIdentity: {
		kind: 'answers',
		guard: IDENTITY,
		source: `${ IDENTITY_CRISIS }::migrate_stats_and_subscribers`,
		body: { code: 'success' },
		differs: 'same',
	},
	startFresh: {
		kind: 'answers',
		guard: IDENTITY,
		source: `${ IDENTITY_CRISIS }::start_fresh_connection`,
		body: AUTHORIZE_URL,
		differs: 'The bare authorize URL string, not { code: "success", authorizeUrl }.',
	},
	trackingSettings: {
		kind: 'answers',
		guard: { ...ADMIN_PAGE, otherAnswers: [ optedOutUnlinked( 'get_user_tracking_settings', 'Jetpack answers opted out without asking WordPress.com' ) ] },
		source: `${ CORE }::get_user_tracking_settings`,
		body: { tracks_opt_out: false },
		differs: 'same (any further WordPress.com fields passed through are unverified)',
	},
	updateTrackingSettings: {
		kind: 'answers',
		guard: {
			...ADMIN_PAGE,
			args: { tracks_opt_out: { type: 'boolean' } },
			otherAnswers: [ optedOutUnlinked( 'update_user_tracking_settings', 'Jetpack saves nothing, whatever was sent, and answers opted out' ) ],
		},
		source: `${ CORE }::update_user_tracking_settings`,
		body: { tracks_opt_out: true },
		differs: 'The WordPress.com settings alone, with no code: "success" (further fields unverified).',
	},
	sendMobileLoginEmail: {
		kind: 'absent',
		reason:
			'Removed around 2022 (the JS client changelog 0.14.0 drops the mobile login email code); no later core endpoint registers mobile/send-login-email and nothing else sends that email.',
	},
	disconnectSurvey: {
		kind: 'answers',
		guard: DISCONNECT,
		source: `${ CORE }::submit_survey`,
		body: { success: true },
		differs: 'Whatever WordPress.com answers to /marketing/survey, passed through even when it is an error body with HTTP 200 (unverified).',
	},

	// Modules and settings.
	modules: {
		kind: 'answers',
		guard: {
			capabilities: [ 'jetpack_admin_page' ],
			refusal: 'rest_forbidden',
			permissionSource: `${ MODULES } Jetpack_Core_API_Module_List_Endpoint::can_request`,
		},
		source: `${ MODULES } Jetpack_Core_API_Module_List_Endpoint::get_modules`,
		body: MODULE_MAP,
		differs:
			'configurable is false or an <a> HTML string rather than a boolean, a module without options has options [] (a list), and there are extra fields (nonces, sort, introduced, unavailable_reason).',
	},
	module: {
		kind: 'answers',
		guard: READ_SETTINGS,
		source: `${ MODULES } Jetpack_Core_API_Data::get_module`,
		body: { ...RELATED_POSTS_HEADERS, short_description: 'Suggest more of your posts below each one', options: RELATED_POSTS_OPTIONS },
		differs:
			'Only the module file headers plus short_description and options: no module, activated, available, configurable, configure_url or override (unlike module/all), and the slug pattern allows no digits.',
	},
	updateModuleOptions: {
		kind: 'answers',
		guard: {
			capabilities: [ 'jetpack_configure_modules' ],
			refusal: 'rest_forbidden',
			permissionSource: `${ MODULES } Jetpack_Core_API_Data::can_request`,
		},
		source: `${ MODULES } Jetpack_Core_API_Data::update_data`,
		body: { code: 'success', message: 'The changes were saved.' },
		differs: 'same',
	},
	setModuleActive: {
		kind: 'answers',
		guard: {
			capabilities: [ 'jetpack_manage_modules' ],
			refusal: 'rest_forbidden',
			permissionSource: `${ MODULES } Jetpack_Core_API_Module_Toggle_Endpoint::can_request`,
			args: { active: { type: 'boolean', required: true } },
		},
		source: `${ MODULES } Jetpack_Core_API_Module_Toggle_Endpoint::process`,
		body: { code: 'success', message: 'The module was activated.' },
		differs: 'same',
	},
	settings: {
		kind: 'answers',
		guard: READ_SETTINGS,
		source: `${ MODULES } Jetpack_Core_API_Data::get_all_options`,
		body: {
			'related-posts': true,
			show_headline: true,
			show_thumbnails: true,
			sitemaps: true,
			carousel: false,
			carousel_background_color: 'black',
			carousel_display_exif: false,
			carousel_display_comments: true,
			...WAF_SETTINGS,
			...WORDADS_SETTINGS,
			categories: [
				{
					term_id: 1,
					name: 'Uncategorized',
					slug: 'uncategorized',
					term_group: 0,
					term_taxonomy_id: 1,
					taxonomy: 'category',
					description: '',
					parent: 0,
					count: 42,
					filter: 'raw',
					cat_ID: 1,
					category_count: 42,
					category_description: '',
					cat_name: 'Uncategorized',
					category_nicename: 'uncategorized',
					category_parent: 0,
				},
			],
			jetpack_blocks_disabled: false,
			lang_id: 'en_US',
			search_auto_config: 1,
			wordpress_api_key: '',
			akismet: true,
		},
		differs:
			'Same flat map, plus a categories list of term objects the map does not expect, akismet (is the plugin active), lang_id "error_cap" for users who cannot install languages, and search_auto_config always 1.',
	},
	updateSettings: {
		kind: 'answers',
		guard: WRITE_SETTINGS,
		source: `${ MODULES } Jetpack_Core_API_Data::update_data`,
		body: { code: 'success', message: 'The changes were saved.', post_by_email_address: 'q7x2kd9m4w@post.wordpress.com' },
		differs: 'same (post_by_email_address only after a post-by-email action; jetpack_protect_key or custom may come back the same way)',
	},
	resetOptions: {
		kind: 'answers',
		guard: MANAGE_MODULES,
		source: `${ CORE }::reset_jetpack_options`,
		body: { code: 'success', message: 'The modules are back to their defaults.' },
		differs: 'same (only the names options and modules exist)',
	},

	// Plugins and notices.
	plugins: {
		kind: 'answers',
		guard: PLUGINS,
		source: `${ CORE }::get_plugins`,
		body: {
			'akismet/akismet.php': {
				Name: 'Akismet Anti-spam: Spam Protection',
				PluginURI: 'https://akismet.com/',
				Version: '5.4',
				Description: 'Spam protection for comments and forms.',
				Author: 'Automattic - Anti-spam Team',
				AuthorURI: 'https://automattic.com/wordpress-plugins/',
				TextDomain: 'akismet',
				DomainPath: '',
				Network: false,
				RequiresWP: '5.8',
				RequiresPHP: '7.2',
				UpdateURI: '',
				Title: 'Akismet Anti-spam: Spam Protection',
				AuthorName: 'Automattic - Anti-spam Team',
				active: true,
			},
			'jetpack/jetpack.php': {
				Name: 'Jetpack',
				PluginURI: 'https://jetpack.com',
				Version: '14.6',
				Description: 'Security, performance and growth tools for the site.',
				Author: 'Automattic',
				AuthorURI: 'https://jetpack.com',
				TextDomain: 'jetpack',
				DomainPath: '',
				Network: false,
				RequiresWP: '6.7',
				RequiresPHP: '7.2',
				UpdateURI: '',
				Title: 'Jetpack',
				AuthorName: 'Automattic',
				active: true,
			},
		},
		differs: 'same (every WordPress plugin header is there besides Name, Version and TextDomain; an empty list is a 404)',
	},
	installPlugin: {
		kind: 'answers',
		guard: {
			...PLUGINS,
			args: { slug: { type: 'string', pattern: '[\\w\\-]+', required: true }, status: { type: 'string', enum: [ 'inactive', 'active' ] }, source: { type: 'string' } },
		},
		source: `${ CORE }::install_plugin`,
		body: { code: 'success', message: 'Activated akismet/akismet.php' },
		differs: 'No plugin field: the plugin file is only inside the message, and a plugin already active is an error.',
	},
	dismissNotice: {
		kind: 'answers',
		guard: ADMIN_PAGE,
		source: `${ CORE }::dismiss_notice`,
		body: { welcome: true },
		differs: 'Only the ids welcome and feedback_dash_request are accepted, none of the app’s: the plugin keeps the app’s dismissals in its own namespace.',
	},
	pluginUpdates: {
		kind: 'answers',
		guard: ADMIN_PAGE,
		source: `${ CORE }::get_plugin_update_count`,
		body: { code: 'updates-available', message: 'Two plugins have updates.', count: 2 },
		differs: 'same (plus a message)',
	},

	// The dashboard's cards.
	rewind: {
		kind: 'answers',
		guard: { ...ADMIN_PAGE, otherAnswers: [ noSiteId( 'get_rewind_data', 404, ID_DOES_NOT_EXIST ) ] },
		source: `${ CORE }::get_rewind_data`,
		body: {
			code: 'success',
			message: 'The backup state arrived.',
			data: JSON.stringify( {
				state: 'active',
				last_updated: 1747712400,
				credentials: [ { type: 'managed', role: 'main', still_valid: true } ],
			} ),
		},
		differs: 'same (enveloped, data a JSON string)',
	},
	scan: {
		kind: 'answers',
		guard: { ...ADMIN_PAGE, otherAnswers: [ noSiteId( 'get_scan_state', 404, ID_DOES_NOT_EXIST ) ] },
		source: `${ CORE }::get_scan_state`,
		body: {
			code: 'success',
			message: 'The scan state arrived.',
			data: JSON.stringify( {
				state: 'idle',
				threats: [],
				credentials: [ { type: 'managed', role: 'main', still_valid: true } ],
				most_recent: { is_initial: false, timestamp: '2025-05-20T03:12:44+00:00', duration: 64, progress: 100, error: false },
			} ),
		},
		differs: 'same (enveloped, data a JSON string; on WoA sites threats is always emptied)',
	},
	vaultPressData: {
		kind: 'answers',
		guard: MODULE_DATA,
		source: `${ MODULES } Jetpack_Core_API_Module_Data_Endpoint::get_vaultpress_data`,
		body: {
			code: 'success',
			message: 'The site was backed up 3 hours ago.',
			data: {
				active: true,
				features: { backups: true, security: true },
				security: { notice_count: 0 },
				backups: { last_backup: 1747701600, stats: { posts: 42, comments: 118, plugins: 6, themes: 3, uploads: 211, revisions: 57 } },
			},
		},
		differs: 'same (data is the VaultPress plugin_data object decoded; its field set is unverified, and without VaultPress the answer is a 404)',
	},
	akismetData: {
		kind: 'answers',
		guard: MODULE_DATA,
		source: `${ MODULES } Jetpack_Core_API_Module_Data_Endpoint::get_akismet_data`,
		body: 1284,
		differs: "same (an integer, or the error code string with HTTP 200; never 'N/A')",
	},
	akismetKey: {
		kind: 'answers',
		guard: UPDATE_SETTINGS,
		source: `${ MODULES } Jetpack_Core_API_Module_Data_Endpoint::key_check`,
		body: { validKey: true },
		differs: 'A valid key answers { validKey: true } alone, without invalidKeyCode and invalidKeyMessage.',
	},
	checkAkismetKey: {
		kind: 'answers',
		guard: { ...UPDATE_SETTINGS, args: { api_key: { type: 'string' } } },
		source: `${ MODULES } Jetpack_Core_API_Module_Data_Endpoint::key_check`,
		body: { validKey: true },
		differs: 'A valid key answers { validKey: true } alone, without invalidKeyCode and invalidKeyMessage.',
	},
	protectCount: {
		kind: 'answers',
		guard: MODULE_DATA,
		source: `${ MODULES } Jetpack_Core_API_Module_Data_Endpoint::get_protect_data`,
		body: 37,
		differs: "same (always an integer; an inactive module is a 404, never false, '0' or 'N/A')",
	},
	stats: {
		kind: 'answers',
		guard: MODULE_DATA,
		source: `${ MODULES } Jetpack_Core_API_Module_Data_Endpoint::get_stats_data`,
		body: {
			general: {
				date: '2025-05-20',
				stats: {
					visitors_today: 4,
					visitors_yesterday: 13,
					visitors: 1520,
					views_today: 6,
					views_yesterday: 21,
					views_best_day: '2025-03-14',
					views_best_day_total: 96,
					views: 4311,
					comments: 118,
					posts: 42,
					followers_blog: 12,
				},
				visits: {
					date: '2025-05-20',
					unit: 'day',
					fields: [ 'period', 'views', 'visitors' ],
					data: [
						[ '2025-05-18', 14, 9 ],
						[ '2025-05-19', 21, 13 ],
						[ '2025-05-20', 6, 4 ],
					],
				},
			},
			day: {
				date: '2025-05-20',
				unit: 'day',
				fields: [ 'period', 'views', 'visitors' ],
				data: [
					[ '2025-05-18', 14, 9 ],
					[ '2025-05-19', 21, 13 ],
					[ '2025-05-20', 6, 4 ],
				],
			},
		},
		differs:
			'general is the whole WordPress.com stats summary (visits included) and day has [period, views, visitors] rows with unit and fields, not [date, views] pairs (unverified).',
	},
	waf: {
		kind: 'answers',
		guard: { capabilities: [ 'manage_options' ], refusal: 'invalid_user_permission_manage_options', permissionSource: `${ WAF }::waf_permissions_callback` },
		source: `${ WAF }::waf`,
		body: {
			jetpack_waf_automatic_rules: '1',
			jetpack_waf_ip_list: '',
			jetpack_waf_ip_allow_list: '',
			jetpack_waf_ip_block_list: '',
			jetpack_waf_share_data: '1',
			bootstrap_path: '/var/www/html/wp-content/jetpack-waf/bootstrap.php',
			automatic_rules_available: true,
		},
		differs:
			'snake_case bootstrap_path and automatic_rules_available instead of bootstrapPath and hasRulesAccess, options read raw so switches are "1" or "" rather than booleans, and newer versions add more fields (unverified).',
	},

	// Settings screens' own calls: the ad placements are settings on Jetpack.
	wordAdsSettings: {
		kind: 'answers',
		guard: READ_SETTINGS,
		source: `${ MODULES } Jetpack_Core_API_Data::get_all_options`,
		served: { namespace: 'jetpack/v4', path: 'settings', method: 'GET' },
		body: WORDADS_SETTINGS,
		differs:
			'No wordads/settings route by default: the four wordads_display_* placements are keys of the settings map (shown here with the wordads module flag), read through GET settings.',
	},
	updateWordAdsSettings: {
		kind: 'answers',
		guard: WRITE_SETTINGS,
		source: `${ MODULES } Jetpack_Core_API_Data::update_data`,
		served: { namespace: 'jetpack/v4', path: 'settings', method: 'POST' },
		body: { code: 'success', message: 'The changes were saved.' },
		differs: 'Written as wordads_* keys through POST settings, which answers with the usual success envelope.',
	},
	searchPlan: {
		kind: 'answers',
		guard: SEARCH_ROUTE,
		source: `${ SEARCH }::get_search_plan`,
		body: {
			search_subscriptions: [],
			supports_instant_search: true,
			supports_only_classic_search: false,
			supports_search: true,
			default_upgrade_bill_period: 'yearly',
		},
		differs: 'same (the WordPress.com plan JSON, with further fields such as search_subscriptions and default_upgrade_bill_period)',
	},
	searchSettings: {
		kind: 'answers',
		guard: SEARCH_ROUTE,
		source: `${ SEARCH }::get_settings`,
		body: { module_active: true, instant_search_enabled: true },
		differs: 'same',
	},
	updateSearchSettings: {
		kind: 'answers',
		guard: SEARCH_ROUTE,
		source: `${ SEARCH }::update_settings`,
		body: { module_active: true, instant_search_enabled: true },
		differs: 'same',
	},
	googleVerification: {
		kind: 'answers',
		guard: UPDATE_SETTINGS,
		source: `${ CORE }::is_site_verified_and_token`,
		body: {
			verified: true,
			token: null,
			is_owner: true,
			google_search_console_url: 'https://search.google.com/search-console?resource_id=https%3A%2F%2Fdemo-garden.example%2F',
			google_verification_console_url: 'https://www.google.com/webmasters/verification/details?hl=en&domain=demo-garden.example',
		},
		differs:
			'snake_case is_owner, google_search_console_url and google_verification_console_url (the names Jetpack\'s own client reads) for isOwner, searchConsoleUrl and verificationConsoleUrl (values unverified).',
	},
	googleVerificationWithKeyring: {
		kind: 'answers',
		guard: UPDATE_SETTINGS,
		source: `${ CORE }::is_site_verified_and_token`,
		body: {
			verified: false,
			token: 'Ax8kQ2v-Lr0fTz9WmYc4NdE7sJh1uPbG3oKiVe6qXw5',
			is_owner: true,
			google_search_console_url: 'https://search.google.com/search-console?resource_id=https%3A%2F%2Fdemo-garden.example%2F',
			google_verification_console_url: 'https://www.google.com/webmasters/verification/details?hl=en&domain=demo-garden.example',
		},
		differs: 'As verify-site/google: snake_case is_owner and console URL names (values unverified).',
	},
	verifyWithGoogle: {
		kind: 'answers',
		guard: { ...UPDATE_SETTINGS, args: { keyring_id: { type: 'integer', required: true } } },
		source: `${ CORE }::verify_site`,
		body: {
			verified: true,
			token: null,
			is_owner: true,
			google_search_console_url: 'https://search.google.com/search-console?resource_id=https%3A%2F%2Fdemo-garden.example%2F',
			google_verification_console_url: 'https://www.google.com/webmasters/verification/details?hl=en&domain=demo-garden.example',
		},
		differs: 'The XML-RPC answer passed through, in the same snake_case names as the check (unverified).',
	},

	// Site, plan and products.
	site: {
		kind: 'answers',
		guard: ADMIN_PAGE,
		source: `${ CORE }::get_site_data`,
		body: {
			code: 'success',
			message: 'The site data arrived.',
			data: JSON.stringify( {
				ID: BLOG_ID,
				name: 'Demo Garden Journal',
				description: 'Notes from a small garden',
				URL: SITE_URL,
				jetpack: true,
				post_count: 42,
				lang: 'en',
				visible: true,
				is_private: false,
				options: { is_automated_transfer: false, is_wpcom_atomic: false, jetpack_version: '14.6', admin_url: ADMIN_URL },
				plan: PLAN,
				products: [],
			} ),
		},
		differs: 'same envelope with data a JSON string, but the WordPress.com site has no site_count.',
	},
	siteFeatures: {
		kind: 'answers',
		guard: { ...SITE_DATA, otherAnswers: [ unsigned( 'get_features' ) ] },
		source: `${ SITE }::get_features`,
		body: {
			code: 'success',
			message: 'The site features arrived.',
			data: JSON.stringify( PLAN.features ),
		},
		differs: 'same (enveloped, data a JSON string)',
	},
	sitePurchases: {
		kind: 'answers',
		guard: { ...SITE_DATA, otherAnswers: [ unsigned( 'get_purchases' ) ] },
		source: `${ SITE }::get_purchases`,
		body: {
			code: 'success',
			message: 'The site purchases arrived.',
			data: JSON.stringify( [
				{
					ID: '31415926',
					blog_id: String( BLOG_ID ),
					user_id: '90001',
					product_id: '2014',
					product_slug: 'jetpack_complete',
					product_name: 'Jetpack Complete',
					subscribed_date: '2025-05-01T10:00:00+00:00',
					expiry_date: '2026-05-01T00:00:00+00:00',
					is_refundable: false,
					active: '1',
				},
			] ),
		},
		differs: 'same (enveloped, data a JSON string of WordPress.com purchases; their full field set is unverified)',
	},
	siteBenefits: {
		kind: 'answers',
		guard: SITE_DATA,
		source: `${ SITE }::get_benefits`,
		body: {
			code: 'success',
			message: 'The site benefits arrived.',
			data: JSON.stringify( [
				{ name: 'jetpack-stats', title: 'Site stats', description: 'Visitors counted by Jetpack', value: 1520 },
				{ name: 'protect', title: 'Brute force protection', description: 'Malicious logins blocked', value: 37 },
				{ name: 'search', title: 'Jetpack Search', description: 'Fast search for visitors' },
			] ),
		},
		differs: 'The search benefit has no value.',
	},
	siteProducts: {
		kind: 'answers',
		guard: { ...SITE_DATA, otherAnswers: [ unsigned( 'get_products' ) ] },
		source: `${ SITE }::get_products`,
		body: {
			code: 'success',
			message: 'Site products correctly received.',
			data: { jetpack_search: { ...SEARCH_PRODUCT, sale_coupon: { discount: 50 } }, jetpack_backup_t1_yearly: BACKUP_PRODUCT },
		},
		differs:
			'data is already a decoded object, not a JSON string; each product says whether the provider sells it to the site (available) and its sale (sale_coupon), with no billing_timeframe.',
	},
	siteDiscount: {
		kind: 'answers',
		guard: { ...ADMIN_PAGE, otherAnswers: [ noSiteId( 'get_site_discount', 400, ID_MISSING ) ] },
		source: `${ CORE }::get_site_discount`,
		body: {
			code: 'success',
			data: { code: 'GARDEN20', discount: 20, is_used: false, expiry_date: '2025-06-30T23:59:59+00:00' },
		},
		differs: 'The envelope has no message and data is a decoded object, not a JSON string (discount fields unverified).',
	},
	plans: {
		kind: 'answers',
		guard: CONNECT_USER,
		source: `${ CORE }::get_plans`,
		body: [
			{
				product_id: 2014,
				product_slug: 'jetpack_complete',
				product_name: 'Jetpack Complete',
				currency_code: 'USD',
				raw_price: 599,
				formatted_price: '$599',
				bill_period: 365,
			},
		],
		differs: 'No envelope: the WordPress.com plan list itself, and a failed call still comes back with HTTP 200 (plan fields unverified).',
	},
	introOffers: {
		kind: 'answers',
		guard: { ...ADMIN_PAGE, otherAnswers: [ noSiteId( 'get_intro_offers', 400, ID_MISSING ) ] },
		source: `${ CORE }::get_intro_offers`,
		body: {
			code: 'success',
			data: [ { product_id: 2104, product_slug: 'jetpack_search', currency_code: 'USD', original_price: 99, raw_price: 49.5 } ],
		},
		differs: 'The envelope has no message and data is a decoded list, not a JSON string (offer fields unverified).',
	},
	products: {
		kind: 'answers',
		guard: CONNECT_USER,
		source: `${ CORE }::get_products`,
		body: { jetpack_search: SEARCH_PRODUCT },
		differs:
			'The provider\'s product list keyed by slug (product_id, product_name, cost…), not the catalogue of the product pages: Jetpack draws those from the words its page data prints and from site/products.',
	},
	setupQuestionnaire: {
		kind: 'absent',
		reason: 'Only the 2021 JS client called setup/questionnaire; no released plugin registers it since 2023, and Jetpack keeps no equivalent answers.',
	},
	saveSetupQuestionnaire: {
		kind: 'absent',
		reason: 'Gone with the setup questionnaire (2021 JS client only); nothing in Jetpack stores those answers.',
	},

	// Licences.
	setLicense: {
		kind: 'answers',
		guard: {
			// packages/licensing/src/class-licensing.php Licensing::is_licensing_input_enabled: only where the
			// jetpack_licensing_ui_enabled filter turns licence keys on (off by default), and then jetpack_connect_user.
			capabilities: [ 'do_not_allow' ],
			refusal: 'invalid_user_permission_set_jetpack_license_key',
			permissionSource: `${ LICENSING }::set_jetpack_license_key_permission_check`,
			args: { license: { type: 'string', required: true } },
		},
		source: `${ LICENSING }::set_jetpack_license`,
		body: { code: 'success' },
		differs: 'Answers { code: "success" } with no activatedProductId or errors; attach-licenses tells which product a key activated.',
	},
	attachLicenses: {
		kind: 'answers',
		guard: { ...LICENSES, args: { licenses: { type: 'array', items: { type: 'string' }, required: true } } },
		source: `${ LICENSING }::attach_jetpack_licenses`,
		body: [
			{ activatedProductId: 2014 },
			{ errors: { invalid_license_key: [ 'The key is not valid.' ] }, error_data: [] },
		],
		differs: 'same (a failed key is a serialized WP_Error with an extra error_data, and results may come nested one level deeper)',
	},
	licensingError: {
		kind: 'answers',
		guard: LICENSES,
		source: `${ LICENSING }::get_licensing_error`,
		body: '',
		differs: 'same',
	},
	clearLicensingError: {
		kind: 'answers',
		guard: { ...LICENSES, args: { error: { type: 'string', required: true } } },
		source: `${ LICENSING }::update_licensing_error`,
		body: true,
		differs: 'same',
	},
	userLicenseCounts: {
		kind: 'answers',
		guard: LICENSES,
		source: `${ LICENSING }::get_user_license_counts`,
		body: { attached: 1, detached: 1, revoked: 0, not_revoked: 2 },
		differs: 'same (the WordPress.com counts; only detached is confirmed by Jetpack\'s own client, the other names are unverified)',
	},
	userLicenses: {
		kind: 'answers',
		guard: LICENSES,
		source: `${ LICENSING }::get_user_licenses`,
		body: {
			items: [
				{
					license_key: 'jetpack-search-k3v9q2x7m1w4',
					product: 'Jetpack Search',
					product_id: 2104,
					attached_at: null,
					revoked_at: null,
				},
			],
		},
		differs: 'same (items, product and attached_at are what Jetpack\'s client reads; the other item fields are unverified)',
	},
	dismissLicenseActivationNotice: {
		kind: 'answers',
		guard: { ...LICENSES, args: { last_detached_count: { type: 'integer', required: true } } },
		source: `${ LICENSING }::update_licensing_activation_notice_dismiss`,
		body: { last_detached_count: 1, last_dismissed_time: '2025-05-20T09:30:00+00:00' },
		differs: 'same',
	},

	// The recommendations assistant.
	recommendationsData: {
		kind: 'answers',
		guard: UPDATE_SETTINGS,
		source: `${ RECOMMENDATIONS }::get_recommendations_data`,
		body: {
			'site-type-personal': true,
			'site-type-business': false,
			'site-type-store': false,
			'site-type-other': false,
			selectedRecommendations: [ 'related-posts', 'site-accelerator' ],
			skippedRecommendations: [ 'creative-mail' ],
			viewedRecommendations: [ 'related-posts', 'creative-mail', 'site-accelerator' ],
		},
		differs: 'same when something is stored, but an empty store answers [] (a list) rather than {}.',
	},
	saveRecommendationsData: {
		kind: 'answers',
		guard: {
			...UPDATE_SETTINGS,
			args: { data: { type: 'object', required: true } },
			bodyRule: 'recommendations-data',
			argsSource: `${ CORE }::validate_recommendations_data`,
		},
		source: `${ RECOMMENDATIONS }::update_recommendations_data`,
		body: true,
		differs: 'same (but the sent object replaces the stored one whole rather than merging into it)',
	},
	recommendationsStep: {
		kind: 'answers',
		guard: UPDATE_SETTINGS,
		source: `${ RECOMMENDATIONS }::get_recommendations_step`,
		body: { step: 'summary' },
		differs: 'same',
	},
	saveRecommendationsStep: {
		kind: 'answers',
		guard: { ...UPDATE_SETTINGS, args: { step: { type: 'string', required: true } } },
		source: `${ RECOMMENDATIONS }::update_recommendations_step`,
		body: true,
		differs: 'same',
	},
	productSuggestions: {
		kind: 'answers',
		guard: ADMIN_PAGE,
		source: `${ CORE }::get_recommendations_product_suggestions`,
		body: [
			{
				slug: 'jetpack_backup_t1_yearly',
				product_slug: 'jetpack_backup_t1_yearly',
				title: 'Backup',
				description: 'Real-time backups you can restore in one click.',
				features: [ 'Real-time cloud backups', 'One-click restores' ],
				cost: 119.4,
				original_price: 119.4,
				raw_price: 59.7,
				currency_code: 'USD',
				billing_timeframe: 'billed yearly',
				cost_timeframe: 'per month',
			},
		],
		differs: 'The WordPress.com list for a connected user, but an unconnected user gets the JSON string "[]" instead (suggestion fields unverified).',
	},
	recommendationsUpsell: {
		kind: 'answers',
		guard: ADMIN_PAGE,
		source: `${ CORE }::get_recommendations_upsell`,
		body: { product_slug: 'jetpack_backup_t1_yearly', hide_upsell: false },
		differs: 'same for a connected user, but an unconnected user gets { hide_upsell: true } without product_slug (further fields unverified).',
	},
	recommendationsConditional: {
		kind: 'answers',
		guard: ADMIN_PAGE,
		source: `${ RECOMMENDATIONS }::get_conditional_recommendations`,
		body: [ 'publicize', 'anti-spam' ],
		differs: 'A bare list of recommendation slugs, not { conditional: [] }.',
	},

	// Jetpack Social: served by the publicize package under wpcom/v2, proxied to WordPress.com (the demo's in src/demo/jetpack-host/publicize.ts).
	socialConnections: {
		kind: 'answers',
		guard: SOCIAL,
		source: `${ PUBLICIZE_CONNECTIONS }::get_items`,
		served: { namespace: 'wpcom/v2', path: 'publicize/connections' },
		body: [
			{
				connection_id: '24680135',
				display_name: 'Demo Garden Journal',
				external_handle: null,
				external_id: '108642097531',
				profile_link: 'https://www.facebook.com/demo-garden-journal',
				profile_picture: 'https://graph.facebook.com/108642097531/picture',
				service_label: 'Facebook',
				service_name: 'facebook',
				shared: true,
				status: 'ok',
				wpcom_user_id: 90001,
				id: '24680135',
				username: '',
				profile_display_name: 'Demo Garden Journal',
				global: true,
			},
		],
		differs:
			'Other names: connection_id (a string) for id, service_name for service, profile_link for profile_url, wpcom_user_id (a WordPress.com id) for connected_by, plus deprecated copies.',
	},
	socialServices: {
		kind: 'answers',
		guard: SOCIAL,
		source: 'packages/publicize/src/rest-api/class-services-controller.php Services_Controller::get_items',
		served: { namespace: 'wpcom/v2', path: 'publicize/services' },
		body: [
			{
				id: 'facebook',
				description: 'Share posts to a Facebook page.',
				label: 'Facebook',
				status: 'ok',
				supports: { additional_users: true, additional_users_only: true },
				url: `https://public-api.wordpress.com/connect/?action=request&kr_nonce=7c1f4e2a9b&nonce=3d8b6f0e15&for=connect&service=facebook&blog=${ BLOG_ID }&magic=keyring`,
			},
		],
		differs: 'url instead of connect_url, with extra description, status and supports fields.',
	},
	connectSocialAccount: {
		kind: 'answers',
		guard: { ...SOCIAL, args: { keyring_connection_ID: { type: 'integer', required: true } } },
		source: `${ PUBLICIZE_CONNECTIONS }::create_item`,
		served: { namespace: 'wpcom/v2', path: 'publicize/connections', method: 'POST' },
		status: 201,
		body: {
			connection_id: '24680246',
			display_name: 'Demo Garden Journal',
			external_handle: 'demogarden',
			external_id: '7319046',
			profile_link: 'https://mastodon.social/@demogarden',
			profile_picture: 'https://files.mastodon.social/accounts/avatars/demogarden.png',
			service_label: 'Mastodon',
			service_name: 'mastodon',
			shared: false,
			status: 'ok',
			wpcom_user_id: 90001,
			id: '24680246',
			username: 'demogarden',
			profile_display_name: 'Demo Garden Journal',
			global: false,
		},
		differs:
			'HTTP 201 with the connection in Jetpack\'s names (connection_id, service_name, profile_link, wpcom_user_id), and the request field is keyring_connection_ID.',
	},
	disconnectSocialAccount: {
		kind: 'answers',
		guard: SOCIAL,
		source: `${ PUBLICIZE_CONNECTIONS }::delete_item`,
		served: { namespace: 'wpcom/v2', path: 'publicize/connections/{connection_id}', method: 'DELETE' },
		status: 201,
		body: true,
		differs: 'HTTP 201 with the bare true WordPress.com sends back, not { deleted: true, id }.',
	},

	// The demo site's developer preview.
	devToolsPreview: {
		kind: 'absent',
		reason: 'App-only: the demo site\'s developer preview has no counterpart in Jetpack.',
	},
	updateDevToolsPreview: {
		kind: 'absent',
		reason: 'App-only: the demo site\'s developer preview has no counterpart in Jetpack.',
	},
};
