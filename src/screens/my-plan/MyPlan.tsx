/**
 * My Plan (docs/my-plan-and-products.md#my-plan): the plan and its status, the other products, the plan's features, the
 * licence actions and box, a partner coupon when there is one, and Back. Asks for the plan (GET site) and the purchases
 * (GET site/purchases) only on a connected site; offline it shows what it can without them.
 */
import { __ } from '@wordpress/i18n';
import { CardBoundary } from '../../components/isolation/CardBoundary';
import { useAppSelector } from '../../state/hooks';
import { selectCapabilities } from '../../state/selectors';
import { useGetSiteDataQuery, useGetSitePurchasesQuery } from '../../state/site/api';
import { AppsCard } from '../../components/apps-card/AppsCard';
import { BackButton } from './BackButton';
import { LicenseActionsRow } from './LicenseActionsRow';
import { LicenseBox } from './LicenseBox';
import { MyProducts } from './MyProducts';
import { PartnerCouponCard } from './PartnerCouponCard';
import { PlanCard } from './PlanCard';
import { PlanFeatures } from './PlanFeatures';
import './my-plan.css';

export default function MyPlan() {
	const caps = useAppSelector( selectCapabilities );
	const online = caps.isSiteConnected && ! caps.isOfflineMode;
	const site = useGetSiteDataQuery( undefined, { skip: ! online } );
	const purchases = useGetSitePurchasesQuery( undefined, { skip: ! online } );
	const planSlug = online ? site.data?.plan.product_slug : null;

	return (
		<section className="jp-my-plan" aria-labelledby="jp-my-plan-heading">
			<div className="jp-my-plan__header">
				<BackButton />
				<h1 id="jp-my-plan-heading">{ __( 'Jetpack My Plan Details', 'jetpack' ) }</h1>
			</div>
			<CardBoundary title={ __( 'License actions', 'jetpack' ) }>
				<LicenseActionsRow purchases={ purchases.data ?? [] } />
			</CardBoundary>
			<CardBoundary title={ __( 'My Plan', 'jetpack' ) }>
				<PlanCard online={ online } isOfflineMode={ caps.isOfflineMode } site={ site } purchases={ purchases.data ?? [] } />
			</CardBoundary>
			{ online && (
				<CardBoundary title={ __( 'My Products', 'jetpack' ) }>
					<MyProducts purchases={ purchases } planSlug={ planSlug ?? '' } />
				</CardBoundary>
			) }
			<CardBoundary title={ __( 'Plan features', 'jetpack' ) }>
				<PlanFeatures planSlug={ planSlug } noPlan={ ! online } planFailed={ site.isError && ! site.isFetching } />
			</CardBoundary>
			<CardBoundary title={ __( 'Partner coupon', 'jetpack' ) }>
				<PartnerCouponCard />
			</CardBoundary>
			<CardBoundary title={ __( 'License key', 'jetpack' ) }>
				<LicenseBox />
			</CardBoundary>
			<CardBoundary title={ __( 'License actions', 'jetpack' ) }>
				<LicenseActionsRow purchases={ purchases.data ?? [] } footer />
			</CardBoundary>
			{ /* The mobile apps are offered on every dashboard route of a connected site, this one too. */ }
			{ caps.isSiteConnected && (
				<CardBoundary title={ __( 'Jetpack in your pocket', 'jetpack' ) }>
					<AppsCard />
				</CardBoundary>
			) }
		</section>
	);
}
