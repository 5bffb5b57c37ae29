/** Jetpack Social: the site's connected social accounts and the services an account can be connected from. */

/** One connected social account (GET/POST publicize/connections). */
export interface SocialConnection {
	id: number;
	/** The service's id, e.g. 'facebook'. */
	service: string;
	service_label: string;
	/** The account's name as the service shows it. */
	display_name: string;
	profile_url?: string;
	/** The WordPress user id of whoever connected it. */
	connected_by: number;
	/** Every author of the site may share through it, not only whoever connected it. */
	shared: boolean;
}

/** A service an account can be connected from (GET publicize/services); connect_url opens its keyring page. */
export interface SocialService {
	id: string;
	label: string;
	connect_url: string;
}

/** POST publicize/connections. */
export interface ConnectSocialAccountRequest {
	keyring_connection_id: number;
}

/** DELETE publicize/connections/{id}. */
export interface DisconnectSocialAccountResponse {
	deleted: true;
	id: number;
}
