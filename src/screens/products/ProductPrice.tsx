/** The monthly price of the yearly plan, the first term's discounted price beside the full one when there is one. */
import { __ } from '@wordpress/i18n';
import { OfferPrice } from '../../components/offer-price/OfferPrice';
import type { ProductOffer } from '../../lib/product-offer';
import { priceDisplay } from '../../lib/price-display';
import { useAppSelector } from '../../state/hooks';

export function ProductPrice( { offer, currencyCode }: { offer: ProductOffer; currencyCode: string } ) {
	const locale = useAppSelector( ( state ) => state.page.locale );
	return (
		<div className="jp-product-card__price">
			<OfferPrice price={ priceDisplay( offer, currencyCode, locale ) } />
			{ offer.discountedMonthlyPrice !== null && (
				<p className="jp-product-card__term">{ __( 'The discount applies to the first year only.', 'jetpack' ) }</p>
			) }
		</div>
	);
}
