/** /recommendations: once the saved step is known, go to its page (not started and site type both open site-type). */
import { Navigate } from 'react-router-dom';
import { __ } from '@wordpress/i18n';
import { QueryView } from '../../components/isolation/QueryView';
import { resumeRoute } from '../../lib/recommendation-flow';
import type { useAssistantData } from '../../state/recommendations/use-assistant-data';

export function Resume( { assistant }: { assistant: ReturnType< typeof useAssistantData > } ) {
	return (
		<section className="jp-recommendations__step" aria-labelledby="jp-recommendations-heading">
			<h1 id="jp-recommendations-heading">{ __( 'Recommendations', 'jetpack' ) }</h1>
			<QueryView query={ assistant } failedSummary={ __( 'The recommendations could not be loaded.', 'jetpack' ) }>
				{ ( data ) => (
					<Navigate to={ `/recommendations/${ resumeRoute( data.savedStep, data.newRecommendations, data.context ) }` } replace />
				) }
			</QueryView>
		</section>
	);
}
