/**
 * How a failed site-data request is remembered and explained (docs/rules.md#error-catalogue): by the kind of failure,
 * unless the server sent its own message, code and data.
 */
import { __, sprintf } from '@wordpress/i18n';

/** The host service the site connects to, as named in messages. */
export const HOST_NAME = 'WordPress.com';

export interface FailedRequest {
	name: string;
	message: string;
	response?: { code?: string; message?: string; data?: unknown } | null;
}

export interface SiteDataError {
	message: string;
	action: 'reconnect' | 'support' | null;
	code: string;
	data: unknown;
}

export function describeSiteDataError( error: FailedRequest ): SiteDataError {
	const server = error.response;
	if ( server?.message ) {
		return {
			message: server.message,
			action: error.name === 'ApiError' ? 'reconnect' : null,
			code: server.code ?? 'fetch_site_data_fail',
			data: server.data ?? null,
		};
	}
	if ( error.name === 'ApiError' ) {
		return {
			message: sprintf(
				/* translators: %s: the hosted service, e.g. WordPress.com. */
				__( 'There seems to be a problem with your connection to %s. If the problem persists, try reconnecting.', 'jetpack' ),
				HOST_NAME
			),
			action: 'reconnect',
			code: 'fetch_site_data_fail',
			data: null,
		};
	}
	if ( error.name === 'JsonParseError' || error.name === 'JsonParseAfterRedirectError' ) {
		return {
			message: __(
				'Jetpack encountered an error and was unable to display the Dashboard. Please try refreshing the page.',
				'jetpack'
			),
			action: 'support',
			code: 'fetch_site_data_fail_json',
			data: null,
		};
	}
	return {
		message: __( 'There seems to be a problem with your website.', 'jetpack' ),
		action: null,
		code: 'fetch_site_data_fail_other',
		data: null,
	};
}
