/** Help for connected sites, under the dashboard (docs/shell.md#page-frame placement). */
import { __ } from '@wordpress/i18n';
import { ExternalLink } from '@wordpress/components';
import { supportLinks } from '../../lib/support-links';
import { useAppSelector } from '../../state/hooks';
import { selectCapabilities } from '../../state/selectors';

export function SupportCard() {
	const links = supportLinks( useAppSelector( selectCapabilities ).isAtomicSite );
	return (
		<section className="jp-support-card" aria-labelledby="jp-support-card-title">
			<h2 id="jp-support-card-title">{ __( 'Need help?', 'jetpack' ) }</h2>
			<p>{ __( 'Our happiness engineers answer questions about your site, your plan and every feature.', 'jetpack' ) }</p>
			<p className="jp-support-card__links">
				<ExternalLink href={ links.askQuestion }>{ __( 'Ask a question', 'jetpack' ) }</ExternalLink>
				<ExternalLink href={ links.searchSupport }>{ __( 'Search our support site', 'jetpack' ) }</ExternalLink>
			</p>
		</section>
	);
}
