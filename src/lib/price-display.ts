/**
 * How a price is written wherever a product is offered, the product pages and the assistant's suggestions alike
 * (docs/my-plan-and-products.md#product-pages): the monthly price of the yearly plan, the full price struck beside the
 * first term's when a discount applies, and the one legend "/month, paid yearly". The provider's own wording of the
 * time frame is not shown, so that one product reads the same everywhere.
 */
import { __ } from '@wordpress/i18n';
import { formatPrice } from './price-format';
import type { ProductOffer } from './product-offer';

export interface PriceDisplay {
	/** The monthly price without a discount. */
	full: string;
	/** The first term's monthly price, when a discount applies. */
	discounted: string | null;
	legend: string;
}

export function priceDisplay( offer: Pick< ProductOffer, 'monthlyPrice' | 'discountedMonthlyPrice' >, currencyCode: string, locale: string ): PriceDisplay {
	const write = ( amount: number ) => formatPrice( amount, currencyCode, locale, { hideZeroFraction: true } );
	return {
		full: write( offer.monthlyPrice ),
		discounted: offer.discountedMonthlyPrice === null ? null : write( offer.discountedMonthlyPrice ),
		legend: __( '/month, paid yearly', 'jetpack' ),
	};
}
