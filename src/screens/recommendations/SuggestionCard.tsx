/** One product the provider suggests: its name, what it does, its features and price, and an action. */
import type { ReactNode } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import type { ProductSuggestion } from '../../api/types';
import { formatPrice } from '../../lib/locale';
import { useAppSelector } from '../../state/hooks';

export function SuggestionCard( { suggestion, children }: { suggestion: ProductSuggestion; children?: ReactNode } ) {
	const locale = useAppSelector( ( state ) => state.page.locale );
	return (
		<div className="jp-recommendations__suggestion">
			<h2>{ suggestion.title }</h2>
			<p>{ suggestion.description }</p>
			<ul>
				{ suggestion.features.map( ( feature ) => (
					<li key={ feature }>{ feature }</li>
				) ) }
			</ul>
			<p className="jp-recommendations__price">
				{ sprintf(
					/* translators: 1: a price such as $9.95, 2: how often it is paid, such as per month. */
					__( '%1$s %2$s', 'jetpack' ),
					formatPrice( suggestion.cost, suggestion.currency_code, locale, { hideZeroFraction: true } ),
					suggestion.cost_timeframe
				) }
			</p>
			{ children }
		</div>
	);
}
