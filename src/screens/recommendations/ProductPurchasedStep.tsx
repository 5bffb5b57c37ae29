/**
 * After a purchase: thanks, the product bought (the provider's suggestion matching the plan or an active purchase)
 * beside Configure your site, which starts the assistant's questions. The product shows "Loading…" until the
 * suggestions are known, and says so with Try again when they cannot be loaded; Configure your site stays either way.
 */
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { __ } from '@wordpress/i18n';
import { recordEvent } from '../../api/analytics';
import { Loading } from '../../components/isolation/Loading';
import { purchasedSuggestion } from './recommendation-purchase';
import { USAGE_EVENTS } from '../../lib/usage-events';
import { useAppSelector } from '../../state/hooks';
import { useGetProductSuggestionsQuery } from '../../state/recommendations/api';
import type { useAssistantData } from '../../state/recommendations/use-assistant-data';
import { StepShell } from './StepShell';
import { SuggestionCard } from './SuggestionCard';
import { SuggestionsFailure } from './SuggestionsFailure';

function BoughtProduct() {
	const { plan, activeProducts } = useAppSelector( ( state ) => state.page.siteData );
	const suggestions = useGetProductSuggestionsQuery();
	const bought = suggestions.data && purchasedSuggestion( suggestions.data, plan, activeProducts );
	const boughtSlug = bought ? bought.product_slug : null;
	useEffect( () => {
		if ( boughtSlug !== null ) {
			recordEvent( USAGE_EVENTS.productPurchased, { type: boughtSlug } );
		}
	}, [ boughtSlug ] );
	if ( suggestions.data ) {
		return bought && <SuggestionCard suggestion={ bought } />;
	}
	if ( suggestions.isError && ! suggestions.isFetching ) {
		return (
			<SuggestionsFailure error={ suggestions.error } onRetry={ () => suggestions.refetch() } />
		);
	}
	return <Loading />;
}

export function ProductPurchasedStep( { assistant }: { assistant: ReturnType< typeof useAssistantData > } ) {
	return (
		<StepShell step="product-purchased" heading={ __( 'Thank you for your purchase!', 'jetpack' ) } assistant={ assistant }>
			{ () => (
				<div className="jp-recommendations__choice jp-recommendations__purchased">
					<BoughtProduct />
					<div>
						<p>{ __( 'Let’s make sure your site uses everything it now includes.', 'jetpack' ) }</p>
						<Link className="components-button is-primary" to="/recommendations/site-type">
							{ __( 'Configure your site', 'jetpack' ) }
						</Link>
					</div>
				</div>
			) }
		</StepShell>
	);
}
