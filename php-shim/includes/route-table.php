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
 * site answers that it is unavailable: it needs the provider, or only the demo site has it ).
 *
 * @return array<string, array{0: string, 1: string, 2: string, 3: bool}>
 */
function jetpack_dashboard_route_table(): array {
	return array(
		'connectionStatus' => array( 'GET', 'connection', 'admin_page', false ),
		'disconnectSite' => array( 'POST', 'connection', 'disconnect', true ),
		'connectionData' => array( 'GET', 'connection/data', 'admin_page', false ),
		'connectedPlugins' => array( 'GET', 'connection/plugins', 'admin_page', false ),
		'testConnection' => array( 'GET', 'connection/test', 'manage_options', true ),
		'connectUrl' => array( 'GET', 'connection/url', 'admin_page', true ),
		'authorizeUrl' => array( 'GET', 'connection/authorize_url', 'connect_user', true ),
		'registerSite' => array( 'POST', 'connection/register', 'connect', true ),
		'unlinkUser' => array( 'POST', 'connection/user', 'connect_user', true ),
		'reconnectSite' => array( 'POST', 'connection/reconnect', 'connect', true ),
		'seenWooConnectionModal' => array( 'POST', 'seen-wc-connection-modal', 'manage_modules', false ),
		'confirmSafeMode' => array( 'POST', 'identity-crisis/confirm-safe-mode', 'manage_options', false ),
		'migrateIdentity' => array( 'POST', 'identity-crisis/migrate', 'manage_options', false ),
		'startFresh' => array( 'POST', 'identity-crisis/start-fresh', 'manage_options', true ),
		'trackingSettings' => array( 'GET', 'tracking/settings', 'admin_page', false ),
		'updateTrackingSettings' => array( 'POST', 'tracking/settings', 'admin_page', false ),
		'sendMobileLoginEmail' => array( 'POST', 'mobile/send-login-email', 'admin_page', true ),
		'disconnectSurvey' => array( 'POST', 'marketing/survey', 'admin_page', true ),
		'modules' => array( 'GET', 'module/all', 'admin_page', false ),
		'module' => array( 'GET', 'module/(?P<slug>[a-z0-9-]+)', 'admin_page', false ),
		'updateModuleOptions' => array( 'POST', 'module/(?P<slug>[a-z0-9-]+)', 'manage_options', false ),
		'setModuleActive' => array( 'POST', 'module/(?P<slug>[a-z0-9-]+)/active', 'manage_modules', false ),
		'settings' => array( 'GET', 'settings', 'admin_page', false ),
		'updateSettings' => array( 'POST', 'settings', 'publish_posts', false ),
		'resetOptions' => array( 'POST', 'options/(?P<name>[a-z_]+)', 'manage_options', false ),
		'plugins' => array( 'GET', 'plugins', 'manage_plugins', false ),
		'installPlugin' => array( 'POST', 'plugins', 'manage_plugins', false ),
		'dismissNotice' => array( 'POST', 'notice/(?P<id>[A-Za-z0-9_-]+)', 'admin_page', false ),
		'pluginUpdates' => array( 'GET', 'updates/plugins', 'admin_page', true ),
		'rewind' => array( 'GET', 'rewind', 'admin_page', true ),
		'scan' => array( 'GET', 'scan', 'admin_page', true ),
		'vaultPressData' => array( 'GET', 'module/vaultpress/data', 'admin_page', true ),
		'akismetData' => array( 'GET', 'module/akismet/data', 'admin_page', true ),
		'akismetKey' => array( 'GET', 'module/akismet/key/check', 'manage_options', true ),
		'checkAkismetKey' => array( 'POST', 'module/akismet/key/check', 'manage_options', true ),
		'protectCount' => array( 'GET', 'module/protect/data', 'admin_page', true ),
		'stats' => array( 'GET', 'module/stats/data', 'view_stats', true ),
		'waf' => array( 'GET', 'waf', 'admin_page', true ),
		'wordAdsSettings' => array( 'GET', 'wordads/settings', 'manage_options', true ),
		'updateWordAdsSettings' => array( 'POST', 'wordads/settings', 'manage_options', true ),
		'searchPlan' => array( 'GET', 'search/plan', 'admin_page', true ),
		'searchSettings' => array( 'GET', 'search/settings', 'manage_options', true ),
		'updateSearchSettings' => array( 'POST', 'search/settings', 'manage_options', true ),
		'googleVerification' => array( 'GET', 'verify-site/google', 'manage_options', true ),
		'googleVerificationWithKeyring' => array( 'GET', 'verify-site/google/(?P<keyring>\\d+)', 'manage_options', true ),
		'verifyWithGoogle' => array( 'POST', 'verify-site/google', 'manage_options', true ),
		'site' => array( 'GET', 'site', 'admin_page', true ),
		'siteFeatures' => array( 'GET', 'site/features', 'admin_page', true ),
		'sitePurchases' => array( 'GET', 'site/purchases', 'admin_page', true ),
		'siteBenefits' => array( 'GET', 'site/benefits', 'admin_page', true ),
		'siteProducts' => array( 'GET', 'site/products', 'admin_page', true ),
		'siteDiscount' => array( 'GET', 'site/discount', 'admin_page', false ),
		'plans' => array( 'GET', 'plans', 'connect_user', true ),
		'introOffers' => array( 'GET', 'intro-offers', 'admin_page', false ),
		'products' => array( 'GET', 'products', 'connect_user', true ),
		'setupQuestionnaire' => array( 'GET', 'setup/questionnaire', 'manage_options', false ),
		'saveSetupQuestionnaire' => array( 'POST', 'setup/questionnaire', 'manage_options', false ),
		'setLicense' => array( 'POST', 'licensing/set-license', 'manage_options', true ),
		'attachLicenses' => array( 'POST', 'licensing/attach-licenses', 'manage_options', true ),
		'licensingError' => array( 'GET', 'licensing/error', 'manage_options', false ),
		'clearLicensingError' => array( 'POST', 'licensing/error', 'manage_options', true ),
		'userLicenseCounts' => array( 'GET', 'licensing/user/counts', 'manage_options', true ),
		'userLicenses' => array( 'GET', 'licensing/user/licenses', 'manage_options', true ),
		'dismissLicenseActivationNotice' => array( 'POST', 'licensing/user/activation-notice-dismiss', 'manage_options', true ),
		'recommendationsData' => array( 'GET', 'recommendations/data', 'manage_options', false ),
		'saveRecommendationsData' => array( 'POST', 'recommendations/data', 'manage_options', false ),
		'recommendationsStep' => array( 'GET', 'recommendations/step', 'manage_options', false ),
		'saveRecommendationsStep' => array( 'POST', 'recommendations/step', 'manage_options', false ),
		'productSuggestions' => array( 'GET', 'recommendations/product-suggestions', 'admin_page', true ),
		'recommendationsUpsell' => array( 'GET', 'recommendations/upsell', 'admin_page', true ),
		'recommendationsConditional' => array( 'GET', 'recommendations/conditional', 'admin_page', false ),
		'socialConnections' => array( 'GET', 'publicize/connections', 'publish_posts', false ),
		'socialServices' => array( 'GET', 'publicize/services', 'publish_posts', false ),
		'connectSocialAccount' => array( 'POST', 'publicize/connections', 'publish_posts', false ),
		'disconnectSocialAccount' => array( 'DELETE', 'publicize/connections/(?P<id>\\d+)', 'publish_posts', false ),
		'devToolsPreview' => array( 'GET', 'dev-tools/preview', 'admin_page', true ),
		'updateDevToolsPreview' => array( 'POST', 'dev-tools/preview', 'admin_page', true ),
	);
}
