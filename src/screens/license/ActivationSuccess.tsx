/**
 * The success panel (docs/connection.md#licence-activation): what was activated, then the assistant or the plan page,
 * and a link for the product's family (backups, scan results, search settings). Focus moves to its heading so the
 * change is announced.
 */
import { useEffect, useRef } from 'react';
import { Button, ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import {
	activationSuccessMessage,
	licenseProductFamily,
	successPanelPrimaryLink,
	successPanelProductLink,
} from '../../lib/license-activation';
import { useAppSelector } from '../../state/hooks';

export function ActivationSuccess( { productId }: { productId: number } ) {
	const page = useAppSelector( ( state ) => state.page );
	const heading = useRef< HTMLHeadingElement >( null );
	useEffect( () => heading.current?.focus(), [] );

	const family = licenseProductFamily( productId );
	const primary = successPanelPrimaryLink( {
		recommendationsStep: page.recommendationsStep,
		recommendationsEnabled: page.siteData.showRecommendations,
		rawUrl: page.rawUrl,
	} );
	const product = successPanelProductLink( family, page.rawUrl );

	return (
		<div className="jp-license__success">
			<h2 ref={ heading } tabIndex={ -1 }>
				{ __( 'Your license key is activated', 'jetpack' ) }
			</h2>
			<p>{ activationSuccessMessage( family ) }</p>
			<div className="jp-license__actions">
				<Button variant="primary" href={ primary.href }>
					{ primary.label }
				</Button>
				{ product?.external && <ExternalLink href={ product.href }>{ product.label }</ExternalLink> }
				{ product && ! product.external && (
					<Button variant="secondary" href={ product.href }>
						{ product.label }
					</Button>
				) }
			</div>
		</div>
	);
}
