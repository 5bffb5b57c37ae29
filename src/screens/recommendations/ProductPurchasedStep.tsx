/**
 * After a purchase: thanks, the product bought (the suggestion matching the plan or an active purchase), and
 * Configure your site, which starts the assistant's questions.
 */
import { Link } from 'react-router-dom';
import { __ } from '@wordpress/i18n';
import { Loading } from '../../components/isolation/Loading';
import { useAppSelector } from '../../state/hooks';
import { useGetProductSuggestionsQuery } from '../../state/recommendations/api';
import type { useAssistantData } from '../../state/recommendations/use-assistant-data';
import { StepShell } from './StepShell';
import { SuggestionCard } from './SuggestionCard';

export function ProductPurchasedStep( { assistant }: { assistant: ReturnType< typeof useAssistantData > } ) {
	const { plan, activeProducts } = useAppSelector( ( state ) => state.page.siteData );
	const suggestions = useGetProductSuggestionsQuery();
	const bought = suggestions.data?.find(
		( suggestion ) => suggestion.product_slug === plan || activeProducts.includes( suggestion.product_slug )
	);
	return (
		<StepShell step="product-purchased" heading={ __( 'Thank you for your purchase!', 'jetpack' ) } assistant={ assistant }>
			{ () => (
				<div className="jp-recommendations__choice">
					{ suggestions.isLoading && <Loading /> }
					{ bought && <SuggestionCard suggestion={ bought } /> }
					<p>{ __( 'Let’s make sure your site uses everything it now includes.', 'jetpack' ) }</p>
					<Link className="components-button is-primary" to="/recommendations/site-type">
						{ __( 'Configure your site', 'jetpack' ) }
					</Link>
				</div>
			) }
		</StepShell>
	);
}
