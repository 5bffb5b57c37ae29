/**
 * Opening a step: when it is not the saved step, it becomes the saved step (so /recommendations resumes here);
 * once that is saved, the step is recorded as viewed (a view already recorded is not sent again), and its view is
 * recorded as a usage event, once per opening. A failed save stops here and waits for the user's retry, so nothing is
 * sent over and over.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { recordEvent } from '../../api/analytics';
import type { RecommendationStep } from '../../api/types';
import type { Failure } from '../../lib/failure-message';
import { USAGE_EVENTS } from '../../lib/usage-event-filter';
import { useSaveRecommendationsStepMutation } from './api';
import type { AssistantData } from './use-assistant-data';
import { useRecordChoice } from './use-record-choice';

export function useOpenStep( step: RecommendationStep, assistant: AssistantData | undefined ) {
	const [ saveStep ] = useSaveRecommendationsStepMutation();
	const { record } = useRecordChoice( assistant?.data );
	const [ failure, setFailure ] = useState< Failure | null >( null );
	// The step whose save was sent in this opening (a retry starts a new one). One save per opening, whatever re-runs
	// the effect in the meantime: a flag cleared when the save answers let the effect send again in the moment between
	// the answer and the saved step reaching the cache, and a double-run effect (StrictMode) would send twice. A ref
	// survives both. See docs/recommendations.md.
	const sent = useRef< string | null >( null );
	const announced = useRef< RecommendationStep | null >( null );

	const savedStep = assistant?.savedStep;
	useEffect( () => {
		if ( savedStep === undefined || failure !== null ) {
			return;
		}
		if ( savedStep !== step ) {
			if ( sent.current === step ) {
				return;
			}
			sent.current = step;
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
			record( 'view', step ).then( ( outcome ) => {
				if ( outcome && 'failed' in outcome ) {
					setFailure( outcome.failed );
				}
			} );
		}
	}, [ step, savedStep, failure, saveStep, record ] );

	const retry = useCallback( () => {
		sent.current = null;
		setFailure( null );
	}, [] );
	return { failure, retry };
}
