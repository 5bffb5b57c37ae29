/**
 * Sending the disconnect survey (docs/api.md#data-shapes, docs/api.md#connection-and-identity). Injected with the
 * dialog's chunk: nothing else sends it.
 */
import { REST_ROUTES } from '../../api/rest-routes';
import type { SurveyPayload } from '../../api/types';
import { api, runRoute } from '../api';

const surveyApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		submitDisconnectSurvey: build.mutation< { success: boolean }, SurveyPayload >( {
			queryFn: ( payload ) => runRoute( REST_ROUTES.disconnectSurvey, { data: payload } ),
		} ),
	} ),
} );

export const { useSubmitDisconnectSurveyMutation } = surveyApi;
