/**
 * Opening a step: when it is not the saved step, it becomes the saved step (so /recommendations resumes here);
 * once that is saved, the step is recorded as viewed, and its view is recorded as a usage event, once per opening. A failed save stops here and waits for the user's retry,
 * so nothing is sent over and over.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { recordEvent } from '../../api/analytics';
import type { RecommendationStep } from '../../api/types';
import type { Failure } from '../../lib/failure-message';
import { USAGE_EVENTS } from '../../lib/usage-events';
import { useSaveRecommendationsStepMutation } from './api';
import type { AssistantData } from './use-assistant-data';
import { useRecordChoice } from './use-record-choice';

export function useOpenStep( step: RecommendationStep, assistant: AssistantData | undefined ) {
	const [ saveStep ] = useSaveRecommendationsStepMutation();
	const { record } = useRecordChoice( assistant?.data );
	const [ failure, setFailure ] = useState< Failure | null >( null );
	const [ attempt, setAttempt ] = useState( 0 );
	// The opening (step and attempt) whose save was sent. One save per opening, whatever re-runs the effect in the
	// meantime: a flag cleared when the save answers let the effect send again in the moment between the answer
	// and the saved step reaching the cache, and a double-run effect (StrictMode) would send twice. A ref survives
	// both. See docs/recommendations.md.
	const sent = useRef< string | null >( null );
	const announced = useRef< RecommendationStep | null >( null );

	const savedStep = assistant?.savedStep;
	const viewed = assistant?.data.viewedRecommendations.includes( step );
	useEffect( () => {
		if ( savedStep === undefined || failure !== null ) {
			return;
		}
		if ( savedStep !== step ) {
			const opening = `${ step }#${ attempt }`;
			if ( sent.current === opening ) {
				return;
			}
			sent.current = opening;
			saveStep( step ).then( ( result ) => {
				if ( 'error' in result ) {
					setFailure( result.error ?? {} );
				}
			} );
		} else {
			if ( announced.current !== step ) {
				announced.current = step;
				recordEvent( USAGE_EVENTS.recommendationViewed, { feature: step } );
			}
			if ( ! viewed ) {
				record( 'view', step ).then( ( outcome ) => {
					if ( outcome && 'failed' in outcome ) {
						setFailure( outcome.failed );
					}
				} );
			}
		}
	}, [ step, savedStep, viewed, failure, attempt, saveStep, record ] );

	const retry = useCallback( () => {
		setFailure( null );
		setAttempt( ( count ) => count + 1 );
	}, [] );
	return { failure, retry };
}
