/** The product's card, with the Security bundle beside it when the bundle includes the product (the split view). */
import { __ } from '@wordpress/i18n';
import { CardBoundary } from '../../components/isolation/CardBoundary';
import { LocalFailure } from '../../components/isolation/LocalFailure';
import { failureReason } from '../../lib/failure-message';
import { productCardName } from '../../lib/product-names';
import type { Failure } from '../../lib/failure-message';
import type { IntroOffer, SiteDiscount, UpsellProductMap } from '../../api/types';
import { useAppSelector } from '../../state/hooks';
import { ProductCard } from './ProductCard';

interface ProductOffersProps {
	productKey: string;
	catalogue: UpsellProductMap;
	introOffers: readonly IntroOffer[];
	siteDiscount: SiteDiscount | null;
	/** Offers or the discount could not be loaded: prices are shown without them, and the page says why. */
	offersFailure: Failure | null;
	onRetryOffers: () => void;
}

export function ProductOffers( { productKey, catalogue, introOffers, siteDiscount, offersFailure, onRetryOffers }: ProductOffersProps ) {
	const partnerCoupon = useAppSelector( ( state ) => state.page.partnerCoupon );
	const product = catalogue[ productKey ];
	// The provider may not sell a product to every site: a page the site listed still says so.
	if ( ! product?.available ) {
		return <p>{ __( 'This product is not offered for your site right now.', 'jetpack' ) }</p>;
	}
	const security = catalogue.security;
	const bundle = productKey !== 'security' && product.includedInPlans.includes( 'security' ) && security?.available ? security : undefined;
	const context = { introOffers, siteDiscount, partnerCoupon };
	return (
		<>
			{ offersFailure && (
				<LocalFailure
					summary={ __( 'Current discounts could not be loaded, so full prices are shown.', 'jetpack' ) }
					reason={ failureReason( offersFailure ) }
					onRetry={ onRetryOffers }
				/>
			) }
			<div className={ bundle ? 'jp-product-page__split' : 'jp-product-page__single' }>
				<CardBoundary title={ productCardName( productKey, product.title ) }>
					<ProductCard product={ product } name={ productCardName( productKey, product.title ) } { ...context } />
				</CardBoundary>
				{ bundle && (
					<CardBoundary title={ productCardName( 'security', bundle.title ) }>
						<ProductCard product={ bundle } name={ productCardName( 'security', bundle.title ) } { ...context } bundled />
					</CardBoundary>
				) }
			</div>
			{ productKey === 'search' && (
				<p className="jp-product-page__claim">
					{ __( 'Every second counts: a one-second delay costs 20% of conversions.', 'jetpack' ) }
				</p>
			) }
		</>
	);
}
