<?php
/**
 * The REST routes of the app under jetpack/v4, generated from src/api/routes.ts. Do not edit by hand.
 * Regenerate: node php-shim/bin/generate-routes.mjs
 *
 * @package jetpack-dashboard
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/**
 * Route name => array( method, route pattern, permission (a key of Jetpack_Dashboard_Permissions::CAPS), whether this
 * site answers that it is unavailable: it needs the provider, or only the demo site has it, the body's arguments as
 * register_rest_route() takes them ).
 *
 * @return array<string, array{0: string, 1: string, 2: string, 3: bool, 4: array<string, array<string, mixed>>}>
 */
function jetpack_dashboard_route_table(): array {
	return array(
		'connectionStatus' => array( 'GET', 'connection', 'admin_page', false, array(  ) ),
		'disconnectSite' => array( 'POST', 'connection', 'disconnect', true, array( 'isActive' => array( 'type' => 'boolean', 'enum' => array( false ), 'required' => true ) ) ),
		'connectionData' => array( 'GET', 'connection/data', 'admin_page', false, array(  ) ),
		'connectedPlugins' => array( 'GET', 'connection/plugins', 'admin_page', false, array(  ) ),
		'testConnection' => array( 'GET', 'connection/test', 'manage_options', true, array(  ) ),
		'connectUrl' => array( 'GET', 'connection/url', 'admin_page', true, array(  ) ),
		'authorizeUrl' => array( 'GET', 'connection/authorize_url', 'connect_user', true, array(  ) ),
		'registerSite' => array( 'POST', 'connection/register', 'connect', true, array( 'registration_nonce' => array( 'type' => 'string', 'maxLength' => 64, 'required' => true ), 'no_iframe' => array( 'type' => 'boolean', 'required' => true ), 'plugin_slug' => array( 'type' => 'string', 'pattern' => '^[a-z0-9-]*$' ), 'redirect_uri' => array( 'type' => 'string', 'maxLength' => 2000 ) ) ),
		'unlinkUser' => array( 'POST', 'connection/user', 'connect_user', true, array( 'linked' => array( 'type' => 'boolean', 'enum' => array( false ), 'required' => true ) ) ),
		'reconnectSite' => array( 'POST', 'connection/reconnect', 'connect', true, array(  ) ),
		'seenWooConnectionModal' => array( 'POST', 'seen-wc-connection-modal', 'manage_modules', false, array(  ) ),
		'confirmSafeMode' => array( 'POST', 'identity-crisis/confirm-safe-mode', 'manage_options', false, array(  ) ),
		'migrateIdentity' => array( 'POST', 'identity-crisis/migrate', 'manage_options', false, array(  ) ),
		'startFresh' => array( 'POST', 'identity-crisis/start-fresh', 'manage_options', true, array( 'redirect_uri' => array( 'type' => 'string', 'maxLength' => 2000, 'required' => true ) ) ),
		'trackingSettings' => array( 'GET', 'tracking/settings', 'admin_page', false, array(  ) ),
		'updateTrackingSettings' => array( 'POST', 'tracking/settings', 'admin_page', false, array( 'tracks_opt_out' => array( 'type' => 'boolean', 'required' => true ) ) ),
		'sendMobileLoginEmail' => array( 'POST', 'mobile/send-login-email', 'admin_page', true, array(  ) ),
		'disconnectSurvey' => array( 'POST', 'marketing/survey', 'admin_page', true, array( 'site_id' => array( 'type' => 'integer', 'required' => true ), 'user_id' => array( 'type' => 'integer', 'required' => true ), 'survey_id' => array( 'type' => 'string', 'enum' => array( 'jetpack-plugin-disconnect' ), 'required' => true ), 'survey_responses' => array( 'type' => 'object', 'required' => true, 'minProperties' => 1, 'additionalProperties' => false, 'properties' => array( 'why-cancel' => array( 'type' => 'object', 'required' => array( 'response', 'text' ), 'properties' => array( 'response' => array( 'type' => 'string', 'maxLength' => 2000 ), 'text' => array( 'type' => array( 'string', 'null' ), 'maxLength' => 2000 ) ) ) ) ) ) ),
		'modules' => array( 'GET', 'module/all', 'admin_page', false, array(  ) ),
		'module' => array( 'GET', 'module/(?P<slug>[a-z0-9-]+)', 'admin_page', false, array(  ) ),
		'updateModuleOptions' => array( 'POST', 'module/(?P<slug>[a-z0-9-]+)', 'manage_options', false, array(  ) ),
		'setModuleActive' => array( 'POST', 'module/(?P<slug>[a-z0-9-]+)/active', 'manage_modules', false, array( 'active' => array( 'type' => 'boolean', 'required' => true ) ) ),
		'settings' => array( 'GET', 'settings', 'admin_page', false, array(  ) ),
		'updateSettings' => array( 'POST', 'settings', 'publish_posts', false, array(  ) ),
		'resetOptions' => array( 'POST', 'options/(?P<name>[a-z_]+)', 'manage_options', false, array( 'reset' => array( 'type' => 'boolean', 'enum' => array( true ), 'required' => true ) ) ),
		'plugins' => array( 'GET', 'plugins', 'manage_plugins', false, array(  ) ),
		'installPlugin' => array( 'POST', 'plugins', 'manage_plugins', false, array( 'slug' => array( 'type' => 'string', 'pattern' => '^[a-z0-9-]+$', 'maxLength' => 100, 'required' => true ), 'status' => array( 'type' => 'string', 'enum' => array( 'active' ), 'required' => true ), 'source' => array( 'type' => 'string', 'maxLength' => 100 ) ) ),
		'dismissNotice' => array( 'POST', 'notice/(?P<id>[A-Za-z0-9_-]+)', 'admin_page', false, array( 'dismissed' => array( 'type' => 'boolean', 'enum' => array( true ), 'required' => true ) ) ),
		'pluginUpdates' => array( 'GET', 'updates/plugins', 'admin_page', true, array(  ) ),
		'rewind' => array( 'GET', 'rewind', 'admin_page', true, array(  ) ),
		'scan' => array( 'GET', 'scan', 'admin_page', true, array(  ) ),
		'vaultPressData' => array( 'GET', 'module/vaultpress/data', 'admin_page', true, array(  ) ),
		'akismetData' => array( 'GET', 'module/akismet/data', 'admin_page', true, array(  ) ),
		'akismetKey' => array( 'GET', 'module/akismet/key/check', 'manage_options', true, array(  ) ),
		'checkAkismetKey' => array( 'POST', 'module/akismet/key/check', 'manage_options', true, array( 'api_key' => array( 'type' => 'string', 'maxLength' => 100, 'required' => true ) ) ),
		'protectCount' => array( 'GET', 'module/protect/data', 'admin_page', true, array(  ) ),
		'stats' => array( 'GET', 'module/stats/data', 'view_stats', true, array(  ) ),
		'waf' => array( 'GET', 'waf', 'admin_page', true, array(  ) ),
		'wordAdsSettings' => array( 'GET', 'wordads/settings', 'manage_options', true, array(  ) ),
		'updateWordAdsSettings' => array( 'POST', 'wordads/settings', 'manage_options', true, array(  ) ),
		'searchPlan' => array( 'GET', 'search/plan', 'admin_page', true, array(  ) ),
		'searchSettings' => array( 'GET', 'search/settings', 'manage_options', true, array(  ) ),
		'updateSearchSettings' => array( 'POST', 'search/settings', 'manage_options', true, array(  ) ),
		'googleVerification' => array( 'GET', 'verify-site/google', 'manage_options', true, array(  ) ),
		'googleVerificationWithKeyring' => array( 'GET', 'verify-site/google/(?P<keyring>\\d+)', 'manage_options', true, array(  ) ),
		'verifyWithGoogle' => array( 'POST', 'verify-site/google', 'manage_options', true, array( 'keyring_id' => array( 'type' => 'integer', 'minimum' => 1 ) ) ),
		'site' => array( 'GET', 'site', 'admin_page', true, array(  ) ),
		'siteFeatures' => array( 'GET', 'site/features', 'admin_page', true, array(  ) ),
		'sitePurchases' => array( 'GET', 'site/purchases', 'admin_page', true, array(  ) ),
		'siteBenefits' => array( 'GET', 'site/benefits', 'admin_page', true, array(  ) ),
		'siteProducts' => array( 'GET', 'site/products', 'admin_page', true, array(  ) ),
		'siteDiscount' => array( 'GET', 'site/discount', 'admin_page', false, array(  ) ),
		'plans' => array( 'GET', 'plans', 'connect_user', true, array(  ) ),
		'introOffers' => array( 'GET', 'intro-offers', 'admin_page', false, array(  ) ),
		'products' => array( 'GET', 'products', 'connect_user', true, array(  ) ),
		'setupQuestionnaire' => array( 'GET', 'setup/questionnaire', 'manage_options', false, array(  ) ),
		'saveSetupQuestionnaire' => array( 'POST', 'setup/questionnaire', 'manage_options', false, array(  ) ),
		'setLicense' => array( 'POST', 'licensing/set-license', 'manage_options', true, array( 'license' => array( 'type' => 'string', 'minLength' => 1, 'maxLength' => 200, 'required' => true ) ) ),
		'attachLicenses' => array( 'POST', 'licensing/attach-licenses', 'manage_options', true, array( 'licenses' => array( 'type' => 'array', 'items' => array( 'type' => 'string', 'maxLength' => 200 ), 'minItems' => 1, 'maxItems' => 100, 'required' => true ) ) ),
		'licensingError' => array( 'GET', 'licensing/error', 'manage_options', false, array(  ) ),
		'clearLicensingError' => array( 'POST', 'licensing/error', 'manage_options', true, array( 'error' => array( 'type' => 'string', 'enum' => array( '' ), 'required' => true ) ) ),
		'userLicenseCounts' => array( 'GET', 'licensing/user/counts', 'manage_options', true, array(  ) ),
		'userLicenses' => array( 'GET', 'licensing/user/licenses', 'manage_options', true, array(  ) ),
		'dismissLicenseActivationNotice' => array( 'POST', 'licensing/user/activation-notice-dismiss', 'manage_options', true, array( 'last_detached_count' => array( 'type' => 'integer', 'minimum' => 0, 'required' => true ) ) ),
		'recommendationsData' => array( 'GET', 'recommendations/data', 'manage_options', false, array(  ) ),
		'saveRecommendationsData' => array( 'POST', 'recommendations/data', 'manage_options', false, array( 'data' => array( 'type' => 'object', 'required' => true ) ) ),
		'recommendationsStep' => array( 'GET', 'recommendations/step', 'manage_options', false, array(  ) ),
		'saveRecommendationsStep' => array( 'POST', 'recommendations/step', 'manage_options', false, array( 'step' => array( 'type' => 'string', 'pattern' => '^[a-z0-9-]+$', 'maxLength' => 64, 'required' => true ) ) ),
		'productSuggestions' => array( 'GET', 'recommendations/product-suggestions', 'admin_page', true, array(  ) ),
		'recommendationsUpsell' => array( 'GET', 'recommendations/upsell', 'admin_page', true, array(  ) ),
		'recommendationsConditional' => array( 'GET', 'recommendations/conditional', 'admin_page', false, array(  ) ),
		'socialConnections' => array( 'GET', 'publicize/connections', 'publish_posts', false, array(  ) ),
		'socialServices' => array( 'GET', 'publicize/services', 'publish_posts', false, array(  ) ),
		'connectSocialAccount' => array( 'POST', 'publicize/connections', 'publish_posts', false, array( 'keyring_connection_id' => array( 'type' => 'integer', 'minimum' => 1, 'required' => true ) ) ),
		'disconnectSocialAccount' => array( 'DELETE', 'publicize/connections/(?P<id>\\d+)', 'publish_posts', false, array(  ) ),
		'devToolsPreview' => array( 'GET', 'dev-tools/preview', 'admin_page', true, array(  ) ),
		'updateDevToolsPreview' => array( 'POST', 'dev-tools/preview', 'admin_page', true, array(  ) ),
	);
}
