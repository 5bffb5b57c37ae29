/** The time left on the site's discount (the card's clock refreshes it every 500 ms); "Discount offer has ended" after. */
import { __, sprintf } from '@wordpress/i18n';
import { countdownText } from '../../lib/product-offer';

export function DiscountCountdown( { msLeft }: { msLeft: number } ) {
	return (
		<p className="jp-product-card__countdown">
			{ msLeft > 0
				? sprintf(
						/* translators: %s: the time left, such as 2d 3h 4m 5s. */
						__( 'Offer ends in %s', 'jetpack' ),
						countdownText( msLeft )
				  )
				: countdownText( msLeft ) }
		</p>
	);
}
