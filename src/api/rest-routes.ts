/**
 * Every REST route of the app, declared once (docs/api.md#routes): its method, its path under jetpack/v4 (a
 * parameter in braces, with the pattern it must match), who may call it, whether it needs the provider, and the types
 * of what it is sent and what it answers, with the body's arguments as JSON Schema where the body has a fixed shape. The client calls these (call-route.ts), the demo site registers them
 * (src/demo/backend/rest.ts), the plugin's route table is generated from them (php-shim/bin/generate-routes.mjs), and
 * the fault gates know every write from them. Types only are imported: the generator reads this file in Node.
 */
import type { DevToolsPreview, DevToolsPreviewState } from './dev-tools-preview';
import type { ArgsFor, RouteArg } from './route-arg-types';
import type * as T from './types';

/** The permission a route needs: a key of the current user's permissions, which the plugin maps to a capability. */
export type Permission = keyof T.UserPermissions;
export type RouteMethod = 'GET' | 'POST' | 'DELETE';

export interface RouteDeclaration {
	readonly method: RouteMethod;
	/** Under jetpack/v4: 'module/{slug}/active'. */
	readonly path: string;
	/** Each path parameter's pattern (a regular expression's source, matched whole). */
	readonly params?: Readonly< Record< string, string > >;
	readonly permission: Permission;
	/** It needs the provider (WordPress.com): a site that cannot reach it answers that the feature is unavailable. */
	readonly needsProvider?: true;
	/** Only the demo site has it (its developer preview): the plugin answers that it is unavailable. */
	readonly demoOnly?: true;
	/**
	 * The original Jetpack plugin has no such route, or none that does what the app needs: beside Jetpack, this plugin
	 * keeps it in its own namespace (OWN_NS, docs/hosts.md#beside-jetpack), and the Jetpack adapters send it there.
	 */
	readonly keptBesideJetpack?: true;
	/**
	 * The page prints its answer (docs/api.md#preloaded-answers): a GET without parameters that the site answers from
	 * its own storage, without the provider, and that the dashboard makes as it opens.
	 */
	readonly preloaded?: true;
	/**
	 * The original plugin wraps the answer in the provider's envelope (docs/api.md#answer-envelopes); the client
	 * unwraps it, so the declared answer is what is inside.
	 */
	readonly envelope?: true;
	/**
	 * The body's arguments (route-arg-types.ts), which the demo site and WordPress validate before the handler runs: a
	 * missing one is a 400 `rest_missing_callback_param`, a wrong one a 400 `rest_invalid_param`
	 * (docs/api.md#arguments). A body that is an open map of settings has none here: its model checks each name.
	 */
	readonly args?: Readonly< Record< string, RouteArg > >;
}

/** A declaration with the types of its body and answer (never present at run time). */
export type Route< Answer = unknown, Body = undefined > = RouteDeclaration & { readonly answer?: Answer; readonly body?: Body };

/** Arguments the body type does not have. */
type UndeclaredArgs< Args, Body > = { readonly [ Name in Exclude< keyof Args, keyof Body > ]: never };

const route =
	< Answer, Body = undefined >() =>
	< const Declaration extends RouteDeclaration & { readonly args?: ArgsFor< Body > } >(
		declaration: Declaration & { readonly args?: UndeclaredArgs< Declaration[ 'args' ], Body > }
	): Declaration & Route< Answer, Body > =>
		declaration;

const SLUG = { slug: '[a-z0-9-]+' };
const PROVIDER = { needsProvider: true } as const;
const ENVELOPE = { envelope: true } as const;

export const REST_ROUTES = {
	// Connection and identity (docs/api.md#connection-and-identity).
	connectionStatus: route< T.ConnectionStatus >()( { method: 'GET', path: 'connection', permission: 'admin_page' } ),
	disconnectSite: route< T.SuccessResponse, { isActive: false } >()( {
		method: 'POST',
		path: 'connection',
		permission: 'disconnect',
		args: { isActive: { type: 'boolean', enum: [ false ], required: true } },
		...PROVIDER,
	} ),
	connectionData: route< T.ConnectionData >()( { method: 'GET', path: 'connection/data', permission: 'admin_page' } ),
	connectedPlugins: route< T.ConnectedPlugins >()( { method: 'GET', path: 'connection/plugins', permission: 'admin_page' } ),
	testConnection: route< T.ConnectionTestResponse >()( { method: 'GET', path: 'connection/test', permission: 'manage_options', ...PROVIDER } ),
	connectUrl: route< string >()( { method: 'GET', path: 'connection/url', permission: 'admin_page', ...PROVIDER } ),
	authorizeUrl: route< T.AuthorizeUrlResponse >()( { method: 'GET', path: 'connection/authorize_url', permission: 'connect_user', ...PROVIDER } ),
	registerSite: route< T.RegisterResponse, T.RegisterRequest >()( {
		method: 'POST',
		path: 'connection/register',
		permission: 'connect',
		args: {
			registration_nonce: { type: 'string', maxLength: 64, required: true },
			no_iframe: { type: 'boolean', required: true },
			plugin_slug: { type: 'string', pattern: '^[a-z0-9-]*$' },
			redirect_uri: { type: 'string', maxLength: 2000 },
		},
		...PROVIDER,
	} ),
	unlinkUser: route< T.SuccessResponse, { linked: false } >()( {
		method: 'POST',
		path: 'connection/user',
		permission: 'connect_user',
		args: { linked: { type: 'boolean', enum: [ false ], required: true } },
		...PROVIDER,
	} ),
	reconnectSite: route< T.ReconnectResponse >()( { method: 'POST', path: 'connection/reconnect', permission: 'connect', ...PROVIDER } ),
	seenWooConnectionModal: route< T.SuccessResponse >()( { method: 'POST', path: 'seen-wc-connection-modal', permission: 'manage_modules' } ),
	confirmSafeMode: route< T.IdentityCrisisAnswer >()( { method: 'POST', path: 'identity-crisis/confirm-safe-mode', permission: 'manage_options' } ),
	migrateIdentity: route< T.IdentityCrisisAnswer >()( { method: 'POST', path: 'identity-crisis/migrate', permission: 'manage_options' } ),
	startFresh: route< T.IdentityCrisisAnswer, { redirect_uri: string } >()( {
		method: 'POST',
		path: 'identity-crisis/start-fresh',
		permission: 'manage_options',
		args: { redirect_uri: { type: 'string', maxLength: 2000, required: true } },
		...PROVIDER,
	} ),
	trackingSettings: route< T.TrackingSettings >()( { method: 'GET', path: 'tracking/settings', permission: 'admin_page' } ),
	updateTrackingSettings: route< T.SuccessResponse & T.TrackingSettings, { tracks_opt_out: boolean } >()( {
		method: 'POST',
		path: 'tracking/settings',
		permission: 'admin_page',
		args: { tracks_opt_out: { type: 'boolean', required: true } },
	} ),
	sendMobileLoginEmail: route< T.SuccessResponse >()( { method: 'POST', path: 'mobile/send-login-email', permission: 'admin_page', ...PROVIDER } ),
	disconnectSurvey: route< { success: boolean }, T.SurveyPayload >()( {
		method: 'POST',
		path: 'marketing/survey',
		permission: 'admin_page',
		args: {
			site_id: { type: 'integer', required: true },
			user_id: { type: 'integer', required: true },
			survey_id: { type: 'string', enum: [ 'jetpack-plugin-disconnect' ], required: true },
			// Its one answer and nothing else: WordPress reads no list of required properties on a parameter.
			survey_responses: {
				type: 'object',
				required: true,
				minProperties: 1,
				additionalProperties: false,
				properties: {
					'why-cancel': {
						type: 'object',
						required: [ 'response', 'text' ],
						properties: { response: { type: 'string', maxLength: 2000 }, text: { type: [ 'string', 'null' ], maxLength: 2000 } },
					},
				},
			},
		},
		...PROVIDER,
	} ),

	// Modules and settings (docs/api.md#modules-and-settings).
	modules: route< T.ModuleMap >()( { method: 'GET', path: 'module/all', permission: 'admin_page' } ),
	module: route< T.Module >()( { method: 'GET', path: 'module/{slug}', params: SLUG, permission: 'admin_page' } ),
	updateModuleOptions: route< T.SuccessResponse, T.ModuleOptionsUpdate >()( {
		method: 'POST',
		path: 'module/{slug}',
		params: SLUG,
		permission: 'manage_options',
	} ),
	setModuleActive: route< T.SuccessResponse, { active: boolean } >()( {
		method: 'POST',
		path: 'module/{slug}/active',
		params: SLUG,
		permission: 'manage_modules',
		args: { active: { type: 'boolean', required: true } },
	} ),
	settings: route< T.Settings >()( { method: 'GET', path: 'settings', permission: 'admin_page' } ),
	// Authors may send a post-by-email action alone; anything else needs manage_options (docs/settings.md#post-by-email).
	updateSettings: route< T.PostByEmailResponse, T.Settings >()( { method: 'POST', path: 'settings', permission: 'publish_posts' } ),
	resetOptions: route< T.SuccessResponse, { reset: true } >()( {
		method: 'POST',
		path: 'options/{name}',
		params: { name: '[a-z_]+' },
		permission: 'manage_options',
		args: { reset: { type: 'boolean', enum: [ true ], required: true } },
	} ),

	// Plugins and notices.
	plugins: route< T.InstalledPlugins >()( { method: 'GET', path: 'plugins', permission: 'manage_plugins', preloaded: true } ),
	installPlugin: route< T.PluginInstallResponse, T.PluginInstallRequest >()( {
		method: 'POST',
		path: 'plugins',
		permission: 'manage_plugins',
		args: {
			slug: { type: 'string', pattern: '^[a-z0-9-]+$', maxLength: 100, required: true },
			status: { type: 'string', enum: [ 'active' ], required: true },
			source: { type: 'string', maxLength: 100 },
		},
	} ),
	dismissNotice: route< T.DismissedNotices, { dismissed: true } >()( {
		method: 'POST',
		path: 'notice/{id}',
		params: { id: '[A-Za-z0-9_-]+' },
		permission: 'admin_page',
		args: { dismissed: { type: 'boolean', enum: [ true ], required: true } },
		// Jetpack's notice/{id} takes none of the app's notices (docs/hosts.md#beside-jetpack).
		keptBesideJetpack: true,
	} ),
	pluginUpdates: route< T.PluginUpdates >()( { method: 'GET', path: 'updates/plugins', permission: 'admin_page', ...PROVIDER } ),

	// The dashboard's cards (docs/api.md#dashboard-cards).
	rewind: route< T.RewindStatus >()( { method: 'GET', path: 'rewind', permission: 'admin_page', ...PROVIDER, ...ENVELOPE } ),
	scan: route< T.ScanStatus >()( { method: 'GET', path: 'scan', permission: 'admin_page', ...PROVIDER, ...ENVELOPE } ),
	vaultPressData: route< T.VaultPressData >()( { method: 'GET', path: 'module/vaultpress/data', permission: 'admin_page', ...PROVIDER } ),
	akismetData: route< T.AkismetData >()( { method: 'GET', path: 'module/akismet/data', permission: 'admin_page', ...PROVIDER } ),
	akismetKey: route< T.AkismetKeyCheck >()( { method: 'GET', path: 'module/akismet/key/check', permission: 'manage_options', ...PROVIDER } ),
	checkAkismetKey: route< T.AkismetKeyCheck, { api_key: string } >()( {
		method: 'POST',
		path: 'module/akismet/key/check',
		permission: 'manage_options',
		args: { api_key: { type: 'string', maxLength: 100, required: true } },
		...PROVIDER,
	} ),
	protectCount: route< T.ProtectCount >()( { method: 'GET', path: 'module/protect/data', permission: 'admin_page', ...PROVIDER } ),
	stats: route< T.StatsData >()( { method: 'GET', path: 'module/stats/data', permission: 'view_stats', ...PROVIDER } ),
	waf: route< T.WafSettings >()( { method: 'GET', path: 'waf', permission: 'admin_page', ...PROVIDER } ),

	// Settings screens' own calls (docs/api.md#settings-screens).
	wordAdsSettings: route< T.WordAdsSettings >()( { method: 'GET', path: 'wordads/settings', permission: 'manage_options', ...PROVIDER } ),
	updateWordAdsSettings: route< T.SuccessResponse, T.WordAdsSettingsUpdate >()( {
		method: 'POST',
		path: 'wordads/settings',
		permission: 'manage_options',
		...PROVIDER,
	} ),
	searchPlan: route< T.SearchPlanInfo >()( { method: 'GET', path: 'search/plan', permission: 'admin_page', ...PROVIDER } ),
	searchSettings: route< T.SearchSettings >()( { method: 'GET', path: 'search/settings', permission: 'manage_options', ...PROVIDER } ),
	updateSearchSettings: route< T.SearchSettings, T.SearchSettingsUpdate >()( {
		method: 'POST',
		path: 'search/settings',
		permission: 'manage_options',
		...PROVIDER,
	} ),
	googleVerification: route< T.GoogleVerificationStatus >()( { method: 'GET', path: 'verify-site/google', permission: 'manage_options', ...PROVIDER } ),
	googleVerificationWithKeyring: route< T.GoogleVerificationStatus >()( {
		method: 'GET',
		path: 'verify-site/google/{keyring}',
		params: { keyring: '\\d+' },
		permission: 'manage_options',
		...PROVIDER,
	} ),
	verifyWithGoogle: route< T.GoogleVerificationStatus, { keyring_id?: number } >()( {
		method: 'POST',
		path: 'verify-site/google',
		permission: 'manage_options',
		args: { keyring_id: { type: 'integer', minimum: 1 } },
		...PROVIDER,
	} ),

	// Site, plan and products.
	site: route< T.SiteData >()( { method: 'GET', path: 'site', permission: 'admin_page', ...PROVIDER, ...ENVELOPE } ),
	siteFeatures: route< T.SiteFeatures >()( { method: 'GET', path: 'site/features', permission: 'admin_page', ...PROVIDER, ...ENVELOPE } ),
	sitePurchases: route< T.Purchase[] >()( { method: 'GET', path: 'site/purchases', permission: 'admin_page', ...PROVIDER, ...ENVELOPE } ),
	siteBenefits: route< T.SiteBenefit[] >()( { method: 'GET', path: 'site/benefits', permission: 'admin_page', ...PROVIDER, ...ENVELOPE } ),
	siteProducts: route< T.ProviderProductMap >()( { method: 'GET', path: 'site/products', permission: 'admin_page', ...PROVIDER, ...ENVELOPE } ),
	siteDiscount: route< T.SiteDiscountAnswer >()( { method: 'GET', path: 'site/discount', permission: 'admin_page', ...ENVELOPE } ),
	plans: route< T.ProviderProduct[] >()( { method: 'GET', path: 'plans', permission: 'connect_user', ...PROVIDER, ...ENVELOPE } ),
	introOffers: route< T.IntroOffer[] >()( { method: 'GET', path: 'intro-offers', permission: 'admin_page', ...ENVELOPE } ),
	products: route< T.UpsellProductMap >()( { method: 'GET', path: 'products', permission: 'connect_user', ...PROVIDER } ),
	setupQuestionnaire: route< T.SetupQuestionnaire >()( { method: 'GET', path: 'setup/questionnaire', permission: 'manage_options', keptBesideJetpack: true } ),
	saveSetupQuestionnaire: route< T.SuccessResponse, T.SetupQuestionnaire >()( {
		method: 'POST',
		path: 'setup/questionnaire',
		permission: 'manage_options',
		keptBesideJetpack: true,
	} ),

	// Licences (docs/api.md#connection-and-identity).
	setLicense: route< T.SetLicenseResponse, { license: string } >()( {
		method: 'POST',
		path: 'licensing/set-license',
		permission: 'manage_options',
		args: { license: { type: 'string', minLength: 1, maxLength: 200, required: true } },
		...PROVIDER,
	} ),
	attachLicenses: route< T.AttachLicensesResponse, { licenses: string[] } >()( {
		method: 'POST',
		path: 'licensing/attach-licenses',
		permission: 'manage_options',
		args: { licenses: { type: 'array', items: { type: 'string', maxLength: 200 }, minItems: 1, maxItems: 100, required: true } },
		...PROVIDER,
	} ),
	licensingError: route< string >()( { method: 'GET', path: 'licensing/error', permission: 'manage_options' } ),
	clearLicensingError: route< boolean, { error: '' } >()( {
		method: 'POST',
		path: 'licensing/error',
		permission: 'manage_options',
		args: { error: { type: 'string', enum: [ '' ], required: true } },
		...PROVIDER,
	} ),
	userLicenseCounts: route< T.LicensingUserCounts >()( { method: 'GET', path: 'licensing/user/counts', permission: 'manage_options', ...PROVIDER } ),
	userLicenses: route< T.UserLicenses >()( { method: 'GET', path: 'licensing/user/licenses', permission: 'manage_options', ...PROVIDER } ),
	dismissLicenseActivationNotice: route< T.ActivationNoticeDismiss, { last_detached_count: number } >()( {
		method: 'POST',
		path: 'licensing/user/activation-notice-dismiss',
		permission: 'manage_options',
		args: { last_detached_count: { type: 'integer', minimum: 0, required: true } },
		...PROVIDER,
	} ),

	// The recommendations assistant (docs/api.md#settings-screens).
	recommendationsData: route< T.RecommendationsData >()( { method: 'GET', path: 'recommendations/data', permission: 'manage_options' } ),
	saveRecommendationsData: route< boolean, { data: T.RecommendationsDataUpdate } >()( {
		method: 'POST',
		path: 'recommendations/data',
		permission: 'manage_options',
		args: { data: { type: 'object', required: true } },
		// Jetpack's replaces the stored answers whole: beside it, this plugin merges them into Jetpack's option in one
		// request (docs/hosts.md#recommendations), so an answer saved meanwhile is kept.
		keptBesideJetpack: true,
	} ),
	recommendationsStep: route< T.RecommendationsStepResponse >()( { method: 'GET', path: 'recommendations/step', permission: 'manage_options' } ),
	saveRecommendationsStep: route< boolean, { step: T.RecommendationStep } >()( {
		method: 'POST',
		path: 'recommendations/step',
		permission: 'manage_options',
		args: { step: { type: 'string', pattern: '^[a-z0-9-]+$', maxLength: 64, required: true } },
	} ),
	productSuggestions: route< T.ProductSuggestion[] >()( {
		method: 'GET',
		path: 'recommendations/product-suggestions',
		permission: 'admin_page',
		...PROVIDER,
	} ),
	recommendationsUpsell: route< T.RecommendationsUpsell >()( { method: 'GET', path: 'recommendations/upsell', permission: 'admin_page', ...PROVIDER } ),
	recommendationsConditional: route< T.RecommendationsConditional >()( {
		method: 'GET',
		path: 'recommendations/conditional',
		permission: 'admin_page',
	} ),

	// Jetpack Social (docs/api.md#jetpack-social).
	socialConnections: route< T.SocialConnection[] >()( { method: 'GET', path: 'publicize/connections', permission: 'publish_posts' } ),
	socialServices: route< T.SocialService[] >()( { method: 'GET', path: 'publicize/services', permission: 'publish_posts' } ),
	connectSocialAccount: route< T.SocialConnection, { keyring_connection_id: number } >()( {
		method: 'POST',
		path: 'publicize/connections',
		permission: 'publish_posts',
		args: { keyring_connection_id: { type: 'integer', minimum: 1, required: true } },
	} ),
	disconnectSocialAccount: route< T.DisconnectSocialAccountResponse >()( {
		method: 'DELETE',
		path: 'publicize/connections/{id}',
		params: { id: '\\d+' },
		permission: 'publish_posts',
	} ),

	// The demo site's developer preview (docs/shell.md#footer): any role, since a previewed role must switch back.
	devToolsPreview: route< DevToolsPreviewState >()( { method: 'GET', path: 'dev-tools/preview', permission: 'admin_page', demoOnly: true } ),
	updateDevToolsPreview: route< DevToolsPreviewState, Partial< DevToolsPreview > >()( {
		method: 'POST',
		path: 'dev-tools/preview',
		permission: 'admin_page',
		demoOnly: true,
	} ),
} as const;

export type RouteName = keyof typeof REST_ROUTES;

/** The routes a part may read as the site answers them (state/route-reads): the GETs without path parameters. */
export type ReadRoute = {
	[ Name in RouteName ]: ( typeof REST_ROUTES )[ Name ][ 'method' ] extends 'GET' ? ( undefined extends ( typeof REST_ROUTES )[ Name ][ 'params' ] ? Name : never ) : never;
}[ RouteName ];

/** One read of a route: the route and its query (docs/api.md#route-reads). */
export interface RouteRead< Name extends ReadRoute = ReadRoute > {
	route: Name;
	query?: Readonly< Record< string, string > >;
}

/** A read by its route and query alone (a card's start carries its rule too, which names no read). */
export const readOf = < Name extends ReadRoute >( { route, query }: RouteRead< Name > ): RouteRead< Name > => ( query ? { route, query } : { route } );

/** What a read route answers, as declared. */
export type AnswerOf< Name extends ReadRoute > = Exclude< ( typeof REST_ROUTES )[ Name ][ 'answer' ], undefined >;

/** The routes Jetpack does not have that this plugin keeps beside it (declared `keptBesideJetpack`). */
export const KEPT_BESIDE_JETPACK: readonly RouteName[] = ( Object.keys( REST_ROUTES ) as RouteName[] ).filter( ( name ) => 'keptBesideJetpack' in REST_ROUTES[ name ] );

/** A route that changes what the site stores. */
export const isWrite = ( declaration: RouteDeclaration ): boolean => declaration.method !== 'GET';

/** A route's path with its parameters filled in, each encoded; a missing one is a mistake of the caller. */
export function routePath( declaration: RouteDeclaration, values: Readonly< Record< string, string | number > > = {} ): string {
	return declaration.path.replace( /\{(\w+)\}/g, ( _match, name: string ) => {
		const value = values[ name ];
		if ( value === undefined ) {
			throw new TypeError( `${ declaration.method } ${ declaration.path } needs its ${ name }.` );
		}
		return encodeURIComponent( String( value ) );
	} );
}
