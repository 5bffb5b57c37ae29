import { __, sprintf } from '@wordpress/i18n';

/** The message under an IP list with entries that are not addresses (null when all are fine). */
export function invalidListMessage( invalid: string[] ): string | null {
	return invalid.length
		? sprintf(
				/* translators: %s: the refused entries, comma-separated. */
				__( 'These entries are not IP addresses, blocks or ranges: %s', 'jetpack' ),
				invalid.join( ', ' )
		  )
		: null;
}
