/** The products the site has beside its plan, each with its status line. */
import { __ } from '@wordpress/i18n';
import type { Purchase } from '../../api/types';
import type { QueryResult } from '../../components/isolation/QueryView';
import { QueryView } from '../../components/isolation/QueryView';
import { myProducts } from './my-plan';
import { PurchaseStatusLine } from './PurchaseStatusLine';

export function MyProducts( { purchases, planSlug }: { purchases: QueryResult< Purchase[] >; planSlug: string } ) {
	return (
		<section className="jp-my-plan__card" aria-labelledby="jp-my-plan-products">
			<h2 id="jp-my-plan-products">{ __( 'My Products', 'jetpack' ) }</h2>
			<QueryView query={ purchases } failedSummary={ __( 'Your products could not be loaded.', 'jetpack' ) }>
				{ ( data ) => {
					const products = myProducts( data, planSlug );
					if ( products.length === 0 ) {
						return <p>{ __( 'No products beside your plan yet.', 'jetpack' ) }</p>;
					}
					return (
						<ul className="jp-my-plan__products">
							{ products.map( ( product ) => (
								<li key={ product.ID }>
									<span className="jp-my-plan__product-name">{ product.product_name }</span>
									<PurchaseStatusLine purchase={ product } />
								</li>
							) ) }
						</ul>
					);
				} }
			</QueryView>
		</section>
	);
}
