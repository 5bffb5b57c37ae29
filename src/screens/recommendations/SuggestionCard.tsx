/**
 * One product the provider suggests: its name, what it does, its features and monthly price (with the site's discount,
 * the full price struck beside the first term's), and an action.
 */
import type { ReactNode } from 'react';
import { useId } from 'react';
import { VisuallyHidden } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ProductSuggestion } from '../../api/types';
import { formatPrice } from '../../lib/locale';
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
	const price = ( amount: number ) => formatPrice( amount, suggestion.currency_code, locale, { hideZeroFraction: true } );
	const discounted = offer?.discountedMonthlyPrice ?? null;
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
				{ discounted === null ? (
					price( offer?.monthlyPrice ?? suggestion.cost )
				) : (
					<>
						<del>
							<VisuallyHidden as="span">{ __( 'Full price:', 'jetpack' ) } </VisuallyHidden>
							{ price( offer?.monthlyPrice ?? suggestion.cost ) }
						</del>{ ' ' }
						<span className="jp-recommendations__discounted">
							<VisuallyHidden as="span">{ __( 'Discounted price:', 'jetpack' ) } </VisuallyHidden>
							{ price( discounted ) }
						</span>
					</>
				) }{ ' ' }
				{ suggestion.cost_timeframe }
			</p>
			{ children }
		</article>
	);
}
