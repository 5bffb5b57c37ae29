/**
 * The clock of whatever shows the site's discount (docs/my-plan-and-products.md#discount-countdown): a product card,
 * the recommendations summary's upsell, the page of all discounted products. The prices, the checkout links and the
 * countdown all read its `now`, so the discount leaves them in the same instant. The countdown shows for a discount
 * still running when the card opened, and then stays to say the offer has ended.
 */
import { useState } from 'react';
import { useClock } from '../../hooks/use-clock';

export interface DiscountClock {
	now: Date;
	/** The time left for the countdown (zero or less once the offer has ended); null when there is none to show. */
	msLeft: number | null;
}

export function useDiscountClock( deadline: Date | null ): DiscountClock {
	const [ openedAt ] = useState( () => Date.now() );
	const now = useClock( deadline );
	const countsDown = deadline !== null && deadline.getTime() > openedAt;
	return { now, msLeft: countsDown ? deadline.getTime() - now.getTime() : null };
}
