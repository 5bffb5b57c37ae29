/**
 * /recommendations: once the saved step is known, go to its page (not started and site type both open site-type).
 * The heading shows only if the step cannot be loaded; otherwise the step's page brings its own.
 */
import { Navigate } from 'react-router-dom';
import { __ } from '@wordpress/i18n';
import { QueryView } from '../../components/isolation/QueryView';
import { resumeRoute } from '../../lib/recommendation-flow';
import type { useAssistantData } from '../../state/recommendations/use-assistant-data';

export function Resume( { assistant }: { assistant: ReturnType< typeof useAssistantData > } ) {
	const failed = assistant.data === undefined && assistant.error !== undefined && ! assistant.isFetching;
	return (
		<section className="jp-recommendations__step" aria-label={ __( 'Recommendations', 'jetpack' ) }>
			{ failed && <h1>{ __( 'Recommendations', 'jetpack' ) }</h1> }
			<QueryView query={ assistant } failedSummary={ __( 'The recommendations could not be loaded.', 'jetpack' ) }>
				{ ( data ) => (
					<Navigate to={ `/recommendations/${ resumeRoute( data.savedStep, data.newRecommendations, data.context ) }` } replace />
				) }
			</QueryView>
		</section>
	);
}
