/**
 * The agencies card: the agencies programme and its discount, for a user who manages several sites (the rule is
 * showAgenciesCard), a "Learn More" link to the provider's
 * page and a dismiss button that saves dismiss_dash_agencies_learn_more. Gone once dismissed.
 */
import { useLocation } from 'react-router-dom';
import { ExternalLink } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { DashItem } from '../../../components/dash-item/DashItem';
import { SaveSettingsButton } from '../../../components/save-settings/SaveSettingsButton';
import { AGENCIES_DISCOUNT_PERCENT, canDismissPromo, showAgenciesCard } from '../../../lib/promo-cards';
import { useAppSelector } from '../../../state/hooks';
import { selectCapabilities, selectCurrentUser } from '../../../state/selectors';
import { useGetSettingsQuery } from '../../../state/settings/api';
import './agencies-card.css';

export function AgenciesGlance() {
	const caps = useAppSelector( selectCapabilities );
	const accountSiteCount = useAppSelector( ( state ) => selectCurrentUser( state )?.wpcomUser?.site_count ?? 0 );
	const settings = useGetSettingsQuery().data;
	const path = useLocation().pathname;
	// At a Glance is the screen of every dashboard route it is placed on.
	if ( ! showAgenciesCard( { caps, accountSiteCount, group: 'dashboard', path, settings } ) ) {
		return null;
	}
	return (
		<DashItem title={ __( "Manage your clients' sites with ease", 'jetpack' ) } className="jp-agencies-card">
			<p>
				{ sprintf(
					/* translators: %d: a discount in percent, e.g. 25. */
					__( 'Agencies and freelancers get %d%% off Jetpack products for their clients’ sites, and manage them all from one dashboard.', 'jetpack' ),
					AGENCIES_DISCOUNT_PERCENT
				) }
			</p>
			<div className="jp-agencies-card__actions">
				<ExternalLink href="https://jetpack.com/for/agencies/">{ __( 'Learn More', 'jetpack' ) }</ExternalLink>
				{ canDismissPromo( caps ) && (
					<SaveSettingsButton
						update={ { dismiss_dash_agencies_learn_more: true } }
						label={ __( 'Dismiss', 'jetpack' ) }
						failed={ __( 'This card could not be dismissed.', 'jetpack' ) }
						variant="tertiary"
					/>
				) }
			</div>
		</DashItem>
	);
}
