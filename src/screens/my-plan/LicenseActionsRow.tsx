/**
 * The licence actions (docs/my-plan-and-products.md#my-plan): "Got a license key? Activate it here.", "Activate a
 * Product" (where the host has My Jetpack) and, when the site has purchases, "View all purchases". The footer variant adds the Recommendations button.
 */
import { Button, ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { Purchase } from '../../api/types';
import { PURCHASES_URL } from '../../lib/license-notice';
import { licenseActions } from './my-plan';
import { useAppSelector } from '../../state/hooks';
import { selectCapabilities } from '../../state/selectors';

export function LicenseActionsRow( { purchases, footer = false }: { purchases: readonly Purchase[]; footer?: boolean } ) {
	const caps = useAppSelector( selectCapabilities );
	const adminUrl = useAppSelector( ( state ) => state.page.adminUrl );
	const { showRecommendations: recommendations, showMyJetpack: myJetpack } = useAppSelector( ( state ) => state.page.siteData );
	const actions = licenseActions( caps, purchases.length, { adminUrl, myJetpack } );
	return (
		<div className={ `jp-my-plan__actions${ footer ? ' is-footer' : '' }` }>
			{ ! footer && actions.activateHere && <a href="#/license/activation">{ __( 'Got a license key? Activate it here.', 'jetpack' ) }</a> }
			{ ! footer && actions.activateProductUrl && (
				<Button variant="secondary" href={ actions.activateProductUrl }>
					{ __( 'Activate a Product', 'jetpack' ) }
				</Button>
			) }
			{ actions.viewPurchases && <ExternalLink href={ PURCHASES_URL }>{ __( 'View all purchases', 'jetpack' ) }</ExternalLink> }
			{ footer && recommendations && (
				<Button variant="secondary" href="#/recommendations">
					{ __( 'Recommendations', 'jetpack' ) }
				</Button>
			) }
		</div>
	);
}
