import { __ } from '@wordpress/i18n';

/** The message of a failed call: thrown errors and RTK Query's serialized ones both carry one. */
export function errorText( error: unknown ): string {
	if ( typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ) {
		return error.message;
	}
	return __( 'unknown error', 'jetpack' );
}
