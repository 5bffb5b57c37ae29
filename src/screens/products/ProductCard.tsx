/**
 * One product's card (docs/my-plan-and-products.md#product-pages, docs/api.md#data-shapes): title, tagline,
 * description, features, price and discount with its countdown, the checkout button, the disclaimer link and the
 * money-back badge.
 */
import { useId } from 'react';
import { Button, ExternalLink } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { IntroOffer, PartnerCoupon, SiteDiscount, UpsellProduct } from '../../api/types';
import { couponRedeemUrl } from '../../lib/partner-coupon-banner';
import { productCheckoutUrl, productOffer, productTagline, siteDiscountDeadline } from '../../lib/product-offer';
import { useAppSelector } from '../../state/hooks';
import { DiscountCountdown } from '../../components/discount-countdown/DiscountCountdown';
import { ProductPrice } from './ProductPrice';
import { useDiscountClock } from '../../components/discount-countdown/use-discount-clock';

interface ProductCardProps {
	product: UpsellProduct;
	/** The product's name, as the page's heading gives it (src/lib/product-names.ts). */
	name: string;
	introOffers: readonly IntroOffer[];
	siteDiscount: SiteDiscount | null;
	partnerCoupon: PartnerCoupon | null;
	/** The Security bundle shown beside a product it includes. */
	bundled?: boolean;
}

export function ProductCard( { product, name, introOffers, siteDiscount, partnerCoupon, bundled = false }: ProductCardProps ) {
	const rawUrl = useAppSelector( ( state ) => state.page.rawUrl );
	const titleId = useId();
	const deadline = siteDiscountDeadline( product, siteDiscount, partnerCoupon );
	const { now, msLeft } = useDiscountClock( deadline );
	const offer = productOffer( product, { introOffers, siteDiscount, partnerCoupon, now } );
	const tagline = productTagline( product.slug );
	const viaCoupon = offer.discountSource === 'partner-coupon' && partnerCoupon;
	const checkoutUrl = viaCoupon ? couponRedeemUrl( partnerCoupon, rawUrl ) : productCheckoutUrl( product, siteDiscount, now );

	return (
		<article className={ `jp-product-card${ bundled ? ' is-bundle' : '' }` } aria-labelledby={ titleId }>
			{ bundled && <p className="jp-product-card__label">{ __( 'Included in the bundle', 'jetpack' ) }</p> }
			<h2 id={ titleId }>{ name }</h2>
			{ tagline && <p className="jp-product-card__tagline">{ tagline }</p> }
			<p>{ product.description }</p>
			{ product.features.length > 0 && (
				<ul className="jp-product-card__features">
					{ product.features.map( ( feature ) => (
						<li key={ feature }>{ feature }</li>
					) ) }
				</ul>
			) }
			<ProductPrice offer={ offer } currencyCode={ product.currencyCode } />
			{ viaCoupon && (
				<p>
					{ sprintf(
						/* translators: %s: the partner's name. */
						__( 'Free for one year with your coupon from %s.', 'jetpack' ),
						partnerCoupon.partner.name
					) }
				</p>
			) }
			{ msLeft !== null && <DiscountCountdown msLeft={ msLeft } /> }
			<Button variant="primary" href={ checkoutUrl }>
				{ viaCoupon
					? __( 'Redeem', 'jetpack' )
					: sprintf(
							/* translators: %s: a product name. */
							__( 'Get %s', 'jetpack' ),
							name
					  ) }
			</Button>
			{ product.disclaimer && (
				<p className="jp-product-card__disclaimer">
					{ product.disclaimer.text } <ExternalLink href={ product.disclaimer.url }>{ product.disclaimer.link_text }</ExternalLink>
				</p>
			) }
			<p className="jp-product-card__badge">{ __( '14-day money-back guarantee', 'jetpack' ) }</p>
		</article>
	);
}
