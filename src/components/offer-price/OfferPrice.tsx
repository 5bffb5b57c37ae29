/** A price as src/lib/price-display.ts writes it: the full price struck beside the discounted one, then the legend. */
import { VisuallyHidden } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { PriceDisplay } from '../../lib/price-display';

export function OfferPrice( { price }: { price: PriceDisplay } ) {
	return (
		<>
			{ price.discounted === null ? (
				<span className="jp-offer-price__amount">{ price.full }</span>
			) : (
				<>
					<del className="jp-offer-price__full">
						<VisuallyHidden as="span">{ __( 'Full price:', 'jetpack' ) } </VisuallyHidden>
						{ price.full }
					</del>{ ' ' }
					<span className="jp-offer-price__amount">
						<VisuallyHidden as="span">{ __( 'Discounted price:', 'jetpack' ) } </VisuallyHidden>
						{ price.discounted }
					</span>
				</>
			) }
			<span className="jp-offer-price__legend"> { price.legend }</span>
		</>
	);
}
