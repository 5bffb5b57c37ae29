/**
 * After a purchase: thanks, the product bought (the provider's suggestion matching the plan or an active purchase)
 * beside Configure your site, which starts the assistant's questions. "Loading…" until the suggestions are known;
 * with nothing bought to show, the step is not shown at all and the assistant moves on as the product suggestions
 * do (docs/recommendations.md#product-suggestions-and-product-purchased). When the suggestions cannot be loaded the
 * step says so with Try again, and Configure your site stays.
 */
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { __ } from '@wordpress/i18n';
import type { ProductSuggestion } from '../../api/types';
import { recordEvent } from '../../api/analytics';
import { Loading } from '../../components/isolation/Loading';
import { QueryView } from '../../components/isolation/QueryView';
import { nextRoute } from '../../lib/recommendation-flow';
import { purchasedSuggestion } from './recommendation-purchase';
import { USAGE_EVENTS } from '../../lib/usage-event-filter';
import { useAppSelector } from '../../state/hooks';
import { useGetProductSuggestionsQuery } from '../../state/recommendations/api';
import type { useAssistantData } from '../../state/recommendations/use-assistant-data';
import { StepShell } from './StepShell';
import { SuggestionCard } from './SuggestionCard';
import { SuggestionsFailure } from './SuggestionsFailure';

function BoughtProduct( { bought }: { bought: ProductSuggestion } ) {
	const boughtSlug = bought.product_slug;
	useEffect( () => {
		recordEvent( USAGE_EVENTS.productPurchased, { type: boughtSlug } );
	}, [ boughtSlug ] );
	return <SuggestionCard suggestion={ bought } />;
}

export function ProductPurchasedStep( { assistant }: { assistant: ReturnType< typeof useAssistantData > } ) {
	const { plan, activeProducts } = useAppSelector( ( state ) => state.page.siteData );
	const suggestions = useGetProductSuggestionsQuery();
	const bought = suggestions.data ? purchasedSuggestion( suggestions.data, plan, activeProducts ) : null;
	// The first load only: a retry after a failure keeps the step, and focus on it, while it asks again.
	if ( suggestions.isLoading || suggestions.isUninitialized ) {
		return <Loading />;
	}
	if ( suggestions.data !== undefined && bought === null ) {
		// Nothing was bought that the provider's suggestions name: no thanks for it. The step after this one in the
		// assistant's order is the one after the product suggestions.
		return (
			<QueryView query={ assistant } failedSummary={ __( 'The recommendations could not be loaded.', 'jetpack' ) }>
				{ ( data ) => <Navigate to={ `/recommendations/${ nextRoute( 'product-suggestions', data.context ) }` } replace /> }
			</QueryView>
		);
	}
	return (
		<StepShell step="product-purchased" heading={ __( 'Thank you for your purchase!', 'jetpack' ) } assistant={ assistant }>
			{ () => (
				<div className="jp-recommendations__choice jp-recommendations__purchased">
					{ bought && <BoughtProduct bought={ bought } /> }
					{ ! bought && suggestions.isFetching && <Loading /> }
					{ ! bought && ! suggestions.isFetching && (
						<SuggestionsFailure error={ suggestions.error } onRetry={ () => suggestions.refetch() } />
					) }
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
