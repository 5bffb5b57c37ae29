/**
 * The notice a page load carries in its query string (docs/rules.md#error-catalogue): the host turns `error` and
 * `message` into state-notice codes, and this decides what they say.
 * Pure: the notice area renders the answer.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { StateNotices } from '../../api/types';
import type { NoticeInput, NoticeStatus } from '../../state/notices/slice';
import { HOST_NAME } from '../../lib/site-data-errors';

export const STATE_NOTICE_ID = 'state-notice';

/** Where the access_denied notice asks the user why they did not finish connecting. */
export const CONNECTION_SURVEY_URL = 'https://jetpack.com/cancelled-connection/';

export interface StateNoticeContext {
	isAtomicSite: boolean;
	/** The plugin's version, named in the welcome message. */
	version: string;
}

export interface StateNotice extends NoticeInput {
	status: NoticeStatus;
	/** A link shown after the text (only the access_denied survey has one). */
	link?: { href: string; label: string };
}

interface Message {
	status: NoticeStatus;
	text: string;
	link?: { href: string; label: string };
}

/**
 * Codes of the connection handshake that mean a missing, malformed or mismatched secret, state, token, scope or
 * piece of site data. The spec does not give the original list; these are the codes the handshake can report.
 * All of them get the same glitch message naming the code.
 */
export const GLITCH_CODES: readonly string[] = [
	'unknown',
	'invalid_request',
	'invalid_state',
	'invalid_scope',
	'invalid_token',
	'unsupported_response_type',
	'no_code',
	'no_state',
	'no_token',
	'no_role',
	'no_cap',
	'state_missing',
	'state_malformed',
	'state_mismatch',
	'token_missing',
	'token_malformed',
	'token_mismatch',
	'scope_missing',
	'scope_malformed',
	'scope_mismatch',
	'missing_secrets',
	'secrets_missing',
	'secrets_mismatch',
	'secret_1_missing',
	'secret_1_malformed',
	'secret_2_missing',
	'secret_2_malformed',
	'verify_secret_1_missing',
	'verify_secret_1_malformed',
	'verify_secrets_missing',
	'verify_secrets_incomplete',
	'verify_secrets_expired',
	'verify_secrets_mismatch',
	'site_data_missing',
	'site_data_malformed',
	'home_missing',
	'home_malformed',
	'siteurl_missing',
	'siteurl_malformed',
	'site_name_missing',
	'site_name_malformed',
	'site_lang_missing',
	'site_lang_malformed',
	'gmt_offset_missing',
	'gmt_offset_malformed',
	'timezone_string_missing',
	'timezone_string_malformed',
	'user_id_missing',
	'user_id_malformed',
	'blog_id_missing',
	'blog_id_malformed',
];

/** Every code the hosted service answers when it is down or overloaded: a timeout, any 5xx, a bad answer. */
function isServiceOutage( code: string ): boolean {
	return /^wpcom_5\d\d$/.test( code ) || [ 'wpcom_408', 'wpcom_bad_response', 'wpcom_outage' ].includes( code );
}

function errorMessage( code: string ): Message | null {
	const error = ( text: string ): Message => ( { status: 'is-error', text } );
	switch ( code ) {
		case 'cheatin':
			return error( __( "Cheatin' uh?", 'jetpack' ) );
		case 'access_denied':
			return {
				status: 'is-info',
				text: __(
					'You did not finish connecting Jetpack. Would you mind telling us why in a short survey? It helps us improve.',
					'jetpack'
				),
				link: { href: CONNECTION_SURVEY_URL, label: __( 'Take the survey', 'jetpack' ) },
			};
		case 'wrong_state':
			return error(
				__( 'Please stay logged in to this site while you authorize Jetpack, then try connecting again.', 'jetpack' )
			);
		case 'invalid_client':
			return error(
				__(
					'Jetpack could not be authorized. Please deactivate and reactivate the Jetpack plugin, then connect again.',
					'jetpack'
				)
			);
		case 'invalid_grant':
			return error( __( 'There was a problem connecting Jetpack. Please click Connect again.', 'jetpack' ) );
		case 'site_inaccessible':
		case 'site_requires_authorization':
			return error(
				sprintf(
					/* translators: %s: the error code, e.g. site_inaccessible. */
					__( 'Your website needs to be publicly accessible to use Jetpack: %s', 'jetpack' ),
					code
				)
			);
		case 'site_blacklisted':
			return error(
				sprintf(
					/* translators: %s: the hosted service, e.g. WordPress.com. */
					__( 'This site cannot be connected to %s because it violates our Terms of Service.', 'jetpack' ),
					HOST_NAME
				)
			);
		case 'not_public':
			return error(
				__(
					'Your site must be publicly accessible to connect Jetpack. Sites on localhost or a private network cannot be connected.',
					'jetpack'
				)
			);
		case 'register_http_request_failed':
		case 'token_http_request_failed':
			return error(
				sprintf(
					/* translators: 1: the hosted service, e.g. WordPress.com; 2: the error code. */
					__(
						'Jetpack could not contact %1$s (%2$s). This usually means something is misconfigured on your web host; please ask your host for help.',
						'jetpack'
					),
					HOST_NAME,
					code
				)
			);
	}
	if ( isServiceOutage( code ) ) {
		return error(
			sprintf(
				/* translators: %s: the hosted service, e.g. WordPress.com. */
				__( '%s is having some trouble right now. Please try connecting again in a few minutes.', 'jetpack' ),
				HOST_NAME
			)
		);
	}
	if ( GLITCH_CODES.includes( code ) ) {
		return glitchMessage( code );
	}
	return null;
}

/** The glitch message, naming the code for support: also what an error code the product does not know gets. */
function glitchMessage( code: string ): Message {
	return {
		status: 'is-error',
		text: sprintf(
			/* translators: %s: the error code, e.g. secret_1_missing. */
			__(
				'Jetpack ran into a glitch while connecting your site (error code: %s). Please contact Jetpack support so we can help.',
				'jetpack'
			),
			code
		),
	};
}

/** The message of a known success (or warning) code; null for an unknown one or nothing to say on this site. */
function successMessage( code: string, context: StateNoticeContext ): Message | null {
	const success = ( text: string ): Message => ( { status: 'is-success', text } );
	switch ( code ) {
		case 'already_authorized':
			return success( __( 'Your Jetpack is already connected.', 'jetpack' ) );
		case 'authorized':
			return success( __( "You're fueled up and ready to go, Jetpack is now active.", 'jetpack' ) );
		case 'linked':
			return success(
				sprintf(
					/* translators: %s: the hosted service, e.g. WordPress.com. */
					__( 'Your %s account is now linked to this site.', 'jetpack' ),
					HOST_NAME
				)
			);
		case 'reconnection_completed':
			return success( __( 'Jetpack has been successfully reconnected.', 'jetpack' ) );
		case 'modules_activated':
			// Managed-hosting sites come with Jetpack set up; a welcome would be noise there.
			if ( context.isAtomicSite ) {
				return null;
			}
			return success(
				sprintf(
					/* translators: %s: the plugin's version number. */
					__( 'Welcome to Jetpack %s! Your features are ready to use.', 'jetpack' ),
					context.version
				)
			);
		case 'protect_misconfigured_ip':
			return {
				status: 'is-warning',
				text: __(
					'Your server is misconfigured: Jetpack cannot tell the real IP address of your visitors, so Protect cannot block brute force attacks reliably. Please ask your host to fix the server configuration.',
					'jetpack'
				),
			};
	}
	return null;
}

/**
 * A code as the provider sends one: lowercase letters, digits and underscores. Anything else in the query string was
 * not sent by the provider (docs/rules.md#error-catalogue).
 */
const CODE_SHAPE = /^[a-z0-9_]{1,64}$/;

/**
 * The state notice of this page load, or null (docs/rules.md#connection-state-codes). An error code wins over a
 * message code. Anyone can craft a link to the page, so nothing the query says is shown as text of its own: a known
 * code gets its own message, an error code the product does not know the generic glitch message naming it (support
 * can look it up), and only when it is shaped like a code; a message code it does not know shows nothing. The
 * error description and the message content of the query are never shown (docs/wordpress-plugin.md#security-model).
 */
export function getStateNotice( notices: StateNotices, context: StateNoticeContext ): StateNotice | null {
	const isError = !! notices.errorCode;
	const code = notices.errorCode || notices.messageCode;
	if ( ! code || ! CODE_SHAPE.test( code ) ) {
		return null;
	}
	const message = isError ? errorMessage( code ) ?? glitchMessage( code ) : successMessage( code, context );
	if ( ! message ) {
		return null;
	}
	return {
		noticeId: STATE_NOTICE_ID,
		status: message.status,
		text: message.text,
		...( message.link ? { link: message.link } : {} ),
	};
}
