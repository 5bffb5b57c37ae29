/**
 * A product page (docs/my-plan-and-products.md#product-pages): the product's card with its price and discount, and, for
 * a product the Security bundle includes, the bundle beside it. Asks for the catalogue (GET products), the introductory
 * offers and the
 * site's discount; shows a loading indicator until they answer. Offline the provider cannot be reached, and a site
 * still to connect has nothing there to price: it says so and asks nothing.
 */
import { useParams } from 'react-router-dom';
import { __ } from '@wordpress/i18n';
import { Loading } from '../../components/isolation/Loading';
import type { Failure } from '../../lib/failure-message';
import { productPageName } from '../../lib/product-names';
import { QueryView } from '../../components/isolation/QueryView';
import { useAppSelector } from '../../state/hooks';
import { selectIsOfflineMode, selectProviderKnowsSite } from '../../state/selectors';
import { useGetIntroOffersQuery, useGetProductsQuery, useGetSiteDiscountQuery } from '../../state/site/api';
import { ProductOffers } from './ProductOffers';
import './product-page.css';

/** The first failure of the offer calls, once they have stopped asking. */
function offersFailure( ...queries: { error?: Failure; isFetching: boolean }[] ): Failure | null {
	return queries.find( ( query ) => query.error !== undefined && ! query.isFetching )?.error ?? null;
}

export default function ProductPage() {
	const { slug = '' } = useParams();
	const offline = useAppSelector( selectIsOfflineMode );
	const known = useAppSelector( selectProviderKnowsSite );
	const products = useGetProductsQuery( undefined, { skip: ! known } );
	const introOffers = useGetIntroOffersQuery( undefined, { skip: ! known } );
	const discount = useGetSiteDiscountQuery( undefined, { skip: ! known } );
	const offersLoading = introOffers.isLoading || discount.isLoading;
	const title = productPageName( slug ) ?? __( 'Jetpack', 'jetpack' );

	return (
		<section className="jp-product-page" aria-labelledby="jp-product-heading">
			<h1 id="jp-product-heading">{ title }</h1>
			{ offline && (
				<p>{ __( 'Your site is in Offline Mode, so products cannot be bought or shown here. Connect your site to see them.', 'jetpack' ) }</p>
			) }
			{ ! offline && ! known && (
				<p>{ __( 'Your site is not connected to WordPress.com yet, so products cannot be bought or shown here. Set up Jetpack to see them.', 'jetpack' ) }</p>
			) }
			{ known && offersLoading && <Loading /> }
			{ known && ! offersLoading && (
				<QueryView query={ products } failedSummary={ __( 'The product could not be loaded.', 'jetpack' ) }>
					{ ( catalogue ) => (
						<ProductOffers
							productKey={ slug }
							catalogue={ catalogue }
							introOffers={ introOffers.data ?? [] }
							siteDiscount={ discount.data ?? null }
							offersFailure={ offersFailure( introOffers, discount ) }
							onRetryOffers={ () => {
								introOffers.refetch();
								discount.refetch();
							} }
						/>
					) }
				</QueryView>
			) }
		</section>
	);
}
