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
