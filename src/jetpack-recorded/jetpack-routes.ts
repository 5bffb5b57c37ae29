/**
 * How strict the original Jetpack plugin is on each of the app's calls (docs/hosts.md#how-strict-jetpack-is): Jetpack's
 * own mapping of its meta capabilities, the settings it takes, and the checks made with a route's guard (who may call
 * it, what it refuses in the request). Each route's guard is declared beside its recorded answer (recorded-answers.ts,
 * which cites the Jetpack file and function it was read from); JETPACK_ROUTES reads them by route name. Both stand-ins
 * serve from them: the demo's `jetpack-` scenarios (src/demo/backend/rest.ts) and the real-WordPress stand-in
 * (tests/wordpress/tools/recorded-routes.mjs writes them beside fixtures/jetpack/jetpack.php, which enforces them with
 * current_user_can).
 */
import type { RouteName } from '../api/rest-routes';
import type { Capability, JetpackCapability, JetpackRoute, WordPressCapability } from './jetpack-guards';
import { JETPACK_ANSWERS } from './recorded-answers';

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

/**
 * Each of the app's routes as Jetpack guards it; null where Jetpack has no such route (recorded as absent). Read from
 * the guards of the recorded answers, where each route's are declared beside its answer.
 */
export const JETPACK_ROUTES = Object.fromEntries(
	( Object.keys( JETPACK_ANSWERS ) as RouteName[] ).map( ( name ) => {
		const answer = JETPACK_ANSWERS[ name ];
		return [ name, answer.kind === 'answers' ? answer.guard : null ];
	} )
) as { readonly [ Name in RouteName ]: JetpackRoute | null };

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
