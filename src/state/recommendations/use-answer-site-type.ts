/**
 * The site-type answer: saved to the setup questionnaire and to the assistant's data (the store answer decides
 * whether WooCommerce is offered). A retry after a failure sends only the part that did not go through.
 */
import { useCallback, useRef, useState } from 'react';
import type { Failure } from '../../lib/failure-message';
import type { SiteTypeAnswers } from '../../lib/recommendation-features';
import { useSaveRecommendationsDataMutation, useSaveSetupQuestionnaireMutation } from './api';

export function useAnswerSiteType() {
	const [ saveQuestionnaire ] = useSaveSetupQuestionnaireMutation();
	const [ saveData ] = useSaveRecommendationsDataMutation();
	const [ isSaving, setSaving ] = useState( false );
	const sending = useRef( false );
	// The answers each call last accepted, by their JSON, so a retry skips what is already saved.
	const accepted = useRef( { questionnaire: '', data: '' } );

	const answer = useCallback(
		async ( answers: SiteTypeAnswers ): Promise< { saved: true } | { failed: Failure } | null > => {
			if ( sending.current ) {
				return null;
			}
			sending.current = true;
			setSaving( true );
			const key = JSON.stringify( answers );
			try {
				if ( accepted.current.questionnaire !== key ) {
					const result = await saveQuestionnaire( answers );
					if ( 'error' in result ) {
						return { failed: result.error ?? {} };
					}
					accepted.current.questionnaire = key;
				}
				if ( accepted.current.data !== key ) {
					const result = await saveData( answers );
					if ( 'error' in result ) {
						return { failed: result.error ?? {} };
					}
					accepted.current.data = key;
				}
				return { saved: true };
			} finally {
				sending.current = false;
				setSaving( false );
			}
		},
		[ saveQuestionnaire, saveData ]
	);
	return { answer, isSaving };
}
