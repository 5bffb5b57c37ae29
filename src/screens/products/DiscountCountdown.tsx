/** The time left on the site's discount, refreshed every 500 ms (spec 2 §9); "Discount offer has ended" after. */
import { useEffect, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { countdownText } from '../../lib/product-offer';

const REFRESH_MS = 500;

export function DiscountCountdown( { endsAt }: { endsAt: Date } ) {
	const [ now, setNow ] = useState( () => Date.now() );
	const left = endsAt.getTime() - now;
	const ended = left <= 0;
	useEffect( () => {
		if ( ended ) {
			return undefined;
		}
		const timer = window.setInterval( () => setNow( Date.now() ), REFRESH_MS );
		return () => window.clearInterval( timer );
	}, [ ended ] );
	return (
		<p className="jp-product-card__countdown">
			{ left > 0
				? sprintf(
						/* translators: %s: the time left, such as 2d 3h 4m 5s. */
						__( 'Offer ends in %s', 'jetpack' ),
						countdownText( left )
				  )
				: countdownText( left ) }
		</p>
	);
}
