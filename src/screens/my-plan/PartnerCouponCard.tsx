/**
 * A partner's coupon (docs/my-plan-and-products.md#my-plan): what it gives and "Redeem", on a connected site when the
 * page printed one.
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { couponRedeemUrl } from '../../lib/partner-coupon-banner';
import { useAppSelector } from '../../state/hooks';
import { selectCapabilities } from '../../state/selectors';

export function PartnerCouponCard() {
	const coupon = useAppSelector( ( state ) => state.page.partnerCoupon );
	const rawUrl = useAppSelector( ( state ) => state.page.rawUrl );
	const caps = useAppSelector( selectCapabilities );
	if ( ! coupon || ! caps.isSiteConnected || caps.isOfflineMode ) {
		return null;
	}
	return (
		<section className="jp-my-plan__card jp-my-plan__coupon" aria-labelledby="jp-my-plan-coupon">
			<h2 id="jp-my-plan-coupon">
				{ sprintf(
					/* translators: %s: the partner's name, e.g. a hosting company. */
					__( 'A coupon from %s', 'jetpack' ),
					coupon.partner.name
				) }
			</h2>
			<p>
				{ sprintf(
					/* translators: %s: a product name, e.g. Jetpack Backup. */
					__( 'Redeem it to get %s free for one year.', 'jetpack' ),
					coupon.product.title
				) }
			</p>
			{ coupon.product.features.length > 0 && (
				<ul>
					{ coupon.product.features.map( ( feature ) => (
						<li key={ feature }>{ feature }</li>
					) ) }
				</ul>
			) }
			<Button variant="primary" href={ couponRedeemUrl( coupon, rawUrl ) }>
				{ __( 'Redeem', 'jetpack' ) }
			</Button>
		</section>
	);
}
