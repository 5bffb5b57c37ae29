/** What the navigation reads of the assistant: how many new recommendations are still unopened. */
import { unviewedCount } from '../../lib/recommendation-lists';
import type { RootState } from '../store';
import { recommendationsApi } from './api';

const selectData = recommendationsApi.endpoints.getRecommendationsData.select();

/** Before the lists are loaded, every new recommendation counts. */
export const selectUnviewedRecommendationCount = ( state: RootState ): number =>
	unviewedCount( state.page.newRecommendations, selectData( state ).data?.viewedRecommendations ?? [] );
