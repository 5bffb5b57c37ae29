/**
 * Products the provider suggests to a free site with no paid product, "all discounted products" of the summary's
 * upsell: each with its price and checkout carrying the site's discount, on the discount's one clock, so prices and
 * links drop it the instant the countdown ends. Anyone else, or when there is nothing to suggest, goes straight on to
 * the next step.
 */
import { Navigate, useNavigate } from 'react-router-dom';
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ProductSuggestion } from '../../api/types';
import { Loading } from '../../components/isolation/Loading';
import { LocalFailure } from '../../components/isolation/LocalFailure';
import { QueryView } from '../../components/isolation/QueryView';
import { failureReason } from '../../lib/failure-message';
import { discountDeadline, isDiscountValid, suggestionOffer } from '../../lib/product-offer';
import { isFreeWithoutPaid, nextRoute } from '../../lib/recommendation-flow';
import { checkoutUrl } from './recommendation-summary';
import { useAppSelector } from '../../state/hooks';
import { useGetProductSuggestionsQuery } from '../../state/recommendations/api';
import type { useAssistantData } from '../../state/recommendations/use-assistant-data';
import { useGetSiteDiscountQuery } from '../../state/site/api';
import { DiscountCountdown } from '../../components/discount-countdown/DiscountCountdown';
import { useDiscountClock } from '../../components/discount-countdown/use-discount-clock';
import { StepShell } from './StepShell';
import { SuggestionCard } from './SuggestionCard';

interface DiscountedSuggestionsProps {
	list: readonly ProductSuggestion[];
	discount: ReturnType< typeof useGetSiteDiscountQuery >;
	onLater: () => void;
}

function DiscountedSuggestions( { list, discount, onLater }: DiscountedSuggestionsProps ) {
	const rawUrl = useAppSelector( ( state ) => state.page.rawUrl );
	const { now, msLeft } = useDiscountClock( discountDeadline( discount.data ) );
	const valid = isDiscountValid( discount.data, now ) ? discount.data : null;
	return (
		<>
			{ discount.isError && ! discount.isFetching && (
				<LocalFailure
					summary={ __( 'Current discounts could not be loaded, so full prices are shown.', 'jetpack' ) }
					reason={ failureReason( discount.error ) }
					onRetry={ () => discount.refetch() }
				/>
			) }
			{ msLeft !== null && <DiscountCountdown msLeft={ msLeft } /> }
			<div className="jp-recommendations__suggestions">
				{ list.map( ( suggestion ) => (
					<SuggestionCard key={ suggestion.slug } suggestion={ suggestion } offer={ suggestionOffer( suggestion, valid, now ) }>
						<Button variant="primary" href={ checkoutUrl( rawUrl, suggestion.product_slug, valid?.code ?? null ) }>
							{ __( 'Continue', 'jetpack' ) }
						</Button>
					</SuggestionCard>
				) ) }
			</div>
			<Button variant="link" onClick={ onLater }>
				{ __( 'Decide later', 'jetpack' ) }
			</Button>
		</>
	);
}

export function ProductSuggestionsStep( { assistant }: { assistant: ReturnType< typeof useAssistantData > } ) {
	const navigate = useNavigate();
	const { plan, activeProducts } = useAppSelector( ( state ) => state.page.siteData );
	const freeWithoutPaid = isFreeWithoutPaid( plan, activeProducts );
	const suggestions = useGetProductSuggestionsQuery( undefined, { skip: ! freeWithoutPaid } );
	const discount = useGetSiteDiscountQuery( undefined, { skip: ! freeWithoutPaid } );
	return (
		<StepShell step="product-suggestions" heading={ __( 'Choose a plan that fits your site', 'jetpack' ) } assistant={ assistant }>
			{ ( data ) => {
				const next = `/recommendations/${ nextRoute( 'product-suggestions', data.context ) }`;
				if ( ! freeWithoutPaid ) {
					return <Navigate to={ next } replace />;
				}
				return (
					<QueryView query={ suggestions } failedSummary={ __( 'The suggested products could not be loaded.', 'jetpack' ) }>
						{ ( list ) => {
							if ( list.length === 0 ) {
								return <Navigate to={ next } replace />;
							}
							// The prices wait for the discount, so they never show full and then change.
							return discount.isLoading ? (
								<Loading />
							) : (
								<DiscountedSuggestions list={ list } discount={ discount } onLater={ () => navigate( next ) } />
							);
						} }
					</QueryView>
				);
			} }
		</StepShell>
	);
}
