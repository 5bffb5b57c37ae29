import type { ConnectedPlugins, ConnectionStatus, CurrentUser } from './connection';
import type { ModuleMap } from './modules';
import type { Settings } from './settings';
import type { ActivationNoticeDismiss, LicensingUserCounts } from './licensing';
import type { PartnerCoupon, ReleasePost, StateNotices } from './misc';
import type { RecommendationStep } from './recommendations';

/** Site facts the host prints (docs/api.md#data-shapes). */
export interface InitialSiteData {
	blog_id: number | null;
	icon: string;
	siteVisibleToSearchEngines: boolean;
	showPromotions: boolean;
	isAtomicSite: boolean;
	isWoASite: boolean;
	isAtomicPlatform: boolean;
	showBackups: boolean;
	showRecommendations: boolean;
	showMyJetpack: boolean;
	/** The site's own Sharing screen (`options-general.php?page=sharing`) exists: the original plugin registers it. */
	showSharingScreen: boolean;
	isMultisite: boolean;
	dateFormat: string;
	hasSeenWCConnectionModal: boolean;
	/** The store plugin (WooCommerce) is active: its owners get the store welcome once. */
	isWooCommerceActive: boolean;
	/** Plan slug already known to the host, so the dashboard need not wait for `site`. */
	plan: string | null;
	/**
	 * Feature flags the plan and the active products give the site (docs/rules.md#plans-and-products), printed with the
	 * plan so that the cards need not fetch site/features on load (the original skips it too once a plan is loaded).
	 */
	features: string[];
	/** Product slugs of the site's active purchases, the plan included. */
	activeProducts: string[];
	/** VideoPress storage used, in the provider's unit (the meter reads used / 10000 as a share of 1TB); null: unknown. */
	videoPressStorageUsed: number | null;
	/** The site's published posts (WordPress counts them with wp_count_posts); absent from an older host. */
	postCount?: number;
	/** The site's approved comments and installed plugins, for the backup upsell bar; absent from an older host. */
	commentCount?: number;
	pluginCount?: number;
}

export interface ThemeData {
	name: string;
	stylesheet: string;
	support: { 'infinite-scroll': boolean; widgets: boolean };
}

/**
 * window.Initial_State: everything the host page prints for the app (✱ contract with the demo site
 * and the WordPress plugin). Data carried here is never fetched again on load.
 */
/** The site the app runs on (docs/hosts.md): this plugin alone, the original Jetpack plugin beside it, or the demo. */
export type Host = 'plugin' | 'jetpack' | 'demo';

/** A product page's words, as the original plugin prints them with its page data (docs/hosts.md#product-pages). */
export interface ProductDescription {
	/** The provider's product slug, e.g. jetpack_backup_t1_yearly. */
	slug: string;
	title: string;
	description: string;
	features: string[];
	disclaimer: { text: string; url: string; link_text: string } | null;
	/** Plan families that include the product ('security', 'complete'). */
	includedInPlans: string[];
}

export interface ProductListing {
	available: boolean;
	/** Only where the host prints the words instead of answering the catalogue (the original plugin). */
	description?: ProductDescription;
}

/**
 * WordPress' own formats for the user's locale (its `$wp_locale`), which the plugin's page prints: the separators of
 * number_format_i18n, and the month and weekday names of its dates, January and Sunday first.
 */
export interface LocaleFormats {
	thousandsSeparator: string;
	decimalPoint: string;
	months: string[];
	monthsShort: string[];
	weekdays: string[];
	weekdaysShort: string[];
}

export interface InitialState {
	/** The site the app runs on (docs/hosts.md); a page that names none is this plugin's own. */
	host: Host;
	/**
	 * The admin page the app runs on (`admin.php?page=…`): `jetpack`, or `jetpack-dashboard` beside the original
	 * plugin, which owns `jetpack` (docs/hosts.md#beside-jetpack). Always set once read; a host may leave it out.
	 */
	appPage?: string;
	/**
	 * Beside a Jetpack that no longer has some of the app's routes (the assistant's), the `jetpack/v4` paths this
	 * plugin serves in its own namespace instead (docs/hosts.md#the-jetpack-that-removed-its-dashboard). Absent: none.
	 */
	ownRoutes?: string[];
	WP_API_root: string;
	WP_API_nonce: string;
	registrationNonce: string;
	adminUrl: string;
	rawUrl: string;
	siteTitle: string;
	currentVersion: string;
	isDevVersion: boolean;
	pluginBaseUrl: string;
	locale: string;
	connectionStatus: ConnectionStatus;
	connectUrl: string;
	userData: { currentUser: CurrentUser };
	/** Login of the connection owner, when the site has one. */
	connectionOwner: string | null;
	getModules: ModuleMap;
	settings: Settings;
	siteData: InitialSiteData;
	themeData: ThemeData;
	connectedPlugins: ConnectedPlugins;
	currentIp: string;
	lastPostUrl: string;
	newRecommendations: string[];
	recommendationsStep: RecommendationStep;
	/** The product pages offered, by page slug (akismet, backup, ...). */
	products: Record< string, ProductListing >;
	purchaseToken: string;
	aff: string;
	partnerSubsidiaryId: string;
	partnerCoupon: PartnerCoupon | null;
	calypsoEnv: string;
	tracksUserData: { userid: number; username: string; blogid: number } | null;
	dismissedNotices: Record< string, boolean >;
	jetpackStateNotices: StateNotices;
	licensing: {
		error: string;
		showLicensingUi: boolean;
		userCounts: LicensingUserCounts;
		activationNoticeDismiss: ActivationNoticeDismiss;
	};
	releasePost: ReleasePost | null;
	isSafari: boolean;
	doNotUseConnectionIframe: boolean;
	/** Where the provider connects an outside service (google_site_verification); none when it cannot be reached. */
	externalServicesConnectUrls?: Record< string, string >;
	/** The site's roles (slug → name), for the Site Stats role lists. */
	siteRoles?: Record< string, string >;
	/** The site's tagline, for the SEO previews. */
	siteDescription?: string;
	/** The WordPress and PHP versions the site runs, for the Debug page's report; absent when the host leaves them out. */
	wordpressVersion?: string;
	phpVersion?: string;
	/**
	 * During an identity crisis, the address the connection was made for (Jetpack's `wpcom_home`), when the host prints
	 * it; the notice then names both addresses.
	 */
	identityCrisisFrom?: string;
	/** The host serves the dev-tools preview (the demo); absent or false elsewhere, where the card is not offered. */
	devToolsAvailable?: boolean;
	/**
	 * Answers the page printed, by path under the REST root ('jetpack/v4/plugins'), as WordPress'
	 * `rest_preload_api_request` prints them: the client answers the first call of each from here
	 * (docs/api.md#preloaded-answers).
	 */
	preloadedAnswers?: Record< string, { body: unknown } >;
	/** WordPress' formats for `locale`, when the host prints them (the plugin does; Jetpack's page does not). */
	localeFormats?: LocaleFormats;
}
