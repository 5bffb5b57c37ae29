/** Why the site runs in offline (development) mode. */
export type OfflineModeReason = 'filter' | 'constant' | 'wpLocalConstant' | 'url';

export interface OfflineMode {
	isActive: boolean;
	constant: boolean;
	url: boolean;
	filter: boolean;
	wpLocalConstant: boolean;
}

export interface ConnectionError {
	action: 'reconnect' | 'support';
	message: string;
	code: string;
	data: { api_error_code?: string | null; api_http_code?: number | null };
}

/** GET connection, also printed as Initial_State.connectionStatus. */
export interface ConnectionStatus {
	isActive: boolean;
	isRegistered: boolean;
	isUserConnected: boolean;
	hasConnectedOwner: boolean;
	isStaging: boolean;
	isInIdentityCrisis: boolean;
	offlineMode: OfflineMode;
	isPublic: boolean;
	sandboxDomain: string;
	errors: ConnectionError[];
	/** true, false, or 'offline' (docs/api.md#data-shapes). */
	siteConnectionStatus: boolean | 'offline';
}

/** GET connection/data: the provider account linked to the current user. */
export interface ConnectedUser {
	ID: number;
	login: string;
	email: string;
	display_name: string;
	avatar: string;
	site_count: number;
}

export interface ConnectionData {
	currentUser: CurrentUser;
	connectionOwner: string | null;
}

export interface UserPermissions {
	admin_page: boolean;
	connect: boolean;
	connect_user: boolean;
	disconnect: boolean;
	edit_posts: boolean;
	manage_modules: boolean;
	manage_options: boolean;
	manage_plugins: boolean;
	network_admin: boolean;
	network_sites_page: boolean;
	publish_posts: boolean;
	view_stats: boolean;
}

export interface CurrentUser {
	isConnected: boolean;
	isMaster: boolean;
	username: string;
	id: number;
	wpcomUser: ConnectedUser | null;
	gravatar: string;
	permissions: UserPermissions;
}

export interface ConnectedPlugin {
	name: string;
}
export type ConnectedPlugins = Record< string, ConnectedPlugin >;

export interface RegisterRequest {
	registration_nonce: string;
	no_iframe: boolean;
	plugin_slug?: string;
	redirect_uri?: string;
}
export interface RegisterResponse {
	authorizeUrl: string;
}
export interface AuthorizeUrlResponse {
	authorizeUrl: string;
}
export interface ConnectionTestResponse {
	code: string;
	message: string;
}

export interface TrackingSettings {
	tracks_opt_out: boolean;
	[ key: string ]: boolean | string | number;
}

export interface SurveyPayload {
	site_id: number;
	user_id: number;
	survey_id: 'jetpack-plugin-disconnect';
	survey_responses: {
		'why-cancel': { response: string; text: string | null };
	};
}

/** Most write calls answer with a WordPress-style success envelope. */
export interface SuccessResponse {
	code: 'success';
	message?: string;
}

/** POST connection/reconnect: done at once, or to be finished at the provider's authorize URL. */
export interface ReconnectResponse {
	status: 'completed' | 'in_progress';
	authorizeUrl?: string;
}

/** The identity-crisis calls; start-fresh says where the fresh connection is authorized. */
export type IdentityCrisisAnswer = SuccessResponse & { authorizeUrl?: string };
