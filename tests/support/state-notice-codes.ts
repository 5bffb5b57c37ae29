/**
 * The state-notice codes of docs/rules.md#error-catalogue the tests walk through (the table's codes, then the success
 * messages).
 */
export const TABLE_ERROR_CODES = [
	'cheatin',
	'access_denied',
	'wrong_state',
	'invalid_client',
	'invalid_grant',
	'site_inaccessible',
	'site_requires_authorization',
	'site_blacklisted',
	'not_public',
	'wpcom_408',
	'wpcom_500',
	'wpcom_503',
	'wpcom_bad_response',
	'wpcom_outage',
	'register_http_request_failed',
	'token_http_request_failed',
];

export const MESSAGE_CODES = [
	'already_authorized',
	'authorized',
	'linked',
	'reconnection_completed',
	'modules_activated',
	'protect_misconfigured_ip',
];
