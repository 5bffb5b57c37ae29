/** The plan: its name, its status line and, on the free plan, the way to the plans. */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { Purchase, SiteData } from '../../api/types';
import type { QueryResult } from '../../components/isolation/QueryView';
import { QueryView } from '../../components/isolation/QueryView';
import { planPurchase } from './my-plan';
import { getPlanClass, getPlanCssClass, isKnownPlanSlug } from '../../lib/plan-slugs';
import { PurchaseStatusLine } from './PurchaseStatusLine';

interface PlanCardProps {
	online: boolean;
	isOfflineMode: boolean;
	site: QueryResult< SiteData >;
	purchases: readonly Purchase[];
}

function PlanBody( { site, purchases }: { site: SiteData; purchases: readonly Purchase[] } ) {
	const { plan } = site;
	const purchase = planPurchase( purchases, plan.product_slug );
	const planClass = isKnownPlanSlug( plan.product_slug ) ? getPlanCssClass( getPlanClass( plan.product_slug ) ) : '';
	return (
		<div className={ [ 'jp-my-plan__plan', planClass ].filter( Boolean ).join( ' ' ) }>
			<p className="jp-my-plan__plan-name">{ plan.product_name }</p>
			{ purchase && <PurchaseStatusLine purchase={ purchase } /> }
			{ plan.is_free && (
				<>
					<p>{ __( 'Upgrade to back up your site, scan it for threats and filter spam.', 'jetpack' ) }</p>
					<Button variant="secondary" href="#/plans">
						{ __( 'Compare plans', 'jetpack' ) }
					</Button>
				</>
			) }
		</div>
	);
}

export function PlanCard( { online, isOfflineMode, site, purchases }: PlanCardProps ) {
	return (
		<section className="jp-my-plan__card" aria-labelledby="jp-my-plan-plan">
			<h2 id="jp-my-plan-plan">{ __( 'My Plan', 'jetpack' ) }</h2>
			{ online ? (
				<QueryView query={ site } failedSummary={ __( 'Your plan could not be loaded.', 'jetpack' ) }>
					{ ( data ) => <PlanBody site={ data } purchases={ purchases } /> }
				</QueryView>
			) : (
				<p>
					{ isOfflineMode
						? __( 'Your site is in Offline Mode, so its plan cannot be shown. It shows here once the site is connected.', 'jetpack' )
						: __( 'Your plan shows here once your site is connected.', 'jetpack' ) }
				</p>
			) }
		</section>
	);
}
