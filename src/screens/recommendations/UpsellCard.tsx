/**
 * The upsell of the summary: the product the provider recommends, the time left on the site's discount, all
 * discounted products, the money-back guarantee and the pricing footnote. Hidden upsells get a generic card.
 */
import { Button, ExternalLink } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { Link } from 'react-router-dom';
import type { ProductSuggestion } from '../../api/types';
import { Loading } from '../../components/isolation/Loading';
import { LocalFailure } from '../../components/isolation/LocalFailure';
import { QueryView } from '../../components/isolation/QueryView';
import { failureReason } from '../../lib/failure-message';
import { discountDeadline, isDiscountValid, suggestionOffer } from '../../lib/product-offer';
import { checkoutUrl, upsellFootnote } from './recommendation-summary';
import { useAppSelector } from '../../state/hooks';
import { useGetProductSuggestionsQuery, useGetRecommendationsUpsellQuery } from '../../state/recommendations/api';
import { useGetSiteDiscountQuery } from '../../state/site/api';
import { DiscountCountdown } from '../../components/discount-countdown/DiscountCountdown';
import { useDiscountClock } from '../../components/discount-countdown/use-discount-clock';
import { SuggestionCard } from './SuggestionCard';
import { SuggestionsFailure } from './SuggestionsFailure';

function GenericUpsell() {
	return (
		<div className="jp-recommendations__card">
			<h2>{ __( 'Get more from Jetpack', 'jetpack' ) }</h2>
			<p>{ __( 'Backups, security scanning, faster search and more are a click away.', 'jetpack' ) }</p>
			<ExternalLink href="https://jetpack.com/pricing/">{ __( 'Explore all Jetpack products', 'jetpack' ) }</ExternalLink>
		</div>
	);
}

interface UpsellOfferProps {
	suggestion: ProductSuggestion;
	discount: ReturnType< typeof useGetSiteDiscountQuery >;
	rawUrl: string;
}

/**
 * The recommended product with the site's discount, on the discount's one clock (the product cards' own): when the
 * discount ends, the countdown says so, and the price, the "off" line, the footnote and the checkout's coupon drop it
 * in the same instant.
 */
function UpsellOffer( { suggestion, discount, rawUrl }: UpsellOfferProps ) {
	const { now, msLeft } = useDiscountClock( discountDeadline( discount.data ) );
	const valid = isDiscountValid( discount.data, now ) ? discount.data : null;
	return (
		<SuggestionCard suggestion={ suggestion } offer={ suggestionOffer( suggestion, valid, now ) }>
			{ discount.isError && ! discount.isFetching && (
				<LocalFailure
					summary={ __( 'The discount could not be loaded.', 'jetpack' ) }
					reason={ failureReason( discount.error ) }
					onRetry={ () => discount.refetch() }
				/>
			) }
			{ valid && (
				<p className="jp-recommendations__discount">
					{ sprintf(
						/* translators: %d: a discount, in percent. */
						__( '%d%% off*', 'jetpack' ),
						valid.discount
					) }
				</p>
			) }
			{ msLeft !== null && <DiscountCountdown msLeft={ msLeft } /> }
			<Button variant="primary" href={ checkoutUrl( rawUrl, suggestion.product_slug, valid?.code ?? null ) }>
				{ __( 'Continue to checkout', 'jetpack' ) }
			</Button>
			<p>
				<Link to="/recommendations/product-suggestions">{ __( 'See all discounted products', 'jetpack' ) }</Link>
			</p>
			<span className="jp-recommendations__badge">{ __( '14-day money-back guarantee', 'jetpack' ) }</span>
			<p className="jp-recommendations__footnote">{ upsellFootnote( valid !== null ) }</p>
		</SuggestionCard>
	);
}

export function UpsellCard() {
	const rawUrl = useAppSelector( ( state ) => state.page.rawUrl );
	const upsell = useGetRecommendationsUpsellQuery();
	const suggestions = useGetProductSuggestionsQuery();
	const discount = useGetSiteDiscountQuery();
	return (
		<QueryView query={ upsell } failedSummary={ __( 'The recommended product could not be loaded.', 'jetpack' ) }>
			{ ( { product_slug: productSlug, hide_upsell: hidden } ) => {
				if ( hidden ) {
					return <GenericUpsell />;
				}
				if ( suggestions.isError && ! suggestions.isFetching ) {
					return (
						<SuggestionsFailure error={ suggestions.error } onRetry={ () => suggestions.refetch() } />
					);
				}
				if ( suggestions.isLoading || discount.isLoading ) {
					return <Loading />;
				}
				const product = suggestions.data?.find( ( suggestion ) => suggestion.product_slug === productSlug );
				if ( ! product ) {
					return <GenericUpsell />;
				}
				return <UpsellOffer suggestion={ product } discount={ discount } rawUrl={ rawUrl } />;
			} }
		</QueryView>
	);
}
