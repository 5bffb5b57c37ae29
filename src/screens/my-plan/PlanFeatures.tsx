/** The plan's features grid in its layout: paid, basic, or a placeholder while the plan is not known yet. */
import { Button, ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { Loading } from '../../components/isolation/Loading';
import { planGridLayout } from './my-plan';
import { basicPlanFeatures, paidPlanFeatures } from './plan-features';
import type { PlanFeature } from './plan-features';
import { useAppSelector } from '../../state/hooks';
import { selectModules } from '../../state/selectors';

function FeatureCard( { feature }: { feature: PlanFeature } ) {
	return (
		<li className={ `jp-my-plan__feature is-${ feature.id }` }>
			<h3>{ feature.title }</h3>
			{ /* A feature that is off must not read as working (docs/my-plan-and-products.md#my-plan). */ }
			{ feature.on !== null && (
				<p className={ `jp-my-plan__feature-state is-${ feature.on ? 'on' : 'off' }` }>
					{ feature.on ? __( 'On', 'jetpack' ) : __( 'Off', 'jetpack' ) }
				</p>
			) }
			<p>{ feature.description }</p>
			{ feature.link.external ? (
				<ExternalLink href={ feature.link.href }>{ feature.link.label }</ExternalLink>
			) : (
				<Button variant="link" href={ feature.link.href }>
					{ feature.link.label }
				</Button>
			) }
		</li>
	);
}

interface PlanFeaturesProps {
	planSlug: string | null | undefined;
	/** Offline or not connected: there is no plan to ask for, so the grid shows the free tools. */
	noPlan: boolean;
	/** The plan could not be loaded: the plan card says why and retries; the grid waits for it. */
	planFailed: boolean;
}

export function PlanFeatures( { planSlug, noPlan, planFailed }: PlanFeaturesProps ) {
	const modules = useAppSelector( selectModules );
	const rawUrl = useAppSelector( ( state ) => state.page.rawUrl );
	const adminUrl = useAppSelector( ( state ) => state.page.adminUrl );
	const urls = { rawUrl, adminUrl };
	const layout = planGridLayout( planSlug, noPlan );
	let features: PlanFeature[] = [];
	if ( layout === 'paid' && planSlug ) {
		features = paidPlanFeatures( planSlug, modules, urls );
	} else if ( layout === 'basic' ) {
		features = basicPlanFeatures( noPlan ? null : planSlug ?? null, modules, urls );
	}
	return (
		<section className={ `jp-my-plan__card jp-my-plan__features is-${ layout }` } aria-labelledby="jp-my-plan-features">
			<h2 id="jp-my-plan-features">{ __( 'Your plan’s features', 'jetpack' ) }</h2>
			{ layout === 'placeholder' && planFailed && <p>{ __( 'Your plan’s features show once your plan has loaded.', 'jetpack' ) }</p> }
			{ layout === 'placeholder' && ! planFailed && <Loading /> }
			{ layout !== 'placeholder' && (
				<ul className="jp-my-plan__feature-grid">
					{ features.map( ( feature ) => (
						<FeatureCard key={ feature.id } feature={ feature } />
					) ) }
				</ul>
			) }
		</section>
	);
}
