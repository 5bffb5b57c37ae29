/** The monthly price of the yearly plan, the first term's discounted price beside the full one when there is one. */
import { VisuallyHidden } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ProductOffer } from '../../lib/product-offer';
import { formatPrice } from '../../lib/locale';
import { useAppSelector } from '../../state/hooks';

export function ProductPrice( { offer, currencyCode }: { offer: ProductOffer; currencyCode: string } ) {
	const locale = useAppSelector( ( state ) => state.page.locale );
	const full = formatPrice( offer.monthlyPrice, currencyCode, locale, { hideZeroFraction: true } );
	const discounted = offer.discountedMonthlyPrice;
	return (
		<div className="jp-product-card__price">
			{ discounted === null ? (
				<span className="jp-product-card__amount">{ full }</span>
			) : (
				<>
					<del className="jp-product-card__full">
						<VisuallyHidden as="span">{ __( 'Full price:', 'jetpack' ) } </VisuallyHidden>
						{ full }
					</del>{ ' ' }
					<span className="jp-product-card__amount">
						<VisuallyHidden as="span">{ __( 'Discounted price:', 'jetpack' ) } </VisuallyHidden>
						{ formatPrice( discounted, currencyCode, locale, { hideZeroFraction: true } ) }
					</span>
				</>
			) }
			<span className="jp-product-card__legend"> { __( '/month, paid yearly', 'jetpack' ) }</span>
			{ discounted !== null && <p className="jp-product-card__term">{ __( 'The discount applies to the first year only.', 'jetpack' ) }</p> }
		</div>
	);
}
