/**
 * A card's upgrade or connect banner (docs/dashboard.md#how-cards-load-and-fail): what the site would gain, and
 * "Upgrade" (the provider's plans page for the feature) or "Connect" (sets up the site, or links this user to an
 * already connected one). Which of
 * the two, or none, is the pure rule in lib/card-banner.
 */
import { useId } from 'react';
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { callRoute } from '../../api/call-route';
import { REST_ROUTES } from '../../api/rest-routes';
import { useLeaveFor } from '../../hooks/use-leave-for';
import { useSetUp } from '../../hooks/use-set-up';
import { getCardBannerAction } from '../../lib/card-banner';
import { getPlansUrl } from '../../lib/plans-url';
import { useAppSelector } from '../../state/hooks';
import { selectCapabilities, selectConnectionStatus } from '../../state/selectors';
import { ConnectError } from '../connection/ConnectError';
import './card-banner.css';

export interface CardBannerProps {
	/** What the upgrade brings, one sentence. */
	text: string;
	/** The plans page's feature to highlight, e.g. "jetpack-backup". */
	feature?: string;
	/** A banner naming a plan is hidden from users who cannot purchase; pass false for one that names none. */
	namesPlan?: boolean;
}

export function CardBanner( { text, feature, namesPlan = true }: CardBannerProps ) {
	// Several cards offer "Upgrade": each button is described by its own card's sentence.
	const textId = useId();
	const caps = useAppSelector( selectCapabilities );
	const registered = useAppSelector( ( state ) => selectConnectionStatus( state )?.isRegistered ?? false );
	const page = useAppSelector( ( state ) => state.page );
	// A registered site links the user's account; one that is not is set up first.
	const linkUser = useLeaveFor( () => callRoute( REST_ROUTES.connectUrl ) );
	const setUp = useSetUp();
	const connect = registered ? linkUser : setUp;
	const action = getCardBannerAction( { caps, namesPlan } );
	if ( ! action ) {
		return null;
	}
	return (
		<div className="jp-card-banner">
			<p id={ textId } className="jp-card-banner__text">
				{ text }
			</p>
			{ action === 'upgrade' ? (
				<Button
					variant="primary"
					aria-describedby={ textId }
					href={ getPlansUrl( { rawUrl: page.rawUrl, hasConnectedOwner: true, purchaseToken: page.purchaseToken, feature } ) }
				>
					{ __( 'Upgrade', 'jetpack' ) }
				</Button>
			) : (
				<Button variant="primary" aria-describedby={ textId } isBusy={ connect.busy } aria-disabled={ connect.busy } onClick={ connect.go }>
					{ __( 'Connect', 'jetpack' ) }
				</Button>
			) }
			{ connect.failed && <ConnectError /> }
		</div>
	);
}
