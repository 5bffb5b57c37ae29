/**
 * The recommendations assistant's server data: the saved answers and lists, the saved step, and what the provider
 * offers this site. A save writes the new value into the cache once the server accepted it.
 */
import * as client from '../../api/recommendations';
import * as siteClient from '../../api/site';
import type {
	ProductSuggestion,
	RecommendationStep,
	RecommendationsConditional,
	RecommendationsData,
	RecommendationsDataUpdate,
	RecommendationsUpsell,
	SetupQuestionnaire,
} from '../../api/types';
import { withListDefaults } from '../../lib/recommendation-lists';
import { api, run } from '../api';

export const recommendationsApi = api.injectEndpoints( {
	endpoints: ( build ) => ( {
		getRecommendationsData: build.query< RecommendationsData, void >( {
			queryFn: () => run( async () => withListDefaults( await client.fetchRecommendationsData() ) ),
			providesTags: [ 'Recommendations' ],
		} ),
		getRecommendationsStep: build.query< RecommendationStep | '', void >( {
			queryFn: () => run( async () => ( await client.fetchRecommendationsStep() ).step ),
			providesTags: [ 'Recommendations' ],
		} ),
		getRecommendationsConditional: build.query< RecommendationsConditional, void >( {
			queryFn: () => run( client.fetchRecommendationsConditional ),
		} ),
		getProductSuggestions: build.query< ProductSuggestion[], void >( {
			queryFn: () => run( client.fetchProductSuggestions ),
		} ),
		getRecommendationsUpsell: build.query< RecommendationsUpsell, void >( {
			queryFn: () => run( client.fetchRecommendationsUpsell ),
		} ),
		saveRecommendationsData: build.mutation< boolean, RecommendationsDataUpdate >( {
			queryFn: ( update ) => run( () => client.saveRecommendationsData( update ) ),
			async onQueryStarted( update, { dispatch, queryFulfilled } ) {
				try {
					await queryFulfilled;
				} catch {
					return;
				}
				dispatch(
					recommendationsApi.util.updateQueryData( 'getRecommendationsData', undefined, ( draft ) => {
						Object.assign( draft, update );
					} )
				);
			},
		} ),
		saveRecommendationsStep: build.mutation< boolean, RecommendationStep >( {
			queryFn: ( step ) => run( () => client.saveRecommendationsStep( step ) ),
			async onQueryStarted( step, { dispatch, queryFulfilled } ) {
				try {
					await queryFulfilled;
				} catch {
					return;
				}
				dispatch( recommendationsApi.util.upsertQueryData( 'getRecommendationsStep', undefined, step ) );
			},
		} ),
		saveSetupQuestionnaire: build.mutation< unknown, SetupQuestionnaire >( {
			queryFn: ( answers ) => run( () => siteClient.saveSetupQuestionnaire( answers ) ),
		} ),
	} ),
} );

export const {
	useGetRecommendationsDataQuery,
	useGetRecommendationsStepQuery,
	useGetRecommendationsConditionalQuery,
	useGetProductSuggestionsQuery,
	useGetRecommendationsUpsellQuery,
	useSaveRecommendationsDataMutation,
	useSaveRecommendationsStepMutation,
	useSaveSetupQuestionnaireMutation,
} = recommendationsApi;
