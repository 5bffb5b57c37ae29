/** A number of threats found and where to fix them (the provider's scan page, or the legacy service's dashboard). */
import { ExternalLink } from '@wordpress/components';
import { _n, sprintf } from '@wordpress/i18n';
import { useAppSelector } from '../../../state/hooks';
import { formatCount } from '../../../lib/locale';

export function ThreatsFound( { count, fixUrl, fixLabel }: { count: number; fixUrl: string; fixLabel: string } ) {
	const locale = useAppSelector( ( state ) => state.page.locale );
	return (
		<>
			<p className="jp-scan-card__threats">
				{ sprintf(
					/* translators: %s: a number of security threats, e.g. 17. */
					_n( '%s security threat found on your site.', '%s security threats found on your site.', count, 'jetpack' ),
					formatCount( count, locale )
				) }
			</p>
			<ExternalLink className="jp-scan-card__fix" href={ fixUrl }>
				{ fixLabel }
			</ExternalLink>
		</>
	);
}
