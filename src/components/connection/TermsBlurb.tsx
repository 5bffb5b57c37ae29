import { ExternalLink } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { getRedirectUrl } from '../../lib/redirect-url';
import './connection.css';

/** The sentence, naming the button it sits under: "Set up Jetpack" unless another button sets the site up. */
function termsSentence( button: string | undefined ): string {
	if ( button === undefined ) {
		// translators: Keep the two parts in <> and their order: the first links to the terms, the second to what is synced.
		return __( 'By clicking Set up Jetpack, you agree to our <Terms of Service> and to <sync your site’s data> with us.', 'jetpack' );
	}
	return sprintf(
		// translators: %s: the button's label, such as "Set up & redeem Jetpack Backup". Keep the two parts in <> and their order: the first links to the terms, the second to what is synced.
		__( 'By clicking %s, you agree to our <Terms of Service> and to <sync your site’s data> with us.', 'jetpack' ),
		button.replace( /[<>]/g, '' )
	);
}

/**
 * The terms under the button that sets the site up (docs/dashboard.md#connections): one translated sentence, naming that
 * button, whose two <marked> parts are links.
 */
export function TermsBlurb( { button }: { button?: string } ) {
	const [ before, terms, between, sync, after ] = termsSentence( button ).split( /[<>]/ );
	return (
		<p className="jp-connection-card__terms">
			{ before }
			<ExternalLink href={ getRedirectUrl( 'wpcom-tos' ) }>{ terms }</ExternalLink>
			{ between }
			<ExternalLink href={ getRedirectUrl( 'jetpack-support-what-data-does-jetpack-sync' ) }>{ sync }</ExternalLink>
			{ after }
		</p>
	);
}
