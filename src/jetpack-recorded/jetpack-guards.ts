/**
 * How the original Jetpack plugin guards a call (docs/hosts.md#how-strict-jetpack-is): who may make it, what it refuses
 * in the request and what else it may answer. Each route's guard is declared beside its recorded answer
 * (recorded-answers.ts); the guards many routes share are here, each naming the Jetpack file (relative to `projects/` in
 * Automattic/jetpack) and the permission callback it was read from. They live apart from jetpack-routes.ts, which
 * reads the answers, so that the answers need not import it back.
 */
import type { RouteArg } from '../api/route-arg-types';

/** The capabilities of WordPress' own roles that Jetpack's callbacks end up asking. */
export type WordPressCapability = 'read' | 'edit_posts' | 'publish_posts' | 'manage_options' | 'activate_plugins' | 'do_not_allow';

/** Jetpack's meta capabilities, each mapped to a WordPress capability by Jetpack (jetpack-routes.ts JETPACK_CAPABILITIES). */
export type JetpackCapability =
	| 'jetpack_admin_page'
	| 'jetpack_manage_modules'
	| 'jetpack_configure_modules'
	| 'jetpack_connect'
	| 'jetpack_reconnect'
	| 'jetpack_disconnect'
	| 'jetpack_connect_user';

export type Capability = WordPressCapability | JetpackCapability;

/** A check Jetpack makes of the body beyond WordPress' own of the declared arguments. */
export type BodyRule =
	/** Only JETPACK_UPDATABLE_SETTINGS (jetpack-routes.ts) and module slugs; any other name: 400 some_updated, the rest saved. */
	| 'updatable-settings'
	/** `data` an object whose every answer is a string, a boolean, or a list of strings (else 400 invalid_param). */
	| 'recommendations-data';

/**
 * What is missing from a site's connection that changes Jetpack's answer: the site's registration (its WordPress.com
 * id and blog token, before anyone connected it) or the current user's link to a WordPress.com account.
 */
export type ConnectionGap = 'site-not-registered' | 'user-not-linked';

/** Another answer Jetpack gives a call the user may make, besides the recorded one. */
export interface OtherAnswer {
	readonly when: string;
	readonly body: unknown;
	/** The HTTP status (200 unless said); a failure's body is WordPress' error, `{ code, message, data: { status } }`. */
	readonly status?: number;
	/** Given while the connection lacks this, whatever else holds: the demo's Jetpack mode answers it then. */
	readonly whileMissing?: ConnectionGap;
	readonly source: string;
}

/** How Jetpack guards one route. */
export interface JetpackRoute {
	/** Every capability the permission callback asks; the user needs them all. None: anyone, even signed out. */
	readonly capabilities: readonly Capability[];
	/** The callback also wants the current user linked to the provider. */
	readonly linkedUser?: true;
	/** The capabilities asked instead when the body sends a post-by-email action (Jetpack_Core_API_Data::can_request). */
	readonly postByEmailCapabilities?: readonly Capability[];
	/**
	 * The WP_Error code of a refusal, with 403 for a signed-in user (rest_authorization_required_code); `rest_forbidden`
	 * where the callback answers a bare false and WordPress words the refusal.
	 */
	readonly refusal: string;
	/** The permission callback, file and function. */
	readonly permissionSource: string;
	/** The arguments the route registers, which WordPress checks before the permission (400 rest_invalid_param). */
	readonly args?: Readonly< Record< string, RouteArg > >;
	readonly bodyRule?: BodyRule;
	/** Where the argument rules were read, when not beside the permission callback. */
	readonly argsSource?: string;
	readonly otherAnswers?: readonly OtherAnswer[];
}

// Sources, relative to projects/ in Automattic/jetpack.
const CORE = 'plugins/jetpack/_inc/lib/class.core-rest-api-endpoints.php Jetpack_Core_Json_Api_Endpoints';
const MODULES = 'plugins/jetpack/_inc/lib/core-api/class.jetpack-core-api-module-endpoints.php';
const SITE = 'plugins/jetpack/_inc/lib/core-api/class.jetpack-core-api-site-endpoints.php Jetpack_Core_API_Site_Endpoint::can_request';
const IDENTITY_CRISIS = 'packages/identity-crisis/src/class-rest-endpoints.php REST_Endpoints::identity_crisis_mitigation_permission_check';
const LICENSING = 'packages/licensing/src/class-endpoints.php Endpoints';
const SEARCH = 'packages/search/src/class-rest-controller.php REST_Controller::search_permissions_callback';
const PUBLICIZE = 'packages/publicize/src/rest-api/class-base-controller.php Base_Controller::publicize_permissions_check';

// The guards many routes share.
export const ADMIN_PAGE: JetpackRoute = {
	capabilities: [ 'jetpack_admin_page' ],
	refusal: 'invalid_user_permission_view_admin',
	permissionSource: `${ CORE }::view_admin_page_permission_check`,
};
export const MANAGE_MODULES: JetpackRoute = {
	capabilities: [ 'jetpack_manage_modules' ],
	refusal: 'invalid_user_permission_manage_modules',
	permissionSource: `${ CORE }::manage_modules_permission_check`,
};
export const UPDATE_SETTINGS: JetpackRoute = {
	capabilities: [ 'jetpack_configure_modules' ],
	refusal: 'invalid_user_permission_manage_settings',
	permissionSource: `${ CORE }::update_settings_permission_check`,
};
export const CONNECT_USER: JetpackRoute = {
	capabilities: [ 'jetpack_connect_user' ],
	refusal: 'invalid_user_permission_jetpack_connect',
	permissionSource: `${ CORE }::connect_url_permission_callback`,
};
export const DISCONNECT: JetpackRoute = {
	capabilities: [ 'jetpack_disconnect' ],
	refusal: 'invalid_user_permission_jetpack_disconnect',
	permissionSource: `${ CORE }::disconnect_site_permission_callback`,
};
export const IDENTITY: JetpackRoute = { capabilities: [ 'jetpack_disconnect' ], refusal: 'invalid_user_permission_identity_crisis', permissionSource: IDENTITY_CRISIS };
export const MODULE_DATA: JetpackRoute = {
	capabilities: [ 'jetpack_admin_page' ],
	refusal: 'rest_forbidden',
	permissionSource: `${ MODULES } Jetpack_Core_API_Module_Data_Endpoint::can_request`,
};
export const SITE_DATA: JetpackRoute = { capabilities: [ 'jetpack_manage_modules' ], refusal: 'rest_forbidden', permissionSource: SITE };
export const READ_SETTINGS: JetpackRoute = {
	capabilities: [ 'jetpack_admin_page' ],
	refusal: 'rest_forbidden',
	permissionSource: `${ MODULES } Jetpack_Core_API_Data::can_request`,
};
export const WRITE_SETTINGS: JetpackRoute = {
	capabilities: [ 'jetpack_configure_modules' ],
	postByEmailCapabilities: [ 'edit_posts', 'jetpack_admin_page' ],
	refusal: 'rest_forbidden',
	permissionSource: `${ MODULES } Jetpack_Core_API_Data::can_request`,
	bodyRule: 'updatable-settings',
	argsSource: `${ MODULES } Jetpack_Core_API_Data::update_data`,
};
export const LICENSES: JetpackRoute = { capabilities: [ 'manage_options' ], refusal: 'invalid_user_permission_view_admin', permissionSource: `${ LICENSING }::can_manage_options_check` };
export const SEARCH_ROUTE: JetpackRoute = { capabilities: [ 'manage_options' ], refusal: 'rest_forbidden', permissionSource: SEARCH };
export const SOCIAL: JetpackRoute = { capabilities: [ 'publish_posts' ], refusal: 'invalid_user_permission_publicize', permissionSource: PUBLICIZE };
export const PLUGINS: JetpackRoute = {
	capabilities: [ 'jetpack_admin_page', 'activate_plugins' ],
	refusal: 'invalid_user_permission_activate_plugins',
	permissionSource: `${ CORE }::activate_plugins_permission_check`,
};
