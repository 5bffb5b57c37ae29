/** Google Analytics: what it does and where to configure it, or a notice when a site administrator switched it off. */
import { ExternalLink, Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { FoundIn } from '../../../components/settings/search-context';
import { SettingsCard } from '../../../components/settings/SettingsCard';
import { getSiteSlug } from '../../../lib/plans-url';
import { getRedirectUrl } from '../../../lib/redirect-url';
import { useTrafficPage } from './use-traffic-page';

const MODULE = 'google-analytics';

export function GoogleAnalyticsCard() {
	const { modules, page } = useTrafficPage();
	const module = modules[ MODULE ];
	return (
		<SettingsCard title={ __( 'Google Analytics', 'jetpack' ) }>
			<FoundIn slug={ MODULE } />
			{ module?.override === 'inactive' ? (
				<Notice status="warning" isDismissible={ false }>
					{ sprintf(
						/* translators: %s: a feature's name. */
						__( '%s has been disabled by a site administrator.', 'jetpack' ),
						module.name
					) }
				</Notice>
			) : (
				<>
					<p>
						{ __(
							'Google Analytics is a free service that complements our built-in stats with different insights into your traffic. Jetpack Stats and Google Analytics use different methods to identify and track activity on your site, so they will normally show slightly different totals for your visits, views, etc.',
							'jetpack'
						) }
					</p>
					<p>
						<ExternalLink href={ getRedirectUrl( 'calypso-marketing-traffic', { site: getSiteSlug( page.rawUrl ) } ) }>
							{ __( 'Configure your Google Analytics settings', 'jetpack' ) }
						</ExternalLink>
					</p>
				</>
			) }
		</SettingsCard>
	);
}
