/**
 * What every step page shares: the progress bar, the heading, the saving of this step as the user's place (with
 * its failure and retry), the step's content once the assistant's data is loaded, and, once the summary has been
 * seen, a way back to it.
 */
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { __ } from '@wordpress/i18n';
import type { RecommendationStep } from '../../api/types';
import { LocalFailure } from '../../components/isolation/LocalFailure';
import { QueryView } from '../../components/isolation/QueryView';
import { failureReason } from '../../lib/failure-message';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { recommendationsUiActions } from '../../state/recommendations/slice';
import type { AssistantData, useAssistantData } from '../../state/recommendations/use-assistant-data';
import { useOpenStep } from '../../state/recommendations/use-open-step';

export interface StepShellProps {
	step: RecommendationStep;
	heading: string;
	assistant: ReturnType< typeof useAssistantData >;
	children: ( data: AssistantData ) => ReactNode;
}

export function StepShell( { step, heading, assistant, children }: StepShellProps ) {
	const dispatch = useAppDispatch();
	const progress = useAppSelector( ( state ) => state.recommendationsUi.progress );
	const { failure, retry } = useOpenStep( step, assistant.data );
	useEffect( () => {
		dispatch( recommendationsUiActions.stepReached( step ) );
	}, [ dispatch, step ] );
	const summarySeen = assistant.data?.data.viewedRecommendations.includes( 'summary' ) ?? false;

	return (
		<section className="jp-recommendations__step" aria-labelledby="jp-recommendations-heading">
			{ step !== 'summary' && (
				<progress className="jp-recommendations__progress" max={ 100 } value={ progress } aria-label={ __( 'Setup progress', 'jetpack' ) }>
					{ `${ progress }%` }
				</progress>
			) }
			<h1 id="jp-recommendations-heading">{ heading }</h1>
			{ failure && (
				<LocalFailure
					summary={ __( 'Your place in the recommendations could not be saved.', 'jetpack' ) }
					reason={ failureReason( failure ) }
					onRetry={ retry }
				/>
			) }
			<QueryView query={ assistant } failedSummary={ __( 'The recommendations could not be loaded.', 'jetpack' ) }>
				{ children }
			</QueryView>
			{ summarySeen && step !== 'summary' && (
				<p className="jp-recommendations__back">
					<Link to="/recommendations/summary">{ __( 'View Recommendations', 'jetpack' ) }</Link>
				</p>
			) }
		</section>
	);
}
