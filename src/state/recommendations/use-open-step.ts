/**
 * Opening a step: when it is not the saved step, it becomes the saved step (so /recommendations resumes here);
 * once that is saved, the step is recorded as viewed. A failed save stops here and waits for the user's retry,
 * so nothing is sent over and over.
 */
import { useCallback, useEffect, useState } from 'react';
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
	// State, not a ref: the saved step can reach the store before the save's own promise settles, and the end of
	// the save must run this effect again, or the step would never be recorded as viewed.
	const [ saving, setSaving ] = useState( false );

	const savedStep = assistant?.savedStep;
	const viewed = assistant?.data.viewedRecommendations.includes( step );
	useEffect( () => {
		if ( savedStep === undefined || failure !== null || saving ) {
			return;
		}
		if ( savedStep !== step ) {
			setSaving( true );
			saveStep( step ).then( ( result ) => {
				setSaving( false );
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
	}, [ step, savedStep, viewed, failure, attempt, saving, saveStep, record ] );

	const retry = useCallback( () => {
		setFailure( null );
		setAttempt( ( count ) => count + 1 );
	}, [] );
	return { failure, retry };
}
