/**
 * How strict the original Jetpack plugin is on each of the app's calls (docs/hosts.md#how-strict-jetpack-is): who may
 * make it (the capabilities its permission callback asks, through Jetpack's own mapping of its meta capabilities),
 * what it refuses in the request, and what else it may answer. Every row names the Jetpack file (relative to
 * `projects/` in Automattic/jetpack) and function it was read from; the answer itself is the recorded one
 * (recorded-answers.ts, same name). Both stand-ins serve from this table: the demo's `jetpack-` scenarios
 * (src/demo/backend/rest.ts) and the real-WordPress stand-in (tests/wordpress/tools/recorded-routes.mjs writes it beside
 * fixtures/jetpack/jetpack.php, which enforces it with current_user_can).
 */
import type { RouteName } from '../api/rest-routes';
import { ADMIN_PAGE, CONNECT_USER, DISCONNECT, IDENTITY, LICENSES, MANAGE_MODULES, MODULE_DATA, PLUGINS, READ_SETTINGS, SEARCH_ROUTE, SITE_DATA, SOCIAL, UPDATE_SETTINGS, WRITE_SETTINGS } from './jetpack-guards';
import type { Capability, JetpackCapability, JetpackRoute, WordPressCapability } from './jetpack-guards';

/** What Jetpack's mapping depends on. */
export interface JetpackSite {
	/** Offline (development) mode: Status::is_offline_mode. */
	readonly offline: boolean;
	/** A connection owner exists: Manager::has_connected_owner. */
	readonly hasConnectedOwner: boolean;
}

/** One meta capability's mapping (map_meta_cap): the WordPress capability it needs offline and online. */
export interface CapabilityMapping {
	readonly offline: WordPressCapability;
	readonly online: WordPressCapability;
	/** Online, when no connection owner exists yet (when it differs). */
	readonly onlineWithoutOwner?: WordPressCapability;
	readonly source: string;
}

const JETPACK_CLASS = 'plugins/jetpack/class.jetpack.php Jetpack::jetpack_custom_caps';
const CONNECTION_MANAGER = 'packages/connection/src/class-manager.php Manager::jetpack_connection_custom_caps';

export const JETPACK_CAPABILITIES: { readonly [ Cap in JetpackCapability ]: CapabilityMapping } = {
	jetpack_admin_page: { offline: 'manage_options', online: 'edit_posts', source: JETPACK_CLASS },
	jetpack_manage_modules: { offline: 'manage_options', online: 'manage_options', source: JETPACK_CLASS },
	jetpack_configure_modules: { offline: 'manage_options', online: 'manage_options', source: JETPACK_CLASS },
	jetpack_connect: { offline: 'do_not_allow', online: 'manage_options', source: CONNECTION_MANAGER },
	jetpack_reconnect: { offline: 'do_not_allow', online: 'manage_options', source: CONNECTION_MANAGER },
	jetpack_disconnect: { offline: 'manage_options', online: 'manage_options', source: CONNECTION_MANAGER },
	// With site connections in mind, a user who is not an administrator may link only once the site has an owner.
	jetpack_connect_user: { offline: 'do_not_allow', online: 'read', onlineWithoutOwner: 'manage_options', source: CONNECTION_MANAGER },
};

/** The WordPress capability a capability asks on this site. */
export function wordPressCapability( capability: Capability, site: JetpackSite ): WordPressCapability {
	if ( ! Object.hasOwn( JETPACK_CAPABILITIES, capability ) ) {
		return capability as WordPressCapability;
	}
	const mapping = JETPACK_CAPABILITIES[ capability as JetpackCapability ];
	if ( site.offline ) {
		return mapping.offline;
	}
	return site.hasConnectedOwner ? mapping.online : mapping.onlineWithoutOwner ?? mapping.online;
}

/**
 * The settings POST settings takes (plugins/jetpack/_inc/lib/class.core-rest-api-endpoints.php
 * Jetpack_Core_Json_Api_Endpoints::get_updateable_data_list), besides each available module's slug, which toggles
 * it. Any other name is refused: Jetpack_Core_API_Data::update_data saves the rest and answers 400 `some_updated`.
 */
export const JETPACK_UPDATABLE_SETTINGS: readonly string[] = [
	'jetpack_blocks_disabled',
	'carousel_background_color',
	'carousel_display_exif',
	'carousel_display_comments',
	'highlander_comment_form_prompt',
	'jetpack_comment_form_color_scheme',
	'jetpack_portfolio',
	'jetpack_portfolio_posts_per_page',
	'jetpack_testimonial',
	'jetpack_testimonial_posts_per_page',
	'jetpack_waf_automatic_rules',
	'jetpack_waf_ip_block_list_enabled',
	'jetpack_waf_ip_block_list',
	'jetpack_waf_ip_allow_list_enabled',
	'jetpack_waf_ip_allow_list',
	'jetpack_waf_share_data',
	'jetpack_waf_share_debug_data',
	'tiled_galleries',
	'gravatar_disable_hovercards',
	'infinite_scroll',
	'infinite_scroll_google_analytics',
	'wpl_default',
	'social_notifications_like',
	'wpcom_publish_comments_with_markdown',
	'wpcom_publish_posts_with_markdown',
	'monitor_receive_notifications',
	'post_by_email_address',
	'jetpack_protect_key',
	'jetpack_protect_global_whitelist',
	'sharing_services',
	'button_style',
	'sharing_label',
	'show',
	'jetpack-twitter-cards-site-tag',
	'sharedaddy_disable_resources',
	'custom',
	'sharing_delete_service',
	'jetpack_sso_require_two_step',
	'jetpack_sso_match_by_email',
	'stb_enabled',
	'stc_enabled',
	'wpcom_newsletter_categories',
	'wpcom_newsletter_categories_enabled',
	'wpcom_featured_image_in_email',
	'jetpack_gravatar_in_email',
	'jetpack_author_in_email',
	'jetpack_post_date_in_email',
	'wpcom_subscription_emails_use_excerpt',
	'jetpack_subscriptions_reply_to',
	'jetpack_subscriptions_from_name',
	'sm_enabled',
	'jetpack_subscribe_overlay_enabled',
	'jetpack_subscribe_floating_button_enabled',
	'jetpack_subscriptions_subscribe_post_end_enabled',
	'jetpack_subscriptions_login_navigation_enabled',
	'jetpack_subscriptions_subscribe_navigation_enabled',
	'social_notifications_subscribe',
	'subscription_options',
	'show_headline',
	'show_thumbnails',
	'instant_search_enabled',
	'has_jetpack_search_product',
	'search_auto_config',
	'google',
	'bing',
	'pinterest',
	'yandex',
	'facebook',
	'enable_header_ad',
	'wordads_approved',
	'wordads_second_belowpost',
	'wordads_inline_enabled',
	'wordads_display_front_page',
	'wordads_display_post',
	'wordads_display_page',
	'wordads_display_archive',
	'wordads_custom_adstxt_enabled',
	'wordads_custom_adstxt',
	'wordads_ccpa_enabled',
	'wordads_ccpa_privacy_policy_url',
	'wordads_cmp_enabled',
	'google_analytics_tracking_id',
	'admin_bar',
	'enable_odyssey_stats',
	'roles',
	'count_roles',
	'blog_id',
	'do_not_track',
	'version',
	'collapse_nudges',
	'wpcom_reader_views_enabled',
	'akismet_show_user_comments_approved',
	'wordpress_api_key',
	'dismiss_empty_stats_card',
	'dismiss_dash_backup_getting_started',
	'dismiss_dash_agencies_learn_more',
	'lang_id',
	'advanced_seo_front_page_description',
	'advanced_seo_title_formats',
	'videopress_private_enabled_for_site',
];

// Sources, relative to projects/ in Automattic/jetpack.
const CORE = 'plugins/jetpack/_inc/lib/class.core-rest-api-endpoints.php Jetpack_Core_Json_Api_Endpoints';
const MODULES = 'plugins/jetpack/_inc/lib/core-api/class.jetpack-core-api-module-endpoints.php';
const CONNECTOR = 'packages/connection/src/class-rest-connector.php REST_Connector';
const LICENSING = 'packages/licensing/src/class-endpoints.php Endpoints';
const WAF = 'packages/waf/src/class-rest-controller.php REST_Controller::waf_permissions_callback';

/** Each of the app's routes as Jetpack guards it; null where Jetpack has no such route (recorded as absent). */
export const JETPACK_ROUTES: { readonly [ Name in RouteName ]: JetpackRoute | null } = {
	// Connection and identity.
	connectionStatus: { capabilities: [], refusal: '', permissionSource: `${ CONNECTOR }::__construct (permission __return_true)` },
	disconnectSite: {
		capabilities: [ 'jetpack_disconnect' ],
		refusal: 'invalid_user_permission_jetpack_disconnect',
		permissionSource: `${ CONNECTOR }::disconnect_site_permission_check`,
		args: { isActive: { type: 'boolean', enum: [ false ], required: true } },
	},
	connectionData: {
		capabilities: [ 'jetpack_connect_user' ],
		refusal: 'invalid_user_permission_user_connection_data',
		permissionSource: `${ CONNECTOR }::user_connection_data_permission_check`,
	},
	connectedPlugins: {
		capabilities: [ 'activate_plugins' ],
		refusal: 'invalid_user_permission_activate_plugins',
		permissionSource: `${ CONNECTOR }::connection_plugins_permission_check`,
	},
	testConnection: MANAGE_MODULES,
	connectUrl: CONNECT_USER,
	authorizeUrl: {
		capabilities: [ 'jetpack_connect_user' ],
		refusal: 'invalid_user_permission_user_connection_data',
		permissionSource: `${ CONNECTOR }::user_connection_data_permission_check`,
	},
	registerSite: {
		capabilities: [ 'jetpack_connect' ],
		refusal: 'invalid_user_permission_jetpack_connect',
		permissionSource: `${ CONNECTOR }::jetpack_register_permission_check`,
		args: {
			registration_nonce: { type: 'string', required: true },
			redirect_uri: { type: 'string' },
			plugin_slug: { type: 'string' },
			from: { type: 'string' },
		},
	},
	unlinkUser: {
		capabilities: [ 'jetpack_connect_user' ],
		linkedUser: true,
		refusal: 'invalid_user_permission_unlink_user',
		permissionSource: `${ CORE }::unlink_user_permission_callback`,
	},
	reconnectSite: {
		capabilities: [ 'jetpack_reconnect' ],
		refusal: 'invalid_user_permission_jetpack_disconnect',
		permissionSource: `${ CONNECTOR }::jetpack_reconnect_permission_check`,
		otherAnswers: [
			{
				when: 'a token is broken: Manager::restore answers "authorize", so the user must authorize again',
				body: { status: 'in_progress', authorizeUrl: 'https://jetpack.wordpress.com/jetpack.authorize/1/?response_type=code&client_id=123456789' },
				source: `${ CONNECTOR }::connection_reconnect`,
			},
		],
	},
	seenWooConnectionModal: MANAGE_MODULES,
	confirmSafeMode: IDENTITY,
	migrateIdentity: IDENTITY,
	startFresh: IDENTITY,
	trackingSettings: ADMIN_PAGE,
	updateTrackingSettings: { ...ADMIN_PAGE, args: { tracks_opt_out: { type: 'boolean' } } },
	sendMobileLoginEmail: null,
	disconnectSurvey: DISCONNECT,

	// Modules and settings.
	modules: {
		capabilities: [ 'jetpack_admin_page' ],
		refusal: 'rest_forbidden',
		permissionSource: `${ MODULES } Jetpack_Core_API_Module_List_Endpoint::can_request`,
	},
	module: READ_SETTINGS,
	updateModuleOptions: {
		capabilities: [ 'jetpack_configure_modules' ],
		refusal: 'rest_forbidden',
		permissionSource: `${ MODULES } Jetpack_Core_API_Data::can_request`,
	},
	setModuleActive: {
		capabilities: [ 'jetpack_manage_modules' ],
		refusal: 'rest_forbidden',
		permissionSource: `${ MODULES } Jetpack_Core_API_Module_Toggle_Endpoint::can_request`,
		args: { active: { type: 'boolean', required: true } },
	},
	settings: READ_SETTINGS,
	updateSettings: WRITE_SETTINGS,
	resetOptions: MANAGE_MODULES,

	// Plugins and notices.
	plugins: PLUGINS,
	installPlugin: {
		...PLUGINS,
		args: { slug: { type: 'string', pattern: '[\\w\\-]+', required: true }, status: { type: 'string', enum: [ 'inactive', 'active' ] }, source: { type: 'string' } },
	},
	dismissNotice: ADMIN_PAGE,
	pluginUpdates: ADMIN_PAGE,

	// The dashboard's cards.
	rewind: ADMIN_PAGE,
	scan: ADMIN_PAGE,
	vaultPressData: MODULE_DATA,
	akismetData: MODULE_DATA,
	akismetKey: UPDATE_SETTINGS,
	checkAkismetKey: { ...UPDATE_SETTINGS, args: { api_key: { type: 'string' } } },
	protectCount: MODULE_DATA,
	stats: MODULE_DATA,
	waf: { capabilities: [ 'manage_options' ], refusal: 'invalid_user_permission_manage_options', permissionSource: WAF },

	// Settings screens' own calls: the ad placements are settings on Jetpack.
	wordAdsSettings: READ_SETTINGS,
	updateWordAdsSettings: WRITE_SETTINGS,
	searchPlan: SEARCH_ROUTE,
	searchSettings: SEARCH_ROUTE,
	updateSearchSettings: SEARCH_ROUTE,
	googleVerification: UPDATE_SETTINGS,
	googleVerificationWithKeyring: UPDATE_SETTINGS,
	verifyWithGoogle: { ...UPDATE_SETTINGS, args: { keyring_id: { type: 'integer', required: true } } },

	// Site, plan and products.
	site: ADMIN_PAGE,
	siteFeatures: SITE_DATA,
	sitePurchases: SITE_DATA,
	siteBenefits: SITE_DATA,
	siteProducts: SITE_DATA,
	siteDiscount: ADMIN_PAGE,
	plans: CONNECT_USER,
	introOffers: ADMIN_PAGE,
	products: CONNECT_USER,
	setupQuestionnaire: null,
	saveSetupQuestionnaire: null,

	// Licences.
	setLicense: {
		// packages/licensing/src/class-licensing.php Licensing::is_licensing_input_enabled: only where the
		// jetpack_licensing_ui_enabled filter turns licence keys on (off by default), and then jetpack_connect_user.
		capabilities: [ 'do_not_allow' ],
		refusal: 'invalid_user_permission_set_jetpack_license_key',
		permissionSource: `${ LICENSING }::set_jetpack_license_key_permission_check`,
		args: { license: { type: 'string', required: true } },
	},
	attachLicenses: { ...LICENSES, args: { licenses: { type: 'array', items: { type: 'string' }, required: true } } },
	licensingError: LICENSES,
	clearLicensingError: { ...LICENSES, args: { error: { type: 'string', required: true } } },
	userLicenseCounts: LICENSES,
	userLicenses: LICENSES,
	dismissLicenseActivationNotice: { ...LICENSES, args: { last_detached_count: { type: 'integer', required: true } } },

	// The recommendations assistant.
	recommendationsData: UPDATE_SETTINGS,
	saveRecommendationsData: {
		...UPDATE_SETTINGS,
		args: { data: { type: 'object', required: true } },
		bodyRule: 'recommendations-data',
		argsSource: `${ CORE }::validate_recommendations_data`,
	},
	recommendationsStep: UPDATE_SETTINGS,
	saveRecommendationsStep: { ...UPDATE_SETTINGS, args: { step: { type: 'string', required: true } } },
	productSuggestions: ADMIN_PAGE,
	recommendationsUpsell: ADMIN_PAGE,
	recommendationsConditional: ADMIN_PAGE,

	// Jetpack Social, at wpcom/v2/publicize (publicize.ts).
	socialConnections: SOCIAL,
	socialServices: SOCIAL,
	connectSocialAccount: { ...SOCIAL, args: { keyring_connection_ID: { type: 'integer', required: true } } },
	disconnectSocialAccount: SOCIAL,

	// The demo site's developer preview.
	devToolsPreview: null,
	updateDevToolsPreview: null,
};

/** Who is asking: the WordPress capabilities of their role, and whether their account is linked. */
export interface JetpackUser {
	readonly capabilities: readonly WordPressCapability[];
	readonly linked: boolean;
}

/** Whether the body sends a post-by-email action, which Jetpack lets a writer send (Jetpack_Core_API_Data::can_request). */
const sendsPostByEmail = ( body: Readonly< Record< string, unknown > > ): boolean => Object.hasOwn( body, 'post_by_email_address' );

/** Whether Jetpack lets this user make this call on this site. */
export function jetpackAllows( route: JetpackRoute, user: JetpackUser, site: JetpackSite, body: Readonly< Record< string, unknown > > = {} ): boolean {
	const asked = route.postByEmailCapabilities && sendsPostByEmail( body ) ? route.postByEmailCapabilities : route.capabilities;
	const can = ( capability: Capability ): boolean => {
		const needed = wordPressCapability( capability, site );
		return needed !== 'do_not_allow' && user.capabilities.includes( needed );
	};
	return asked.every( can ) && ( ! route.linkedUser || user.linked );
}

/** The names of a settings save that Jetpack does not take (JETPACK_UPDATABLE_SETTINGS and the module slugs). */
export function unknownSettings( body: Readonly< Record< string, unknown > >, moduleSlugs: readonly string[] ): string[] {
	return Object.keys( body ).filter( ( name ) => ! JETPACK_UPDATABLE_SETTINGS.includes( name ) && ! moduleSlugs.includes( name ) );
}

/** Jetpack's answer to a save that names settings it does not take: the other names were saved (update_data). */
export const someUpdatedMessage = ( invalid: readonly string[] ): string =>
	`${ invalid.length === 1 ? 'Invalid option' : 'Invalid options' }: ${ invalid.join( ', ' ) }.`;

/** Why Jetpack refuses a recommendations answer, or null (validate_recommendations_data): each is a string, a boolean or a list of strings. */
export function recommendationsDataProblem( data: unknown ): string | null {
	if ( typeof data !== 'object' || data === null || Array.isArray( data ) ) {
		return 'data must be an object.';
	}
	for ( const answer of Object.values( data ) ) {
		if ( Array.isArray( answer ) ) {
			if ( ! answer.every( ( item ) => typeof item === 'string' ) ) {
				return 'data must be an array of strings.';
			}
		} else if ( typeof answer !== 'string' && typeof answer !== 'boolean' && answer !== 0 && answer !== 1 ) {
			return 'data must be true, false, 0 or 1.';
		}
	}
	return null;
}
