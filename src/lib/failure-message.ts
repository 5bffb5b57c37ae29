/**
 * What a user is told when a call fails: the server's own words when it sent some, otherwise what went wrong in
 * plain language. Pure, so every card and section says the same thing about the same failure.
 */
import { __ } from '@wordpress/i18n';

/** Any failure: the client's typed errors, their serialized form in the store, or a thrown Error. */
export interface Failure {
	name?: string;
	message?: string;
}

export function failureReason( error: Failure | undefined ): string {
	switch ( error?.name ) {
		case 'ApiError':
		case 'NotFoundError':
			// '{message} (Status {code})' or the 404's message, as the server worded it.
			return error.message || __( 'The server refused the request.', 'jetpack' );
		case 'NotFoundAfterRedirectError':
			return __( 'The request was redirected to a page that does not exist. You may need to log in again.', 'jetpack' );
		case 'JsonParseError':
		case 'JsonParseAfterRedirectError':
			return __( 'The site sent an answer that could not be read.', 'jetpack' );
		case 'FetchNetworkError':
			return __( 'The site could not be reached. Check your connection.', 'jetpack' );
		default:
			return error?.message || __( 'An unexpected error occurred.', 'jetpack' );
	}
}
