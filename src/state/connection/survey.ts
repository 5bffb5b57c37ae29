/** Sending the disconnect survey (spec 1 §3, §7). Injected with the dialog's chunk: nothing else sends it. */
import { submitDisconnectSurvey } from '../../api/survey';
import type { SurveyPayload } from '../../api/types';
import { api, run } from '../api';

const surveyApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		submitDisconnectSurvey: build.mutation< { success: boolean }, SurveyPayload >( {
			queryFn: ( payload ) => run( () => submitDisconnectSurvey( payload ) ),
		} ),
	} ),
} );

export const { useSubmitDisconnectSurveyMutation } = surveyApi;
