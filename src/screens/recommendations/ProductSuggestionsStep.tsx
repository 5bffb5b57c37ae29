/**
 * Products the provider suggests to a free site with no paid product. Anyone else, or when there is nothing to
 * suggest, goes straight on to the next step.
 */
import { Navigate, useNavigate } from 'react-router-dom';
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { QueryView } from '../../components/isolation/QueryView';
import { isFreeWithoutPaid, nextRoute } from '../../lib/recommendation-flow';
import { checkoutUrl } from '../../lib/recommendation-summary';
import { useAppSelector } from '../../state/hooks';
import { useGetProductSuggestionsQuery } from '../../state/recommendations/api';
import type { useAssistantData } from '../../state/recommendations/use-assistant-data';
import { StepShell } from './StepShell';
import { SuggestionCard } from './SuggestionCard';

export function ProductSuggestionsStep( { assistant }: { assistant: ReturnType< typeof useAssistantData > } ) {
	const navigate = useNavigate();
	const { plan, activeProducts } = useAppSelector( ( state ) => state.page.siteData );
	const rawUrl = useAppSelector( ( state ) => state.page.rawUrl );
	const freeWithoutPaid = isFreeWithoutPaid( plan, activeProducts );
	const suggestions = useGetProductSuggestionsQuery( undefined, { skip: ! freeWithoutPaid } );
	return (
		<StepShell step="product-suggestions" heading={ __( 'Choose a plan that fits your site', 'jetpack' ) } assistant={ assistant }>
			{ ( data ) => {
				const next = `/recommendations/${ nextRoute( 'product-suggestions', data.context ) }`;
				if ( ! freeWithoutPaid ) {
					return <Navigate to={ next } replace />;
				}
				return (
					<QueryView query={ suggestions } failedSummary={ __( 'The suggested products could not be loaded.', 'jetpack' ) }>
						{ ( list ) =>
							list.length === 0 ? (
								<Navigate to={ next } replace />
							) : (
								<>
									<div className="jp-recommendations__suggestions">
										{ list.map( ( suggestion ) => (
											<SuggestionCard key={ suggestion.slug } suggestion={ suggestion }>
												<Button variant="primary" href={ checkoutUrl( rawUrl, suggestion.product_slug, null ) }>
													{ __( 'Continue', 'jetpack' ) }
												</Button>
											</SuggestionCard>
										) ) }
									</div>
									<Button variant="link" onClick={ () => navigate( next ) }>
										{ __( 'Decide later', 'jetpack' ) }
									</Button>
								</>
							)
						}
					</QueryView>
				);
			} }
		</StepShell>
	);
}
