import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { getRedirectUrl } from '../../lib/redirect-url';
import './connection.css';

/**
 * The terms under "Set up Jetpack" (docs/dashboard.md#connections): one translated sentence whose two <marked> parts
 * are links.
 */
export function TermsBlurb() {
	// translators: Keep the two parts in <> and their order: the first links to the terms, the second to what is synced.
	const [ before, terms, between, sync, after ] = __(
		'By clicking Set up Jetpack, you agree to our <Terms of Service> and to <sync your site’s data> with us.',
		'jetpack'
	).split( /[<>]/ );
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
