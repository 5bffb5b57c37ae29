/**
 * Every notice a user can dismiss for good (POST notice/{id}): the hosts accept these ids and no other, and keep
 * each user's dismissals to that user (docs/api.md#notices). The WordPress plugin's copy is generated from this file.
 */
export const DEV_VERSION_NOTICE_ID = 'dev-version';
export const UNLINKED_USER_NOTICE_ID = 'unlinked-user';
export const WHATS_NEW_NOTICE_ID = 'whats-new';

export const DISMISSIBLE_NOTICE_IDS: readonly string[] = Object.freeze( [
	DEV_VERSION_NOTICE_ID,
	UNLINKED_USER_NOTICE_ID,
	WHATS_NEW_NOTICE_ID,
] );

/**
 * The notices Jetpack keeps dismissals of itself, site-wide, in its option `jetpack_dismissed_notices` (its
 * class.core-rest-api-endpoints.php dismiss_notice): beside Jetpack the page data carries them with the plugin's, and
 * a dismissal of one is sent to Jetpack's own route (docs/hosts.md#beside-jetpack).
 */
export const JETPACK_OWN_NOTICE_IDS: readonly string[] = Object.freeze( [ 'welcome', 'feedback_dash_request' ] );
