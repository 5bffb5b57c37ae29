/**
 * One product the provider suggests: its name, what it does, its features and monthly price (with the site's discount,
 * the full price struck beside the first term's, written as on the product pages), and an action.
 */
import type { ReactNode } from 'react';
import { useId } from 'react';
import type { ProductSuggestion } from '../../api/types';
import { OfferPrice } from '../../components/offer-price/OfferPrice';
import { priceDisplay } from '../../lib/price-display';
import type { ProductOffer } from '../../lib/product-offer';
import { useAppSelector } from '../../state/hooks';

interface SuggestionCardProps {
	suggestion: ProductSuggestion;
	/** The price with the site's discount, read on the caller's discount clock; the quoted price when left out. */
	offer?: ProductOffer;
	children?: ReactNode;
}

export function SuggestionCard( { suggestion, offer, children }: SuggestionCardProps ) {
	const locale = useAppSelector( ( state ) => state.page.locale );
	const titleId = useId();
	return (
		<article className="jp-recommendations__suggestion" aria-labelledby={ titleId }>
			<h2 id={ titleId }>{ suggestion.title }</h2>
			<p>{ suggestion.description }</p>
			<ul>
				{ suggestion.features.map( ( feature ) => (
					<li key={ feature }>{ feature }</li>
				) ) }
			</ul>
			<p className="jp-recommendations__price">
				<OfferPrice price={ priceDisplay( offer ?? { monthlyPrice: suggestion.cost, discountedMonthlyPrice: null }, suggestion.currency_code, locale ) } />
			</p>
			{ children }
		</article>
	);
}
