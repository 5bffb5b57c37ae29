/**
 * The recap: what was enabled (features that work or are installing count), what was skipped and what was read,
 * with new recommendations marked; a sidebar card beside it. Opening it saves summary as the user's place.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { __, sprintf } from '@wordpress/i18n';
import { CardBoundary } from '../../components/isolation/CardBoundary';
import { featureInfo, resourceInfo } from '../../lib/recommendation-features';
import { summaryLists } from './recommendation-summary';
import type { SummaryItem } from './recommendation-summary';
import { useAppSelector } from '../../state/hooks';
import type { AssistantData, useAssistantData } from '../../state/recommendations/use-assistant-data';
import { StepShell } from './StepShell';
import { SummarySidebar } from './SummarySidebar';

function NewMark( { item }: { item: SummaryItem } ) {
	return item.isNew ? <span className="jp-recommendations__new">{ __( 'New', 'jetpack' ) }</span> : null;
}

function Section( { title, children }: { title: string; children: ReactNode } ) {
	return (
		<section className="jp-recommendations__section" aria-label={ title }>
			<h2>{ title }</h2>
			{ children }
		</section>
	);
}

function Recap( { assistant }: { assistant: AssistantData } ) {
	const lists = summaryLists( assistant.data, {
		active: assistant.context.active,
		installing: assistant.installing,
		newRecommendations: assistant.newRecommendations,
	} );
	return (
		<div className="jp-recommendations__recap">
			<Section title={ __( 'Recommendations enabled', 'jetpack' ) }>
				{ lists.enabled.length === 0 ? (
					<p>
						{ __(
							"You didn't enable any recommended features. To get the most out of Jetpack, enable some recommendations or explore all Jetpack features.",
							'jetpack'
						) }
					</p>
				) : (
					<ul>
						{ lists.enabled.map( ( item ) => (
							<li key={ item.slug }>
								{ featureInfo( item.slug ).name } <NewMark item={ item } />
							</li>
						) ) }
					</ul>
				) }
			</Section>
			{ lists.skipped.length > 0 && (
				<Section title={ __( 'Recommendations skipped', 'jetpack' ) }>
					<ul>
						{ lists.skipped.map( ( item ) => (
							<li key={ item.slug }>
								{ featureInfo( item.slug ).name } <NewMark item={ item } />{ ' ' }
								<Link to={ `/recommendations/${ item.slug }` }>
									{ sprintf(
										/* translators: %s: a feature name, e.g. Downtime Monitoring. */
										__( 'Enable %s', 'jetpack' ),
										featureInfo( item.slug ).name
									) }
								</Link>
							</li>
						) ) }
					</ul>
				</Section>
			) }
			{ lists.resources.length > 0 && (
				<Section title={ __( 'Resources', 'jetpack' ) }>
					<ul>
						{ lists.resources.map( ( item ) => (
							<li key={ item.slug }>
								<a href={ resourceInfo( item.slug ).url } target="_blank" rel="noopener noreferrer">
									{ resourceInfo( item.slug ).name }
								</a>{ ' ' }
								<NewMark item={ item } />
							</li>
						) ) }
					</ul>
				</Section>
			) }
		</div>
	);
}

export function Summary( { assistant }: { assistant: ReturnType< typeof useAssistantData > } ) {
	const siteTitle = useAppSelector( ( state ) => state.page.siteTitle );
	return (
		<StepShell
			step="summary"
			/* translators: %s: the site's name. */
			heading={ sprintf( __( "Nice work! Let's recap what we enabled for %s.", 'jetpack' ), siteTitle ) }
			assistant={ assistant }
		>
			{ ( data ) => (
				<div className="jp-recommendations__summary">
					<Recap assistant={ data } />
					<aside className="jp-recommendations__sidebar">
						<CardBoundary title={ __( 'Recommendations sidebar', 'jetpack' ) }>
							<SummarySidebar />
						</CardBoundary>
					</aside>
				</div>
			) }
		</StepShell>
	);
}
