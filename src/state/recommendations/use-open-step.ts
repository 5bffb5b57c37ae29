/**
 * Opening a step: when it is not the saved step, it becomes the saved step (so /recommendations resumes here);
 * once that is saved, the step is recorded as viewed. A failed save stops here and waits for the user's retry,
 * so nothing is sent over and over.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RecommendationStep } from '../../api/types';
import type { Failure } from '../../lib/failure-message';
import { useSaveRecommendationsStepMutation } from './api';
import type { AssistantData } from './use-assistant-data';
import { useRecordChoice } from './use-record-choice';

export function useOpenStep( step: RecommendationStep, assistant: AssistantData | undefined ) {
	const [ saveStep ] = useSaveRecommendationsStepMutation();
	const { record } = useRecordChoice( assistant?.data );
	const [ failure, setFailure ] = useState< Failure | null >( null );
	const [ attempt, setAttempt ] = useState( 0 );
	const working = useRef( false );

	const savedStep = assistant?.savedStep;
	const viewed = assistant?.data.viewedRecommendations.includes( step );
	useEffect( () => {
		if ( savedStep === undefined || failure !== null || working.current ) {
			return;
		}
		if ( savedStep !== step ) {
			working.current = true;
			saveStep( step ).then( ( result ) => {
				working.current = false;
				if ( 'error' in result ) {
					setFailure( result.error ?? {} );
				}
			} );
		} else if ( ! viewed ) {
			record( 'view', step ).then( ( outcome ) => {
				if ( outcome && 'failed' in outcome ) {
					setFailure( outcome.failed );
				}
			} );
		}
	}, [ step, savedStep, viewed, failure, attempt, saveStep, record ] );

	const retry = useCallback( () => {
		setFailure( null );
		setAttempt( ( count ) => count + 1 );
	}, [] );
	return { failure, retry };
}
