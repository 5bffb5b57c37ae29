<?php
/**
 * The REST routes of the app under jetpack/v4, generated from src/api/rest-routes.ts. Do not edit by hand.
 * Regenerate: node php-shim/bin/generate-routes.mjs
 *
 * @package jetpack-dashboard
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Route name => array( method, route pattern, permission (a key of Jetpack_Dashboard_Permissions::CAPS), whether this
 * site answers that it is unavailable: it needs the provider, or only the demo site has it, the body's arguments as
 * register_rest_route() takes them, whether it is kept beside the original Jetpack plugin, which has no such route ).
 *
 * @return array<string, array{0: string, 1: string, 2: string, 3: bool, 4: array<string, array<string, mixed>>, 5: bool}>
 */
function jetpack_dashboard_route_table(): array {
	return array(
		'connectionStatus' => array( 'GET', 'connection', 'admin_page', false, array(  ), false ),
		'disconnectSite' => array( 'POST', 'connection', 'disconnect', true, array( 'isActive' => array( 'type' => 'boolean', 'enum' => array( false ), 'required' => true ) ), false ),
		'connectionData' => array( 'GET', 'connection/data', 'admin_page', false, array(  ), false ),
		'connectedPlugins' => array( 'GET', 'connection/plugins', 'admin_page', false, array(  ), false ),
		'testConnection' => array( 'GET', 'connection/test', 'manage_options', true, array(  ), false ),
		'connectUrl' => array( 'GET', 'connection/url', 'admin_page', true, array(  ), false ),
		'authorizeUrl' => array( 'GET', 'connection/authorize_url', 'connect_user', true, array(  ), false ),
		'registerSite' => array( 'POST', 'connection/register', 'connect', true, array( 'registration_nonce' => array( 'type' => 'string', 'maxLength' => 64, 'required' => true ), 'no_iframe' => array( 'type' => 'boolean', 'required' => true ), 'plugin_slug' => array( 'type' => 'string', 'pattern' => '^[a-z0-9-]*$' ), 'redirect_uri' => array( 'type' => 'string', 'maxLength' => 2000 ) ), false ),
		'unlinkUser' => array( 'POST', 'connection/user', 'connect_user', true, array( 'linked' => array( 'type' => 'boolean', 'enum' => array( false ), 'required' => true ) ), false ),
		'reconnectSite' => array( 'POST', 'connection/reconnect', 'connect', true, array(  ), false ),
		'seenWooConnectionModal' => array( 'POST', 'seen-wc-connection-modal', 'manage_modules', false, array(  ), false ),
		'confirmSafeMode' => array( 'POST', 'identity-crisis/confirm-safe-mode', 'manage_options', false, array(  ), false ),
		'migrateIdentity' => array( 'POST', 'identity-crisis/migrate', 'manage_options', false, array(  ), false ),
		'startFresh' => array( 'POST', 'identity-crisis/start-fresh', 'manage_options', true, array( 'redirect_uri' => array( 'type' => 'string', 'maxLength' => 2000, 'required' => true ) ), false ),
		'trackingSettings' => array( 'GET', 'tracking/settings', 'admin_page', false, array(  ), false ),
		'updateTrackingSettings' => array( 'POST', 'tracking/settings', 'admin_page', false, array( 'tracks_opt_out' => array( 'type' => 'boolean', 'required' => true ) ), false ),
		'sendMobileLoginEmail' => array( 'POST', 'mobile/send-login-email', 'admin_page', true, array(  ), false ),
		'disconnectSurvey' => array( 'POST', 'marketing/survey', 'admin_page', true, array( 'site_id' => array( 'type' => 'integer', 'required' => true ), 'user_id' => array( 'type' => 'integer', 'required' => true ), 'survey_id' => array( 'type' => 'string', 'enum' => array( 'jetpack-plugin-disconnect' ), 'required' => true ), 'survey_responses' => array( 'type' => 'object', 'required' => true, 'minProperties' => 1, 'additionalProperties' => false, 'properties' => array( 'why-cancel' => array( 'type' => 'object', 'required' => array( 'response', 'text' ), 'properties' => array( 'response' => array( 'type' => 'string', 'maxLength' => 2000 ), 'text' => array( 'type' => array( 'string', 'null' ), 'maxLength' => 2000 ) ) ) ) ) ), false ),
		'modules' => array( 'GET', 'module/all', 'admin_page', false, array(  ), false ),
		'module' => array( 'GET', 'module/(?P<slug>[a-z0-9-]+)', 'admin_page', false, array(  ), false ),
		'updateModuleOptions' => array( 'POST', 'module/(?P<slug>[a-z0-9-]+)', 'manage_options', false, array(  ), false ),
		'setModuleActive' => array( 'POST', 'module/(?P<slug>[a-z0-9-]+)/active', 'manage_modules', false, array( 'active' => array( 'type' => 'boolean', 'required' => true ) ), false ),
		'settings' => array( 'GET', 'settings', 'admin_page', false, array(  ), false ),
		'updateSettings' => array( 'POST', 'settings', 'publish_posts', false, array(  ), false ),
		'resetOptions' => array( 'POST', 'options/(?P<name>[a-z_]+)', 'manage_options', false, array( 'reset' => array( 'type' => 'boolean', 'enum' => array( true ), 'required' => true ) ), false ),
		'plugins' => array( 'GET', 'plugins', 'manage_plugins', false, array(  ), false ),
		'installPlugin' => array( 'POST', 'plugins', 'manage_plugins', false, array( 'slug' => array( 'type' => 'string', 'pattern' => '^[a-z0-9-]+$', 'maxLength' => 100, 'required' => true ), 'status' => array( 'type' => 'string', 'enum' => array( 'active' ), 'required' => true ), 'source' => array( 'type' => 'string', 'maxLength' => 100 ) ), false ),
		'dismissNotice' => array( 'POST', 'notice/(?P<id>[A-Za-z0-9_-]+)', 'admin_page', false, array( 'dismissed' => array( 'type' => 'boolean', 'enum' => array( true ), 'required' => true ) ), true ),
		'pluginUpdates' => array( 'GET', 'updates/plugins', 'admin_page', true, array(  ), false ),
		'rewind' => array( 'GET', 'rewind', 'admin_page', true, array(  ), false ),
		'scan' => array( 'GET', 'scan', 'admin_page', true, array(  ), false ),
		'vaultPressData' => array( 'GET', 'module/vaultpress/data', 'admin_page', true, array(  ), false ),
		'akismetData' => array( 'GET', 'module/akismet/data', 'admin_page', true, array(  ), false ),
		'akismetKey' => array( 'GET', 'module/akismet/key/check', 'manage_options', true, array(  ), false ),
		'checkAkismetKey' => array( 'POST', 'module/akismet/key/check', 'manage_options', true, array( 'api_key' => array( 'type' => 'string', 'maxLength' => 100, 'required' => true ) ), false ),
		'protectCount' => array( 'GET', 'module/protect/data', 'admin_page', true, array(  ), false ),
		'stats' => array( 'GET', 'module/stats/data', 'view_stats', true, array(  ), false ),
		'waf' => array( 'GET', 'waf', 'admin_page', true, array(  ), false ),
		'wordAdsSettings' => array( 'GET', 'wordads/settings', 'manage_options', true, array(  ), false ),
		'updateWordAdsSettings' => array( 'POST', 'wordads/settings', 'manage_options', true, array(  ), false ),
		'searchPlan' => array( 'GET', 'search/plan', 'admin_page', true, array(  ), false ),
		'searchSettings' => array( 'GET', 'search/settings', 'manage_options', true, array(  ), false ),
		'updateSearchSettings' => array( 'POST', 'search/settings', 'manage_options', true, array(  ), false ),
		'googleVerification' => array( 'GET', 'verify-site/google', 'manage_options', true, array(  ), false ),
		'googleVerificationWithKeyring' => array( 'GET', 'verify-site/google/(?P<keyring>\\d+)', 'manage_options', true, array(  ), false ),
		'verifyWithGoogle' => array( 'POST', 'verify-site/google', 'manage_options', true, array( 'keyring_id' => array( 'type' => 'integer', 'minimum' => 1 ) ), false ),
		'site' => array( 'GET', 'site', 'admin_page', true, array(  ), false ),
		'siteFeatures' => array( 'GET', 'site/features', 'admin_page', true, array(  ), false ),
		'sitePurchases' => array( 'GET', 'site/purchases', 'admin_page', true, array(  ), false ),
		'siteBenefits' => array( 'GET', 'site/benefits', 'admin_page', true, array(  ), false ),
		'siteProducts' => array( 'GET', 'site/products', 'admin_page', true, array(  ), false ),
		'siteDiscount' => array( 'GET', 'site/discount', 'admin_page', false, array(  ), false ),
		'plans' => array( 'GET', 'plans', 'connect_user', true, array(  ), false ),
		'introOffers' => array( 'GET', 'intro-offers', 'admin_page', false, array(  ), false ),
		'products' => array( 'GET', 'products', 'connect_user', true, array(  ), false ),
		'setupQuestionnaire' => array( 'GET', 'setup/questionnaire', 'manage_options', false, array(  ), true ),
		'saveSetupQuestionnaire' => array( 'POST', 'setup/questionnaire', 'manage_options', false, array(  ), true ),
		'setLicense' => array( 'POST', 'licensing/set-license', 'manage_options', true, array( 'license' => array( 'type' => 'string', 'minLength' => 1, 'maxLength' => 200, 'required' => true ) ), false ),
		'attachLicenses' => array( 'POST', 'licensing/attach-licenses', 'manage_options', true, array( 'licenses' => array( 'type' => 'array', 'items' => array( 'type' => 'string', 'maxLength' => 200 ), 'minItems' => 1, 'maxItems' => 100, 'required' => true ) ), false ),
		'licensingError' => array( 'GET', 'licensing/error', 'manage_options', false, array(  ), false ),
		'clearLicensingError' => array( 'POST', 'licensing/error', 'manage_options', true, array( 'error' => array( 'type' => 'string', 'enum' => array( '' ), 'required' => true ) ), false ),
		'userLicenseCounts' => array( 'GET', 'licensing/user/counts', 'manage_options', true, array(  ), false ),
		'userLicenses' => array( 'GET', 'licensing/user/licenses', 'manage_options', true, array(  ), false ),
		'dismissLicenseActivationNotice' => array( 'POST', 'licensing/user/activation-notice-dismiss', 'manage_options', true, array( 'last_detached_count' => array( 'type' => 'integer', 'minimum' => 0, 'required' => true ) ), false ),
		'recommendationsData' => array( 'GET', 'recommendations/data', 'manage_options', false, array(  ), false ),
		'saveRecommendationsData' => array( 'POST', 'recommendations/data', 'manage_options', false, array( 'data' => array( 'type' => 'object', 'required' => true ) ), true ),
		'recommendationsStep' => array( 'GET', 'recommendations/step', 'manage_options', false, array(  ), false ),
		'saveRecommendationsStep' => array( 'POST', 'recommendations/step', 'manage_options', false, array( 'step' => array( 'type' => 'string', 'pattern' => '^[a-z0-9-]+$', 'maxLength' => 64, 'required' => true ) ), false ),
		'productSuggestions' => array( 'GET', 'recommendations/product-suggestions', 'admin_page', true, array(  ), false ),
		'recommendationsUpsell' => array( 'GET', 'recommendations/upsell', 'admin_page', true, array(  ), false ),
		'recommendationsConditional' => array( 'GET', 'recommendations/conditional', 'admin_page', false, array(  ), false ),
		'socialConnections' => array( 'GET', 'publicize/connections', 'publish_posts', false, array(  ), false ),
		'socialServices' => array( 'GET', 'publicize/services', 'publish_posts', false, array(  ), false ),
		'connectSocialAccount' => array( 'POST', 'publicize/connections', 'publish_posts', false, array( 'keyring_connection_id' => array( 'type' => 'integer', 'minimum' => 1, 'required' => true ) ), false ),
		'disconnectSocialAccount' => array( 'DELETE', 'publicize/connections/(?P<id>\\d+)', 'publish_posts', false, array(  ), false ),
		'devToolsPreview' => array( 'GET', 'dev-tools/preview', 'admin_page', true, array(  ), false ),
		'updateDevToolsPreview' => array( 'POST', 'dev-tools/preview', 'admin_page', true, array(  ), false ),
	);
}

/**
 * The paths whose answers the dashboard's page prints with it (declared `preloaded`: docs/api.md#preloaded-answers),
 * as rest_preload_api_request() takes them.
 *
 * @return list<string>
 */
function jetpack_dashboard_preloaded_paths(): array {
	return array( '/jetpack/v4/plugins' );
}
