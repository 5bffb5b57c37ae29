/**
 * The site-type answer: saved to the setup questionnaire and to the assistant's data (the store answer decides
 * whether WooCommerce is offered). A retry after a failure sends only the part that did not go through.
 */
import { useRef, useState } from 'react';
import type { Failure } from '../../lib/failure-message';
import type { SiteTypeAnswers } from '../../lib/recommendation-features';
import { useSaveRecommendationsDataMutation, useSaveSetupQuestionnaireMutation } from './api';

export function useAnswerSiteType() {
	const [ saveQuestionnaire ] = useSaveSetupQuestionnaireMutation();
	const [ saveData ] = useSaveRecommendationsDataMutation();
	const [ isSaving, setSaving ] = useState( false );
	const sending = useRef( false );
	// The answers the questionnaire last accepted, by their JSON, so that a retry after the data failed sends only the
	// data. The data goes last: once it is accepted the step moves on, and nothing is retried.
	const questionnaireHas = useRef< string | null >( null );

	const answer = async ( answers: SiteTypeAnswers ): Promise< { saved: true } | { failed: Failure } | null > => {
		if ( sending.current ) {
			return null;
		}
		sending.current = true;
		setSaving( true );
		const key = JSON.stringify( answers );
		try {
			if ( questionnaireHas.current !== key ) {
				const questionnaire = await saveQuestionnaire( answers );
				if ( 'error' in questionnaire ) {
					return { failed: questionnaire.error ?? {} };
				}
				questionnaireHas.current = key;
			}
			const data = await saveData( answers );
			return 'error' in data ? { failed: data.error ?? {} } : { saved: true };
		} finally {
			sending.current = false;
			setSaving( false );
		}
	};
	return { answer, isSaving };
}
