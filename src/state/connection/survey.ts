/**
 * Sending the disconnect survey (docs/api.md#data-shapes, docs/api.md#connection-and-identity). Injected with the
 * dialog's chunk: nothing else sends it.
 */
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
